import { publicRouteOf, type PublicRoute } from './paths.ts';

/**
 * The public bundle's router: the browser's history for the public paths (paths.ts) and nothing else.
 * Going to a public path pushes it and tells the page; going anywhere else (the landing page, sign-in,
 * the pay page, another site) is a page load, which the server answers with the app.
 */
export interface PublicLocation {
  pathname: string;
  search: string;
  hash: string;
  route: PublicRoute;
}

/** Where `to` (absolute or relative to `from`) leads: a public page of this site, or a page load. */
export function resolveNavigation(to: string, from: string): { push: string; route: PublicRoute } | { load: string } {
  const url = new URL(to, from);
  const route = url.origin === new URL(from).origin ? publicRouteOf(url.pathname) : null;
  return route ? { push: `${url.pathname}${url.search}${url.hash}`, route } : { load: url.href };
}

type Listener = () => void;

/** The part of `window` the router uses (a fake one in tests). */
export interface RouterWindow {
  location: Pick<Location, 'href' | 'pathname' | 'search' | 'hash' | 'assign' | 'reload'>;
  history: Pick<History, 'pushState' | 'replaceState'>;
  addEventListener(type: 'popstate', listener: () => void): void;
}

export function createPublicRouter(win: RouterWindow = window) {
  const listeners = new Set<Listener>();
  const read = (): PublicLocation | null => {
    const { pathname, search, hash } = win.location;
    const route = publicRouteOf(pathname);
    return route ? { pathname, search, hash, route } : null;
  };
  let current = read();
  const changed = () => {
    const next = read();
    // Back or forward to a path of the app (only reachable by the address bar's history): load it.
    if (!next) return win.location.reload();
    current = next;
    for (const l of [...listeners]) l();
  };
  win.addEventListener('popstate', changed);
  return {
    /** The current public location (null only when the page was not loaded on a public path). */
    get location(): PublicLocation | null {
      return current;
    },
    navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
      const next = resolveNavigation(to, win.location.href);
      if ('load' in next) return win.location.assign(next.load);
      if (replace) win.history.replaceState(null, '', next.push);
      else win.history.pushState(null, '', next.push);
      changed();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type PublicRouter = ReturnType<typeof createPublicRouter>;
