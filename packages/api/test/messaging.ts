import { afterAll, beforeAll } from 'vitest';
import { phoneHooks, phoneInbox, startMessagingSandbox, type DevPhoneMessage, type MessagingSandbox } from '@waqt/sandbox';
import { createPhoneMessenger } from '../src/messaging/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The phone sandbox (@waqt/sandbox) on a test's database, with the API listening and the app pointed at both: the
 * messenger sends to the sandbox, channels saved from now on register their webhooks with it, and its
 * callbacks reach the listening API (`config.apiOrigin`). Callbacks fire `callbackDelayMs` (20 ms) after a
 * send; `settle()` waits for every one due.
 */
export async function phoneSandboxHarness(app: TestApp, opts: { callbackDelayMs?: number; callbackRetryMs?: number } = {}) {
  const started = await startMessagingSandbox({
    databaseUrl: app.databaseUrl,
    port: 0,
    host: '127.0.0.1',
    log: app.deps.log,
    now: () => app.clock.now(),
    callbackDelayMs: opts.callbackDelayMs ?? 20,
    callbackRetryMs: opts.callbackRetryMs ?? 50,
  });
  // What the development wiring hands the API (src/dev/sandboxes.ts): the hook registry and /dev/phone.
  app.deps.dev = { phoneHooks, phoneInbox: phoneInbox((sql, params) => app.db.query(sql, params)) };
  const api = await app.listen();
  app.deps.config.unifonicBaseUrl = started.url;
  app.deps.config.whatsappBaseUrl = started.url;
  app.deps.config.apiOrigin = api;
  app.deps.messenger = createPhoneMessenger({ unifonicBaseUrl: started.url, whatsappBaseUrl: started.url, sandbox: true });
  const sandbox: MessagingSandbox = started.sandbox;
  return {
    sandbox,
    /** The sandbox's origin (both providers' base URL). */
    url: started.url,
    /** The API's origin (webhooks, /dev/phone). */
    api,
    /** Waits until every callback due within a minute has been delivered (or given up). */
    settle: () => sandbox.callbacks.settle(),
    /** The dev phone inbox for a number, newest first (as e2e reads it). */
    inbox: async (to: string): Promise<DevPhoneMessage[]> => {
      const res = await fetch(`${api}/dev/phone?format=json&to=${encodeURIComponent(to)}`);
      if (!res.ok) throw new Error(`/dev/phone answered ${res.status}`);
      return (await res.json()) as DevPhoneMessage[];
    },
    /** A visitor's WhatsApp reply (Meta's inbound webhook to the business that wrote last). */
    reply: async (from: string, text: string) => {
      const res = await fetch(`${started.url}/_sandbox/whatsapp/reply`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ from, text }) });
      return { status: res.status, body: (await res.json()) as { message_id?: string; callback?: { state: string; last_status: number | null } } };
    },
    stop: () => started.stop(),
  };
}

export type PhoneSandboxHarness = Awaited<ReturnType<typeof phoneSandboxHarness>>;

/** A test file's database, API and phone sandbox, made before its tests and dropped after. */
export function phoneSandboxSuite(opts?: Parameters<typeof phoneSandboxHarness>[1]): { app: TestApp; phone: PhoneSandboxHarness } {
  const suite = {} as { app: TestApp; phone: PhoneSandboxHarness };
  beforeAll(async () => {
    suite.app = await createTestApp();
    suite.phone = await phoneSandboxHarness(suite.app, opts);
  });
  afterAll(async () => {
    await suite.phone?.stop();
    await suite.app?.close();
  });
  return suite;
}
