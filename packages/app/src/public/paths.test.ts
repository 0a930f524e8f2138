import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes.tsx';
import { pageGuessScript, publicRouteOf, type PublicRoute } from './paths.ts';

/** The page the app's route table (routes.tsx) shows for a path, with its params, or where it goes instead. */
function appPageOf(pathname: string): { page: string; params: Record<string, string | undefined> } {
  const matches = matchRoutes(routes, pathname) ?? [];
  const last = matches.at(-1);
  const titleKey = (last?.route as RouteObject | undefined)?.handle?.titleKey as string | undefined;
  const params = last?.params ?? {};
  // LocaleRoot sends a path whose first segment is not a language to one that has it.
  if (params.lang !== 'en' && params.lang !== 'ar') return { page: 'redirect', params };
  return { page: titleKey ?? (last?.route.index ? 'index' : 'other'), params };
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const PAGE_OF: Record<PublicRoute['page'], string> = { slug: 'routes.publicPage', eventType: 'routes.eventTypeBooking', confirmed: 'routes.bookConfirmed' };

// Links, the app's own paths, their neighbours, and the odd ones: case, encoding, slashes, other languages.
const PATHS = [
  '/en/riyadh-dental',
  '/ar/riyadh-dental',
  '/ar/riyadh-dental-main/cleaning',
  '/en/riyadh-dental/',
  '/en/riyadh-dental//',
  '/en/a/b/',
  '/en/book/confirmed/0b6c1a52-6f0e-4d7b-9c1e-7f1a2b3c4d5e',
  '/ar/book/confirmed/abc/',
  '/en/BOOK/Confirmed/abc',
  '/en/book/confirmed',
  '/en/book/confirmed/a/b',
  '/en/book/pay/abc',
  '/en/book/attend/0b6c1a52-6f0e-4d7b-9c1e-7f1a2b3c4d5e',
  '/en/book/link-expired',
  '/ar/book/link-expired/',
  '/en/stop',
  '/ar/stop/',
  '/en/STOP',
  '/en/book/other/abc',
  '/en/book',
  '/en/book/x',
  '/en',
  '/en/',
  '/ar',
  '/',
  '/riyadh-dental',
  '/fr/riyadh-dental',
  '/EN/riyadh-dental',
  '/en/dashboard',
  '/en/Dashboard',
  '/en/dashboard/account',
  '/en/dashboard/x',
  '/en/dashboard/team/1/members',
  '/en/auth',
  '/en/auth/otp',
  '/en/auth/register',
  '/en/auth/whatever',
  '/en/auth/password/resetrequest',
  '/en/googleAuth',
  '/en/googleauth',
  '/en/GOOGLEAUTH/x',
  '/en/invite',
  '/en/invite/tok_123',
  '/en/x/y/z',
  '/en/x/y/z/w',
  '/en//x',
  '/en/%D8%B9%D9%8A%D8%A7%D8%AF%D8%A9',
  '/ar/%D8%B9%D9%8A%D8%A7%D8%AF%D8%A9/%D9%83%D8%B4%D9%81',
  '/en/a%2Fb',
  '/en/a%2Fb/c',
  '/en/%64ashboard',
  '/en/%64ashboard/account',
  '/en/bad%E0%A4%A',
  '/en/book/confirmed/a%20b',
  '/en/admin',
  '/en/en',
  '/en/ar/x',
];

describe('the public bundle’s paths (src/entry.ts)', () => {
  it.each(PATHS)('%s: a public page only where the app shows that page, with the same params', (pathname) => {
    const route = publicRouteOf(pathname);
    if (!route) return;
    const app = appPageOf(pathname);
    expect(app.page).toBe(PAGE_OF[route.page]);
    const { page: _page, lang, ...params } = route;
    expect({ lang, ...params }).toEqual(Object.fromEntries(Object.entries(app.params).filter(([k]) => k === 'lang' || k in params)));
    if (route.page === 'eventType') expect(app.params.eventTypeSlug).toBe(route.eventTypeSlug);
  });

  it.each(PATHS)('%s: a public page of the app is the public bundle’s, but under the app’s own words', (pathname) => {
    const app = appPageOf(pathname);
    if (!Object.values(PAGE_OF).includes(app.page)) return;
    const first = safeDecode(pathname.split('/')[2] ?? '').toLowerCase();
    if (['dashboard', 'auth', 'book', 'invite', 'googleauth', 'stop'].includes(first) && app.page !== PAGE_OF.confirmed) return;
    expect(publicRouteOf(pathname)).not.toBeNull();
  });

  it('takes every link and confirmation a visitor opens', () => {
    expect(publicRouteOf('/ar/riyadh-dental')).toEqual({ page: 'slug', lang: 'ar', slug: 'riyadh-dental' });
    expect(publicRouteOf('/en/riyadh-dental-main/cleaning/')).toEqual({ page: 'eventType', lang: 'en', slug: 'riyadh-dental-main', eventTypeSlug: 'cleaning' });
    expect(publicRouteOf('/en/book/confirmed/abc')).toEqual({ page: 'confirmed', lang: 'en', bookingId: 'abc' });
    expect(publicRouteOf('/ar/%D8%B9%D9%8A%D8%A7%D8%AF%D8%A9')).toEqual({ page: 'slug', lang: 'ar', slug: 'عيادة' });
    expect(publicRouteOf('/en/no-such-link-here')).toEqual({ page: 'slug', lang: 'en', slug: 'no-such-link-here' });
  });

  it('leaves the app its pages, the pay page, the language redirect and the 404s of deeper paths', () => {
    for (const p of ['/', '/en', '/en/', '/riyadh-dental', '/fr/x', '/EN/x', '/en/dashboard', '/en/googleAuth', '/en/auth/otp', '/en/invite/t', '/en/book/pay/1', '/en/book/attend/1', '/en/stop', '/en/x/y/z', '/en//x', '/en/dashboard/x']) {
      expect(publicRouteOf(p), p).toBeNull();
    }
  });

  it('the inline script’s guess is the same decision, for paths without percent-encoding', () => {
    const guess = new Function(`return ${pageGuessScript}`)() as (p: string) => string;
    for (const p of PATHS.filter((x) => !x.includes('%'))) expect(guess(p), p).toBe(publicRouteOf(p)?.page ?? '');
  });
});
