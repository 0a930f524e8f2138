import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueMessage, type FieldErrors, type FieldIssue } from '../forms/validation.ts';
import type { Outcome } from './actionRunner.ts';
import { checkSubmit, shownErrors, withoutField } from './formState.ts';

export interface UseFormOptions<V, S extends z.ZodType, O extends Outcome = Outcome> {
  /** The checked data (the schema's output) goes here; an outcome that is ok resets the form when `resetOnSuccess`. */
  onSubmit: (data: z.output<S>) => void | Promise<O | undefined>;
  /** What the schema checks, when it is not the values as they are (e.g. with the team's id). */
  input?: (values: V) => unknown;
  /** The form's own rules beyond the schema: given the values and the schema's issues, the issues to show (checkSubmit). */
  check?: (values: V, errors: FieldErrors) => FieldErrors;
  /**
   * A refusal's field issues, when onSubmit returns the outcome (e.g. INVALID_REQUEST, a key the provider
   * refused), in the form's own paths: shown under the fields like the form's own, the first one focused.
   */
  refusedFields?: (failure: Extract<O, { ok: false }>) => FieldErrors | undefined;
  /** The API's field issues (INVALID_REQUEST), shown under the form's own. */
  serverErrors?: FieldErrors | undefined;
  /** A field's message, when a form has words of its own for an issue; else the shared ones (issueMessage). */
  message?: (issue: FieldIssue | undefined, key: keyof V & string) => string | undefined;
  /**
   * The form's own checks before the schema's (rules the API's schema does not know, or an issue of its
   * own for a value as typed); when they find any, only they show and the schema is not asked.
   */
  checkFirst?: (values: V) => FieldErrors | undefined;
  /** Back to the initial values after a successful submit (an outcome with ok). */
  resetOnSuccess?: boolean;
  /** A field's issue goes as it is edited (default); false keeps the issues until the next submit. */
  clearOnEdit?: boolean;
}

/**
 * A schema fetched when the form is used (a dynamic import): a page that shows the form does not load
 * zod and the schema before anyone types (the sign-in on the landing page, the sign-up).
 */
export type LazySchema<S extends z.ZodType> = () => Promise<S>;

/** The schema, once: loaded on the form's first edit, and awaited by a submit. */
function useSchema<S extends z.ZodType>(schema: S | LazySchema<S>): { load: () => void; get: () => S | Promise<S> } {
  const loaded = useRef<Promise<S> | null>(null);
  if (typeof schema !== 'function') return { load: () => {}, get: () => schema };
  const get = () => (loaded.current ??= schema());
  return { load: () => void get().catch(() => {}), get };
}

/**
 * A form on a contracts schema: its values, the check on submit with the API's own schema, the API's
 * field issues mapped under the fields, focus on the first invalid field, a field's issue cleared as it
 * is edited, and a reset after success. `field(key)` spreads onto a TextField; `formProps` onto <Form>.
 * The schema may be a LazySchema: fetched on the first edit, the submit waits for it.
 */
export function useForm<V extends object, S extends z.ZodType, O extends Outcome = Outcome>(schema: S | LazySchema<S>, initial: V, options: UseFormOptions<V, S, O>) {
  const { t } = useTranslation();
  const checker = useSchema(schema);
  // The values it starts from (and reset() goes back to): those of the first render.
  const [start] = useState<V>(initial);
  const [values, setValues] = useState<V>(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusAsk, setFocusAsk] = useState(0);
  const ref = useRef<HTMLFormElement>(null);
  const shown = shownErrors(errors, options.serverErrors);

  // After a refused submit has rendered its errors: the first invalid field, in the page's order.
  useEffect(() => {
    if (focusAsk === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusAsk]);

  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    checker.load();
    if (options.clearOnEdit !== false) setErrors((e) => withoutField(e, key));
  };
  /** Back to the start (or to `to`), without errors. Stable: fit for an effect's dependencies. */
  const reset = useCallback(
    (to: V = start) => {
      setValues(to);
      setErrors({});
    },
    [start],
  );
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const check = options.check;
    const input = options.input ? options.input(values) : values;
    const r = checkSubmit(await checker.get(), input, check && ((errors) => check(values, errors)), options.checkFirst?.(values));
    if ('errors' in r) {
      setErrors(r.errors);
      setFocusAsk((n) => n + 1);
      return;
    }
    setErrors({});
    const outcome = await options.onSubmit(r.send);
    if (outcome?.ok && options.resetOnSuccess) reset();
    if (outcome && !outcome.ok && options.refusedFields) {
      const fields = options.refusedFields(outcome as Extract<O, { ok: false }>) ?? {};
      setErrors(fields);
      if (Object.keys(fields).length > 0) setFocusAsk((n) => n + 1);
    }
  };
  const message = (key: keyof V & string) => (options.message ? options.message(shown[key], key) : issueMessage(t, shown[key]));
  /** A text field's props: name, value, onChange, isInvalid and errorMessage. */
  const field = <K extends keyof V & string>(key: K) => ({
    name: key,
    value: values[key],
    onChange: (value: V[K]) => set(key, value),
    isInvalid: !!shown[key],
    errorMessage: message(key),
  });
  return {
    values,
    /** The errors shown: the form's own over the API's. */
    errors: shown,
    set,
    setErrors,
    reset,
    field,
    submit,
    formProps: { ref, onSubmit: (e: FormEvent<HTMLFormElement>) => void submit(e), validationBehavior: 'aria' as const },
  };
}
