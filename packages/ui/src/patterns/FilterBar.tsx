import { useRef, type ReactNode } from 'react';
import { useTypedDirection } from '../hooks/useTypedDirection.ts';
import { Button as AriaButton, Group, Input, SearchField } from 'react-aria-components';
import { Button } from '../components/Button/Button.tsx';
import { FieldLabel, fieldStyles as f } from '../components/Field/Field.tsx';
import { CloseIcon, SearchIcon } from '../components/icons/index.ts';
import * as s from './filterBar.css.ts';

export interface FilterBarProps {
  /** Names the bar, a search landmark (already translated): "Filter bookings". */
  label: string;
  /** The filters, in reading order: segmented tabs (a TabList), selects, date pickers, a FilterSearch. */
  children: ReactNode;
  /** The "Clear filters" action; pass it while something narrows the list, leave it out otherwise. */
  clear?: { label: string; onClear: () => void } | undefined;
}

/**
 * What narrows a list, above it: one row of labelled filters that wraps on a phone (two a line), with a
 * "Clear filters" action at its end while any is set. The bookings list and the customers list share it.
 */
export function FilterBar({ label, children, clear }: FilterBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const clearAll = () => {
    // The action leaves with the filters it cleared: focus goes to the first filter, not to the page.
    ref.current?.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled), [role="tab"][tabindex="0"]')?.focus();
    clear?.onClear();
  };
  return (
    <div ref={ref} role="search" aria-label={label} className={s.bar}>
      {children}
      {clear ? (
        <Button variant="quiet" size="sm" className={s.clear} onPress={clearAll}>
          {clear.label}
        </Button>
      ) : null}
    </div>
  );
}

export interface FilterSearchProps {
  /** The visible label (already translated); the field is a searchbox by that name. */
  label: string;
  placeholder?: string | undefined;
  /** The text typed. */
  value: string;
  /** Every keystroke (a container waits for typing to pause before it asks the API). */
  onChange: (value: string) => void;
  /** What the API accepts. */
  maxLength?: number | undefined;
  /** The clear button's name; react-aria's own "Clear search", in the page's language, when left out. */
  clearLabel?: string | undefined;
}

/**
 * The text filter of a FilterBar: react-aria's SearchField (Escape clears it; the clear button shows once
 * there is text) in the form controls' look, with a search mark at its start.
 */
export function FilterSearch({ label, placeholder, value, onChange, maxLength, clearLabel }: FilterSearchProps) {
  const { dir, onInput } = useTypedDirection(value, true);
  return (
    <SearchField value={value} onChange={onChange} maxLength={maxLength} className={`${f.field} ${s.search}`}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={f.group}>
        <SearchIcon className={s.searchIcon} />
        <Input className={`${f.groupInput} ${s.searchInput}`} placeholder={placeholder} dir={dir} onInput={onInput} />
        <AriaButton className={`${f.iconButton} ${s.searchClear}`} {...(clearLabel ? { 'aria-label': clearLabel } : {})}>
          <CloseIcon size={14} />
        </AriaButton>
      </Group>
    </SearchField>
  );
}
