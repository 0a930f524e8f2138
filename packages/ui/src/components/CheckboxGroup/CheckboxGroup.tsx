import type { ReactNode } from 'react';
import { CheckboxGroup as AriaCheckboxGroup, type CheckboxGroupProps as AriaCheckboxGroupProps } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import * as s from './CheckboxGroup.css.ts';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children' | 'className'>, FieldProps {
  /** The Checkbox options, each with a `value`. */
  children: ReactNode;
  className?: string;
}

/**
 * Several independent choices under one label (a fieldset): the selected `value`s come back as an
 * array through `onChange`. Pass `aria-label` when there is no visible `label`.
 */
export function CheckboxGroup({ label, description, errorMessage, children, className, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={[s.group, className].filter(Boolean).join(' ')}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={s.options}>{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
