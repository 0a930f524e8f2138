import { BookingFlowContainer, flowSearch, parseFlowLocation } from '@waqt/ui';
import type { PublicPageProps } from '../public/page-props.ts';
import { routes } from '@waqt/contracts';

/**
 * `/{lang}/{calendarSlug}/{eventTypeSlug}` (empty layout): one event type's booking page.
 * `?reschedule={bookingId}&token=…` moves a booking instead. The flow's place is in the address —
 * `?step=details|code|review&date=YYYY-MM-DD&time=<instant>` — so Back and Forward move between its steps,
 * a reload stays on the step and a shared link to a day or a time opens there (while it is still free).
 * A paid booking goes straight to its pay page; the confirmation page takes the flow's place in the history,
 * so Back from paying shows the booking (awaiting payment), not a form that would hold the time twice.
 */
export default function EventTypeBookingPage({ lang, params: { slug = '', eventTypeSlug = '' }, search: params, navigate }: PublicPageProps) {
  const token = params.get('token');
  const bookingId = params.get('reschedule');
  return (
    <BookingFlowContainer
      key={`${slug}/${eventTypeSlug}`}
      calendarSlug={slug}
      eventTypeSlug={eventTypeSlug}
      reschedule={bookingId && token ? { bookingId, token } : undefined}
      location={parseFlowLocation(params)}
      onLocationChange={(location, { replace }) => void navigate(flowSearch(location, params), { replace })}
      backHref={routes.publicCalendar(lang, slug)}
      onBooked={(r) => {
        const shown = navigate(routes.bookingConfirmed(lang, r.bookingId, r.token, r.status === 'pending' ? {} : { booked: true }), { replace: true });
        if (r.status === 'pending') void Promise.resolve(shown).then(() => navigate(routes.pay(lang, r.bookingId, r.token)));
      }}
      onRescheduled={(r) => void navigate(routes.bookingConfirmed(lang, r.bookingId, r.token, { notice: 'BOOKING_RESCHEDULED' }), { replace: true })}
    />
  );
}
