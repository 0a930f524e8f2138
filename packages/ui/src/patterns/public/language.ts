import type { Locale } from '@waqt/contracts';

/** This page in the other language: the same path (and query) under the other `/{lang}` prefix. */
export function otherLanguagePath(locale: Locale, at: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const m = /^\/(?:en|ar)(\/.*)?$/.exec(at.pathname);
  return m ? `/${other}${m[1] ?? ''}${at.search}${at.hash}` : `/${other}`;
}
