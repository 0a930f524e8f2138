import { createHash } from 'node:crypto';
import express, { type Express } from 'express';
import { silentLog, type SandboxLog } from '../log.ts';
import { listen, openPool, serve, type PoolOptions, type Served } from '../server.ts';
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

/** `databaseUrl`: the app's PostgreSQL database; the sandbox keeps its state in its own schema (`moyasar_sandbox`). */
export interface MoyasarSandboxOptions extends Partial<PaymentRules>, PoolOptions {
  /** The clock for every timestamp (tests move it). Default: the system clock. */
  now?: () => Date;
  log?: SandboxLog;
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

/** `stop()` closes the server, stops webhook retries (they stay pending in the database) and the pool it opened. */
export interface MoyasarSandbox extends Served {
  app: Express;
  store: SandboxStore;
  webhooks: WebhookDispatcher;
  /** The configured accounts as stored. */
  accounts: (Account & { created: boolean })[];
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
  const log = opts.log ?? silentLog;
  const now = opts.now ?? (() => new Date());
  const { pool, close } = openPool({ ...opts, name: 'moyasar-sandbox', max: 5, log });
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
    await close();
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

  return {
    app,
    store,
    webhooks,
    accounts,
    ...serve(app, async () => {
      await webhooks.stop();
      await close();
    }),
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
  const url = await listen(sandbox, opts.port ?? 5040, opts.host ?? '127.0.0.1');
  const log = opts.log;
  for (const a of sandbox.accounts) {
    // The built-in dev keys are public (they are in this file); keys from the environment are never printed whole.
    const secret = isBuiltInSecret(a.secret_key) ? a.secret_key : maskKey(a.secret_key);
    log?.info({ account: a.id, publishable_key: a.publishable_key, secret_key: secret, created: a.created }, 'moyasar sandbox account');
  }
  log?.info({ url }, 'moyasar sandbox listening');
  return { url, stop: () => sandbox.stop(), sandbox };
}
