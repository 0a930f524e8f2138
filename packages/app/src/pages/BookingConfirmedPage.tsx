import { useEffect, useState } from 'react';
import { BookingConfirmedContainer } from '@waqt/ui';
import { routes, type SuccessCode } from '@waqt/contracts';
import type { PublicPageProps } from '../public/page-props.ts';

/** What a page of the flow hands over in the address, read once on arrival. */
const ARRIVAL = ['notice', 'booked'] as const;
/** The notices it hands over (EventTypeBookingPage, PayPage); any other `notice` is ignored. */
const NOTICES: readonly SuccessCode[] = ['BOOKING_RESCHEDULED', 'PAYMENT_SUCCEEDED'];
const isNotice = (v: string | null): v is SuccessCode => NOTICES.includes(v as SuccessCode);

/**
 * `/{lang}/book/confirmed/{bookingId}?token=…` (empty layout): the booking, and with the token its cancel and
 * reschedule. Straight from booking (`&booked=1`), moving or paying (`&notice=…`) it says so once — "a
 * confirmation is on its way", "rescheduled" — and then takes those parameters out of the address, so a
 * reload or the link kept in the history shows the booking as it is, without announcing it again.
 */
export default function BookingConfirmedPage({ lang, params: { bookingId = '' }, search: params, pathname, navigate }: PublicPageProps) {
  const [arrival] = useState(() => {
    const notice = params.get('notice');
    return { notice: isNotice(notice) ? notice : undefined, mailed: params.get('booked') === '1' || isNotice(notice) };
  });
  useEffect(() => {
    if (!ARRIVAL.some((k) => params.has(k))) return;
    const rest = new URLSearchParams(params);
    for (const k of ARRIVAL) rest.delete(k);
    void navigate(`${pathname}${rest.size ? `?${rest}` : ''}`, { replace: true });
  }, [params, pathname, navigate]);
  const token = params.get('token');
  return (
    <BookingConfirmedContainer
      key={bookingId}
      bookingId={bookingId}
      token={token ?? undefined}
      notice={arrival.notice}
      mailed={arrival.mailed}
      openCancel={params.get('action') === 'cancel'}
      payHref={routes.pay(lang, bookingId, token || undefined)}
      onReschedule={(t) => void navigate(routes.eventType(lang, t.calendarSlug, t.eventTypeSlug, { bookingId: t.bookingId, token: t.token }))}
    />
  );
}
