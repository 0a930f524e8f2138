export { TimeField, type TimeFieldProps } from './TimeField.tsx';
