import { useParams, useSearchParams } from 'react-router';
import { AttendPageContainer } from '@waqt/ui';
import type { Locale } from '@waqt/contracts';

/**
 * `/{lang}/book/attend/{bookingId}?t=…` (empty layout, its own chunk): a reminder's "I'll be there". It tells
 * the team at once (public.confirmAttendance) and thanks the booker; its words are in the app part of the
 * messages, which its route loads (routes.tsx), so the booking pages do not carry them.
 */
export default function AttendPage() {
  const { lang = 'en', bookingId = '' } = useParams() as { lang?: Locale; bookingId?: string };
  const [params] = useSearchParams();
  return <AttendPageContainer key={bookingId} bookingId={bookingId} token={params.get('t') ?? undefined} bookingHref={`/${lang}/book/confirmed/${bookingId}`} />;
}
