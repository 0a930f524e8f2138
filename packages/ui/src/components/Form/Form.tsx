import type { FormEvent, ReactNode, RefObject } from 'react';
import { Form as AriaForm } from 'react-aria-components';

export interface FormProps {
  /** A useForm handle (its formProps: the ref that finds the first invalid field, and the submit). */
  form: { formProps: { ref: RefObject<HTMLFormElement | null>; onSubmit: (e: FormEvent<HTMLFormElement>) => void; validationBehavior: 'aria' } };
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A form on useForm: react-aria's Form checking with the contracts schema (validationBehavior "aria":
 * the fields say what is wrong, the browser's own bubbles never show) and focusing the first invalid field.
 */
export function Form({ form, className, children }: FormProps) {
  return (
    <AriaForm className={className} {...form.formProps}>
      {children}
    </AriaForm>
  );
}
