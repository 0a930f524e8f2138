import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FieldDescription, FieldError, FieldLabel, fieldStyles as s, type FieldProps } from '../Field/Field.tsx';
import { CalendarIcon, ChevronBackIcon, ChevronForwardIcon } from '../icons/index.ts';
import * as own from './DatePicker.css.ts';

export interface DatePickerProps<T extends DateValue> extends Omit<AriaDatePickerProps<T>, 'children' | 'className'>, FieldProps {
  className?: string;
}

/**
 * A date typed segment by segment (in the locale's order and calendar) or picked from a calendar
 * popover. Values are `@internationalized/date` objects (CalendarDate for plain dates).
 */
export function DatePicker<T extends DateValue>({ label, description, errorMessage, className, ...props }: DatePickerProps<T>) {
  const { t } = useTranslation();
  return (
    <AriaDatePicker {...props} className={[s.field, className].filter(Boolean).join(' ')}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Group className={s.group}>
        <DateInput className={own.dateInput}>{(segment) => <DateSegment segment={segment} className={own.segment} />}</DateInput>
        <Button className={s.iconButton} aria-label={t('common.chooseDate')}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={`${s.popover} ${own.popover}`}>
        <Dialog className={own.dialog} aria-label={t('common.chooseDate')}>
          <Calendar className={own.calendar}>
            <header className={own.header}>
              <Button slot="previous" className={s.iconButton} aria-label={t('common.previousMonth')}>
                <ChevronBackIcon />
              </Button>
              <Heading className={own.heading} />
              <Button slot="next" className={s.iconButton} aria-label={t('common.nextMonth')}>
                <ChevronForwardIcon />
              </Button>
            </header>
            <CalendarGrid className={own.grid}>
              <CalendarGridHeader>{(day) => <CalendarHeaderCell className={own.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={own.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
