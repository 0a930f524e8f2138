import { Button, ListBox, Popover, Select as AriaSelect, SelectValue, type SelectProps as AriaSelectProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FieldDescription, FieldError, FieldLabel, fieldStyles as s, type FieldProps } from '../Field/Field.tsx';
import { Option, type OptionItem } from '../Field/Option.tsx';
import { ChevronDownIcon } from '../icons/index.ts';
import * as own from './Select.css.ts';

export interface SelectProps extends Omit<AriaSelectProps<OptionItem>, 'children' | 'className' | 'items'>, FieldProps {
  /** The choices. */
  items: OptionItem[];
  className?: string;
}

/** Pick one of a list in a popover; type-ahead and arrow keys work on the closed button too. */
export function Select({ label, description, errorMessage, items, placeholder, className, ...props }: SelectProps) {
  const { t } = useTranslation();
  return (
    <AriaSelect {...props} placeholder={placeholder ?? t('common.select')} className={[s.field, className].filter(Boolean).join(' ')}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Button className={`${s.control} ${own.button}`}>
        <SelectValue className={own.value} />
        <ChevronDownIcon />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={s.popover}>
        <ListBox className={s.listBox} items={items}>
          {(item) => <Option item={item} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

