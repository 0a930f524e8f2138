// The i18next instance and the locale helpers, without any translations: the app loads the messages of
// one language at a time (load.ts); stories and tests use `createI18n` (index.ts), which has both.
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_DIR, LOCALE_TAGS, type Locale, type ErrorCode } from '@waqt/contracts';

/** A fresh i18next instance over these resources (one per app, per story or per test — never a global singleton). */
export function createI18nWith(locale: Locale, resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['en', 'ar'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // Messages added later (a language loaded after the instance was made) re-render what uses them.
    react: { bindI18nStore: 'added' },
  });
  return instance;
}

export const dirOf = (locale: Locale) => LOCALE_DIR[locale];
export const tagOf = (locale: Locale) => LOCALE_TAGS[locale];

/** Sets lang and dir on the document root. */
export function applyLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = LOCALE_DIR[locale];
}

/** The i18n key of an error code. */
export const errorKey = (code: ErrorCode) => `errors.${code}` as const;
