import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useHref, useLocation, useNavigate, useParams } from 'react-router';
import { isLocale, type Locale } from '@waqt/contracts';
import { ToastProvider, UiProvider, applyLocale } from '@waqt/ui';
import { NewBuildNotice } from '../boot/NewBuildNotice.tsx';
import { applyChoice, chooseLocale, persistLocale, readStoredLocale, withLocale } from '../boot/locale.ts';
import { redirectFor } from '../boot/guards.ts';
import { session, useSessionUser } from '../boot/session.ts';
import { analytics } from '../analytics/analytics.ts';

/** The locale the app would pick for a visitor arriving without a prefix (SPEC §4). */
function pickLocale(): Locale {
  return applyChoice(chooseLocale({ userLocale: session.get()?.locale, stored: readStoredLocale(), browserLanguage: navigator.language }));
}

/** `/` and any path without a locale prefix → the same path under the chosen locale. */
export function LocaleRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${withLocale(pathname, pickLocale())}${search}${hash}`} replace />;
}

/** `/:lang/*`: validates the prefix, syncs <html lang dir>, saves the choice, provides ui context. */
export function LocaleRoot() {
  const { lang } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const locale = isLocale(lang) ? lang : null;
  // Whether this page load has seen a signed-in user (then a redirect home is a logout, not an arrival).
  const sawUser = useRef(false);
  if (user) sawUser.current = true;
  // A page view after each route change (automatic capture is off).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the first view is sent when analytics starts
      return;
    }
    analytics.pageview();
  }, [pathname, search]);
  useEffect(() => {
    if (!locale) return;
    applyLocale(locale);
    if (readStoredLocale() !== locale) persistLocale(locale);
  }, [locale]);
  if (!locale) return <LocaleRedirect />;
  // SPEC §2 guards: guests only on / and /auth/*, users only on /dashboard/*.
  const target = redirectFor(pathname.slice(locale.length + 1) || '/', user !== null, locale, search);
  if (target) {
    // A visitor who arrives logged out comes back here after signing in; one who just logged out
    // (or whose session ended) simply goes to the index page.
    const carryNext = !user && !sawUser.current;
    return <Navigate to={carryNext ? `${target}?next=${encodeURIComponent(pathname + search)}` : target} replace />;
  }
  return (
    <UiProvider locale={locale} navigate={(to) => void navigate(to)} useHref={useHref}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
      <NewBuildNotice />
    </UiProvider>
  );
}
