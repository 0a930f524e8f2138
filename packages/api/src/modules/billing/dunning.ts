import { endsUnpaidAt, nextDunningRetry, routes, softBlockAt } from '@waqt/contracts';
import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../trpc/context.ts';
import { subscriptionRow, type RecordRow } from './billing.queries.ts';
import { queueDunning } from './billing-jobs.ts';
import { paymentFailedMail } from './billing-mails.ts';
import { mailOwners } from './owner-mails.ts';
import { endSubscription, markPastDue } from './subscription-lifecycle.ts';

/**
 * A renewal's charge failed (in the settling transaction): the first failure of a period makes the
 * subscription past due — since the renewal was due — and queues every retry and the end at once (each
 * job checks the period is still unpaid). The owners get a mail for each automatic attempt.
 */
export async function renewalFailed(deps: AppDeps, tx: EntityManager, record: RecordRow): Promise<void> {
  const { clock } = deps;
  const now = clock.now();
  const sub = await subscriptionRow(tx, record.team_id, true);
  if (!sub || new Date(sub.current_period_end).getTime() !== new Date(record.period_start).getTime()) return;
  // Cancelled while its renewal was being charged: the period is over, so it ends now.
  if (sub.status === 'cancelled') {
    await endSubscription(deps, tx, sub, 'cancelled');
    return;
  }
  let since = sub.past_due_since ? new Date(sub.past_due_since) : null;
  // A declined first charge at the trial's end is dunned like a declined renewal (past due since then).
  if (sub.status === 'active' || sub.status === 'trialing') {
    since = new Date(record.period_start);
    await markPastDue(tx, sub.id, since, now);
    await queueDunning(tx, clock, sub.team_id, since);
  }
  if (!since || record.created_by !== null) return; // an owner's own "retry now" is answered on screen
  const dunnedSince = since;
  const nextRetry = nextDunningRetry(dunnedSince, now);
  await mailOwners(deps, tx, sub.team_id, (o, link) =>
    paymentFailedMail(o.email, o.locale, o.full_name, {
      total: record.total,
      planCode: record.plan_code,
      period: record.period,
      reason: record.failure_message,
      nextRetryAt: nextRetry,
      softBlockAt: softBlockAt(dunnedSince),
      endsAt: endsUnpaidAt(dunnedSince),
      link: link((l, teamId) => routes.billing(l, teamId, 'paymentmethods/add')),
    }),
  );
}
