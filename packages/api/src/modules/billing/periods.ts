import { addMonths } from 'date-fns';
import type { BillingPeriod } from '@waqt/contracts';
import { inZone } from '../../time.ts';

/** Billing periods run on Riyadh's calendar (BILLING.md §4). */
export const BILLING_TIME_ZONE = 'Asia/Riyadh';

/** The day of month (1–31) in Riyadh that a subscription started on: its renewals come back to it. */
export function anchorDayOf(start: Date): number {
  return inZone(start, BILLING_TIME_ZONE).getDate();
}

/**
 * The end of the period that starts at `start`: one (or twelve) calendar months later in Riyadh, on the
 * anchor day clamped to the month's last day (31 Jan → 28/29 Feb → 31 Mar), at the same wall-clock time.
 */
export function periodEnd(start: Date, period: BillingPeriod, anchorDay: number = anchorDayOf(start)): Date {
  const local = inZone(start, BILLING_TIME_ZONE);
  // date-fns clamps to the month's last day; then move back up to the anchor when the month has room.
  const next = addMonths(local, period === 'annual' ? 12 : 1);
  const lastDay = new Date(Date.UTC(next.getFullYear(), next.getMonth() + 1, 0)).getUTCDate();
  next.setDate(Math.min(anchorDay, lastDay));
  return new Date(next.getTime());
}
