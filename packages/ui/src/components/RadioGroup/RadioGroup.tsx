import type { ReactNode } from 'react';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps, type RadioProps as AriaRadioProps } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import * as s from './RadioGroup.css.ts';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'>, FieldProps {
  /** The Radio options. */
  children: ReactNode;
  className?: string;
}

/** One choice out of a few, all visible; arrow keys move between options. */
export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={[s.group, className].filter(Boolean).join(' ')}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={s.options}>{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={[s.radio, className].filter(Boolean).join(' ')}>
      <span className={s.dot} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
