import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListLayout,
  Popover,
  useFilter,
  Virtualizer,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { useTypedDirection } from '../../hooks/useTypedDirection.ts';
import { useTranslation } from 'react-i18next';
import { FieldDescription, FieldError, FieldLabel, fieldStyles as s, type FieldProps } from '../Field/Field.tsx';
import { Option, type OptionItem } from '../Field/Option.tsx';
import { ChevronDownIcon } from '../icons/index.ts';
import * as own from './ComboBox.css.ts';

/**
 * Options are virtualized: a time-zone list has ~420 entries and rendering them all on every
 * keystroke is slow. The layout works in CSS pixels (react-aria measures real heights, so options
 * with a description still fit); the estimate matches `tokens.size.controlSm` and the gap `space.xxs`.
 */
const layoutOptions = { estimatedRowHeight: 32, gap: 2 };

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
  // What is typed sets the direction; the chosen item's label (shown when not typing) follows the page.
  const typed = useTypedDirection(undefined, false);
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
        <Input className={s.groupInput} placeholder={placeholder} {...typed} />
        <Button className={s.iconButton} aria-label={t('common.showSuggestions')}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={own.popover}>
        <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
          <ListBox className={own.listBox} renderEmptyState={() => <div className={s.empty}>{t('common.noResults')}</div>}>
            {(item: OptionItem) => <Option item={item} />}
          </ListBox>
        </Virtualizer>
      </Popover>
    </AriaComboBox>
  );
}
