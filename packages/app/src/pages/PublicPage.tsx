import { PublicSlugPageContainer } from '@waqt/ui';
import type { PublicPageProps } from '../public/page-props.ts';
import { routes } from '@waqt/contracts';

/**
 * `/{lang}/{slug}` (empty layout, no sign-in): a calendar's event types or a team's calendars. An
 * unknown link is the 404 page. Nothing of the dashboard is imported here: this is the page visitors
 * load (the booking flow is its own chunk, EventTypeBookingPage).
 */
export default function PublicPage({ lang, params: { slug = '' }, pathname }: PublicPageProps) {
  return (
    <PublicSlugPageContainer
      key={slug}
      slug={slug}
      path={pathname}
      homeHref={routes.home(lang)}
      eventTypeHref={(calendarSlug, et) => routes.eventType(lang, calendarSlug, et)}
      calendarHref={(calendarSlug) => routes.publicCalendar(lang, calendarSlug)}
    />
  );
}
