import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from '../logger.ts';
import type { SandboxStore } from './store.ts';
import type { Account, Delivery, Payment, PaymentStatus, WebhookEvent } from './types.ts';
import { WEBHOOK_EVENTS } from './types.ts';

/** One first try and then 5 retries, as Moyasar does (PAYMENTS.md §1.9); then the delivery is dropped. */
const MAX_ATTEMPTS = 6;

export interface WebhookOptions {
  store: SandboxStore;
  now: () => Date;
  log: Logger;
  /** Wait before the first retry; each later retry waits twice the one before (default 60 s). */
  retryMs: number;
  /** A receiver that has not answered within this is a failed attempt. */
  timeoutMs: number;
  fetch: typeof fetch;
}

/** The webhook event a status leads to (null: none, e.g. `initiated`). */
export function eventForStatus(status: PaymentStatus): WebhookEvent | null {
  const type = `payment_${status}`;
  return (WEBHOOK_EVENTS as readonly string[]).includes(type) ? (type as WebhookEvent) : null;
}

/** Event names as the docs spell them, `payment_faild` included; `undefined`: a name we do not know. */
export function normalizeEvent(name: string): WebhookEvent | undefined {
  const n = name === 'payment_faild' ? 'payment_failed' : name;
  return (WEBHOOK_EVENTS as readonly string[]).includes(n) ? (n as WebhookEvent) : undefined;
}

/**
 * Webhook deliveries kept in the database: an event and its deliveries are written in the same
 * transaction as the status change, then sent from here. Timestamps come from the injected clock,
 * but the waits are real timers (a test's frozen clock must not stop retries); on start, pending
 * deliveries resume with whatever is left of their wait.
 */
export class WebhookDispatcher {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly abort = new AbortController();
  private stopped = false;

  constructor(private readonly o: WebhookOptions) {}

  /** Writes the event and one delivery per subscribed webhook, in the caller's transaction; returns the deliveries to kick after commit. */
  async record(c: pg.PoolClient, account: Account, payment: Payment, type: WebhookEvent): Promise<string[]> {
    const now = this.o.now();
    const eventId = randomUUID();
    const payload = { id: eventId, type, created_at: now.toISOString(), live: false, account_name: account.name, data: payment };
    await this.o.store.insertEvent(c, { id: eventId, accountId: account.id, paymentId: payment.id, type, payload }, now);
    return this.fanOut(c, account.id, eventId, type, now);
  }

  /** New deliveries of an existing event to the account's current webhooks that want its type. */
  async fanOut(c: pg.PoolClient, accountId: string, eventId: string, type: WebhookEvent, now: Date): Promise<string[]> {
    const ids: string[] = [];
    for (const w of await this.o.store.webhooks(c, accountId)) {
      if (!w.events.includes(type)) continue;
      const id = randomUUID();
      await this.o.store.insertDelivery(c, { id, eventId, webhookId: w.id }, now);
      ids.push(id);
    }
    return ids;
  }

  /** Sends these deliveries' first attempt now (in the background). */
  kick(ids: string[]): void {
    for (const id of ids) this.schedule(id, 0);
  }

  /** Picks up every pending delivery (after a restart), each after what is left of its wait. */
  async resume(): Promise<number> {
    const pending = await this.o.store.pendingDeliveries();
    const now = this.o.now().getTime();
    for (const d of pending) this.schedule(d.id, Math.max(0, (d.next_attempt_at?.getTime() ?? now) - now));
    return pending.length;
  }

  /** One attempt now, awaited (re-delivery on demand); answers the delivery as it stands after it. */
  async attemptNow(id: string): Promise<Delivery | null> {
    this.clear(id);
    await this.track(this.attempt(id));
    return this.o.store.delivery(id);
  }

  /** Resolves when no attempt is running (tests). */
  async idle(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  /** Cancels the waits and aborts running attempts; pending deliveries stay pending in the database. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.abort.abort();
    await this.idle();
  }

  private schedule(id: string, delayMs: number): void {
    if (this.stopped) return;
    this.clear(id);
    const t = setTimeout(() => {
      this.timers.delete(id);
      void this.track(this.attempt(id));
    }, delayMs);
    // The HTTP server keeps the process alive; a retry an hour away should not.
    t.unref();
    this.timers.set(id, t);
  }

  private clear(id: string): void {
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
      const d = await store.delivery(id);
      if (!d || d.status !== 'pending') return;
      // Another sandbox on the same database may have taken this attempt: then it is theirs.
      if (!(await store.claimAttempt(id, d.attempts))) return;
      const attempt = d.attempts + 1;
      let status: number | null = null;
      let error: string | null = null;
      try {
        const res = await this.o.fetch(d.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': 'Moyasar-Sandbox-Webhooks/1.0' },
          body: JSON.stringify(d.payload),
          redirect: 'manual',
          signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.o.timeoutMs)]),
        });
        status = res.status;
        await res.body?.cancel();
      } catch (err) {
        if (this.stopped) {
          // Cut short by stop(): not the receiver's failure, so the attempt is given back.
          await store.releaseAttempt(id, this.o.now());
          return;
        }
        error = err instanceof Error ? (err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message) : String(err);
      }
      const now = this.o.now();
      if (status !== null && status >= 200 && status < 300) {
        await store.recordAttempt(id, { status: 'delivered', lastStatus: status, lastError: null, nextAttemptAt: null, deliveredAt: now });
        log.debug({ delivery: id, type: d.type, attempt }, 'webhook delivered');
        return;
      }
      const why = error ?? `HTTP ${status}`;
      if (attempt >= MAX_ATTEMPTS) {
        await store.recordAttempt(id, { status: 'failed', lastStatus: status, lastError: why, nextAttemptAt: null, deliveredAt: null });
        log.warn({ delivery: id, type: d.type, attempt, why }, 'webhook dropped after the last retry');
        return;
      }
      const wait = this.o.retryMs * 2 ** (attempt - 1);
      await store.recordAttempt(id, { status: 'pending', lastStatus: status, lastError: why, nextAttemptAt: new Date(now.getTime() + wait), deliveredAt: null });
      log.info({ delivery: id, type: d.type, attempt, why, retryInMs: wait }, 'webhook failed; will retry');
      this.schedule(id, wait);
    } catch (err) {
      // The database went away (shutdown): the delivery stays pending and resumes at the next start.
      if (!this.stopped) log.error({ err, delivery: id }, 'webhook attempt could not be recorded');
    }
  }
}
