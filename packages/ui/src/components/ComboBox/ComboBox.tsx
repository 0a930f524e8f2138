import { Button, ComboBox as AriaComboBox, Group, Input, ListBox, Popover, useFilter, type ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FieldDescription, FieldError, FieldLabel, fieldStyles as s, type FieldProps } from '../Field/Field.tsx';
import { ChevronDown, Option, type OptionItem } from '../Field/Option.tsx';

export interface ComboBoxProps extends Omit<AriaComboBoxProps<OptionItem>, 'children' | 'className' | 'items' | 'defaultItems'>, FieldProps {
  /** Every choice; the list filters them as the user types (accent- and case-insensitive, any script). */
  items: OptionItem[];
  placeholder?: string;
  className?: string;
}

/** A searchable list: type to filter, arrows to move, Enter to choose. For long lists (time zones, countries). */
export function ComboBox({ label, description, errorMessage, items, placeholder, className, ...props }: ComboBoxProps) {
  const { t } = useTranslation();
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <AriaComboBox
      menuTrigger="focus"
      allowsEmptyCollection
      {...props}
      defaultItems={items}
      defaultFilter={(text, input) => contains(text, input) || contains(text.replaceAll('_', ' '), input)}
      className={[s.field, className].filter(Boolean).join(' ')}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Group className={s.group}>
        <Input className={s.groupInput} placeholder={placeholder} />
        <Button className={s.iconButton} aria-label={t('common.showSuggestions')}>
          <ChevronDown />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={s.popover}>
        <ListBox className={s.listBox} renderEmptyState={() => <div className={s.empty}>{t('common.noResults')}</div>}>
          {(item: OptionItem) => <Option item={item} />}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
