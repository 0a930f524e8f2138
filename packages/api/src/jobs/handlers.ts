import type { AppDeps } from '../trpc/context.ts';
import { mailJobHandlers } from '../mail/outbox.ts';
import { bookingJobHandlers } from '../modules/public/booking-flow.service.ts';
import { settlementJobHandlers } from '../modules/payments/settlement.service.ts';
import { refundJobHandlers } from '../modules/payments/refunds.service.ts';
import { billingJobHandlers } from '../modules/billing/subscriptions.ts';
import type { JobHandler } from './runner.ts';

/** Every job kind the queue runs (API process or `npm run worker`): mail, booking expiry, payment refunds and reconciliation, billing reconciliation. */
export function jobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return { ...mailJobHandlers(deps.mailer), ...bookingJobHandlers(deps), ...settlementJobHandlers(deps), ...refundJobHandlers(deps), ...billingJobHandlers(deps) };
}
