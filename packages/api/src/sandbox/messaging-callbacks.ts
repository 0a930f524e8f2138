import { createHmac } from 'node:crypto';
import type { Logger } from '../logger.ts';
import type { CallbackEvent, MessagingStore, SandboxMessage } from './messaging-store.ts';

/** A first try and three retries; then the callback is `failed` (visible in the dev phone inbox). */
const CALLBACK_MAX_ATTEMPTS = 4;

export interface CallbackOptions {
  store: MessagingStore;
  /** The sandbox clock, for what the payloads say (tests move it). Waits are real timers. */
  now: () => Date;
  log: Logger;
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
 * Fires each message's callbacks "a moment later" and delivers them to the account's hook, retrying a
 * refused delivery (non-2xx, unreachable, 10 s without an answer) after retryMs, then twice that…
 * Rows in the database carry the state, so a restart resumes what was scheduled or pending.
 */
export class CallbackDispatcher {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly abort = new AbortController();
  private stopped = false;

  constructor(private readonly o: CallbackOptions) {}

  /** Schedules a callback at `dueAt` (wall clock). */
  schedule(id: string, dueAt: Date): void {
    if (this.stopped) return;
    this.clear(id);
    const t = setTimeout(() => {
      this.timers.delete(id);
      void this.track(this.attempt(id));
    }, Math.max(0, dueAt.getTime() - Date.now()));
    t.unref();
    this.timers.set(id, t);
  }

  async resume(): Promise<number> {
    const open = await this.o.store.openCallbacks();
    for (const c of open) this.schedule(c.id, c.due_at);
    return open.length;
  }

  /** Fires a callback now and waits for its first attempt (the reply simulation answers with the outcome). */
  async fireNow(id: string): Promise<void> {
    this.clear(id);
    await this.track(this.attempt(id));
  }

  /** Resolves once nothing is scheduled within `withinMs` and nothing runs (tests wait for callbacks with it). */
  async settle(withinMs = 60_000): Promise<void> {
    for (;;) {
      if (this.inflight.size) {
        await Promise.allSettled([...this.inflight]);
        continue;
      }
      const rows = await this.o.store.openCallbacks();
      // A timer may have fired while the rows were read (it left `timers` for `inflight`): look again.
      if (this.inflight.size) continue;
      const open = rows.filter((c) => this.timers.has(c.id) && c.due_at.getTime() - Date.now() < withinMs);
      if (!open.length) return;
      await new Promise((r) => setTimeout(r, Math.max(5, Math.min(...open.map((c) => c.due_at.getTime() - Date.now())) + 5)));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.abort.abort();
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  private clear(id: string) {
    const t = this.timers.get(id);
    if (t) clearTimeout(t);
    this.timers.delete(id);
  }

  private track<T>(p: Promise<T>): Promise<T> {
    const tracked = p.finally(() => this.inflight.delete(tracked));
    this.inflight.add(tracked);
    return tracked;
  }

  private async attempt(id: string): Promise<void> {
    if (this.stopped) return;
    const { store, log } = this.o;
    try {
      const cb = await store.callback(id);
      if (!cb || (cb.state !== 'scheduled' && cb.state !== 'pending')) return;
      if (cb.state === 'scheduled' && (await store.earlierWaiting(id))) {
        this.schedule(id, new Date(Date.now() + 10));
        return;
      }
      if (!(await store.claim(id, cb.attempts))) return;
      const now = this.o.now();
      let url = cb.url;
      let payload = cb.payload;
      let secret: string | null = null;
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
      secret = hook?.app_secret ?? null;
      const body = JSON.stringify(payload);
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': cb.channel === 'sms' ? 'Unifonic-Sandbox-DLR/1.0' : 'facebookexternalua' };
      if (cb.channel === 'whatsapp') {
        // Meta signs with the app secret; without one registered the delivery goes unsigned (and is refused).
        if (secret) headers['X-Hub-Signature-256'] = whatsappSignature(secret, body);
      }
      let status: number | null = null;
      let error: string | null = null;
      try {
        const res = await this.o.fetch(url!, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.o.timeoutMs)]) });
        status = res.status;
        await res.body?.cancel();
      } catch (err) {
        if (this.stopped) {
          await store.release(id);
          return;
        }
        error = err instanceof Error ? (err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message) : String(err);
      }
      const attempt = cb.attempts + 1;
      if (status !== null && status >= 200 && status < 300) {
        await store.recordAttempt(id, { state: 'delivered', lastStatus: status, lastError: null, dueAt: null, deliveredAt: this.o.now() });
        return;
      }
      const why = error ?? `HTTP ${status}`;
      if (attempt >= CALLBACK_MAX_ATTEMPTS) {
        await store.recordAttempt(id, { state: 'failed', lastStatus: status, lastError: why, dueAt: null, deliveredAt: null });
        log.warn({ callback: id, event: cb.event, why }, 'messaging sandbox: callback dropped after the last retry');
        return;
      }
      const due = new Date(Date.now() + this.o.retryMs * 2 ** (attempt - 1));
      await store.recordAttempt(id, { state: 'pending', lastStatus: status, lastError: why, dueAt: due, deliveredAt: null });
      this.schedule(id, due);
    } catch (err) {
      if (!this.stopped) log.error({ err, callback: id }, 'messaging sandbox: callback attempt could not be recorded');
    }
  }
}
