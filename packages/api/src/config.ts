import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEV_API_PORT, DEV_APP_PORT, INVITE_VALID_DAYS_DEFAULT } from '@waqt/contracts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce.number().int().min(0).max(65_535);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An http(s) URL reduced to its origin (`https://waqt.app/x/` → `https://waqt.app`). */
const origin = z
  .url({ protocol: /^https?$/ })
  .transform((u) => new URL(u).origin);

/** `loopback`, `10.0.0.0/8, 192.168.1.7`, a hop count (`1`), `true` (trust every proxy) or `false`. */
const trustProxy = z.string().transform((raw, ctx): boolean | number | string[] => {
  const v = raw.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false' || v === 'none') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const bad = entries.filter((e) => !named.includes(e) && !isIP(e.replace(/\/\d{1,3}$/, '')));
  if (bad.length || !entries.length) {
    ctx.addIssue({ code: 'custom', message: `not an address, subnet, hop count or loopback/linklocal/uniquelocal: ${bad.join(', ') || '(empty)'}` });
    return z.NEVER;
  }
  return entries;
});

/** Hosts (and client addresses, IPv4-mapped `::ffff:127.0.0.1` too) that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/^::ffff:(?=127\.)/, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Outside production, a loopback app origin answers as both 127.0.0.1 and localhost (the dev server does). */
function loopbackTwins(appOrigin: string): string[] {
  const u = new URL(appOrigin);
  if (u.hostname !== '127.0.0.1' && u.hostname !== 'localhost') return [];
  u.hostname = u.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return [u.origin];
}

