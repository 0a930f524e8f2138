import { PublicSlugPageContainer } from '@waqt/ui';
import type { PublicPageProps } from '../public/page-props.ts';

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
      homeHref={`/${lang}`}
      eventTypeHref={(calendarSlug, et) => `/${lang}/${calendarSlug}/${et}`}
      calendarHref={(calendarSlug) => `/${lang}/${calendarSlug}`}
    />
  );
}
