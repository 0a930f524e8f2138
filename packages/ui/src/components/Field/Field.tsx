import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Label, Text } from 'react-aria-components';
import * as s from './Field.css.ts';

/** A control's visible label; marks required fields with an asterisk hidden from screen readers (they hear "required"). */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean | undefined }) {
  return (
    <Label className={s.label}>
      {children}
      {isRequired ? (
        <span className={s.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Help text under a control (linked by aria-describedby). */
export function FieldDescription({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className={s.description}>
      {children}
    </Text>
  ) : null;
}

/** The error under a control; shown while the field is invalid (isInvalid or native validation). */
export function FieldError({ children }: { children?: ReactNode }) {
  return <AriaFieldError className={s.error}>{children}</AriaFieldError>;
}

/** Props every labelled control shares. */
export interface FieldProps {
  /** Visible label (already translated). */
  label?: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Error text; shown when `isInvalid` (the form's validation decides). */
  errorMessage?: string | undefined;
}

export { s as fieldStyles };
