import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_DIR, LOCALE_TAGS, type Locale, type ErrorCode } from '@waqt/contracts';
import en from './en.json' with { type: 'json' };
import ar from './ar.json' with { type: 'json' };

export const resources = { en: { translation: en }, ar: { translation: ar } } as const;
export type Messages = typeof en;

/** A fresh i18next instance (one per app, per story or per test — never a global singleton). */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['en', 'ar'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
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

export { formatMoney, formatDateTime, formatNumber } from './format.ts';
