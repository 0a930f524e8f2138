import type { Locale } from '@waqt/contracts';

/**
 * What a public page gets from whichever router shows it: the app's (routes.tsx reads react-router's
 * params and location) or the public bundle's (src/public/PublicApp.tsx). The pages import no router.
 */
export interface PublicPageProps {
  lang: Locale;
  /** The route's params: `slug`, `eventTypeSlug`, `bookingId`. */
  params: Readonly<{ slug?: string | undefined; eventTypeSlug?: string | undefined; bookingId?: string | undefined }>;
  /** The path as the address bar has it (the 404 page shows it). */
  pathname: string;
  search: URLSearchParams;
  /**
   * Goes to another path of the site (client-side when the router has the page, else a page load); `replace`
   * rewrites the current history entry instead of adding one. Settles once the navigation is done.
   */
  navigate: (to: string, options?: { replace?: boolean }) => void | Promise<void>;
}
