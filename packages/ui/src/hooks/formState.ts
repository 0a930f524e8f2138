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
 * What pressing submit does: the schema's data to send, or the errors to show (and focus). The form's
 * own issues (`own`: rules the API's schema does not know, e.g. no open day) come first and alone.
 */
export function checkSubmit<S extends z.ZodType>(schema: S, input: unknown, own?: FieldErrors): { send: z.output<S> } | { errors: FieldErrors } {
  if (own && Object.keys(own).length > 0) return { errors: own };
  const r = validateWith(schema, input);
  return r.ok ? { send: r.data } : { errors: r.errors };
}
