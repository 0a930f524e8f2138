import { z } from 'zod';

import { INVALID_CHARACTERS_ISSUE, isStorableText } from './rules.ts';

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
