import type { Locale } from '@waqt/contracts';

/**
 * Which paths the public bundle serves (src/public): the pages visitors reach by a link, without the
 * dashboard's router, guards, toasts or shell. Any other path is the app's (src/main.tsx), which also
 * renders these pages when it navigates to them itself.
 *
 * It must never claim a path the app's route table (routes.tsx) gives to another page: a public route
 * here is one where `matchRoutes(routes, path)` ends on the same page with the same params (a test,
 * paths.test.ts, holds it to that). It may leave a public page to the app — a link whose first segment
 * is one of the app's own words (`/en/book`, `/en/auth/x`, which the route table also sends to a
 * public page) — the app shows it as it always did.
 *
 * The same rules as react-router's matching: the path is decoded segment by segment (a malformed one
 * leaves the whole path as it is), static segments are compared without case, the language is `en` or
 * `ar` exactly (anything else goes through the app's redirect to a language), trailing slashes do not
 * count, and a decoded `%2F` inside a segment is a `/` of the param.
 */
export type PublicRoute =
  | { page: 'slug'; lang: Locale; slug: string }
  | { page: 'eventType'; lang: Locale; slug: string; eventTypeSlug: string }
  | { page: 'confirmed'; lang: Locale; bookingId: string };

/**
 * The first segments of the app's own routes under `/:lang` (routes.tsx: static routes rank above
 * `:slug`). Also reserved as links (RESERVED_SLUGS in contracts), so no team or calendar has one.
 */
const APP_SEGMENTS = new Set(['dashboard', 'auth', 'book', 'invite', 'googleauth', 'terms', 'privacy', 'stop']);

function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

const param = (segment: string) => segment.replace(/%2F/g, '/');

/** The public page a path shows, or null when the path is the app's. */
export function publicRouteOf(pathname: string): PublicRoute | null {
  const m = /^\/(en|ar)((?:\/[^/]+){1,3})\/*$/.exec(decodePath(pathname));
  if (!m) return null;
  const lang = m[1] as Locale;
  const segments = m[2]!.slice(1).split('/');
  const [first, second, third] = segments as [string, string | undefined, string | undefined];
  if (segments.length === 3) {
    return first.toLowerCase() === 'book' && second!.toLowerCase() === 'confirmed' ? { page: 'confirmed', lang, bookingId: param(third!) } : null;
  }
  if (APP_SEGMENTS.has(first.toLowerCase())) return null;
  return second === undefined ? { page: 'slug', lang, slug: param(first) } : { page: 'eventType', lang, slug: param(first), eventTypeSlug: param(second) };
}

/**
 * The same decision for the page's inline script (vite.config.ts), which only starts fetching the chunks
 * the page will need, as the HTML is parsed: a function expression of the raw path returning the page
 * ('slug' | 'eventType' | 'confirmed') or '' for the app's. It does not decode (an encoded path may be
 * guessed wrong: that costs a fetch, never a wrong page — src/entry.ts decides with publicRouteOf); a
 * test holds it to publicRouteOf on paths without percent-encoding.
 */
export const pageGuessScript = `function(p){var m=/^\\/(en|ar)((?:\\/[^\\/]+){1,3})\\/*$/.exec(p);if(!m)return'';var s=m[2].slice(1).toLowerCase().split('/');if(s.length==3)return s[0]=='book'&&s[1]=='confirmed'?'confirmed':'';if(/^(dashboard|auth|book|invite|googleauth|terms|privacy|stop)$/.test(s[0]))return'';return s.length==1?'slug':'eventType'}`;
