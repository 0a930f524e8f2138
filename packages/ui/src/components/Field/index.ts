export { FieldLabel, FieldDescription, FieldError, type FieldProps } from './Field.tsx';
export { Option, type OptionItem } from './Option.tsx';
