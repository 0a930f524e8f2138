import type { z } from 'zod';

/**
 * One problem with one field, in the words the API and the UI share: `issue` is zod's issue code
 * (an i18n key under `validation.`), `params` its bounds (`min`, `max`), `format` which format an
 * `invalid_format` wanted (email, regex…).
 */
export interface FieldIssue {
  issue: string;
  params?: Record<string, string | number>;
  format?: string;
}

/** A FieldIssue and the field it belongs to (the path joined with '.'; '' for the value itself). */
export interface FieldIssueAt extends FieldIssue {
  path: string;
}

/** A form's errors by field: the first issue of each. */
export type FieldErrors = Record<string, FieldIssue>;

/**
 * Maps zod issues to field issues — the one mapping the API sends (`appError.fields`) and the UI's forms
 * validate with, so a message reads the same whether the browser or the server caught the mistake.
 * A refinement may name its own key: `.refine(ok, { params: { issue: 'some_key' } })` → `validation.some_key`.
 */
export function fieldIssuesFromZod(issues: readonly z.core.$ZodIssue[]): FieldIssueAt[] {
  return issues.map((i) => {
    const params: Record<string, number> = {};
    if ('minimum' in i) params.min = Number(i.minimum);
    if ('maximum' in i) params.max = Number(i.maximum);
    const named = i.code === 'custom' && typeof i.params?.issue === 'string' ? i.params.issue : undefined;
    return {
      path: i.path.map(String).join('.'),
      issue: named ?? i.code,
      ...(Object.keys(params).length ? { params } : {}),
      ...(i.code === 'invalid_format' ? { format: i.format } : {}),
    };
  });
}

/** The first issue per field (a form shows one message under each control). */
export function fieldErrorsFrom(issues: readonly FieldIssueAt[]): FieldErrors {
  const out: FieldErrors = {};
  for (const { path, ...issue } of issues) if (!out[path]) out[path] = issue;
  return out;
}
