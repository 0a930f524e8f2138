import { useParams, useSearchParams } from 'react-router';
import { AttendPageContainer } from '@waqt/ui';
import { routes, type Locale } from '@waqt/contracts';

/**
 * `/{lang}/book/attend/{bookingId}?t=…` (empty layout, its own chunk): a reminder's "I'll be there". It shows
 * the booking and tells the team only when the booker presses "Yes, I'll be there" (public.confirmAttendance),
 * never on opening; its words are in the app part of the messages, which its route loads (routes.tsx), so the
 * booking pages do not carry them.
 */
export default function AttendPage() {
  const { lang = 'en', bookingId = '' } = useParams() as { lang?: Locale; bookingId?: string };
  const [params] = useSearchParams();
  return <AttendPageContainer key={bookingId} bookingId={bookingId} token={params.get('t') ?? undefined} bookingHref={routes.bookingConfirmed(lang, bookingId)} />;
}
