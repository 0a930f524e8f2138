import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs. Secrets never logged: cookies and auth headers are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'waqt-api' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
  });
}
