import type { ReactNode } from 'react';
import { ListBoxItem } from 'react-aria-components';
import { fieldStyles as s } from './Field.tsx';

/** An item of a Select or ComboBox list. */
export interface OptionItem {
  id: string;
  /** Visible text (already translated); also what type-ahead and filtering match. */
  label: string;
  /** A quieter second line. */
  description?: string;
  isDisabled?: boolean;
}

export function Option({ item }: { item: OptionItem }) {
  return (
    <ListBoxItem id={item.id} textValue={item.label} className={s.option}>
      {({ isSelected }) => (
        <>
          <span className={s.optionText}>
            <span>{item.label}</span>
            {item.description ? <span className={s.optionDescription}>{item.description}</span> : null}
          </span>
          {isSelected ? <CheckMark /> : null}
        </>
      )}
    </ListBoxItem>
  );
}

function CheckMark(): ReactNode {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d="M5 12l5 5 9-10" />
    </svg>
  );
}

export function ChevronDown() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
