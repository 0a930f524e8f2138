import { Button as AriaButton, Group, Input, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FieldLabel, fieldStyles as f } from '../../components/Field/Field.tsx';
import { CloseIcon, SearchIcon } from '../../components/icons/index.ts';
import * as s from './Customers.css.ts';

/** Server-side search accepts this many characters (listCustomersInput). */
const SEARCH_MAX = 120;

export interface CustomerSearchProps {
  /** The text typed. */
  value: string;
  /** Every keystroke; the container waits for typing to pause before it asks the API. */
  onChange: (value: string) => void;
}

/**
 * Name, email or phone: react-aria's SearchField (Escape clears it, the clear button shows once there is
 * text) in the form controls' look.
 */
export function CustomerSearch({ value, onChange }: CustomerSearchProps) {
  const { t } = useTranslation();
  return (
    <SearchField value={value} onChange={onChange} maxLength={SEARCH_MAX} className={`${f.field} ${s.search}`}>
      <FieldLabel>{t('customers.search.label')}</FieldLabel>
      <Group className={f.group}>
        <SearchIcon className={s.searchIcon} />
        <Input className={`${f.groupInput} ${s.searchInput}`} placeholder={t('customers.search.placeholder')} />
        <AriaButton className={`${f.iconButton} ${s.clearButton}`} aria-label={t('customers.search.clear')}>
          <CloseIcon size={14} />
        </AriaButton>
      </Group>
    </SearchField>
  );
}
