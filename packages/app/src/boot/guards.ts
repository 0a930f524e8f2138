import { routes, type Locale } from '@waqt/contracts';
import { safeNext } from './next.ts';

/** Pure route-guard rules (SPEC §2), so they are tested without a browser. */

export type RouteAccess = 'guest' | 'user' | 'any';

/** What a route needs: auth routes and the index are for guests, /dashboard for users. */
export function accessOf(pathWithoutLocale: string): RouteAccess {
  const p = pathWithoutLocale.replace(/\/+$/, '') || '/';
  // The old address's undo link works signed in or not (it signs every session out anyway).
  if (p === '/auth/email/undo') return 'any';
  if (p === '/' || p.startsWith('/auth/')) return 'guest';
  if (p === '/dashboard' || p.startsWith('/dashboard/')) return 'user';
  return 'any';
}

/**
 * Where to send someone who may not see a path, or null when they may. A guest page reached with a
 * safe `next` (e.g. the invite page sent them to sign in) continues there once signed in.
 */
export function redirectFor(pathWithoutLocale: string, loggedIn: boolean, locale: Locale, search = ''): string | null {
  const access = accessOf(pathWithoutLocale);
  if (access === 'guest' && loggedIn) return safeNext(search) ?? routes.dashboard(locale);
  if (access === 'user' && !loggedIn) return routes.home(locale);
  return null;
}
