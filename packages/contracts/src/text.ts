import { z } from 'zod';

/** The field issue (an i18n key under `validation.`) for text holding characters we never store. */
export const INVALID_CHARACTERS_ISSUE = 'invalid_characters';

// NUL (PostgreSQL text cannot store it: the request would fail as a 500), the other C0 and C1
// control characters (invisible; a name with a carriage return could break a mail header or a CSV),
// and lone UTF-16 surrogates (not Unicode: they cannot be encoded as UTF-8 and turn into U+FFFD or
// an error on the way to the database). Multi-line text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- control characters are exactly what these match
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text can be stored and shown as it was typed (see above). */
export function isStorableText(value: string, opts: { multiline?: boolean } = {}): boolean {
  return !(opts.multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value) && !LONE_SURROGATE.test(value);
}

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
