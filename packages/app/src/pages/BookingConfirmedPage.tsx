import { useNavigate, useParams, useSearchParams } from 'react-router';
import { BookingConfirmedContainer } from '@waqt/ui';
import { isSuccessCode, type Locale } from '@waqt/contracts';

/** `/{lang}/book/confirmed/{bookingId}?token=…` (empty layout): the booking, and with the token its cancel and reschedule. */
export default function BookingConfirmedPage() {
  const { lang = 'en', bookingId = '' } = useParams() as { lang?: Locale; bookingId?: string };
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notice = params.get('notice');
  return (
    <BookingConfirmedContainer
      key={bookingId}
      bookingId={bookingId}
      token={params.get('token') ?? undefined}
      notice={notice && isSuccessCode(notice) ? notice : undefined}
      openCancel={params.get('action') === 'cancel'}
      payHref={`/${lang}/book/pay/${bookingId}${params.get('token') ? `?token=${encodeURIComponent(params.get('token')!)}` : ''}`}
      onReschedule={(t) => void navigate(`/${lang}/${t.calendarSlug}/${t.eventTypeSlug}?reschedule=${t.bookingId}&token=${encodeURIComponent(t.token)}`)}
    />
  );
}
