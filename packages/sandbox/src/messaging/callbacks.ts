import { createHmac } from 'node:crypto';
import { afterAttempt, DeliveryQueue } from '../delivery-queue.ts';
import type { SandboxLog } from '../log.ts';
import type { CallbackEvent, MessagingStore, SandboxMessage } from './store.ts';

/** A first try and three retries; then the callback is `failed` (visible in the dev phone inbox). */
const CALLBACK_MAX_ATTEMPTS = 4;

export interface CallbackOptions {
  store: MessagingStore;
  /** The sandbox clock, for what the payloads say (tests move it). Waits are real timers. */
  now: () => Date;
  log: SandboxLog;
  retryMs: number;
  timeoutMs: number;
  fetch: typeof fetch;
}

/** `sha256=<hex HMAC-SHA256 of the raw body under the app secret>`, as Meta signs webhooks (X-Hub-Signature-256). */
export const whatsappSignature = (appSecret: string, rawBody: string | Buffer) => `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** A WABA id for the sandbox's payloads (Meta's entry[].id): derived from the phone number id. */
const sandboxWabaId = (phoneNumberId: string) => `1${phoneNumberId.padStart(14, '0').slice(-14)}`;

/** `yyyy-mm-dd hh:mm:ss` (UTC), as Unifonic writes its DLR times. */
const unifonicTime = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19);

const digits = (e164: string) => e164.replace(/^\+/, '');

/** Meta's words for an undeliverable message (error code 131026). */
const UNDELIVERABLE_ERROR = {
  code: 131026,
  title: 'Message undeliverable',
  message: 'Message undeliverable',
  error_data: { details: 'Message failed to send because the recipient cannot be reached (sandbox: a number ending 0000).' },
  href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
};

/**
 * The body a callback carries:
 * - WhatsApp status webhook (https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components,
 *   "statuses"): `{object, entry: [{id, changes: [{field: 'messages', value: {messaging_product, metadata, statuses}}]}]}`;
 * - WhatsApp inbound message: the same envelope with `contacts` and `messages` instead of `statuses`;
 * - Unifonic DLR (https://support.unifonic.com/hc/en-us/articles/205049882, "Can I receive DLR receipt update
 *   through a webhook?"): MessageID, DLR ("Delivered" / "Undeliverable"), Recipient, TimeCreated, SCTS,
 *   DLRTimestamp — plus CorrelationID, which we assume it echoes (docs/decisions.md).
 */
function callbackPayload(m: SandboxMessage, event: CallbackEvent, at: Date): Record<string, unknown> {
  if (m.channel === 'sms') {
    return {
      MessageID: m.id,
      CorrelationID: m.correlation_id,
      DLR: event === 'failed' ? 'Undeliverable' : 'Delivered',
      Recipient: digits(m.phone),
      TimeCreated: unifonicTime(m.created_at),
      SCTS: unifonicTime(at),
      DLRTimestamp: unifonicTime(at),
    };
  }
  const ts = String(Math.floor(at.getTime() / 1000));
  const value: Record<string, unknown> = {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: `1555${m.account_key.slice(-7).padStart(7, '0')}`, phone_number_id: m.account_key },
  };
  if (event === 'inbound') {
    value.contacts = [{ profile: { name: 'Sandbox visitor' }, wa_id: digits(m.phone) }];
    value.messages = [{ from: digits(m.phone), id: m.id, timestamp: ts, type: 'text', text: { body: m.body ?? '' } }];
  } else {
    value.statuses = [
      {
        id: m.id,
        status: event,
        timestamp: ts,
        recipient_id: digits(m.phone),
        ...(m.correlation_id ? { biz_opaque_callback_data: m.correlation_id } : {}),
        ...(event === 'failed'
          ? { errors: [UNDELIVERABLE_ERROR] }
          : { conversation: { id: `sandbox-${m.id.slice(-12)}`, origin: { type: 'utility' } }, pricing: { billable: true, pricing_model: 'CBP', category: 'utility' } }),
      },
    ];
  }
  return { object: 'whatsapp_business_account', entry: [{ id: sandboxWabaId(m.account_key), changes: [{ field: 'messages', value }] }] };
}

/**
 * Fires each message's callbacks "a moment later" and delivers them to the account's hook on the delivery
 * queue (../delivery-queue.ts), retrying a refused delivery (non-2xx, unreachable, 10 s without an answer)
 * after retryMs, then twice that… Rows in the database carry the state, so a restart resumes what was
 * scheduled or pending.
 */
export class CallbackDispatcher {
  private readonly o: CallbackOptions;
  private readonly queue: DeliveryQueue;

  constructor(o: CallbackOptions) {
    this.o = o;
    this.queue = new DeliveryQueue((id) => this.attempt(id));
  }

  /** Schedules a callback at `dueAt` (wall clock). */
  schedule(id: string, dueAt: Date): void {
    this.queue.schedule(id, dueAt.getTime() - Date.now());
  }

  async resume(): Promise<number> {
    const open = await this.o.store.openCallbacks();
    for (const c of open) this.schedule(c.id, c.due_at);
    return open.length;
  }

  /** Fires a callback now and waits for its first attempt (the reply simulation answers with the outcome). */
  fireNow(id: string): Promise<void> {
    return this.queue.runNow(id);
  }

  /** Resolves once nothing is scheduled within `withinMs` and nothing runs (tests wait for callbacks with it). */
  async settle(withinMs = 60_000): Promise<void> {
    for (;;) {
      if (this.queue.busy) {
        await this.queue.idle();
        continue;
      }
      const rows = await this.o.store.openCallbacks();
      // A timer may have fired while the rows were read (it left the waits for the attempts in flight): look again.
      if (this.queue.busy) continue;
      const open = rows.filter((c) => this.queue.isScheduled(c.id) && c.due_at.getTime() - Date.now() < withinMs);
      if (!open.length) return;
      await new Promise((r) => setTimeout(r, Math.max(5, Math.min(...open.map((c) => c.due_at.getTime() - Date.now())) + 5)));
    }
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }

  private async attempt(id: string): Promise<void> {
    if (this.queue.stopped) return;
    const { store, log } = this.o;
    try {
      const cb = await store.callback(id);
      if (!cb || (cb.state !== 'scheduled' && cb.state !== 'pending')) return;
      if (cb.state === 'scheduled' && (await store.earlierWaiting(id))) {
        this.queue.schedule(id, 10);
        return;
      }
      if (!(await store.claim(id, cb.attempts))) return;
      const now = this.o.now();
      let url = cb.url;
      let payload = cb.payload;
      const hook = await store.hook(cb.channel, cb.account_key);
      if (cb.state === 'scheduled') {
        // The provider's side of the event happens now, whether or not anyone listens.
        const message = (await store.message(cb.message_id))!;
        if (cb.event !== 'inbound') await store.advance(message.id, cb.event, cb.event === 'failed' ? `(#${UNDELIVERABLE_ERROR.code}) ${UNDELIVERABLE_ERROR.title}` : null, now);
        if (!hook) {
          await store.fired(id, { url: null, payload: null, state: 'no_hook', firedAt: now });
          log.debug({ callback: id, event: cb.event }, 'messaging sandbox: no hook registered; callback not sent');
          return;
        }
        url = hook.url;
        payload = callbackPayload(message, cb.event, now);
        await store.fired(id, { url, payload, state: 'pending', firedAt: now });
      }
      const secret = hook?.app_secret ?? null;
      const body = JSON.stringify(payload);
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': cb.channel === 'sms' ? 'Unifonic-Sandbox-DLR/1.0' : 'facebookexternalua' };
      if (cb.channel === 'whatsapp') {
        // Meta signs with the app secret; without one registered the delivery goes unsigned (and is refused).
        if (secret) headers['X-Hub-Signature-256'] = whatsappSignature(secret, body);
      }
      const outcome = await this.queue.post(this.o.fetch, url!, { headers, body, timeoutMs: this.o.timeoutMs });
      if (outcome === 'stopped') {
        await store.release(id);
        return;
      }
      const next = afterAttempt(outcome, cb.attempts + 1, { maxAttempts: CALLBACK_MAX_ATTEMPTS, retryMs: this.o.retryMs });
      if (next.state === 'delivered') {
        await store.recordAttempt(id, { state: 'delivered', lastStatus: outcome.status, lastError: null, dueAt: null, deliveredAt: this.o.now() });
        return;
      }
      if (next.state === 'failed') {
        await store.recordAttempt(id, { state: 'failed', lastStatus: outcome.status, lastError: next.why, dueAt: null, deliveredAt: null });
        log.warn({ callback: id, event: cb.event, why: next.why }, 'messaging sandbox: callback dropped after the last retry');
        return;
      }
      const due = new Date(Date.now() + next.waitMs);
      await store.recordAttempt(id, { state: 'pending', lastStatus: outcome.status, lastError: next.why, dueAt: due, deliveredAt: null });
      this.schedule(id, due);
    } catch (err) {
      if (!this.queue.stopped) log.error({ err, callback: id }, 'messaging sandbox: callback attempt could not be recorded');
    }
  }
}
