import { Input, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { useTypedDirection } from '../../hooks/useTypedDirection.ts';
import { FieldDescription, FieldError, FieldLabel, fieldStyles as s, type FieldProps } from '../Field/Field.tsx';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'>, FieldProps {
  /** Placeholder (prefer a description: placeholders vanish while typing). */
  placeholder?: string;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
  /** Rows of the text area. */
  rows?: number;
  className?: string;
}

/**
 * A labelled text input (or text area) with help text and an error message; RTL-aware. What is typed
 * sets the control's direction (`useTypedDirection`: "Scaling." no longer shows as ".Scaling" in the
 * Arabic dashboard); an empty one follows the page.
 */
export function TextField({ label, description, errorMessage, placeholder, multiline, rows, className, ...props }: TextFieldProps) {
  const { dir, onInput } = useTypedDirection(props.value ?? props.defaultValue, props.value !== undefined);
  return (
    <AriaTextField {...props} className={[s.field, className].filter(Boolean).join(' ')}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      {multiline ? (
        <TextArea className={`${s.control} ${s.textarea}`} placeholder={placeholder} rows={rows} dir={dir} onInput={onInput} />
      ) : (
        <Input className={s.control} placeholder={placeholder} dir={dir} onInput={onInput} />
      )}
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
