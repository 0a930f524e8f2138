import type { z } from 'zod';
import { validateWith, type FieldErrors } from '../forms/validation.ts';

/** The errors a form shows: the API's field issues under the form's own (a fresh check wins). */
export function shownErrors(client: FieldErrors, server: FieldErrors | undefined): FieldErrors {
  return { ...server, ...client };
}

/** The errors once a field changes: its own issue goes (it is being fixed), the others stay. */
export function withoutField(errors: FieldErrors, key: string): FieldErrors {
  if (!(key in errors)) return errors;
  const { [key]: _, ...rest } = errors;
  return rest;
}

/**
 * What pressing submit does: the schema's data to send, or the errors to show (and focus). `first`: the
 * form's own issues that come first and alone (rules the API's schema does not know, e.g. no open day).
 * `check` adds the form's own rules given the schema's issues (a secret needed only for a new channel…):
 * the issues to show; any issue refuses the submit.
 */
export function checkSubmit<S extends z.ZodType>(
  schema: S,
  input: unknown,
  check?: (errors: FieldErrors) => FieldErrors,
  first?: FieldErrors,
): { send: z.output<S> } | { errors: FieldErrors } {
  if (first && Object.keys(first).length > 0) return { errors: first };
  const r = validateWith(schema, input);
  const errors = r.ok ? {} : r.errors;
  const found = check ? check(errors) : errors;
  return r.ok && Object.keys(found).length === 0 ? { send: r.data } : { errors: found };
}
