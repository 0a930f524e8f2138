export { FieldLabel, FieldDescription, FieldError, fieldStyles, type FieldProps } from './Field.tsx';
export { Option, type OptionItem } from './Option.tsx';
