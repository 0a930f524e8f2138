import { isLiveStatus, type BookingStatusView } from '@waqt/contracts';

/**
 * A booking the team may still cancel: pending or confirmed and not yet ended (the API decides in the
 * end and answers BOOKING_NOT_CHANGEABLE otherwise).
 */
export function isLive(booking: { status: BookingStatusView; endsAt: string }, now: Date): boolean {
  return isLiveStatus(booking.status) && Date.parse(booking.endsAt) > now.getTime();
}
