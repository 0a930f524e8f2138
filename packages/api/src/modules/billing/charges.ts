import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CURRENCY, routes, type BillingPeriod, type BillingRecordKind, type BillingRecordView, type PlanCode, type QuoteLine } from '@waqt/contracts';
import { AppError } from '../../errors.ts';
import { defineJob } from '../../jobs/define.ts';
import { GatewayError, type GatewayPayment } from '../../payments/gateway.ts';
import type { AppDeps } from '../../trpc/context.ts';
import {
  declinedChargesSince,
  gatewayTokenOf,
  insertRecordRow,
  lockSubscription,
  markRecordActivated,
  markRecordFailed,
  markRecordPaid,
  recordById,
  type RecordOrigin,
  type RecordRow,
} from './billing.queries.ts';
import { BILLING_JOBS, queueNextPeriod, queueReconcile } from './billing-jobs.ts';
import { renewalFailed } from './dunning.ts';
import { creditRefunds, issueInvoice } from './invoices.ts';
import { mailOwners } from './owner-mails.ts';
import { receiptMail } from './receipt-mail.ts';
import { activate as activateSubscription } from './subscription-lifecycle.ts';

/**
 * Charging (BILLING.md §3–§6): a billing record per attempt (pending → paid → activated, or failed),
 * charged to a card on file with the record's `given_id`, so a doubled or retried request charges once;
 * the invoice is numbered in the transaction that marks the record paid, and the subscription (the
 * team's entitlements) changes only then. Settled by the request that made it, Waqt's billing webhook,
 * or the reconcile job.
 */

/** Declined charges an owner may start per team per hour (subscribe, change, retry now) before RATE_LIMITED. */
const DECLINED_CHARGES_PER_HOUR = 5;

export const toRecordView = (r: RecordRow): BillingRecordView => ({
  orderId: r.id,
  kind: r.kind,
  status: r.status,
  planCode: r.plan_code,
  period: r.period,
  extraCalendars: r.extra_calendars,
  subtotal: r.subtotal,
  vat: r.vat,
  total: r.total,
  createdAt: new Date(r.created_at).toISOString(),
  paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
  invoiceNumber: r.invoice_number ?? null,
  failureMessage: r.failure_message,
  cardLastFour: r.card_last_four,
});

/** A record's outcome for a caller who waits on it: activated, or the charge's refusal. */
export function recordOrRefusal(record: BillingRecordView): BillingRecordView {
  if (record.status === 'failed') throw new AppError('BILLING_CHARGE_FAILED', undefined, record.failureMessage ? { gatewayMessage: record.failureMessage } : {});
  if (record.status === 'pending') throw new AppError('BILLING_IN_PROGRESS');
  return record;
}

export interface NewRecord {
  teamId: string;
  kind: BillingRecordKind;
  /** 'server' only for the renewal job's own attempts (then `createdBy` is null). */
  origin: RecordOrigin;
  requestKey: string;
  planCode: PlanCode;
  period: BillingPeriod;
  extraCalendars: number;
  quote: { lines: QuoteLine[]; subtotal: number; vat: number; total: number };
  /** No card (a renewal with none on file): the charge fails at once and dunning starts. */
  card: { id: string | null; last_four: string | null };
  periodStart: Date;
  periodEnd: Date;
  anchorDay: number;
  createdBy: string | null;
}

/**
 * Inserts a pending record (a fresh given_id: one charge per record) and, should this process stop
 * mid-charge, a job that settles it from the gateway. BILLING_IN_PROGRESS when another charge of the
 * team is pending, or a renewal of the same period that has not failed exists (nothing inserted).
 */
