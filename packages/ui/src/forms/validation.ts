import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { fieldErrorsFrom, fieldIssuesFromZod, type AppErrorData, type ErrorCode, type FieldErrors, type FieldIssue } from '@waqt/contracts';

export type { FieldIssue, FieldErrors } from '@waqt/contracts';

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Validates form values with the same contracts schema the API uses. First issue per field wins. */
export function validateWith<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const r = schema.safeParse(values);
  return r.success ? { ok: true, data: r.data } : { ok: false, errors: fieldErrorsFrom(fieldIssuesFromZod(r.error.issues)) };
}

/**
 * The API's field issues under a nested input (`settings.senderName`, `provider.iban`) keyed as the form's
 * own fields (`senderName`, `iban`): a dialog that edits one part of a larger input shows them where they belong.
 */
export function fieldsUnder(prefix: string, fields: FieldErrors | undefined): FieldErrors {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([path, issue]) => [path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path, issue]));
}

/** Field issues the API sent back with INVALID_REQUEST (mapped by the same function, in contracts). */
export function fromServerFields(fields: AppErrorData['fields']): FieldErrors {
  return fieldErrorsFrom(fields ?? []);
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

/**
 * The error to show above a form: none when it is INVALID_REQUEST and the API's field issues already
 * say what is wrong under the fields (a vague "invalid request" banner would only repeat them).
 */
export function formError(error: ErrorCode | undefined, serverErrors: FieldErrors | undefined): ErrorCode | undefined {
  return error === 'INVALID_REQUEST' && Object.keys(serverErrors ?? {}).length > 0 ? undefined : error;
}
