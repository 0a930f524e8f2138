import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import type { Locale } from '@waqt/contracts';
import { tagOf } from '../i18n/create.ts';
import { createLoadedI18n, hasLoadedMessages, loadMessages } from '../i18n/load.ts';

export interface UiProviderProps {
  /**
   * Active locale; drives translations, Intl formatting and react-aria's direction. Its messages are
   * loaded on demand (`loadMessages`): load them before rendering in a locale, as the app's routes
   * do, or its text shows once they arrive.
   */
  locale: Locale;
  /** Client-side navigation for react-aria links (the app passes react-router's navigate). */
  navigate?: (path: string) => void;
  /** Resolves hrefs for client-side links (e.g. to add a base path). */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/** An href with a scheme (`tel:`, `mailto:`, `https:`) or a protocol-relative one is not an app path. */
export const isExternalHref = (href: string): boolean => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);

/**
 * The router's href hook for app paths only: external hrefs stay as written (react-router's useHref
 * would turn `tel:+9665…` into `/en/…/tel:+9665…`). The router's hook is still called every time, as
 * hooks must be.
 */
export function externalHrefsKept(useRouterHref: (href: string) => string): (href: string) => string {
  return function useAppHref(href: string) {
    const resolved = useRouterHref(href);
    return isExternalHref(href) ? href : resolved;
  };
}

/** Everything a `ui` component needs around it: translations, locale and router integration. */
export function UiProvider({ locale, navigate, useHref, children }: UiProviderProps) {
  // One i18next instance for the provider's life (useState, not useMemo: React may drop a memo); a
  // new locale switches its language below instead of building another.
  // It has the messages loaded so far; later parts are added to it as they arrive.
  const [i18n] = useState(() => createLoadedI18n(locale));
  const ready = hasLoadedMessages(locale);
  useEffect(() => {
    // Not loaded yet (nothing loaded them first): fetch them; their arrival re-renders what uses them.
    if (!ready) loadMessages(locale).catch((error: unknown) => console.error('Failed to load the messages', error));
  }, [locale, ready]);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  const appHref = useMemo(() => (useHref ? externalHrefsKept(useHref) : undefined), [useHref]);
  const content = (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={tagOf(locale)}>{children}</I18nProvider>
    </I18nextProvider>
  );
  return navigate ? (
    <RouterProvider navigate={navigate} {...(appHref ? { useHref: appHref } : {})}>
      {content}
    </RouterProvider>
  ) : (
    content
  );
}
