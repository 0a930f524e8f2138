import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEV_API_PORT, DEV_APP_PORT } from '@waqt/contracts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce.number().int().min(0).max(65_535);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the API reads, parsed once. Dev defaults make `npm start` work. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: port.default(DEV_API_PORT),
  /** Public origin of the web app, for links in mail and CORS. */
  APP_ORIGIN: z.url().default(`http://127.0.0.1:${DEV_APP_PORT}`),
  /** A PostgreSQL server; when absent an embedded server runs with data under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  EMBEDDED_PG_PORT: port.default(5433),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Send cookies with `Secure`; on by default in production. */
  COOKIE_SECURE: bool.optional(),
  /** When set, mail goes over SMTP; otherwise into the dev mailbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Waqt <no-reply@waqt.local>'),
  /** Directory of the built web app to serve (optional; dev serves it with Vite). */
  APP_DIST_DIR: z.string().optional(),
  /** Create the demo team and its owner at start when the database is empty. */
  SEED_DEMO: bool.optional(),
  /** Server secret for one-time-code hashes (HMAC). Required in production; dev/test use a fixed one. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Sign-in attempts allowed per email and per IP in the 15-minute window (SPEC-free; 10 by default). */
  AUTH_ATTEMPTS_PER_WINDOW: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Google sign-in is on only when both are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** OpenID Connect issuer (tests point it at a local fake provider). */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  appOrigin: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  logLevel: Env['LOG_LEVEL'];
  cookieSecure: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  appDistDir: string | undefined;
  seedDemo: boolean;
  version: string;
  authSecret: string;
  authAttemptsPerWindow: number;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
}

export class ConfigError extends Error {
  constructor(public readonly issues: { variable: string; message: string }[]) {
    super(
      'Invalid environment:\n' + issues.map((i) => `  ${i.variable}: ${i.message}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** Parses the environment once. Empty strings count as unset. Throws ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '(unknown)'),
        message: issue.message,
      })),
    );
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError([{ variable: 'AUTH_SECRET', message: 'required in production (at least 32 random characters)' }]);
  }
  return {
    env: e.NODE_ENV,
    host: e.API_HOST,
    port: e.API_PORT,
    appOrigin: e.APP_ORIGIN.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    logLevel: e.LOG_LEVEL,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appDistDir: e.APP_DIST_DIR ? path.resolve(e.APP_DIST_DIR) : undefined,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV === 'development',
    version: process.env.npm_package_version ?? '0.1.0',
    authSecret: e.AUTH_SECRET ?? 'waqt-development-secret-not-for-production',
    authAttemptsPerWindow: e.AUTH_ATTEMPTS_PER_WINDOW,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER.replace(/\/$/, '') }
        : null,
  };
}
