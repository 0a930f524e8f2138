import { describe, expect, it, vi } from 'vitest';
import { createPublicRouter, resolveNavigation, type RouterWindow } from './router.ts';

const ORIGIN = 'https://waqt.example';

/** A window with a history: pushState and replaceState change the location; back() fires popstate. */
function fakeWindow(path: string) {
  const entries = [path];
  let index = 0;
  const popstate: (() => void)[] = [];
  const loc = () => new URL(entries[index]!, ORIGIN);
  const win = {
    location: {
      get href() {
        return loc().href;
      },
      get pathname() {
        return loc().pathname;
      },
      get search() {
        return loc().search;
      },
      get hash() {
        return loc().hash;
      },
      assign: vi.fn(),
      reload: vi.fn(),
    },
    history: {
      pushState: (_s: unknown, _t: string, url: string) => {
        entries.splice(index + 1, entries.length, url);
        index += 1;
      },
      replaceState: (_s: unknown, _t: string, url: string) => {
        entries[index] = url;
      },
    },
    addEventListener: (_type: 'popstate', l: () => void) => void popstate.push(l),
    back() {
      index -= 1;
      for (const l of popstate) l();
    },
    entries,
  };
  return win as typeof win & RouterWindow;
}

describe('resolveNavigation', () => {
  it('keeps a public page of this site in the public bundle', () => {
    expect(resolveNavigation('/en/clinic/cleaning?date=2026-12-01', `${ORIGIN}/en/clinic`)).toEqual({
      push: '/en/clinic/cleaning?date=2026-12-01',
      route: { page: 'eventType', lang: 'en', slug: 'clinic', eventTypeSlug: 'cleaning' },
    });
    expect(resolveNavigation('/ar/book/confirmed/b1?token=t', `${ORIGIN}/ar/clinic/cleaning`)).toMatchObject({ push: '/ar/book/confirmed/b1?token=t' });
  });

  it('loads any other page: the landing page, sign-in, the pay page, another site', () => {
    expect(resolveNavigation('/en', `${ORIGIN}/en/clinic`)).toEqual({ load: `${ORIGIN}/en` });
    expect(resolveNavigation('/en/book/pay/b1?token=t', `${ORIGIN}/en/book/confirmed/b1`)).toEqual({ load: `${ORIGIN}/en/book/pay/b1?token=t` });
    expect(resolveNavigation('/en/dashboard', `${ORIGIN}/en/clinic`)).toEqual({ load: `${ORIGIN}/en/dashboard` });
    expect(resolveNavigation('https://elsewhere.example/en/clinic', `${ORIGIN}/en/clinic`)).toEqual({ load: 'https://elsewhere.example/en/clinic' });
  });
});

describe('createPublicRouter', () => {
  it('pushes public pages and tells its listeners; back and forward too', () => {
    const win = fakeWindow('/en/clinic');
    const router = createPublicRouter(win);
    const seen: string[] = [];
    router.subscribe(() => seen.push(router.location!.pathname + router.location!.search));
    expect(router.location?.route).toEqual({ page: 'slug', lang: 'en', slug: 'clinic' });
    router.navigate('/en/clinic/cleaning');
    router.navigate('/en/book/confirmed/b1?token=t', { replace: true });
    expect(win.entries).toEqual(['/en/clinic', '/en/book/confirmed/b1?token=t']);
    win.back();
    expect(seen).toEqual(['/en/clinic/cleaning', '/en/book/confirmed/b1?token=t', '/en/clinic']);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('goes to any other page with a page load, and reloads when the history goes back to one', () => {
    const win = fakeWindow('/en');
    win.history.pushState(null, '', '/en/clinic');
    const router = createPublicRouter(win);
    const listener = vi.fn();
    router.subscribe(listener);
    router.navigate('/ar');
    expect(win.location.assign).toHaveBeenCalledWith(`${ORIGIN}/ar`);
    win.back();
    expect(win.location.reload).toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });
});
