import { matchRoutes } from 'react-router';
import { loadMessages } from '@waqt/ui/i18n';
import { App } from './App.tsx';
import { readPageConfig } from './boot/config.ts';
import { mountRoot } from './boot/mount.tsx';
import { createApiClient } from './http/client.ts';
import { session } from './boot/session.ts';
import { chooseLocale, localeOfPath, readStoredLocale, withLocale } from './boot/locale.ts';
import { messagePartsOf, routes } from './routes.tsx';
import { startPageAnalytics } from './analytics/start.ts';

/**
 * Starts fetching the messages of the language the first page will be in, before the start-up
 * requests (the routes' loaders await them): the public part, and the app part for a page that needs it.
 */
function preloadMessages(guess: boolean) {
  const { pathname } = window.location;
  const locale = localeOfPath(pathname) ?? (guess ? chooseLocale({ userLocale: session.get()?.locale, stored: readStoredLocale(), browserLanguage: navigator.language }).locale : null);
  if (!locale) return;
  for (const part of messagePartsOf(matchRoutes(routes, withLocale(pathname, locale)) ?? [])) {
    loadMessages(locale, part).catch(() => {}); // a failure shows through the route's loader
  }
}

/**
 * The app's boot: src/entry.ts loads this module and calls it for every path but the public pages'
 * (importing it runs nothing: its chunk may be loaded by the public bundle's pages).
 */
export async function boot() {
  const config = readPageConfig();
  const client = createApiClient(config.apiUrl);
  preloadMessages(false);
  // The cached user, checked against its schema (a lazy chunk, fetched only when a user is cached).
  await session.load();
  // A path without a language prefix redirects to the chosen one (LocaleRedirect): its messages too.
  preloadMessages(true);
  // SPEC §4: when a cached user exists, fetch the current user before the app renders.
  const { cleared } = await session.verify(() => client.account.me.query());
  if (cleared && window.location.pathname !== '/') window.history.replaceState(null, '', '/');
  // Analytics (posthog-js, a lazy chunk) starts once the first page is usable: it never delays it.
  let analyticsStarted = false;
  const onFirstPage = () => {
    if (analyticsStarted) return;
    analyticsStarted = true;
    startPageAnalytics(config);
  };
  mountRoot(<App client={client} onFirstPage={onFirstPage} />);
}

