import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { routes, type CurrentUser, type Locale } from '@waqt/contracts';
import { session } from '../boot/session.ts';
import { readPageConfig } from '../boot/config.ts';

/** The locale prefix of the current route. */
export function useLang(): Locale {
  return (useParams().lang ?? 'en') as Locale;
}

/** `?next=` carried from page to page, so an invite link survives a detour through sign-up. */
export function useNextSuffix(): string {
  const [params] = useSearchParams();
  const next = params.get('next');
  return next ? `?next=${encodeURIComponent(next)}` : '';
}

/**
 * After any successful sign-in: cache the user. The route guard then moves on (to `?next` or the
 * dashboard), in the user's own language when it differs from the page's.
 */
export function useSignedIn(): (user: CurrentUser) => void {
  const lang = useLang();
  const { search } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (user: CurrentUser) => {
      session.set(user);
      if (user.locale !== lang && !new URLSearchParams(search).get('next')) void navigate(routes.dashboard(user.locale), { replace: true });
    },
    [lang, search, navigate],
  );
}

/** The API's Google start URL (same origin in production; proxied by Vite in development). */
export function googleStartHref(lang: Locale, next: string | null): string {
  const base = readPageConfig().apiUrl;
  const q = new URLSearchParams({ locale: lang, ...(next ? { next } : {}) });
  return `${base}/auth/google/start?${q}`;
}
