import type { AppDeps } from '../trpc/context.ts';
import { sendMailJob } from '../mail/outbox.ts';
import { expireBookingJob } from '../modules/bookings/lifecycle.ts';
import { reconcilePaymentJob } from '../modules/payments/settlement.service.ts';
import { refundPaymentJob } from '../modules/payments/refunds.service.ts';
import { billingReconcileJob } from '../modules/billing/charges.ts';
import { billingCardExpiryJob, billingEndJob, billingLimitsJob, billingRenewalNoticeJob, billingRenewalSweepJob, billingRenewJob } from '../modules/billing/renewals.ts';
import { sendReminderJob } from '../modules/reminders/send.ts';
import { shortLinkPurgeJob } from '../modules/reminders/short-links.ts';
import type { AnyJob, RunnableJob } from './define.ts';

/**
 * Every job kind the queue runs (API process or `npm run worker`), each declared where its work lives
 * with its payload's schema (`defineJob`): mail, booking expiry, payment refunds and reconciliation,
 * billing reconciliation, renewals, their notices and the sweep that heals lost ones, booking reminders
 * and the hourly purge of their expired short links.
 */
export const JOBS: readonly AnyJob<AppDeps>[] = [
  sendMailJob,
  expireBookingJob,
  reconcilePaymentJob,
  refundPaymentJob,
  billingReconcileJob,
  billingRenewJob,
  billingEndJob,
  billingLimitsJob,
  billingRenewalNoticeJob,
  billingCardExpiryJob,
  billingRenewalSweepJob,
  sendReminderJob,
  shortLinkPurgeJob,
];

/** The kinds bound to the app's dependencies: what `createJobRunner({ jobs })` runs. */
export function jobHandlers(deps: AppDeps): RunnableJob[] {
  return JOBS.map((j) => j.bind(deps));
}
