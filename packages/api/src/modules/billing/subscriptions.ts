import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import {
  CURRENCY,
  DUNNING_RETRY_DAYS,
  END_AFTER_DAYS,
  VAT_BASIS_POINTS,
  quoteSubscription,
  zatcaQrBase64,
  type BillingDetails,
  type BillingOverview,
  type BillingPeriod,
  type BillingRecordKind,
  type BillingRecordView,
  type InvoiceView,
  type PlanCode,
  type QuoteLine,
  type PlanUsage,
  type SubscribeInput,
  type SubscribeResult,
  type SubscriptionView,
} from '@waqt/contracts';
import type { Team } from '../teams/teams.queries.ts';
import type { User } from '../auth/auth.queries.ts';
import { AppError } from '../../errors.ts';
import { enqueue, rowsOf } from '../../jobs/queue.ts';
import { defineJob, idField } from '../../jobs/define.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { GatewayError, type GatewayPayment } from '../../payments/gateway.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { endsUnpaidAt, entitlementsOf, listPlans, planOf } from './entitlements.ts';
import { creditRefunds, listCreditNotes } from './credit-notes.ts';
import { listPaymentMethods, paymentMethodRow } from './payment-methods.ts';
import { anchorDayOf, cardExpiresAt, periodEnd } from './periods.ts';
import { receiptMail } from './receipt-mail.ts';
import { afterActivation, applyPlanLimits, renewalFailed, renewalQuote, scheduleFirstCharge } from './renewals.ts';

/**
 * Subscribing (BILLING.md §3–§6): a billing record per attempt (pending → paid → activated, or failed),
 * charged to a card on file with the record's `given_id`, so a doubled or retried request charges once;
 * the invoice is numbered in the transaction that marks the record paid, and the subscription (the
 * team's entitlements) changes only then.
 */

type Db = DataSource | EntityManager;
const BILLING_RECONCILE = 'billing-reconcile';
/** A record still pending this long after its charge began is settled from the gateway by a job. */
const RECONCILE_AFTER_MS = 2 * 60 * 1000;
/**
 * Attempts of the jobs that settle money (reconcile, renew): with the queue's backoff (capped at an
 * hour) about eight days of a gateway outage before one is left dead — a pending record blocks the
 * team's next charge, so it must not give up after hours.
 */
export const BILLING_JOB_ATTEMPTS = 200;
/** Declined charges an owner may start per team per hour (subscribe, change, retry now) before RATE_LIMITED. */
const DECLINED_CHARGES_PER_HOUR = 5;

export interface RecordRow {
  id: string;
  team_id: string;
  kind: BillingRecordKind;
  status: BillingRecordView['status'];
  plan_code: PlanCode;
  period: BillingPeriod;
  extra_calendars: number;
  lines: QuoteLine[];
  subtotal: number;
  vat: number;
  total: number;
  currency: string;
  given_id: string;
  payment_method_id: string | null;
  card_last_four: string | null;
  failure_message: string | null;
  period_start: Date;
  period_end: Date;
  anchor_day: number;
  refunded_halalas: number;
  gateway_payment_id: string | null;
  created_by: string | null;
  created_at: Date;
  paid_at: Date | null;
  invoice_number?: string | null;
}

const RECORD_COLUMNS = `r.*, (SELECT number FROM invoices i WHERE i.billing_record_id = r.id) AS invoice_number`;

