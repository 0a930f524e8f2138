import { BookingConfirmedContainer } from '@waqt/ui';
import { isSuccessCode } from '@waqt/contracts';
import type { PublicPageProps } from '../public/page-props.ts';

/** `/{lang}/book/confirmed/{bookingId}?token=…` (empty layout): the booking, and with the token its cancel and reschedule. */
export default function BookingConfirmedPage({ lang, params: { bookingId = '' }, search: params, navigate }: PublicPageProps) {
  const notice = params.get('notice');
  return (
    <BookingConfirmedContainer
      key={bookingId}
      bookingId={bookingId}
      token={params.get('token') ?? undefined}
      notice={notice && isSuccessCode(notice) ? notice : undefined}
      openCancel={params.get('action') === 'cancel'}
      payHref={`/${lang}/book/pay/${bookingId}${params.get('token') ? `?token=${encodeURIComponent(params.get('token')!)}` : ''}`}
      onReschedule={(t) => navigate(`/${lang}/${t.calendarSlug}/${t.eventTypeSlug}?reschedule=${t.bookingId}&token=${encodeURIComponent(t.token)}`)}
    />
  );
}