/** Every environment variable the API reads, parsed once. Dev defaults make `npm start` work. */
const envSchema = z.object({
  /**
   * Unset counts as development only when the API is bound to loopback; on any other host it
   * counts as production (fail closed: no fixed secret, demo password or dev mailbox on a network).
   */
  NODE_ENV: z.enum(['development', 'test', 'production']).optional(),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: port.default(DEV_API_PORT),
  /** Public origin of the web app, for links in mail, the CSRF origin check and CORS. */
  APP_ORIGIN: origin.optional(),
  /** More origins allowed to call the API from a browser (comma-separated), e.g. a separate app host. */
  ALLOWED_ORIGINS: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(origin))
    .default([]),
  /**
   * Serve requests that came through a proxy (X-Forwarded-For) with development settings. Off: they get
   * 403 DEV_BEHIND_PROXY, since a proxy in front of `npm start` publishes its fixed AUTH_SECRET and demo login.
   */
  ALLOW_DEV_BEHIND_PROXY: bool.default(false),
  /** Which proxies' X-Forwarded-For to believe for the client IP (Express `trust proxy`). */
  TRUST_PROXY: trustProxy.default(['loopback']),
  /** PostHog host the web app sends analytics to (allowed in the CSP's connect-src). */
  POSTHOG_HOST: origin.optional(),
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
  /** Run the job queue (mail outbox) inside the API process; `false` when `npm run worker` runs it apart. */
  JOBS_IN_PROCESS: bool.default(true),
  /**
   * On SIGTERM, how long the API keeps serving while /health/ready already answers 503, so a load
   * balancer stops sending new requests before the port closes (docs/running.md, "Stopping").
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(0).max(60, 'must be at most 60').default(0),
  /** Directory of the built web app to serve (optional; dev serves it with Vite). */
  APP_DIST_DIR: z.string().optional(),
  /** Create the demo team and its owner at start when the database is empty. */
  SEED_DEMO: bool.optional(),
  /** Server secret for one-time-code hashes (HMAC). Required in production; dev/test use a fixed one. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Sign-in attempts allowed per email and per IP in the 15-minute window (SPEC-free; 10 by default). */
  AUTH_ATTEMPTS_PER_WINDOW: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Business teams one user may own when creating another (each gets trial limits). */
  TEAMS_PER_USER_MAX: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Public bookings per 15 minutes per booker email (×3 per client IP); payment calls per booking (×3 per IP). */
  BOOKING_ATTEMPTS_PER_WINDOW: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Open pending (unpaid) holds per client IP at once. */
  BOOKING_HOLDS_PER_IP: z.coerce.number().int().min(1).max(10_000).default(5),
  /**
   * Days after a booking's end that its links still act: its manage token still changes it (cancel,
   * reschedule, pay) and its reminders' short links still open; then the token only reads and the short
   * links are purged (docs/decisions.md, "A booking's links end").
   */
  BOOKING_LINK_DAYS: z.coerce.number().int('must be a whole number of days').min(1).max(3650).default(30),
  /** Days a team invite's link stays valid (from when it is sent or last resent). */
  INVITE_VALID_DAYS: z.coerce.number().int('must be a whole number of days').min(1, 'must be at least 1').max(30, 'must be at most 30').default(INVITE_VALID_DAYS_DEFAULT),
  /** Google sign-in is on only when both are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** OpenID Connect issuer (tests point it at a local fake provider). */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /**
   * Moyasar's API origin (https://api.moyasar.com in production). Unset outside production: the local
   * Moyasar-compatible sandbox (`npm run sandbox:moyasar`, started by `npm start`) on MOYASAR_SANDBOX_PORT.
   */
  MOYASAR_BASE_URL: origin.optional(),
  MOYASAR_SANDBOX_PORT: port.default(5040),
  /**
   * The phone channels' API origins (issue 24): Unifonic's SMS API (https://el.cloud.unifonic.com) and
   * Meta's Graph API for WhatsApp (https://graph.facebook.com) — those in production unless set. Unset
   * outside production: the local phone sandbox (@waqt/sandbox, `npm run sandbox:messaging`) on MESSAGING_SANDBOX_PORT.
   */
  UNIFONIC_BASE_URL: origin.optional(),
  WHATSAPP_BASE_URL: origin.optional(),
  MESSAGING_SANDBOX_PORT: port.default(5041),
  /**
   * Waqt's own merchant account, for subscriptions (BILLING.md §1) — never a team's keys. Outside
   * production, unset: the sandbox's billing dev account. Required in production.
   */
  BILLING_MOYASAR_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'must be a Moyasar publishable key (pk_test_… or pk_live_…)').optional(),
  BILLING_MOYASAR_SECRET_KEY: z.string().regex(/^sk_(test|live)_[A-Za-z0-9]+$/, 'must be a Moyasar secret key (sk_test_… or sk_live_…)').optional(),
  /** The shared secret of Waqt's billing webhook at the gateway. */
  BILLING_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The seller on Waqt's invoices (ZATCA): names, addresses and VAT number. Required in production. */
  SELLER_NAME_EN: z.string().min(1).max(120).optional(),
  SELLER_NAME_AR: z.string().min(1).max(120).optional(),
  SELLER_ADDRESS_EN: z.string().min(1).max(300).optional(),
  SELLER_ADDRESS_AR: z.string().min(1).max(300).optional(),
  SELLER_VAT_NUMBER: z.string().regex(/^3\d{13}3$/, 'must be a Saudi VAT number: 15 digits, starting and ending with 3').optional(),
  /** Public origin of this API (the gateway's redirect back after a card check); the app's origin by default (it proxies /hook). */
  API_ORIGIN: origin.optional(),
  /**
   * The bearer token Prometheus sends for /metrics (docs/running.md, "Operations"). Unset: /metrics answers
   * only requests from this machine outside production, and nobody in production (404).
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (openssl rand -hex 24)').regex(/^\S+$/, 'must not contain spaces').optional(),
  /** 32 bytes, base64: encrypts payment providers' secret keys at rest. Required in production. */
  PAYMENTS_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded (openssl rand -base64 32)')
    .optional(),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  appOrigin: string;
  /** Origins whose browsers may call state-changing API routes and read answers (CORS): the app's first. */
  allowedOrigins: string[];
  trustProxy: boolean | number | string[];
  /**
   * Outside production unless ALLOW_DEV_BEHIND_PROXY: a request carrying X-Forwarded-For (a proxy in
   * front of development settings) is answered 403 DEV_BEHIND_PROXY (src/http/dev-proxy-guard.ts).
   */
  refuseProxied: boolean;
  posthogHost: string | undefined;
  /** The /dev/mailbox page: development and test only. */
  devMailbox: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  logLevel: Env['LOG_LEVEL'];
  cookieSecure: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The API process also runs queued jobs (see src/jobs); a separate worker can take them instead. */
  jobsInProcess: boolean;
  /** After SIGTERM: serve this long, unready, before closing the port. */
  shutdownDrainMs: number;
  appDistDir: string | undefined;
  seedDemo: boolean;
  version: string;
  authSecret: string;
  authAttemptsPerWindow: number;
  /** Business teams a user may own and still create another (teams.create refuses beyond). */
  teamsPerUserMax: number;
  /** Public bookings per window per booker email (×3 per IP); payment calls per booking (×3 per IP). */
  bookingAttemptsPerWindow: number;
  /** Open pending holds per client IP (per email: BOOKING_HOLDS_PER_EMAIL in contracts). */
  bookingHoldsPerIp: number;
  /** Days after a booking's end that its manage token still changes it and its short links still open. */
  bookingLinkDays: number;
  /** How long an invite's link is valid (ms), from its sending or its latest resend. */
  inviteValidMs: number;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** Moyasar's API origin (the local sandbox outside production unless set). */
  moyasarBaseUrl: string;
  /** Whether moyasarBaseUrl is the local sandbox (npm start runs it). */
  moyasarSandbox: boolean;
  moyasarSandboxPort: number;
  /** Unifonic's SMS API origin (the phone sandbox outside production unless set). */
  unifonicBaseUrl: string;
  /** Meta's Graph API origin for the WhatsApp Cloud API (the phone sandbox outside production unless set). */
  whatsappBaseUrl: string;
  /** Whether either phone channel goes to the local phone sandbox (npm start runs it). */
  messagingSandbox: boolean;
  messagingSandboxPort: number;
  /** AES-256-GCM key for payment providers' secret keys (and the phone channels' secrets). */
  paymentsKey: Buffer;
  /** Public origin of the API (callback URLs given to the gateway). */
  apiOrigin: string;
  /** Bearer token for /metrics; without it only local requests outside production may read it. */
  metricsToken: string | undefined;
  /** Waqt's own merchant account (subscriptions), at moyasarBaseUrl. */
  billing: { publishableKey: string; secretKey: string; webhookSecret: string };
  /** The seller on Waqt's invoices. */
  seller: { nameEn: string; nameAr: string; addressEn: string; addressAr: string; vatNumber: string };
}

