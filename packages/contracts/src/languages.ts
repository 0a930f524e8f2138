import { z } from 'zod';
import type { Locale } from './constants.ts';
import { textSchema } from './text.ts';

/*
 * Names in both languages (issue 36, item 3). A calendar's name and an event type's title and description
 * keep their one required text — the default, what every reader falls back to — and may also be given in
 * Arabic and in English (`nameAr`, `nameEn`, …). Links stay ASCII: only what is read changes.
 */

/** The field suffix of each language's text: `name` → `nameAr`, `nameEn`. */
const SUFFIX = { ar: 'Ar', en: 'En' } as const satisfies Record<Locale, string>;

/** An entity with a default text `K` and, optionally, that text in each language (`{K}Ar`, `{K}En`; null: not given). */
export type InLanguages<K extends string> = { readonly [P in K]: string } & { readonly [P in `${K}${(typeof SUFFIX)[Locale]}`]: string | null | undefined };

/**
 * The text a reader of `lang` sees: its text in that language when one was given, else the default.
 * Public pages pick by the page's language, mails by their recipient's.
 */
export function localized<K extends string>(entity: InLanguages<K>, field: K, lang: Locale): string {
  const own = (entity as Record<string, string | null | undefined>)[`${field}${SUFFIX[lang]}`];
  return own || entity[field];
}

/** An event type (or what a page shows of one) with its title and description in `lang`. */
export function eventTypeIn<T extends InLanguages<'title'> & InLanguages<'description'>>(eventType: T, lang: Locale): T {
  return { ...eventType, title: localized(eventType, 'title', lang), description: localized(eventType, 'description', lang) };
}

/**
 * A text in another language, optional: trimmed and bounded as the default text is; empty (or absent)
 * means "not given" and becomes null, which the database stores (its CHECKs refuse an empty text).
 */
export function otherLanguageText(opts: { max: number; multiline?: boolean }) {
  return textSchema(opts)
    .nullable()
    .transform((v) => v || null)
    .default(null);
}

/** An output's `{field}Ar` and `{field}En` (null: not given), beside its default `field`. */
export function inLanguagesOut<K extends string>(field: K) {
  return { [`${field}${SUFFIX.ar}`]: z.string().nullable(), [`${field}${SUFFIX.en}`]: z.string().nullable() } as {
    [P in `${K}${(typeof SUFFIX)[Locale]}`]: z.ZodNullable<z.ZodString>;
  };
}
