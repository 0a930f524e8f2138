import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import pg from 'pg';
import { systemClock } from '../clock.ts';
import { createLogger, type Logger } from '../logger.ts';
import { maskKey } from './format.ts';
import { errorHandler, formCors, TEST_KEY } from './http.ts';
import { notFound } from './errors.ts';
import { PaymentService, type PaymentRules } from './payments.ts';
import { adminRouter, apiRouter } from './routes.ts';
import { SandboxStore } from './store.ts';
import { threeDsRouter } from './threeds-page.ts';
import { TokenService } from './tokens.ts';
import type { Account } from './types.ts';
import { WebhookDispatcher } from './webhooks.ts';

/** The fixed dev account's keys unless MOYASAR_SANDBOX_PUBLISHABLE_KEY / MOYASAR_SANDBOX_SECRET_KEY say otherwise. */
export const DEV_PUBLISHABLE_KEY = 'pk_test_waqtsandboxDevPublishableKey0000000';
export const DEV_SECRET_KEY = 'sk_test_waqtsandboxDevSecretKey000000000000';
export const DEV_ACCOUNT_ID = 'acct_dev';

/**
 * Waqt's own merchant account for subscriptions (BILLING.md §1), kept apart from every team's keys:
 * these fixed keys unless BILLING_MOYASAR_PUBLISHABLE_KEY / BILLING_MOYASAR_SECRET_KEY say otherwise.
 */
export const BILLING_DEV_PUBLISHABLE_KEY = 'pk_test_waqtBillingDevPublishableKey00000';
export const BILLING_DEV_SECRET_KEY = 'sk_test_waqtBillingDevSecretKey0000000000';
export const BILLING_DEV_ACCOUNT_ID = 'acct_billing_dev';

export interface SandboxAccountConfig {
  /** Stable id across restarts (default: derived from the publishable key). */
  id?: string;
  name?: string;
  publishable_key: string;
  secret_key: string;
}

export interface MoyasarSandboxOptions extends Partial<PaymentRules> {
  /** The app's PostgreSQL database; the sandbox keeps its state in its own schema (`moyasar_sandbox`). */
  databaseUrl?: string;
  /** Or a pool the caller owns (not closed by stop()). */
  pool?: pg.Pool;
  /** The clock for every timestamp (tests move it). Default: the system clock. */
  now?: () => Date;
  log?: Logger;
  /** Accounts to create or re-key at start; more can be added with POST /_sandbox/accounts. */
  accounts?: SandboxAccountConfig[];
  /** Wait before a failed webhook's first retry, doubling after each (default 60 000 ms). */
  webhookRetryMs?: number;
  /** A webhook receiver must answer within this (default 10 000 ms). */
  webhookTimeoutMs?: number;
  /** Base URL put into transaction_url / verification_url; default: the origin each request reached. */
  publicUrl?: string;
  /** For webhooks (tests may pass a fake). */
  fetch?: typeof fetch;
}

export interface MoyasarSandbox {
  app: Express;
  store: SandboxStore;
  webhooks: WebhookDispatcher;
  /** The configured accounts as stored. */
  accounts: (Account & { created: boolean })[];
  /** Listens on host (default 127.0.0.1) and port (0: any free one); answers the base URL. */
  start(port?: number, host?: string): Promise<string>;
  /** Closes the server, stops webhook retries (they stay pending in the database) and the pool it opened. */
  stop(): Promise<void>;
}

/** The dev account of `npm run sandbox:moyasar`, from the environment or the fixed default keys. */
export function devAccount(env: NodeJS.ProcessEnv = process.env): SandboxAccountConfig {
  return {
    id: DEV_ACCOUNT_ID,
    name: 'Waqt (sandbox)',
    publishable_key: env.MOYASAR_SANDBOX_PUBLISHABLE_KEY || DEV_PUBLISHABLE_KEY,
    secret_key: env.MOYASAR_SANDBOX_SECRET_KEY || DEV_SECRET_KEY,
  };
}

/** Waqt's billing account (BILLING.md §1), from the environment or the fixed default keys. */
export function billingDevAccount(env: NodeJS.ProcessEnv = process.env): SandboxAccountConfig {
  return {
    id: BILLING_DEV_ACCOUNT_ID,
    name: 'Waqt billing (sandbox)',
    publishable_key: env.BILLING_MOYASAR_PUBLISHABLE_KEY || BILLING_DEV_PUBLISHABLE_KEY,
    secret_key: env.BILLING_MOYASAR_SECRET_KEY || BILLING_DEV_SECRET_KEY,
  };
}

/** The accounts `startMoyasarSandbox` creates unless told otherwise: the dev account, then the billing account. */
function defaultAccounts(env: NodeJS.ProcessEnv = process.env): SandboxAccountConfig[] {
  return [devAccount(env), billingDevAccount(env)];
}

async function configureAccount(store: SandboxStore, a: SandboxAccountConfig, now: Date): Promise<Account & { created: boolean }> {
  const wellFormed = (key: string, prefix: string) => TEST_KEY.test(key) && key.startsWith(prefix);
  if (!wellFormed(a.publishable_key, 'pk_') || !wellFormed(a.secret_key, 'sk_')) {
    throw new Error(`moyasar sandbox: account keys must be pk_test_… / sk_test_… (got ${maskKey(a.publishable_key)} / ${maskKey(a.secret_key)})`);
  }
  const account: Account = {
    id: a.id ?? `acct_${createHash('sha256').update(a.publishable_key).digest('hex').slice(0, 16)}`,
    name: a.name ?? 'Sandbox merchant',
    publishable_key: a.publishable_key,
    secret_key: a.secret_key,
  };
  return { ...account, created: (await store.upsertAccount(account, now)) === 'created' };
}

