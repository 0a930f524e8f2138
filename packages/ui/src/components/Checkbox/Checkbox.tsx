import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../icons/index.ts';
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
              <MinusIcon size={12} stroke={3.5} />
            ) : isSelected ? (
              <CheckIcon size={12} stroke={3.5} />
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
