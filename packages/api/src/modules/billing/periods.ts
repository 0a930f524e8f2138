import { addMonths } from 'date-fns/addMonths';
import { BILLING_TIME_ZONE, type BillingPeriod } from '@waqt/contracts';
import { inZone, startOfLocalDay } from '../../time.ts';

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

/**
 * Days of a period for proration (BILLING.md §4), on Riyadh's calendar: `total` = days from the
 * period's start date to its end date, `left` = days from today to the end date (today counts as left).
 * 1 → 31 January with today the 15th: 17 of 31.
 */
export function periodDays(start: Date, end: Date, now: Date): { left: number; total: number } {
  const day = (d: Date) => {
    const local = inZone(d, BILLING_TIME_ZONE);
    return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / 86_400_000;
  };
  const total = Math.max(1, day(end) - day(start));
  // Until the period's end instant there is always a day left (a period that ends at 09:00 Riyadh on
  // the 1st still has that morning): a change on its last day is never free.
  const left = Math.min(total, Math.max(now < end ? 1 : 0, day(end) - day(now)));
  return { left, total };
}

/** The instant a card stops working: the start of the month after its expiry month, in Riyadh. */
export function cardExpiresAt(expMonth: number, expYear: number): Date {
  const y = expMonth === 12 ? expYear + 1 : expYear;
  const m = expMonth === 12 ? 1 : expMonth + 1;
  return startOfLocalDay(`${y}-${String(m).padStart(2, '0')}-01`, BILLING_TIME_ZONE);
}
