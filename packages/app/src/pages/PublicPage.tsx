import { useLocation, useParams } from 'react-router';
import { PublicSlugPageContainer } from '@waqt/ui';
import type { Locale } from '@waqt/contracts';

/**
 * `/{lang}/{slug}` (empty layout, no sign-in): a calendar's event types or a team's calendars. An
 * unknown link is the 404 page. Nothing of the dashboard is imported here: this is the page visitors
 * load (the booking flow is its own chunk, EventTypeBookingPage).
 */
export default function PublicPage() {
  const { lang = 'en', slug = '' } = useParams() as { lang?: Locale; slug?: string };
  const { pathname } = useLocation();
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
