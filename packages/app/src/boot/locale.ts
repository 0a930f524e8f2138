import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALE_STORAGE_KEY, type Locale } from '@waqt/contracts';

export interface LocaleInputs {
  /** The signed-in user's locale, if any. */
  userLocale?: string | null;
  /** What localStorage holds under 'locale'. */
  stored?: string | null;
  /** navigator.language, e.g. 'ar-SA'. */
  browserLanguage?: string | null;
}

export interface LocaleChoice {
  locale: Locale;
  /** What to do with the stored value: save the chosen one, clear it, or leave it. */
  storage: 'save' | 'clear' | 'keep';
}

/**
 * SPEC §4 order: (1) the user's locale; (2) a stored supported locale; (3) the browser language's
 * prefix if supported, then saved; (4) English, clearing the stored value. Membership is a real
 * list check, not the spec's 'ar, en' substring quirk (docs/decisions.md).
 */
export function chooseLocale({ userLocale, stored, browserLanguage }: LocaleInputs): LocaleChoice {
  if (isLocale(userLocale)) return { locale: userLocale, storage: 'save' };
  if (isLocale(stored)) return { locale: stored, storage: 'keep' };
  const prefix = browserLanguage?.split('-')[0]?.toLowerCase();
  if (isLocale(prefix)) return { locale: prefix, storage: 'save' };
  return { locale: DEFAULT_LOCALE, storage: 'clear' };
}

/** The locale prefix of a path ('/ar/dashboard' → 'ar'), or null. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/** The same page under another locale: '/en/a?b#c' → '/ar/a?b#c'; a path without prefix gets one. */
export function withLocale(pathname: string, locale: Locale): string {
  const current = localeOfPath(pathname);
  const rest = current ? pathname.slice(current.length + 1) : pathname;
  const tail = rest === '/' ? '' : rest;
  return `/${locale}${tail.startsWith('/') || tail === '' ? tail : `/${tail}`}`;
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    console.warn('localStorage is not available.');
    return undefined;
  }
}

export function readStoredLocale(): string | null {
  try {
    return safeStorage()?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Saves the chosen locale (localStorage + a 365-day cookie the server reads for mail). */
export function persistLocale(locale: Locale): void {
  try {
    safeStorage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    /* storage full or blocked: the URL still carries the locale */
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax`;
}

function clearStoredLocale(): void {
  try {
    safeStorage()?.removeItem(LOCALE_STORAGE_KEY);
  } catch {
    /* nothing to clear */
  }
}

/** Applies a choice's storage effect and returns its locale. */
export function applyChoice(choice: LocaleChoice): Locale {
  if (choice.storage === 'save') persistLocale(choice.locale);
  if (choice.storage === 'clear') clearStoredLocale();
  return choice.locale;
}

/** The language the page is shown in (the <html lang> the app set), for a way home after a failure. */
export const pageLocale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LOCALE);
