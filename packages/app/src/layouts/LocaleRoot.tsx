import { useEffect } from 'react';
import { Navigate, Outlet, useHref, useLocation, useNavigate, useParams } from 'react-router';
import { isLocale, type Locale } from '@waqt/contracts';
import { UiProvider, applyLocale } from '@waqt/ui';
import { applyChoice, chooseLocale, persistLocale, readStoredLocale, withLocale } from '../boot/locale.ts';

/** The locale the app would pick for a visitor arriving without a prefix (SPEC §4). */
export function pickLocale(): Locale {
  return applyChoice(chooseLocale({ stored: readStoredLocale(), browserLanguage: navigator.language }));
}

/** `/` and any path without a locale prefix → the same path under the chosen locale. */
export function LocaleRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${withLocale(pathname, pickLocale())}${search}${hash}`} replace />;
}

/** `/:lang/*`: validates the prefix, syncs <html lang dir>, saves the choice, provides ui context. */
export function LocaleRoot() {
  const { lang } = useParams();
  const navigate = useNavigate();
  const locale = isLocale(lang) ? lang : null;
  useEffect(() => {
    if (!locale) return;
    applyLocale(locale);
    if (readStoredLocale() !== locale) persistLocale(locale);
  }, [locale]);
  if (!locale) return <LocaleRedirect />;
  return (
    <UiProvider locale={locale} navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
    </UiProvider>
  );
}