export async function insertRecord(tx: EntityManager, clock: AppDeps['clock'], r: NewRecord): Promise<string> {
  const now = clock.now();
  const id = randomUUID();
  if (r.createdBy !== null) {
    // A stolen session trying cards (each attempt a fresh request key): a few declines an hour, then wait.
    if ((await declinedChargesSince(tx, r.teamId, new Date(now.getTime() - 60 * 60 * 1000))) >= DECLINED_CHARGES_PER_HOUR) throw new AppError('RATE_LIMITED');
  }
  try {
    await insertRecordRow(tx, { ...r, id, givenId: randomUUID(), currency: CURRENCY, createdAt: now });
  } catch (err) {
    // Another charge of this team is pending (one at a time), or this period's renewal is already under way.
    const constraint = (err as { driverError?: { constraint?: string }; constraint?: string }).driverError?.constraint ?? (err as { constraint?: string }).constraint;
    if (constraint === 'billing_records_one_pending' || constraint === 'billing_records_one_renewal') throw new AppError('BILLING_IN_PROGRESS');
    throw err;
  }
  await queueReconcile(tx, clock, r.teamId, id, now);
  return id;
}

/**
 * Brings a pending record to its end, under its row lock (so concurrent requests for one record wait
 * for each other and the gateway is asked once at a time): `charge` creates the payment with the
 * record's given_id (the gateway answers a repeat with the same payment), `fetch` only looks it up.
 */
export async function settleRecord(deps: AppDeps, teamId: string, recordId: string, mode: 'charge' | 'fetch'): Promise<BillingRecordView> {
  const { db, gateway, config, log } = deps;
  return db.transaction(async (tx) => {
    // Lock order everywhere: team, subscription, record (activation and dunning write the subscription).
    await lockSubscription(tx, teamId);
    const record = await recordById(tx, teamId, recordId, true);
    if (!record) throw new AppError('NOT_FOUND');
    if (record.status !== 'pending') return toRecordView(record);
    const failed = async (message: string) => {
      const failure = message.slice(0, 300);
      await markRecordFailed(tx, record.id, failure);
      const row: RecordRow = { ...record, status: 'failed', failure_message: failure };
      if (row.kind === 'renewal') await renewalFailed(deps, tx, row);
      return toRecordView(row);
    };
    let payment: GatewayPayment | null = null;
    /** A refusal may follow a charge whose answer was lost: before calling it failed, ask the gateway for this given_id. */
    const chargedBefore = async (): Promise<GatewayPayment | null> => {
      try {
        return await gateway.fetch(config.billing.secretKey, record.given_id);
      } catch (err) {
        if (err instanceof GatewayError && err.status === 404) return null;
        throw err;
      }
    };
    try {
      if (mode === 'fetch') {
        payment = await gateway.fetch(config.billing.secretKey, record.given_id);
      } else {
        const card = await gatewayTokenOf(tx, record.payment_method_id);
        if (!card) {
          payment = await chargedBefore();
          if (!payment) return failed('No card on file.');
        } else {
          try {
            payment = await gateway.create(config.billing.secretKey, {
              given_id: record.given_id,
              amount: record.total,
              currency: record.currency,
              description: `Waqt ${record.kind === 'renewal' ? 'renewal' : record.kind === 'change' ? 'plan change' : 'subscription'} ${record.plan_code} (${record.period})`,
              source: { type: 'token', token: card.gateway_token_id },
              // Required by the API for every payment; a token charge asks no 3-D Secure, so no one is sent there.
              callback_url: `${config.appOrigin}${routes.billing('en', record.team_id)}`,
              metadata: { waqt_order: record.id, team_id: record.team_id },
            });
          } catch (err) {
            if (!(err instanceof GatewayError && err.status >= 400 && err.status < 500)) throw err;
            payment = await chargedBefore();
            if (!payment) return failed(err.message);
          }
        }
      }
    } catch (err) {
      if (err instanceof GatewayError && err.status === 404 && mode === 'fetch') {
        // Never created at the gateway: nothing was charged.
        return failed('The charge did not reach the card.');
      }
      log.warn({ err, recordId }, 'billing charge: the gateway did not answer');
      return toRecordView(record); // still pending; the reconcile job (or a retry with the same key) settles it
    }
    const paid = (payment.status === 'paid' && payment.amount === record.total) || (payment.status === 'captured' && payment.captured === record.total);
    if (paid && payment.currency === record.currency) return toRecordView(await activate(deps, tx, record, payment));
    if (payment.status === 'failed' || payment.status === 'voided' || payment.status === 'refunded') {
      return failed(payment.source?.message ?? payment.status);
    }
    if (payment.status === 'authorized') {
      // Never recorded as paid without a capture (issue 19): release it.
      await gateway.void(config.billing.secretKey, payment.id).catch((err: unknown) => log.warn({ err, recordId }, 'could not void an authorisation'));
      return failed('The card was only authorised, not charged.');
    }
    log.warn({ recordId, status: payment.status, amount: payment.amount }, 'billing charge: unexpected gateway answer; left pending');
    return toRecordView(record);
  });
}

