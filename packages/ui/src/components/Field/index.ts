export { FieldLabel, FieldDescription, FieldError, fieldStyles, type FieldProps } from './Field.tsx';
export { Option, ChevronDown, type OptionItem } from './Option.tsx';
