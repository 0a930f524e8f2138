/**
 * Where a sandbox writes what it does: pino's shape, so the API hands over its own logger (a child per
 * sandbox). Without one a sandbox is silent.
 */
export interface SandboxLog {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

const quiet = () => undefined;
export const silentLog: SandboxLog = { debug: quiet, info: quiet, warn: quiet, error: quiet };