/** Paid: number the invoice, start (or restart) the subscription, mark the record activated, queue the next renewal and the receipt. */
async function activate(deps: AppDeps, tx: EntityManager, record: RecordRow, payment: GatewayPayment): Promise<RecordRow> {
  const { clock, config } = deps;
  const now = clock.now();
  await markRecordPaid(tx, record.id, now, payment.id);
  const invoice = await issueInvoice(tx, config.seller, record, now);
  await activateSubscription(tx, record, now);
  await markRecordActivated(tx, record.id, now);
  await queueNextPeriod(tx, clock, record);
  // The receipt goes to the team's owners, each in their language, linking to the printable invoice.
  await mailOwners(deps, tx, record.team_id, (o, link) =>
    receiptMail(o.email, o.locale, o.full_name, { number: invoice.number, total: record.total, planCode: record.plan_code, period: record.period, link: link((l, teamId) => routes.invoice(l, teamId, record.id)) }),
  );
  return { ...record, status: 'activated', paid_at: now, invoice_number: invoice.number };
}

/**
 * Waqt's billing webhook (`/hook/billing/moyasar`, the billing account's own secret): a payment event for
 * one of our records settles it from the gateway (never from the event's body). 'refused' for a wrong
 * secret; 'ignored' for a payment that is not a billing record's.
 */
export async function billingWebhook(deps: AppDeps, body: unknown): Promise<'ok' | 'refused' | 'ignored'> {
  const b = body as { secret_token?: unknown; type?: unknown; data?: { metadata?: { waqt_order?: unknown; team_id?: unknown } | null } } | null;
  const given = Buffer.from(typeof b?.secret_token === 'string' ? b.secret_token : '');
  const expected = Buffer.from(deps.config.billing.webhookSecret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'refused';
  const orderId = b?.data?.metadata?.waqt_order;
  const teamId = b?.data?.metadata?.team_id;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (typeof orderId !== 'string' || typeof teamId !== 'string' || !uuid.test(orderId) || !uuid.test(teamId)) return 'ignored';
  const record = await recordById(deps.db, teamId, orderId);
  if (!record) return 'ignored';
  if (record.status === 'pending') await settleRecord(deps, teamId, orderId, 'fetch');
  // A refund made at the gateway (Waqt's staff, from its dashboard): a credit note for what was refunded.
  else if (record.status === 'activated' && record.gateway_payment_id) await creditRefunds(deps, record);
  // Money taken for a record already given up on (its answer came too late): given back.
  else if (record.status === 'failed') await refundStray(deps, record);
  return 'ok';
}

/** A record marked failed whose payment the gateway nevertheless holds as paid: refunded in full, loudly. */
async function refundStray(deps: AppDeps, record: RecordRow): Promise<void> {
  const { gateway, config, log } = deps;
  let payment: GatewayPayment;
  try {
    payment = await gateway.fetch(config.billing.secretKey, record.given_id);
  } catch (err) {
    if (err instanceof GatewayError && err.status === 404) return;
    throw err;
  }
  if (payment.status !== 'paid' && payment.status !== 'captured') return;
  log.error({ recordId: record.id, paymentId: payment.id }, 'billing: a failed record was paid at the gateway; refunding it');
  await gateway.refund(config.billing.secretKey, payment.id);
}

/** The reconcile job: a record left pending (the process stopped mid-charge) is settled from the gateway. */
export const billingReconcileJob = defineJob(BILLING_JOBS.reconcile.kind, BILLING_JOBS.reconcile.payload, async ({ teamId, recordId }, deps: AppDeps) => {
  const record = await settleRecord(deps, teamId, recordId, 'fetch');
  if (record.status === 'pending') throw new Error(`billing record ${recordId} still pending at the gateway`);
});
