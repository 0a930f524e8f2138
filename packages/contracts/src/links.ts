/**
 * The public link namespace (SPEC §2: `/{slug}` is a public page). Team and calendar links share it,
 * so a link can never shadow a path the app itself uses. Links are stored lower-case and compared
 * case-insensitively, so these are lower-case too (`googleAuth` → `googleauth`).
 */
export const RESERVED_SLUGS: readonly string[] = [
  // locales and the app's own top-level routes (SPEC §2)
  'en',
  'ar',
  'dashboard',
  'auth',
  'book',
  'invite',
  'googleauth',
  // a phone message's opt-out page (/{lang}/stop, issue 24)
  'stop',
  // server paths
  'trpc',
  'hook',
  'hooks',
  'health',
  'dev',
  'api',
  'assets',
  'static',
  'public',
  'build',
  'manifest',
  'favicon',
  'robots',
  'sitemap',
  'well-known',
  'mockserviceworker',
  // words a visitor would take for the product's own pages
  'admin',
  'login',
  'logout',
  'register',
  'signup',
  'signin',
  'account',
  'settings',
  'billing',
  'help',
  'support',
  'about',
  'terms',
  'privacy',
  'pricing',
  'www',
  'mail',
  'waqt',
];

const RESERVED = new Set(RESERVED_SLUGS);

/** The field issue (an i18n key under `validation.`) for a link the app keeps for itself. */
export const RESERVED_LINK_ISSUE = 'reserved_link';

/** Whether a link (any case) is one the app keeps for itself. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED.has(slug.trim().toLowerCase());
}

/** The longest `?next=` path kept: longer is not a path the app made. */
const NEXT_PATH_MAX = 2000;

// A backslash (browsers read `/\host` as `//host`), every control character (browsers drop tab, line
// feed and carriage return from URLs, so `/\t/host` is `//host` too), invisible format characters and
// the Unicode line and paragraph separators.
const NEXT_PATH_REFUSED = /[\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Where to continue after sign-in (`?next=`): a same-origin path "/x…", or null. Never "//host", a
 * backslash, a control or invisible character — nor any of them once percent-decoded (`/%2F%2Fhost`),
 * since a server or router may decode it again. The one rule of the API (Google sign-in) and the app.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > NEXT_PATH_MAX) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null; // malformed percent-encoding: not a path the app made
  }
  for (const v of [value, decoded]) if (!v.startsWith('/') || v.startsWith('//') || NEXT_PATH_REFUSED.test(v)) return null;
  return value;
}
