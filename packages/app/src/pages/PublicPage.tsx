import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { BookingFlowContainer, PublicSlugPageContainer } from '@waqt/ui';
import type { Locale } from '@waqt/contracts';

/**
 * The public booking pages (empty layout, no sign-in): `/{lang}/{slug}` — a calendar's event types or
 * a team's calendars — and `/{lang}/{calendarSlug}/{eventTypeSlug}`, one event type's booking page
 * (`?reschedule={bookingId}&token=…` moves a booking; `?date=YYYY-MM-DD` opens on a day). Nothing of
 * the dashboard is imported here: this is the page visitors load.
 */
export default function PublicPage() {
  const { lang = 'en', slug = '', eventTypeSlug } = useParams() as { lang?: Locale; slug?: string; eventTypeSlug?: string };
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const confirmed = (r: { bookingId: string; token: string }, notice?: string) =>
    void navigate(`/${lang}/book/confirmed/${r.bookingId}?token=${encodeURIComponent(r.token)}${notice ? `&notice=${notice}` : ''}`);
  if (!eventTypeSlug) {
    return (
      <PublicSlugPageContainer
        key={slug}
        slug={slug}
        path={pathname}
        homeHref={`/${lang}`}
        eventTypeHref={(calendarSlug, et) => `/${lang}/${calendarSlug}/${et}`}
        calendarHref={(calendarSlug) => `/${lang}/${calendarSlug}`}
      />
    );
  }
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