/** Opens the schema (creating it if needed), stores the configured accounts and resumes pending webhooks. */
export async function createMoyasarSandbox(opts: MoyasarSandboxOptions): Promise<MoyasarSandbox> {
  if (!opts.pool && !opts.databaseUrl) throw new Error('createMoyasarSandbox: databaseUrl or pool is required');
  const log = opts.log ?? createLogger('silent');
  const now = opts.now ?? (() => systemClock.now());
  const ownPool = !opts.pool;
  const pool = opts.pool ?? new pg.Pool({ connectionString: opts.databaseUrl, max: 5, application_name: 'moyasar-sandbox' });
  // An idle connection cut by a database restart must not crash the process; the next query reconnects.
  if (ownPool) pool.on('error', (err) => log.warn({ err: err.message }, 'moyasar sandbox: database connection lost'));
  const store = new SandboxStore(pool);
  const accounts: MoyasarSandbox['accounts'] = [];
  try {
    // Two configured accounts on one key (e.g. BILLING_MOYASAR_* set to a team's keys) would mix their money.
    const keys = (opts.accounts ?? []).flatMap((a) => [a.publishable_key, a.secret_key]);
    const shared = keys.find((k, i) => keys.indexOf(k) !== i);
    if (shared) throw new Error(`moyasar sandbox: two configured accounts use the same key ${maskKey(shared)}`);
    await store.migrate();
    for (const a of opts.accounts ?? []) accounts.push(await configureAccount(store, a, now()));
  } catch (err) {
    if (ownPool) await pool.end();
    throw err;
  }

  const rules: PaymentRules = { declineAt: opts.declineAt ?? 'create', unknownCards: opts.unknownCards ?? 'fail', pageSize: opts.pageSize ?? 40 };
  const webhooks = new WebhookDispatcher({
    store,
    now,
    log,
    retryMs: opts.webhookRetryMs ?? 60_000,
    timeoutMs: opts.webhookTimeoutMs ?? 10_000,
    fetch: opts.fetch ?? fetch,
  });
  const payments = new PaymentService({ store, now, webhooks, rules });
  const tokens = new TokenService({ store, now, rules });
  const deps = { store, now, payments, tokens, webhooks, publicUrl: opts.publicUrl?.replace(/\/$/, '') };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // `metadata[order_id]=1000` and `created[gt]=…` in queries, as Moyasar's list takes them.
  app.set('query parser', 'extended');
  app.use(['/v1/payments', '/v1/tokens'], formCors);
  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: true, limit: '100kb' }));
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service: 'moyasar-sandbox' });
  });
  app.use(apiRouter(deps));
  app.use(threeDsRouter(deps));
  app.use(adminRouter(deps));
  app.use(() => {
    throw notFound();
  });
  app.use(errorHandler(log));

  const resumed = await webhooks.resume();
  if (resumed) log.info({ deliveries: resumed }, 'moyasar sandbox: resuming pending webhook deliveries');

  let server: Server | null = null;
  let stopped = false;
  return {
    app,
    store,
    webhooks,
    accounts,
    start: (port = 0, host = '127.0.0.1') =>
      new Promise<string>((resolve, reject) => {
        const s = app.listen(port, host);
        s.once('error', reject);
        s.once('listening', () => {
          server = s;
          const a = s.address() as AddressInfo;
          resolve(`http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`);
        });
      }),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      const s = server;
      if (s) {
        s.closeAllConnections();
        await new Promise((r) => s.close(r));
      }
      await webhooks.stop();
      if (ownPool) await pool.end();
    },
  };
}

/** The fixed dev keys are public (they are in this file), so they may be printed whole. */
export const isBuiltInSecret = (key: string) => key === DEV_SECRET_KEY || key === BILLING_DEV_SECRET_KEY;

export interface StartMoyasarSandboxOptions extends MoyasarSandboxOptions {
  port?: number;
  host?: string;
}

/**
 * Starts the sandbox on host:port (default 127.0.0.1:5040) with the dev account and Waqt's billing
 * account (unless `accounts` is given), as `npm run sandbox:moyasar` and `npm start` run it.
 */
export async function startMoyasarSandbox(opts: StartMoyasarSandboxOptions): Promise<{ url: string; stop: () => Promise<void>; sandbox: MoyasarSandbox }> {
  const sandbox = await createMoyasarSandbox({ ...opts, accounts: opts.accounts ?? defaultAccounts() });
  let url: string;
  try {
    url = await sandbox.start(opts.port ?? 5040, opts.host ?? '127.0.0.1');
  } catch (err) {
    await sandbox.stop();
    throw err;
  }
  const log = opts.log;
  for (const a of sandbox.accounts) {
    // The built-in dev keys are public (they are in this file); keys from the environment are never printed whole.
    const secret = isBuiltInSecret(a.secret_key) ? a.secret_key : maskKey(a.secret_key);
    log?.info({ account: a.id, publishable_key: a.publishable_key, secret_key: secret, created: a.created }, 'moyasar sandbox account');
  }
  log?.info({ url }, 'moyasar sandbox listening');
  return { url, stop: () => sandbox.stop(), sandbox };
}
