import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueMessage, type FieldErrors, type FieldIssue } from '../forms/validation.ts';
import type { Outcome } from './actionRunner.ts';
import { checkSubmit, shownErrors, withoutField } from './formState.ts';

export interface UseFormOptions<V, S extends z.ZodType> {
  /** The checked data (the schema's output) goes here; an outcome that is ok resets the form when `resetOnSuccess`. */
  onSubmit: (data: z.output<S>) => void | Promise<Outcome | undefined>;
  /** What the schema checks, when it is not the values as they are (e.g. with the team's id). */
  input?: (values: V) => unknown;
  /** The API's field issues (INVALID_REQUEST), shown under the form's own. */
  serverErrors?: FieldErrors | undefined;
  /** A field's message, when a form has words of its own for an issue; else the shared ones (issueMessage). */
  message?: (issue: FieldIssue | undefined, key: keyof V & string) => string | undefined;
  /**
   * The form's own checks before the schema's (rules the API's schema does not know, or an issue of its
   * own for a value as typed); when they find any, only they show and the schema is not asked.
   */
  check?: (values: V) => FieldErrors | undefined;
  /** Back to the initial values after a successful submit (an outcome with ok). */
  resetOnSuccess?: boolean;
  /** A field's issue goes as it is edited (default); false keeps the issues until the next submit. */
  clearOnEdit?: boolean;
}

/**
 * A form on a contracts schema: its values, the check on submit with the API's own schema, the API's
 * field issues mapped under the fields, focus on the first invalid field, a field's issue cleared as it
 * is edited, and a reset after success. `field(key)` spreads onto a TextField; `formProps` onto <Form>.
 */
export function useForm<V extends Record<string, unknown>, S extends z.ZodType>(schema: S, initial: V, options: UseFormOptions<V, S>) {
  const { t } = useTranslation();
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
    const r = checkSubmit(schema, options.input ? options.input(values) : values, options.check?.(values));
    if ('errors' in r) {
      setErrors(r.errors);
      setFocusAsk((n) => n + 1);
      return;
    }
    setErrors({});
    const outcome = await options.onSubmit(r.send);
    if (outcome?.ok && options.resetOnSuccess) reset();
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
