import { BookingFlowContainer } from '@waqt/ui';
import type { PublicPageProps } from '../public/page-props.ts';

/**
 * `/{lang}/{calendarSlug}/{eventTypeSlug}` (empty layout): one event type's booking page.
 * `?reschedule={bookingId}&token=…` moves a booking instead; `?date=YYYY-MM-DD` opens on a day.
 */
export default function EventTypeBookingPage({ lang, params: { slug = '', eventTypeSlug = '' }, search: params, navigate }: PublicPageProps) {
  const confirmed = (r: { bookingId: string; token: string }, notice?: string) =>
    navigate(`/${lang}/book/confirmed/${r.bookingId}?token=${encodeURIComponent(r.token)}${notice ? `&notice=${notice}` : ''}`);
  const bookingId = params.get('reschedule');
  const token = params.get('token');
  return (
    <BookingFlowContainer
      key={`${slug}/${eventTypeSlug}`}
      calendarSlug={slug}
      eventTypeSlug={eventTypeSlug}
      reschedule={bookingId && token ? { bookingId, token } : undefined}
      initialDate={params.get('date') ?? undefined}
      backHref={`/${lang}/${slug}`}
      onBooked={(r) => confirmed(r)}
      onRescheduled={(r) => confirmed(r, 'BOOKING_RESCHEDULED')}
    />
  );
}
