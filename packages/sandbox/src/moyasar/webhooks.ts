import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAttempt, DeliveryQueue } from '../delivery-queue.ts';
import type { SandboxLog } from '../log.ts';
import type { SandboxStore } from './store.ts';
import type { Account, Delivery, Payment, PaymentStatus, WebhookEvent } from './types.ts';
import { WEBHOOK_EVENTS } from './types.ts';

/** One first try and then 5 retries, as Moyasar does (PAYMENTS.md §1.9); then the delivery is dropped. */
const MAX_ATTEMPTS = 6;

export interface WebhookOptions {
  store: SandboxStore;
  now: () => Date;
  log: SandboxLog;
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
 * transaction as the status change, then sent on the delivery queue (../delivery-queue.ts). Timestamps
 * come from the injected clock; on start, pending deliveries resume with whatever is left of their wait.
 */
export class WebhookDispatcher {
  private readonly o: WebhookOptions;
  private readonly queue: DeliveryQueue;

  constructor(o: WebhookOptions) {
    this.o = o;
    this.queue = new DeliveryQueue((id) => this.attempt(id));
  }

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
    for (const id of ids) this.queue.schedule(id, 0);
  }

  /** Picks up every pending delivery (after a restart), each after what is left of its wait. */
  async resume(): Promise<number> {
    const pending = await this.o.store.pendingDeliveries();
    const now = this.o.now().getTime();
    for (const d of pending) this.queue.schedule(d.id, (d.next_attempt_at?.getTime() ?? now) - now);
    return pending.length;
  }

  /** One attempt now, awaited (re-delivery on demand); answers the delivery as it stands after it. */
  async attemptNow(id: string): Promise<Delivery | null> {
    await this.queue.runNow(id);
    return this.o.store.delivery(id);
  }

  /** Resolves when no attempt is running (tests). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /** Cancels the waits and aborts running attempts; pending deliveries stay pending in the database. */
  stop(): Promise<void> {
    return this.queue.stop();
  }

  private async attempt(id: string): Promise<void> {
    if (this.queue.stopped) return;
    const { store, log } = this.o;
    try {
      const d = await store.delivery(id);
      if (!d || d.status !== 'pending') return;
      // Another sandbox on the same database may have taken this attempt: then it is theirs.
      if (!(await store.claimAttempt(id, d.attempts))) return;
      const attempt = d.attempts + 1;
      const outcome = await this.queue.post(this.o.fetch, d.url, {
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'Moyasar-Sandbox-Webhooks/1.0' },
        body: JSON.stringify(d.payload),
        timeoutMs: this.o.timeoutMs,
      });
      if (outcome === 'stopped') {
        await store.releaseAttempt(id, this.o.now());
        return;
      }
      const now = this.o.now();
      const next = afterAttempt(outcome, attempt, { maxAttempts: MAX_ATTEMPTS, retryMs: this.o.retryMs });
      if (next.state === 'delivered') {
        await store.recordAttempt(id, { status: 'delivered', lastStatus: outcome.status, lastError: null, nextAttemptAt: null, deliveredAt: now });
        log.debug({ delivery: id, type: d.type, attempt }, 'webhook delivered');
        return;
      }
      if (next.state === 'failed') {
        await store.recordAttempt(id, { status: 'failed', lastStatus: outcome.status, lastError: next.why, nextAttemptAt: null, deliveredAt: null });
        log.warn({ delivery: id, type: d.type, attempt, why: next.why }, 'webhook dropped after the last retry');
        return;
      }
      await store.recordAttempt(id, { status: 'pending', lastStatus: outcome.status, lastError: next.why, nextAttemptAt: new Date(now.getTime() + next.waitMs), deliveredAt: null });
      log.info({ delivery: id, type: d.type, attempt, why: next.why, retryInMs: next.waitMs }, 'webhook failed; will retry');
      this.queue.schedule(id, next.waitMs);
    } catch (err) {
      // The database went away (shutdown): the delivery stays pending and resumes at the next start.
      if (!this.queue.stopped) log.error({ err, delivery: id }, 'webhook attempt could not be recorded');
    }
  }
}
