import { ListBoxItem } from 'react-aria-components';
import { CheckIcon } from '../icons/index.ts';
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
          {isSelected ? <CheckIcon size={14} stroke={2.5} /> : null}
        </>
      )}
    </ListBoxItem>
  );
}
