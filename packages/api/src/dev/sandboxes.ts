import type { DataSource } from 'typeorm';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { syncSandboxHooks } from '../modules/messaging/channels.service.ts';
import type { AppDeps, DevProviders } from '../trpc/context.ts';
import { demoWebhookSecret, sandboxRunner } from './sandboxes.queries.ts';

/**
 * Development wiring (outside production only; server.ts never calls this in production): the local
 * provider sandboxes of @waqt/sandbox, loaded here with `import()` — the one place the API reaches for
 * that package. The production build leaves it out (build.mjs keeps it external; nothing imports it
 * statically), and nothing here runs there.
 */
export interface DevSandboxes {
  /** What the sandboxes do for the API (AppDeps.dev): the phone hook registry and the /dev/phone inbox. */
  providers: DevProviders;
  /** The Moyasar sandbox's dev account keys when it runs here (the demo clinic's card provider). */
  moyasarKeys: { publishableKey: string; secretKey: string } | undefined;
  /** Once the API listens at `apiBase`: points the running sandboxes' webhooks at it. */
  connect(deps: AppDeps, apiBase: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Loads @waqt/sandbox and starts, in this process and on `databaseUrl` (each keeps a schema of its own),
 * the sandboxes the config asks for: Moyasar's unless MOYASAR_BASE_URL is set, the phone providers' unless
 * both their URLs are. The package is loaded either way: /dev/phone reads the phone sandbox's messages, and
 * channels register their webhooks with a phone sandbox running elsewhere on this machine.
 */
export async function startDevSandboxes(config: Config, databaseUrl: string, db: DataSource, log: Logger): Promise<DevSandboxes> {
  if (config.env === 'production') throw new Error('the provider sandboxes are for development and tests only');
  const sandbox = await import('@waqt/sandbox');
  const moyasar = config.moyasarSandbox
    ? await sandbox.startMoyasarSandbox({ databaseUrl, port: config.moyasarSandboxPort, host: '127.0.0.1', log: log.child({ process: 'moyasar-sandbox' }) })
    : undefined;
  let phone: Awaited<ReturnType<typeof sandbox.startMessagingSandbox>> | undefined;
  try {
    phone = config.messagingSandbox ? await sandbox.startMessagingSandbox({ databaseUrl, port: config.messagingSandboxPort, host: '127.0.0.1', log: log.child({ process: 'messaging-sandbox' }) }) : undefined;
  } catch (err) {
    await moyasar?.stop();
    throw err;
  }
  const account = sandbox.devAccount();
  return {
    providers: { phoneHooks: sandbox.phoneHooks, phoneInbox: sandbox.phoneInbox(sandboxRunner(db)) },
    moyasarKeys: moyasar ? { publishableKey: account.publishable_key, secretKey: account.secret_key } : undefined,
    async connect(deps, apiBase) {
      if (moyasar && config.seedDemo) await registerDemoWebhook(db, (secretKey, url, shared) => sandbox.pointMoyasarWebhook(moyasar.url, secretKey, url, shared), account.secret_key, apiBase, log);
      if (moyasar) {
        // Waqt's own billing account's webhook, with the configured secret.
        await sandbox.pointMoyasarWebhook(moyasar.url, config.billing.secretKey, `${apiBase}/hook/billing/moyasar`, config.billing.webhookSecret).catch((err: unknown) => log.warn({ err }, 'billing webhook not registered with the Moyasar sandbox'));
      }
      if (phone) {
        log.info({ url: phone.url, inbox: `${apiBase}/dev/phone` }, 'phone sandbox (SMS and WhatsApp) ready');
        await syncSandboxHooks(deps).catch((err: unknown) => log.warn({ err }, 'phone channels not registered with the phone sandbox'));
      }
    },
    async stop() {
      await moyasar?.stop();
      await phone?.stop();
    },
  };
}

/**
 * Points the Moyasar sandbox's development account's webhook at this API with the demo clinic's webhook
 * secret (what an owner sets in Moyasar's dashboard), so paid demo bookings settle even when the visitor
 * closes the tab before the redirect back.
 */
async function registerDemoWebhook(db: DataSource, point: (secretKey: string, url: string, sharedSecret: string) => Promise<void>, secretKey: string, apiBase: string, log: Logger) {
  const p = await demoWebhookSecret(db);
  if (!p) return;
  const url = `${apiBase}/hook/bookings/payments/moyasar`;
  await point(secretKey, url, p.webhook_secret);
  log.info({ url }, 'demo webhook registered with the Moyasar sandbox');
}