/**
 * The sandbox's billing dev account (@waqt/sandbox's moyasar/sandbox.ts creates it with these keys): the
 * keys are public, like the sandbox itself, and only ever used outside production.
 */
export const BILLING_DEV_KEYS = {
  publishableKey: 'pk_test_waqtBillingDevPublishableKey00000',
  secretKey: 'sk_test_waqtBillingDevSecretKey0000000000',
  webhookSecret: 'waqt-billing-dev-webhook-secret',
} as const;

/** The providers' own API origins (docs.unifonic.com/reference/sms-api; developers.facebook.com/docs/whatsapp/cloud-api). */
const UNIFONIC_ORIGIN = 'https://el.cloud.unifonic.com';
const WHATSAPP_ORIGIN = 'https://graph.facebook.com';

/** Outside production: a seller that says it is a sample (PAYMENTS.md §4's Arabic vector's seller). */
const DEV_SELLER = {
  nameEn: 'Waqt Bookings (sample seller)',
  nameAr: 'وقت للحجوزات',
  addressEn: 'King Fahd Road, Riyadh 12271, Saudi Arabia',
  addressAr: 'طريق الملك فهد، الرياض 12271، المملكة العربية السعودية',
  vatNumber: '300000000000003',
} as const;

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
  // Unset NODE_ENV: development only on loopback; anywhere else the production rules apply.
  const env = e.NODE_ENV ?? (isLoopbackHost(e.API_HOST) ? 'development' : 'production');
  // Development settings (a fixed AUTH_SECRET, the open /dev/mailbox, the Moyasar sandbox, the demo
  // account) are for this machine only: an explicit NODE_ENV=development/test on a reachable host is refused.
  if (env !== 'production' && !isLoopbackHost(e.API_HOST)) {
    throw new ConfigError([{
      variable: 'API_HOST',
      message: `NODE_ENV=${env} listens on loopback only (127.0.0.1, ::1, localhost), not ${e.API_HOST}: development settings (fixed secret, open /dev/mailbox, payment sandbox) must not be reachable from a network. Use NODE_ENV=production to serve others.`,
    }]);
  }
  if (env === 'production') {
    const missing: { variable: string; message: string }[] = [];
    const why = e.NODE_ENV ? 'required in production' : `required when NODE_ENV is unset and API_HOST (${e.API_HOST}) is not loopback`;
    if (!e.AUTH_SECRET) missing.push({ variable: 'AUTH_SECRET', message: `${why} (at least 32 random characters)` });
    if (!e.SMTP_URL) missing.push({ variable: 'SMTP_URL', message: `${why}: mail (sign-in codes, reset links) needs a transport` });
    if (!e.APP_ORIGIN) missing.push({ variable: 'APP_ORIGIN', message: `${why}: the public origin of the web app (links in mail, origin checks)` });
    if (!e.PAYMENTS_ENCRYPTION_KEY) missing.push({ variable: 'PAYMENTS_ENCRYPTION_KEY', message: `${why}: encrypts payment providers' secret keys (openssl rand -base64 32)` });
    if (!e.MOYASAR_BASE_URL) missing.push({ variable: 'MOYASAR_BASE_URL', message: `${why}: https://api.moyasar.com (the local sandbox is for development)` });
    for (const v of ['BILLING_MOYASAR_PUBLISHABLE_KEY', 'BILLING_MOYASAR_SECRET_KEY', 'BILLING_WEBHOOK_SECRET'] as const) {
      if (!e[v]) missing.push({ variable: v, message: `${why}: Waqt's own Moyasar account for subscriptions (BILLING.md §1), separate from every team's keys` });
    }
    for (const v of ['SELLER_NAME_EN', 'SELLER_NAME_AR', 'SELLER_ADDRESS_EN', 'SELLER_ADDRESS_AR', 'SELLER_VAT_NUMBER'] as const) {
      if (!e[v]) missing.push({ variable: v, message: `${why}: the seller on Waqt's tax invoices (ZATCA)` });
    }
    if (e.SEED_DEMO) missing.push({ variable: 'SEED_DEMO', message: 'not allowed in production (the demo account has a published password)' });
    if (missing.length) throw new ConfigError(missing);
  }
  const appOrigin = e.APP_ORIGIN ?? `http://127.0.0.1:${DEV_APP_PORT}`;
  return {
    env,
    host: e.API_HOST,
    port: e.API_PORT,
    appOrigin,
    allowedOrigins: [...new Set([appOrigin, ...(env === 'production' ? [] : loopbackTwins(appOrigin)), ...e.ALLOWED_ORIGINS])],
    trustProxy: e.TRUST_PROXY,
    refuseProxied: env !== 'production' && !e.ALLOW_DEV_BEHIND_PROXY,
    posthogHost: e.POSTHOG_HOST,
    devMailbox: env !== 'production',
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    logLevel: e.LOG_LEVEL,
    cookieSecure: e.COOKIE_SECURE ?? env === 'production',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jobsInProcess: e.JOBS_IN_PROCESS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    appDistDir: e.APP_DIST_DIR ? path.resolve(e.APP_DIST_DIR) : undefined,
    seedDemo: e.SEED_DEMO ?? env === 'development',
    version: process.env.npm_package_version ?? '0.1.0',
    // Only reachable outside production (checked above): a fixed secret keeps dev codes stable.
    authSecret: e.AUTH_SECRET ?? 'waqt-development-secret-not-for-production',
    authAttemptsPerWindow: e.AUTH_ATTEMPTS_PER_WINDOW,
    teamsPerUserMax: e.TEAMS_PER_USER_MAX,
    bookingAttemptsPerWindow: e.BOOKING_ATTEMPTS_PER_WINDOW,
    bookingHoldsPerIp: e.BOOKING_HOLDS_PER_IP,
    bookingLinkDays: e.BOOKING_LINK_DAYS,
    inviteValidMs: e.INVITE_VALID_DAYS * 24 * 3_600_000,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER.replace(/\/$/, '') }
        : null,
    moyasarBaseUrl: e.MOYASAR_BASE_URL ?? `http://127.0.0.1:${e.MOYASAR_SANDBOX_PORT}`,
    moyasarSandbox: !e.MOYASAR_BASE_URL,
    moyasarSandboxPort: e.MOYASAR_SANDBOX_PORT,
    // Production talks to the providers themselves; elsewhere the phone sandbox answers unless told otherwise.
    unifonicBaseUrl: e.UNIFONIC_BASE_URL ?? (env === 'production' ? UNIFONIC_ORIGIN : `http://127.0.0.1:${e.MESSAGING_SANDBOX_PORT}`),
    whatsappBaseUrl: e.WHATSAPP_BASE_URL ?? (env === 'production' ? WHATSAPP_ORIGIN : `http://127.0.0.1:${e.MESSAGING_SANDBOX_PORT}`),
    messagingSandbox: env !== 'production' && (!e.UNIFONIC_BASE_URL || !e.WHATSAPP_BASE_URL),
    messagingSandboxPort: e.MESSAGING_SANDBOX_PORT,
    // Only reachable outside production (checked above): a fixed development key.
    paymentsKey: e.PAYMENTS_ENCRYPTION_KEY ? Buffer.from(e.PAYMENTS_ENCRYPTION_KEY, 'base64') : Buffer.alloc(32, 7),
    apiOrigin: e.API_ORIGIN ?? appOrigin,
    metricsToken: e.METRICS_TOKEN,
    // Only reachable outside production (checked above): the sandbox's billing account and a sample seller.
    billing: {
      publishableKey: e.BILLING_MOYASAR_PUBLISHABLE_KEY ?? BILLING_DEV_KEYS.publishableKey,
      secretKey: e.BILLING_MOYASAR_SECRET_KEY ?? BILLING_DEV_KEYS.secretKey,
      webhookSecret: e.BILLING_WEBHOOK_SECRET ?? BILLING_DEV_KEYS.webhookSecret,
    },
    seller: {
      nameEn: e.SELLER_NAME_EN ?? DEV_SELLER.nameEn,
      nameAr: e.SELLER_NAME_AR ?? DEV_SELLER.nameAr,
      addressEn: e.SELLER_ADDRESS_EN ?? DEV_SELLER.addressEn,
      addressAr: e.SELLER_ADDRESS_AR ?? DEV_SELLER.addressAr,
      vatNumber: e.SELLER_VAT_NUMBER ?? DEV_SELLER.vatNumber,
    },
  };
}
