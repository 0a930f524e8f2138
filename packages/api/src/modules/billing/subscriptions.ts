import type { EntityManager } from 'typeorm';
import {
  endsUnpaidAt,
  nextDunningRetry,
  quoteSubscription,
  type BillingDetails,
  type BillingOverview,
  type BillingPeriod,
  type PlanCode,
  type SubscribeInput,
  type SubscribeResult,
  type SubscriptionView,
} from '@waqt/contracts';
import type { Db } from '../../db/tx.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../trpc/context.ts';
import type { User } from '../auth/auth.queries.ts';
import {
  calendarsUsed,
  clientRecordId,
  defaultCard,
  hasLiveSubscription,
  hasPendingRecord,
  latestRecords,
  lockTeam,
  makeDefaultCard,
  paymentMethodRow,
  planUsage,
  subscriptionRow,
  updateBillingDetails,
  type BillingTeam,
} from './billing.queries.ts';
import { scheduleFirstCharge } from './billing-jobs.ts';
import { insertRecord, recordOrRefusal, settleRecord, toRecordView } from './charges.ts';
import { entitlementsOf, listPlans, planOf } from './entitlements.ts';
import { listCreditNotes } from './invoices.ts';
import { listPaymentMethods } from './payment-methods.ts';
import { anchorDayOf, cardExpiresAt, periodEnd } from './periods.ts';
import { renewalQuote } from './renewals.ts';
import { startTrial } from './subscription-lifecycle.ts';

/**
 * The team's subscription as its owners see and start it (BILLING.md §3–§6): the billing page, the
 * billing details, subscribing — charged now (charges.ts), or, within the trial, started `trialing`
 * and first charged when the trial ends (renewals.ts).
 */

/** A team with its billing details (teams.queries' `Team` fits it). */
type TeamWithDetails = BillingTeam & { billingLegalName: string; billingVatNumber: string; billingAddress: string };

/** The subscription as the billing page shows it at `now`: what renews when, what is scheduled, the dunning dates. */
export async function subscriptionView(db: Db, teamId: string, now: Date): Promise<SubscriptionView | null> {
  const s = await subscriptionRow(db, teamId);
  if (!s) return null;
  const pastDue = s.status === 'past_due' && s.past_due_since ? new Date(s.past_due_since) : null;
  // In the trial, the next charge is the first: the chosen plan's price when the trial ends.
  const renews = ((s.status === 'active' || s.status === 'trialing') && !s.cancel_at_period_end) || pastDue !== null;
  const next = renews ? renewalQuote(await listPlans(db), s).total : 0;
  const nextRetry = pastDue ? nextDunningRetry(pastDue, now) : null;
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

const detailsOf = (team: TeamWithDetails): BillingDetails => ({ legalName: team.billingLegalName, vatNumber: team.billingVatNumber, address: team.billingAddress });

export async function billingOverview(deps: AppDeps, team: TeamWithDetails): Promise<BillingOverview> {
  const { db, clock } = deps;
  const now = clock.now();
  const [entitlements, usage, subscription, paymentMethods, records, creditNotes] = await Promise.all([
    entitlementsOf(db, team, now),
    planUsage(db, team.id),
    subscriptionView(db, team.id, now),
    listPaymentMethods(db, team.id),
    latestRecords(db, team.id),
    listCreditNotes(db, team.id),
  ]);
  return { entitlements, usage, subscription, paymentMethods, records: records.map(toRecordView), creditNotes, details: detailsOf(team) };
}

export async function saveBillingDetails(db: Db, team: BillingTeam, d: BillingDetails): Promise<BillingDetails> {
  await updateBillingDetails(db, team.id, d);
  return d;
}

/**
 * Subscribes the team. Within its trial (issue 36 item 6) nothing is charged: the card on file (checked
 * when it was saved: 1 SAR held and released) must still work when the trial ends, becomes the default,
 * and the subscription starts `trialing` — its first paid period, and the charge for it, begin when the
 * trial ends, through the renewal job. After the trial: one record per (team, requestKey) — the same key
 * answers the same record — and one charge per record (its given_id), activated now; a declined card:
 * BILLING_CHARGE_FAILED with the gateway's reason, and nothing else changed.
 */
export async function subscribe(deps: AppDeps, team: BillingTeam, user: User, input: Required<Omit<SubscribeInput, 'paymentMethodId'>> & { paymentMethodId?: string | undefined }): Promise<SubscribeResult> {
  const { db, clock } = deps;
  if (team.isPersonal) throw new AppError('PERSONAL_TEAM');
  const started = await db.transaction(async (tx): Promise<{ recordId: string } | { inTrial: true }> => {
    // One subscribe at a time per team: the team row's lock orders them.
    const locked = await lockTeam(tx, team.id);
    const same = await clientRecordId(tx, team.id, input.requestKey);
    if (same) return { recordId: same };
    // The same request again after it subscribed in the trial (a double click, a lost answer): no record to find, the same answer.
    if ((await subscriptionRow(tx, team.id))?.trial_request_key === input.requestKey) return { inTrial: true };
    const now = clock.now();
    if (await hasLiveSubscription(tx, team.id, now)) throw new AppError('SUBSCRIPTION_EXISTS');
    if (await hasPendingRecord(tx, team.id)) throw new AppError('BILLING_IN_PROGRESS');
    const card = input.paymentMethodId ? await paymentMethodRow(tx, team.id, input.paymentMethodId) : await defaultCard(tx, team.id);
    if (!card) throw new AppError(input.paymentMethodId ? 'NOT_FOUND' : 'PAYMENT_METHOD_REQUIRED');
    const plan = planOf(await listPlans(tx), input.planCode);
    // SPEC §5: the calendars bought cannot be fewer than the calendars in use (none is ever deleted for it).
    const used = await calendarsUsed(tx, team.id);
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
  await startTrial(tx, clock.now(), r);
  await makeDefaultCard(tx, r.teamId, r.cardId);
  await scheduleFirstCharge(tx, clock, r.teamId, r.trialEndsAt);
}
