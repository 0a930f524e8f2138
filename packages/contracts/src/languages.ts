import type { Locale } from './constants.ts';

/*
 * Names in both languages (issue 36, item 3). A calendar's name and an event type's title and description
 * keep their one required text — the default, what every reader falls back to — and may also be given in
 * Arabic and in English (`nameAr`, `nameEn`, …). Links stay ASCII: only what is read changes.
 *
 * No zod here: the public pages import this module, and zod stays out of their bundle (the schemas for
 * these fields are in text.ts).
 */

/** The field suffix of each language's text: `name` → `nameAr`, `nameEn`. */
export const LANGUAGE_SUFFIX = { ar: 'Ar', en: 'En' } as const satisfies Record<Locale, string>;
export type LanguageSuffix = (typeof LANGUAGE_SUFFIX)[Locale];

/** An entity with a default text `K` and that text in each language (`{K}Ar`, `{K}En`; null or undefined: not given). */
export type InLanguages<K extends string> = { readonly [P in K]: string } & { readonly [P in `${K}${LanguageSuffix}`]: string | null | undefined };

/**
 * The text a reader of `lang` sees: its text in that language when one was given, else the default.
 * Public pages pick by the page's language, mails by their recipient's.
 */
export function localized<K extends string>(entity: InLanguages<K>, field: K, lang: Locale): string {
  const own = (entity as Record<string, string | null | undefined>)[`${field}${LANGUAGE_SUFFIX[lang]}`];
  return own || entity[field];
}

/** An event type (or what a page shows of one) with its title and description in `lang`. */
export function eventTypeIn<T extends InLanguages<'title'> & InLanguages<'description'>>(eventType: T, lang: Locale): T {
  return { ...eventType, title: localized(eventType, 'title', lang), description: localized(eventType, 'description', lang) };
}
