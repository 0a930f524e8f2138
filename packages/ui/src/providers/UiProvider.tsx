import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import type { Locale } from '@waqt/contracts';
import { createI18n, tagOf } from '../i18n/index.ts';

export interface UiProviderProps {
  /** Active locale; drives translations, Intl formatting and react-aria's direction. */
  locale: Locale;
  /** Client-side navigation for react-aria links (the app passes react-router's navigate). */
  navigate?: (path: string) => void;
  /** Resolves hrefs for client-side links (e.g. to add a base path). */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/** Everything a `ui` component needs around it: translations, locale and router integration. */
export function UiProvider({ locale, navigate, useHref, children }: UiProviderProps) {
  // One i18next instance for the provider's life (useState, not useMemo: React may drop a memo); a
  // new locale switches its language below instead of building another.
  const [i18n] = useState(() => createI18n(locale));
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  const content = (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={tagOf(locale)}>{children}</I18nProvider>
    </I18nextProvider>
  );
  return navigate ? (
    <RouterProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
      {content}
    </RouterProvider>
  ) : (
    content
  );
}
