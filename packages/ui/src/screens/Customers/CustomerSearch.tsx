import { Button as AriaButton, Group, Input, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FieldLabel, fieldStyles as f } from '../../components/Field/Field.tsx';
import * as s from './Customers.css.ts';

/** Server-side search accepts this many characters (listCustomersInput). */
const SEARCH_MAX = 120;

export interface CustomerSearchProps {
  /** The text typed. */
  value: string;
  /** Every keystroke; the container waits for typing to pause before it asks the API. */
  onChange: (value: string) => void;
}

function SearchIcon() {
  return (
    <svg className={s.searchIcon} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

function ClearIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
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
        <SearchIcon />
        <Input className={`${f.groupInput} ${s.searchInput}`} placeholder={t('customers.search.placeholder')} />
        <AriaButton className={`${f.iconButton} ${s.clearButton}`} aria-label={t('customers.search.clear')}>
          <ClearIcon />
        </AriaButton>
      </Group>
    </SearchField>
  );
}
