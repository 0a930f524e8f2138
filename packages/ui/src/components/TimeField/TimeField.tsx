import { DateInput, DateSegment, TimeField as AriaTimeField, type TimeFieldProps as AriaTimeFieldProps, type TimeValue } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles as s, type FieldProps } from '../Field/Field.tsx';
import * as own from '../DatePicker/DatePicker.css.ts';

export interface TimeFieldProps<T extends TimeValue> extends Omit<AriaTimeFieldProps<T>, 'children' | 'className'>, FieldProps {
  className?: string;
}

/**
 * A time of day typed segment by segment, in the locale's hour cycle and digits (ar-SA: Arabic digits,
 * ص/م). Values are `@internationalized/date` Time objects; the field reads left to right inside RTL
 * text, as times do.
 */
export function TimeField<T extends TimeValue>({ label, description, errorMessage, className, ...props }: TimeFieldProps<T>) {
  return (
    <AriaTimeField {...props} className={[s.field, className].filter(Boolean).join(' ')}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <DateInput className={`${s.group} ${own.dateInput}`}>{(segment) => <DateSegment segment={segment} className={own.segment} />}</DateInput>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTimeField>
  );
}
