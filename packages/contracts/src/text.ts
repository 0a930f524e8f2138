import { z } from 'zod';

import { INVALID_CHARACTERS_ISSUE, isStorableText } from './rules.ts';
import { LANGUAGE_SUFFIX, type LanguageSuffix } from './languages.ts';

export { isStorableText };

/**
 * User text (names, titles, descriptions): trimmed, bounded (`max` is required — no unbounded text
 * reaches the database), and refused with `validation.invalid_characters` when it holds a character
 * we never store. Every user-text field of the contracts is built with this.
 */
export function textSchema(opts: { min?: number; max: number; multiline?: boolean }) {
  return z
    .string()
    .trim()
    .min(opts.min ?? 0)
    .max(opts.max)
    .refine((v) => isStorableText(v, opts), { params: { issue: INVALID_CHARACTERS_ISSUE } });
}

/**
 * A text in another language (languages.ts), optional: trimmed and bounded as the default text is; empty
 * (or absent) means "not given" and becomes null, which the database stores (its CHECKs refuse an empty text).
 */
export function otherLanguageText(opts: { max: number; multiline?: boolean }) {
  return textSchema(opts)
    .nullable()
    .transform((v) => v || null)
    .default(null);
}

/** An output's `{field}Ar` and `{field}En` (null: not given), beside its default `field`. */
export function inLanguagesOut<K extends string>(field: K) {
  return { [`${field}${LANGUAGE_SUFFIX.ar}`]: z.string().nullable(), [`${field}${LANGUAGE_SUFFIX.en}`]: z.string().nullable() } as {
    [P in `${K}${LanguageSuffix}`]: z.ZodNullable<z.ZodString>;
  };
}
