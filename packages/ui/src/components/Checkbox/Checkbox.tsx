import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import * as s from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  /** Label (already translated). */
  children: ReactNode;
  /** A second, quieter line under the label. */
  description?: ReactNode;
  className?: string;
}

/** A labelled checkbox: Space toggles it; indeterminate and invalid states styled. */
export function Checkbox({ children, description, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={[s.checkbox, className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={s.box} aria-hidden="true">
            {isIndeterminate ? (
              <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.5"><path d="M5 12h14" /></svg>
            ) : isSelected ? (
              <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.5"><path d="M5 12l5 5 9-10" /></svg>
            ) : null}
          </span>
          <span className={s.text}>
            <span>{children}</span>
            {description ? <span className={s.description}>{description}</span> : null}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}
