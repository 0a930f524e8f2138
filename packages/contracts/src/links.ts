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
