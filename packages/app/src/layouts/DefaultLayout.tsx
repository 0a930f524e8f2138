import { isValidElement, lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';

/*
 * The app shell (header, language and theme switches, the team's navigation, the user menu) is a lazy
 * chunk, AppLayout.tsx: the public pages sit in EmptyLayout and never load it. App.tsx starts loading
 * it (preloadLayoutsOf) as soon as the router goes to a page inside DefaultLayout, so it arrives with
 * the page's own lazy chunk instead of after it.
 */
const loadAppLayout = () => import('./AppLayout.tsx');
const AppLayout = lazy(loadAppLayout);

/** The default layout: header with brand, language and theme switches. */
export function DefaultLayout() {
  return (
    <Suspense fallback={null}>
      <AppLayout />
    </Suspense>
  );
}

/** The empty layout: no chrome (public booking pages, printable invoices). */
export function EmptyLayout() {
  return <Outlet />;
}

/** Starts loading the shell's chunk when these route matches render inside DefaultLayout. */
export function preloadLayoutsOf(matches: readonly { route: RouteObject }[]): void {
  const inDefaultLayout = matches.some(({ route }) => route.Component === DefaultLayout || (isValidElement(route.element) && route.element.type === DefaultLayout));
  if (inDefaultLayout) void loadAppLayout();
}
