import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs (one object a line) for machines; `pretty` renders them readable for
 * `npm start` in a terminal. Secrets never logged: cookies and auth headers are redacted.
 */
export function createLogger(level: string, opts: { pretty?: boolean } = {}): Logger {
  return pino({
    level,
    base: { service: 'waqt-api' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
    ...(opts.pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service' } } }
      : {}),
  });
}
