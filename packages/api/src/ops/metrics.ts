import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { Clock } from '../clock.ts';
import { queueCounts, type QueueRow } from '../jobs/jobs.queries.ts';
import type { JobOutcome } from '../jobs/runner.ts';

/**
 * The process's one Prometheus registry (served at /metrics, see ops/routes.ts): request latency by
 * tRPC procedure and route, the job queue read from PostgreSQL at scrape time, payment settlements,
 * mail sends, job outcomes and Node's own process metrics. Counters are per process; the queue gauges
 * are the database's, so every process reports the same values (`aggregator: 'max'`, should a cluster
 * master ever merge them).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** A status code's class as a label value, without building a string per request. */
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const statusClass = (status: number) => STATUS_CLASSES[Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1]!;

const requestDuration = new Histogram({
  name: 'waqt_http_request_duration_seconds',
  help: 'Time to answer a request: tRPC calls by procedure (e.g. public.slots), other routes by their pattern; status by class.',
  labelNames: ['route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** One answered request or procedure call. `route` is a procedure path or a route pattern, never an id. */
export function observeRequest(route: string, status: number, seconds: number): void {
  requestDuration.observe({ route, status: statusClass(status) }, seconds);
}

export type SettlementOutcome = 'paid' | 'failed' | 'voided' | 'refunded' | 'pending' | 'expired' | 'refunding' | 'rejected';
const SETTLEMENT_OUTCOMES: readonly SettlementOutcome[] = ['paid', 'failed', 'voided', 'refunded', 'pending', 'expired', 'refunding', 'rejected'];

const settlements = new Counter({
  name: 'waqt_payment_settlements_total',
  help: 'Card payment settlements by what they decided: paid (booking confirmed), failed/voided/refunded (at the gateway), pending (not final yet), expired (charged after the hold ended: booking expired, money refunded), refunding (charged twice or in part: refunded), rejected (not this booking\'s payment).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
for (const outcome of SETTLEMENT_OUTCOMES) settlements.inc({ outcome }, 0);

/** What one settlement of a card payment decided (modules/payments/settlement.service.ts). */
export function countSettlement(outcome: SettlementOutcome): void {
  settlements.inc({ outcome });
}

const mailSends = new Counter({
  name: 'waqt_mail_sends_total',
  help: 'Mails handed to the mail transport by the send-mail job: ok, or failed (the job retries it).',
  labelNames: ['result'] as const,
  registers: [registry],
});
mailSends.inc({ result: 'ok' }, 0);
mailSends.inc({ result: 'failed' }, 0);

/** One attempt of the send-mail job at the transport (mail/outbox.ts). */
export function countMailSend(result: 'ok' | 'failed'): void {
  mailSends.inc({ result });
}

const jobRuns = new Counter({
  name: 'waqt_job_runs_total',
  help: 'Job attempts run by this process, by kind and outcome: done, retried (failed, queued again), dead (failed for the last time).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

/** The job runner's `onOutcome` hook (jobs/runner.ts). */
export function countJobOutcome(kind: string, outcome: JobOutcome): void {
  jobRuns.inc({ kind, outcome });
}

const renewalsRequeued = new Counter({
  name: 'waqt_billing_renewals_requeued_total',
  help: "Renewal jobs the renewal sweep queued again: subscriptions past their period's end with no renewal job or pending charge (a lost job).",
  registers: [registry],
});
renewalsRequeued.inc(0);

const renewalsOverdue = new Gauge({
  name: 'waqt_billing_renewals_overdue',
  help: "Subscriptions the last renewal sweep of this process found past their period's end, not renewed and no charge pending (their job due or queued again).",
  aggregator: 'max',
  registers: [registry],
});

/** What one renewal sweep found (modules/billing/renewals.ts `sweepRenewals`). */
export function countRenewalSweep(overdue: number, requeued: number): void {
  renewalsOverdue.set(overdue);
  renewalsRequeued.inc(requeued);
}

const signatureChecks = new Counter({
  name: 'waqt_whatsapp_signature_checks_total',
  help: "WhatsApp webhook signatures checked, one per channel tried: that channel's app secret unsealed and the body's HMAC computed. match, or mismatch.",
  labelNames: ['result'] as const,
  registers: [registry],
});
signatureChecks.inc({ result: 'match' }, 0);
signatureChecks.inc({ result: 'mismatch' }, 0);

/** One channel's app secret unsealed and checked against a webhook's signature (modules/messaging/webhooks.ts). */
export function countSignatureCheck(result: 'match' | 'mismatch'): void {
  signatureChecks.inc({ result });
}

export type WebhookRefusal = 'several_accounts' | 'several_numbers' | 'limited' | 'bad_signature';
const WEBHOOK_REFUSALS: readonly WebhookRefusal[] = ['several_accounts', 'several_numbers', 'limited', 'bad_signature'];
const webhookRefusals = new Counter({
  name: 'waqt_whatsapp_webhooks_refused_total',
  help: 'WhatsApp webhook deliveries refused: several_accounts / several_numbers (400, before any secret), limited (429: too many bad signatures from the client), bad_signature (401).',
  labelNames: ['reason'] as const,
  registers: [registry],
});
for (const reason of WEBHOOK_REFUSALS) webhookRefusals.inc({ reason }, 0);

/** A WhatsApp webhook delivery refused, and why (modules/messaging/webhooks.ts). */
export function countWebhookRefusal(reason: WebhookRefusal): void {
  webhookRefusals.inc({ reason });
}

// ── The job queue, read from the database when scraped ────────────────────────────────────────────

interface QueueSource {
  db: DataSource;
  clock: Clock;
  /** Kinds reported even with no row (0), so a dashboard's series exist before the first job. */
  kinds: readonly string[];
}

let source: QueueSource | undefined;
let snapshot: Promise<QueueRow[] | undefined> | undefined;
/** A scrape waits this long for the queue query; then the queue gauges are left out of that scrape. */
const QUEUE_QUERY_TIMEOUT_MS = 1_000;

/** Where the queue gauges read from: the serving app's database (the last app created in this process). */
export function watchJobQueue(next: QueueSource): void {
  source = next;
}

/**
 * One query over `jobs` per scrape, shared by every queue gauge (their collect functions run in the
 * same tick and await the same promise). Due: queued and past its run time, or running past its lease
 * (its worker died). Undefined when the database does not answer in time: no queue samples then.
 */
function loadQueue(): Promise<QueueRow[] | undefined> {
  const s = source;
  if (!s) return Promise.resolve(undefined);
  snapshot ??= (async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      const query = queueCounts(s.db, s.clock.now());
      const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), QUEUE_QUERY_TIMEOUT_MS)));
      const rows = await Promise.race([query, timeout]);
      query.catch(() => {}); // a late failure after the timeout
      return rows;
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  })().finally(() => {
    snapshot = undefined;
  });
  return snapshot;
}

/** A gauge by kind, refilled from the queue snapshot on every scrape. */
function queueGauge(name: string, help: string, value: (r: QueueRow) => number) {
  return new Gauge({
    name,
    help,
    labelNames: ['kind'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const rows = await loadQueue();
      this.reset();
      if (!rows) return;
      const seen = new Set<string>();
      for (const r of rows) {
        seen.add(r.kind);
        this.set({ kind: r.kind }, value(r));
      }
      for (const kind of source?.kinds ?? []) if (!seen.has(kind)) this.set({ kind }, 0);
    },
  });
}

queueGauge('waqt_jobs_due', 'Queue depth: jobs ready to run now (queued past their run time, or running past their lease) by kind.', (r) => r.due);
queueGauge('waqt_jobs_oldest_due_age_seconds', 'How long the oldest job ready to run has waited for a worker, by kind (0 when none is waiting).', (r) => r.oldest_due_seconds ?? 0);
queueGauge('waqt_jobs_queued', 'Queued jobs by kind, including those scheduled for later (reminders, expiries).', (r) => r.queued);
queueGauge('waqt_jobs_running', 'Jobs claimed by a worker and not finished, by kind.', (r) => r.running);
queueGauge('waqt_jobs_dead', 'Dead jobs by kind: failed for the last time, kept for an operator (`npm run jobs`).', (r) => r.dead);

/** Whether the last scrape could read the queue (1) or the database did not answer in time (0). */
new Gauge({
  name: 'waqt_jobs_query_ok',
  help: 'Whether this scrape read the job queue from the database (1) or the database did not answer within 1 s (0).',
  aggregator: 'min',
  registers: [registry],
  async collect() {
    this.set((await loadQueue()) ? 1 : 0);
  },
});
