import { LOCALE_TAGS, type BookingStatusView, type Locale } from '@waqt/contracts';
import type { BadgeTone } from '../../components/Badge/Badge.tsx';

/** A status's badge tone: the colour repeats the translated word, it never replaces it. */
export const STATUS_TONE: Record<BookingStatusView, BadgeTone> = {
  confirmed: 'positive',
  pending: 'caution',
  cancelled: 'critical',
  expired: 'neutral',
};

/** "Mar 2, 2026, 10:00 – 10:30 AM" in the given zone (Intl collapses the shared date). */
export function formatTimeRange(startsAt: string, endsAt: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone }).formatRange(new Date(startsAt), new Date(endsAt));
}

/** Whole minutes between two instants. */
export const minutesBetween = (startsAt: string, endsAt: string) => Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);

/**
 * A booking the team may still cancel: pending or confirmed and not yet ended (the API decides in the
 * end and answers BOOKING_NOT_CHANGEABLE otherwise).
 */
export function isLive(booking: { status: BookingStatusView; endsAt: string }, now: Date): boolean {
  return (booking.status === 'pending' || booking.status === 'confirmed') && Date.parse(booking.endsAt) > now.getTime();
}

/** 1-based page count of a list (at least one page, so "page 1 of 1" when empty). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
