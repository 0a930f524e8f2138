import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '@waqt/contracts';
import { createI18nWith } from './create.ts';
import en from './en.json' with { type: 'json' };
import ar from './ar.json' with { type: 'json' };

export const resources = { en: { translation: en }, ar: { translation: ar } } as const;
export type Messages = typeof en;

/**
 * A fresh i18next instance with both languages, synchronously (stories, tests). The app loads one
 * language at a time instead (`loadMessages`, load.ts): importing this function puts both in the bundle.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  return createI18nWith(locale, resources);
}

export { createI18nWith, dirOf, tagOf, applyLocale, errorKey } from './create.ts';
export { loadMessages, hasLoadedMessages } from './load.ts';
export { formatMoney, formatDateTime, formatNumber } from '../format/index.ts';
export { PUBLIC_MESSAGES, LATER_MESSAGES, isPublicKey, isLaterKey, messagesPart, type MessagesPart } from './parts.ts';
