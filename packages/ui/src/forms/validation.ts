import type { z } from 'zod';
import type { TFunction } from 'i18next';
import type { AppErrorData } from '@waqt/contracts';

/** One problem with one field, in the same words the API uses (zod issue codes + bounds). */
export interface FieldIssue {
  issue: string;
  params?: Record<string, string | number>;
  /** For invalid_format: which format (email, regex…). */
  format?: string;
}
export type FieldErrors = Record<string, FieldIssue>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Validates form values with the same contracts schema the API uses. First issue per field wins. */
export function validateWith<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const r = schema.safeParse(values);
  if (r.success) return { ok: true, data: r.data };
  const errors: FieldErrors = {};
  for (const i of r.error.issues) {
    const path = i.path.join('.');
    if (errors[path]) continue;
    const params: Record<string, number> = {};
    if ('minimum' in i) params.min = Number(i.minimum);
    if ('maximum' in i) params.max = Number(i.maximum);
    errors[path] = { issue: i.code, params, ...('format' in i && typeof i.format === 'string' ? { format: i.format } : {}) };
  }
  return { ok: false, errors };
}

/** Field issues the API sent back with INVALID_REQUEST. */
export function fromServerFields(fields: AppErrorData['fields']): FieldErrors {
  const out: FieldErrors = {};
  for (const f of fields ?? []) if (!out[f.path]) out[f.path] = { issue: f.issue, ...(f.params ? { params: f.params } : {}) };
  return out;
}

/** A translated message for an issue: "required" for an empty field, "valid email" for emails… */
export function issueMessage(t: TFunction, issue: FieldIssue | undefined): string | undefined {
  if (!issue) return undefined;
  if (issue.issue === 'too_small' && issue.params?.min === 1) return t('validation.required');
  if (issue.issue === 'invalid_format' && issue.format === 'email') return t('validation.invalid_email');
  const key = `validation.${issue.issue}`;
  const msg = t(key, { ...issue.params });
  return msg === key ? t('validation.custom') : msg;
}