const toRecordView = (r: RecordRow): BillingRecordView => ({
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

export async function recordById(db: Db, teamId: string, id: string, lock = false): Promise<RecordRow | undefined> {
  // Locked first, then read by a statement of its own: a lock that waited for another transaction sees
  // the row as that one left it, but a subquery in the same statement would still see the old snapshot
  // (an activated record without its invoice number).
  if (lock) await db.query(`SELECT id FROM billing_records WHERE team_id = $1 AND id = $2 FOR UPDATE`, [teamId, id]);
  const [row] = await db.query<RecordRow[]>(`SELECT ${RECORD_COLUMNS} FROM billing_records r WHERE r.team_id = $1 AND r.id = $2`, [teamId, id]);
  return row;
}

export interface SubscriptionRow {
  id: string;
  team_id: string;
  plan_code: PlanCode;
  period: BillingPeriod;
  extra_calendars: number;
  status: SubscriptionView['status'];
  anchor_day: number;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  payment_method_id: string | null;
  scheduled_plan_code: PlanCode | null;
  scheduled_period: BillingPeriod | null;
  scheduled_extra_calendars: number | null;
  carried_halalas: number;
  past_due_since: Date | null;
  /** The owner's request key that subscribed during the trial (`trialing`): the same request answers the same. */
  trial_request_key: string | null;
}

export async function subscriptionRow(db: Db, teamId: string, lock = false): Promise<SubscriptionRow | undefined> {
  const [s] = await db.query<SubscriptionRow[]>(`SELECT * FROM subscriptions WHERE team_id = $1${lock ? ' FOR UPDATE' : ''}`, [teamId]);
  return s;
}

const DAY_MS = 86_400_000;

/** The subscription as the billing page shows it at `now`: what renews when, what is scheduled, the dunning dates. */
export async function subscriptionView(db: Db, teamId: string, now: Date): Promise<SubscriptionView | null> {
  const s = await subscriptionRow(db, teamId);
  if (!s) return null;
  const pastDue = s.status === 'past_due' && s.past_due_since ? new Date(s.past_due_since) : null;
  // In the trial, the next charge is the first: the chosen plan's price when the trial ends.
  const renews = ((s.status === 'active' || s.status === 'trialing') && !s.cancel_at_period_end) || pastDue !== null;
  const next = renews ? renewalQuote(await listPlans(db), s).total : 0;
  const nextRetry = pastDue ? DUNNING_RETRY_DAYS.map((d) => new Date(pastDue.getTime() + d * DAY_MS)).find((at) => at > now) : undefined;
  return {
    id: s.id,
    planCode: s.plan_code,
    period: s.period,
    extraCalendars: s.extra_calendars,
    status: s.status,
    currentPeriodStart: new Date(s.current_period_start).toISOString(),
    currentPeriodEnd: new Date(s.current_period_end).toISOString(),
    cancelAtPeriodEnd: s.cancel_at_period_end,
    nextCharge: renews ? { at: (nextRetry ?? new Date(s.current_period_end)).toISOString(), total: next } : null,
    scheduledChange:
      s.scheduled_plan_code && s.scheduled_period && s.scheduled_extra_calendars !== null
        ? { planCode: s.scheduled_plan_code, period: s.scheduled_period, extraCalendars: s.scheduled_extra_calendars, at: new Date(s.current_period_end).toISOString() }
        : null,
    pastDueSince: pastDue ? pastDue.toISOString() : null,
    nextRetryAt: nextRetry ? nextRetry.toISOString() : null,
    endsUnpaidAt: pastDue ? endsUnpaidAt(pastDue).toISOString() : null,
    carriedHalalas: s.carried_halalas,
  };
}

const detailsOf = (team: Team): BillingDetails => ({ legalName: team.billingLegalName, vatNumber: team.billingVatNumber, address: team.billingAddress });

/**
 * What the team uses that a plan may leave out (the plan picker's warning): read here, in one statement,
 * from the tables of the modules that own them (payment providers, event types, members, calendars).
 */
async function planUsage(db: Db, teamId: string): Promise<PlanUsage> {
  const [u] = await db.query<{ card_provider: boolean; payment_providers: number; paid_event_types: number; assistants: number; calendars: number }[]>(
    `SELECT EXISTS (SELECT 1 FROM payment_providers WHERE team_id = $1 AND kind = 'card') AS card_provider,
            (SELECT count(*)::int FROM payment_providers WHERE team_id = $1) AS payment_providers,
            (SELECT count(*)::int FROM event_types e JOIN calendars c ON c.id = e.calendar_id
              WHERE c.team_id = $1 AND (e.payment_enabled OR e.payment_required OR e.price_halalas > 0)) AS paid_event_types,
            (SELECT count(*)::int FROM team_members WHERE team_id = $1 AND role = 'assistant' AND deleted_at IS NULL) AS assistants,
            (SELECT count(*)::int FROM calendars WHERE team_id = $1) AS calendars`,
    [teamId],
  );
  return { cardProvider: u!.card_provider, paymentProviders: u!.payment_providers, paidEventTypes: u!.paid_event_types, assistants: u!.assistants, calendars: u!.calendars };
}

export async function billingOverview(deps: AppDeps, team: Team): Promise<BillingOverview> {
  const { db, clock } = deps;
  const now = clock.now();
  const [entitlements, usage, subscription, paymentMethods, records, creditNotes] = await Promise.all([
    entitlementsOf(db, team, now),
    planUsage(db, team.id),
    subscriptionView(db, team.id, now),
    listPaymentMethods(db, team.id),
    db.query<RecordRow[]>(`SELECT ${RECORD_COLUMNS} FROM billing_records r WHERE r.team_id = $1 ORDER BY r.created_at DESC, r.id LIMIT 100`, [team.id]),
    listCreditNotes(db, team.id),
  ]);
  return { entitlements, usage, subscription, paymentMethods, records: records.map(toRecordView), creditNotes, details: detailsOf(team) };
}

export async function saveBillingDetails(db: DataSource, team: Team, d: BillingDetails): Promise<BillingDetails> {
  await db.query(`UPDATE teams SET billing_legal_name = $2, billing_vat_number = $3, billing_address = $4 WHERE id = $1`, [team.id, d.legalName, d.vatNumber, d.address]);
  return d;
}

/** A subscription that still gives its plan (as entitlementsFrom decides): a new one is refused (plan changes are their own flow). */
async function hasLiveSubscription(db: Db, teamId: string, now: Date): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM subscriptions WHERE team_id = $1
       AND ((status IN ('active', 'trialing') AND current_period_end > $2::timestamptz - make_interval(days => $3)) OR (status = 'past_due' AND past_due_since > $2::timestamptz - make_interval(days => $3)) OR (status = 'cancelled' AND current_period_end > $2))`,
    [teamId, now, END_AFTER_DAYS],
  );
  return rows.length > 0;
}

/**
 * Subscribes the team. Within its trial (issue 36 item 6) nothing is charged: the card on file (checked
 * when it was saved: 1 SAR held and released) must still work when the trial ends, becomes the default,
 * and the subscription starts `trialing` — its first paid period, and the charge for it, begin when the
 * trial ends, through the renewal job. After the trial: one record per (team, requestKey) — the same key
 * answers the same record — and one charge per record (its given_id), activated now; a declined card:
 * BILLING_CHARGE_FAILED with the gateway's reason, and nothing else changed.
 */
export async function subscribe(deps: AppDeps, team: Team, user: User, input: Required<Omit<SubscribeInput, 'paymentMethodId'>> & { paymentMethodId?: string | undefined }): Promise<SubscribeResult> {
  const { db, clock } = deps;
  if (team.isPersonal) throw new AppError('PERSONAL_TEAM');
  const started = await db.transaction(async (tx): Promise<{ recordId: string } | { inTrial: true }> => {
    // One subscribe at a time per team: the team row's lock orders them.
    const [locked] = await tx.query<{ trial_ends_at: Date | null }[]>(`SELECT trial_ends_at FROM teams WHERE id = $1 FOR NO KEY UPDATE`, [team.id]);
    const same = await clientRecordId(tx, team.id, input.requestKey);
    if (same) return { recordId: same };
    // The same request again after it subscribed in the trial (a double click, a lost answer): no record to find, the same answer.
    if ((await subscriptionRow(tx, team.id))?.trial_request_key === input.requestKey) return { inTrial: true };
    const now = clock.now();
    if (await hasLiveSubscription(tx, team.id, now)) throw new AppError('SUBSCRIPTION_EXISTS');
    const [busy] = await tx.query<{ id: string }[]>(`SELECT id FROM billing_records WHERE team_id = $1 AND status = 'pending'`, [team.id]);
    if (busy) throw new AppError('BILLING_IN_PROGRESS');
    const card = input.paymentMethodId ? await paymentMethodRow(tx, team.id, input.paymentMethodId) : await defaultCard(tx, team.id);
    if (!card) throw new AppError(input.paymentMethodId ? 'NOT_FOUND' : 'PAYMENT_METHOD_REQUIRED');
    const plan = planOf(await listPlans(tx), input.planCode);
    // SPEC §5: the calendars bought cannot be fewer than the calendars in use (none is ever deleted for it).
    const { used } = (await tx.query<{ used: number }[]>(`SELECT count(*)::int AS used FROM calendars WHERE team_id = $1`, [team.id]))[0]!;
    if (plan.includedCalendars + input.extraCalendars < used) {
      throw new AppError('CALENDARS_BELOW_USED', undefined, { needs: { limit: plan.includedCalendars + input.extraCalendars, used } });
    }
    const trialEndsAt = locked?.trial_ends_at ? new Date(locked.trial_ends_at) : null;
    if (trialEndsAt && trialEndsAt > now) {
      // Checked now rather than declined in 14 days: the first charge is made when the trial ends.
      if (cardExpiresAt(card.exp_month, card.exp_year) <= trialEndsAt) throw new AppError('CARD_EXPIRES_BEFORE_CHARGE');
      await startInTrial(deps, tx, { teamId: team.id, planCode: plan.code, period: input.period, extraCalendars: input.extraCalendars, cardId: card.id, trialEndsAt, requestKey: input.requestKey });
      return { inTrial: true };
    }
    const quote = quoteSubscription(plan, input.period, input.extraCalendars);
    const recordId = await insertRecord(tx, clock, {
      teamId: team.id, kind: 'subscribe', origin: 'client', requestKey: input.requestKey, planCode: plan.code, period: input.period, extraCalendars: input.extraCalendars, quote,
      card, periodStart: now, periodEnd: periodEnd(now, input.period), anchorDay: anchorDayOf(now), createdBy: user.id,
    });
    return { recordId };
  });
  const record = 'recordId' in started ? recordOrRefusal(await settleRecord(deps, team.id, started.recordId, 'charge')) : null;
  const subscription = await subscriptionView(db, team.id, clock.now());
  if (!subscription) throw new Error(`team ${team.id} subscribed but has no subscription`);
  return { subscription, record };
}

/**
 * A subscription made during the trial (in the subscribing transaction): `trialing` from now to the
 * trial's end — its current period, anchored on the trial end's day, so the first paid period and every
 * renewal run from there — with nothing charged, no record and no invoice; the chosen card becomes the
 * default (renewals charge the default card); the calendar limit becomes the chosen plan's; and the
 * renewal job is queued for the trial's end (the first charge, once, by the renewal machinery: a sweep
 * heals it if lost, a decline starts the dunning). A subscription that ended before (cancelled in the
 * trial) is started again in its row.
 */
async function startInTrial(
  deps: AppDeps,
  tx: EntityManager,
  r: { teamId: string; planCode: PlanCode; period: BillingPeriod; extraCalendars: number; cardId: string; trialEndsAt: Date; requestKey: string },
): Promise<void> {
  const { clock } = deps;
  const now = clock.now();
  await tx.query(
    `INSERT INTO subscriptions (team_id, plan_code, period, extra_calendars, status, anchor_day, current_period_start, current_period_end, cancel_at_period_end, payment_method_id, trial_request_key, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'trialing', $5, $6, $7, false, $8, $9, $6, $6)
     ON CONFLICT ON CONSTRAINT subscriptions_team_key DO UPDATE SET plan_code = EXCLUDED.plan_code, period = EXCLUDED.period, extra_calendars = EXCLUDED.extra_calendars,
       status = 'trialing', anchor_day = EXCLUDED.anchor_day, current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
       cancel_at_period_end = false, payment_method_id = EXCLUDED.payment_method_id, trial_request_key = EXCLUDED.trial_request_key, updated_at = EXCLUDED.updated_at,
       scheduled_plan_code = NULL, scheduled_period = NULL, scheduled_extra_calendars = NULL, past_due_since = NULL, carried_halalas = 0`,
    [r.teamId, r.planCode, r.period, r.extraCalendars, anchorDayOf(r.trialEndsAt), now, r.trialEndsAt, r.cardId, r.requestKey],
  );
  await tx.query(`UPDATE payment_methods SET is_default = false WHERE team_id = $1 AND is_default AND id <> $2`, [r.teamId, r.cardId]);
  await tx.query(`UPDATE payment_methods SET is_default = true WHERE team_id = $1 AND id = $2 AND NOT is_default`, [r.teamId, r.cardId]);
  await applyPlanLimits(tx, r.teamId, now);
  await scheduleFirstCharge(tx, clock, r.teamId, r.trialEndsAt);
}

/**
 * Who made a record's request key (issue 35): 'client' — an owner's request, under a key the browser
 * chose; 'server' — a renewal job's attempt, under a key derived from (subscription, period, attempt),
 * facts the owner can read. A key is unique per (team, origin), so a client key never finds, blocks or
 * stands for a server record, whatever it is.
 */
type RecordOrigin = 'client' | 'server';

/** The owner's record made under `requestKey` (a repeated or retried request), if any: never one the server made. */
export async function clientRecordId(db: Db, teamId: string, requestKey: string): Promise<string | undefined> {
  const [same] = await db.query<{ id: string }[]>(`SELECT id FROM billing_records WHERE team_id = $1 AND origin = 'client' AND request_key = $2`, [teamId, requestKey]);
  return same?.id;
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
 * mid-charge, a job that settles it from the gateway. `null` when a record with the request key, or a
 * renewal of the same period that has not failed, already exists (nothing inserted).
 */
export async function insertRecord(tx: EntityManager, clock: AppDeps['clock'], r: NewRecord): Promise<string> {
  const now = clock.now();
  const id = randomUUID();
  if (r.createdBy !== null) {
    // A stolen session trying cards (each attempt a fresh request key): a few declines an hour, then wait.
    const [declined] = await tx.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM billing_records WHERE team_id = $1 AND status = 'failed' AND created_by IS NOT NULL AND created_at > $2`,
      [r.teamId, new Date(now.getTime() - 60 * 60 * 1000)],
    );
    const n = declined?.n ?? 0;
    if (n >= DECLINED_CHARGES_PER_HOUR) throw new AppError('RATE_LIMITED');
  }
  try {
    await tx.query(`SAVEPOINT insert_record`);
    await tx.query(
      `INSERT INTO billing_records (id, team_id, kind, origin, request_key, given_id, plan_code, period, extra_calendars, lines, subtotal, vat, total, currency,
         payment_method_id, card_last_four, period_start, period_end, anchor_day, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
      [id, r.teamId, r.kind, r.origin, r.requestKey, randomUUID(), r.planCode, r.period, r.extraCalendars, JSON.stringify(r.quote.lines), r.quote.subtotal, r.quote.vat, r.quote.total, CURRENCY,
        r.card.id, r.card.last_four, r.periodStart, r.periodEnd, r.anchorDay, r.createdBy, now],
    );
    await tx.query(`RELEASE SAVEPOINT insert_record`);
  } catch (err) {
    await tx.query(`ROLLBACK TO SAVEPOINT insert_record`);
    // Another charge of this team is pending (one at a time), or this period's renewal is already under way.
    const constraint = (err as { driverError?: { constraint?: string }; constraint?: string }).driverError?.constraint ?? (err as { constraint?: string }).constraint;
    if (constraint === 'billing_records_one_pending' || constraint === 'billing_records_one_renewal') throw new AppError('BILLING_IN_PROGRESS');
    throw err;
  }
  await enqueue(tx, clock, {
    job: billingReconcileJob,
    payload: { teamId: r.teamId, recordId: id },
    runAt: new Date(now.getTime() + RECONCILE_AFTER_MS),
    uniqueKey: `billing-reconcile:${id}`,
    maxAttempts: BILLING_JOB_ATTEMPTS,
  });
  return id;
}

/** The team's default card (what renewals and changes charge when none is named). */
export async function defaultCard(db: Db, teamId: string): Promise<{ id: string; last_four: string; exp_month: number; exp_year: number } | undefined> {
  const [card] = await db.query<{ id: string; last_four: string; exp_month: number; exp_year: number }[]>(
    `SELECT id, last_four, exp_month, exp_year FROM payment_methods WHERE team_id = $1 AND is_default`,
    [teamId],
  );
  return card;
}

/** A record's outcome for a caller who waits on it: activated, or the charge's refusal. */
export function recordOrRefusal(record: BillingRecordView): BillingRecordView {
  if (record.status === 'failed') throw new AppError('BILLING_CHARGE_FAILED', undefined, record.failureMessage ? { gatewayMessage: record.failureMessage } : {});
  if (record.status === 'pending') throw new AppError('BILLING_IN_PROGRESS');
  return record;
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
    await tx.query(`SELECT id FROM subscriptions WHERE team_id = $1 FOR UPDATE`, [teamId]);
    const record = await recordById(tx, teamId, recordId, true);
    if (!record) throw new AppError('NOT_FOUND');
    if (record.status !== 'pending') return toRecordView(record);
    const failed = async (message: string) => {
      const row = await markFailed(tx, record, message);
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
        const [card] = await tx.query<{ gateway_token_id: string }[]>(`SELECT gateway_token_id FROM payment_methods WHERE id = $1`, [record.payment_method_id]);
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
              callback_url: `${config.appOrigin}/en/dashboard/team/${record.team_id}/billing`,
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

async function markFailed(tx: EntityManager, record: RecordRow, message: string): Promise<RecordRow> {
  await tx.query(`UPDATE billing_records SET status = 'failed', failure_message = $2 WHERE id = $1`, [record.id, message.slice(0, 300)]);
  return { ...record, status: 'failed', failure_message: message.slice(0, 300) };
}

/** Paid: number the invoice, start (or restart) the subscription, mark the record activated, queue the receipt. */
async function activate(deps: AppDeps, tx: EntityManager, record: RecordRow, payment: GatewayPayment): Promise<RecordRow> {
  const { clock, config } = deps;
  const now = clock.now();
  await tx.query(`UPDATE billing_records SET status = 'paid', paid_at = $2, gateway_payment_id = $3 WHERE id = $1`, [record.id, now, payment.id]);
  const invoice = await issueInvoice(tx, config.seller, record, now);
  // The record's plan and period become the subscription's: a first subscription (or one after the end),
  // a change (its period unchanged, or a new annual one), a renewal (the next period). Paying lifts any
  // cancellation, scheduled change (a renewal applied it already), and the past-due state; a renewal has
  // billed what was carried.
  await tx.query(
    `INSERT INTO subscriptions (team_id, plan_code, period, extra_calendars, status, anchor_day, current_period_start, current_period_end, cancel_at_period_end, payment_method_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'active', $5, $6, $7, false, $8, $9, $9)
     ON CONFLICT ON CONSTRAINT subscriptions_team_key DO UPDATE SET plan_code = EXCLUDED.plan_code, period = EXCLUDED.period, extra_calendars = EXCLUDED.extra_calendars,
       status = 'active', anchor_day = EXCLUDED.anchor_day, current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
       cancel_at_period_end = false, payment_method_id = EXCLUDED.payment_method_id, updated_at = EXCLUDED.updated_at,
       scheduled_plan_code = NULL, scheduled_period = NULL, scheduled_extra_calendars = NULL, past_due_since = NULL,
       carried_halalas = CASE WHEN $10 = 'change' THEN subscriptions.carried_halalas ELSE 0 END`,
    [record.team_id, record.plan_code, record.period, record.extra_calendars, record.anchor_day, record.period_start, record.period_end, record.payment_method_id, now, record.kind],
  );
  await tx.query(`UPDATE billing_records SET status = 'activated', activated_at = $2 WHERE id = $1`, [record.id, now]);
  await afterActivation(deps, tx, record);
  // The receipt goes to the team's owners, each in their language, linking to the printable invoice.
  const owners = await tx.query<{ email: string; locale: 'en' | 'ar'; full_name: string }[]>(
    `SELECT u.email, u.locale, u.full_name FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1 AND m.role = 'owner' AND m.deleted_at IS NULL`,
    [record.team_id],
  );
  for (const o of owners) {
    const link = `${config.appOrigin}/${o.locale}/dashboard/team/${record.team_id}/billing/print/subscription/${record.id}`;
    await enqueueMail(tx, clock, receiptMail(o.email, o.locale, o.full_name, { number: invoice.number, total: record.total, planCode: record.plan_code, period: record.period, link }));
  }
  return { ...record, status: 'activated', paid_at: now, invoice_number: invoice.number };
}

type Seller = AppDeps['config']['seller'];

/**
 * Issues the invoice of a paid record, in the caller's transaction: the next number of the one series
 * (INV-000001…; the counter row's lock makes concurrent issues wait, and a rollback returns the number),
 * a tax invoice when the team gave its VAT number and address, the ZATCA QR, and the hash chain kept for
 * phase 2. The table refuses any later UPDATE or DELETE.
 */
export async function issueInvoice(tx: EntityManager, seller: Seller, record: RecordRow, issuedAt: Date): Promise<{ number: string }> {
  const [counter] = rowsOf<{ last: string }>(await tx.query(`UPDATE invoice_counters SET last = last + 1 WHERE series = 'INV' RETURNING last`));
  const n = Number(counter!.last);
  const number = `INV-${String(n).padStart(6, '0')}`;
  const [team] = await tx.query<{ name: string; billing_legal_name: string; billing_vat_number: string; billing_address: string }[]>(
    `SELECT name, billing_legal_name, billing_vat_number, billing_address FROM teams WHERE id = $1`,
    [record.team_id],
  );
  const isTax = Boolean(team!.billing_vat_number && team!.billing_address);
  const buyer = { name: team!.billing_legal_name || team!.name, vatNumber: team!.billing_vat_number || null, address: team!.billing_address || null };
  const lines = record.lines.map((l) => ({ ...l, planCode: l.planCode ?? record.plan_code, period: l.period ?? record.period }));
  const qr = zatcaQrBase64({ sellerName: seller.nameAr, vatNumber: seller.vatNumber, timestamp: issuedAt, totalHalalas: record.total, vatHalalas: record.vat });
  const [prev] = await tx.query<{ hash: string }[]>(`SELECT hash FROM invoices ORDER BY counter DESC LIMIT 1`);
  const body = { number, issuedAt: issuedAt.toISOString(), seller, buyer, lines, subtotal: record.subtotal, vat: record.vat, total: record.total, currency: record.currency, qr };
  const hash = createHash('sha256').update(JSON.stringify(body)).update(prev?.hash ?? '').digest('base64');
  await tx.query(
    `INSERT INTO invoices (number, counter, billing_record_id, team_id, type, issued_at, seller, buyer, lines, subtotal, vat, total, currency, qr, hash, previous_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [number, n, record.id, record.team_id, isTax ? 'tax' : 'simplified', issuedAt, JSON.stringify(seller), JSON.stringify(buyer), JSON.stringify(lines),
      record.subtotal, record.vat, record.total, record.currency, qr, hash, prev?.hash ?? null],
  );
  return { number };
}

export async function invoiceOf(db: Db, teamId: string, orderId: string): Promise<InvoiceView> {
  const [i] = await db.query<{
    number: string; billing_record_id: string; type: 'simplified' | 'tax'; issued_at: Date; seller: InvoiceView['seller']; buyer: InvoiceView['buyer'];
    lines: InvoiceView['lines']; subtotal: number; vat: number; total: number; currency: string; qr: string;
  }[]>(`SELECT * FROM invoices WHERE team_id = $1 AND billing_record_id = $2`, [teamId, orderId]);
  if (!i) throw new AppError('NOT_FOUND');
  return {
    orderId: i.billing_record_id,
    number: i.number,
    type: i.type,
    issuedAt: new Date(i.issued_at).toISOString(),
    seller: i.seller,
    buyer: i.buyer,
    lines: i.lines,
    subtotal: i.subtotal,
    vat: i.vat,
    total: i.total,
    vatBasisPoints: VAT_BASIS_POINTS,
    currency: i.currency,
    qr: i.qr,
  };
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
export const billingReconcileJob = defineJob(BILLING_RECONCILE, z.object({ teamId: idField, recordId: idField }), async ({ teamId, recordId }, deps: AppDeps) => {
  const record = await settleRecord(deps, teamId, recordId, 'fetch');
  if (record.status === 'pending') throw new Error(`billing record ${recordId} still pending at the gateway`);
});
