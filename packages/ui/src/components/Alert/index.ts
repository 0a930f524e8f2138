export { Alert, ErrorAlert, type AlertProps, type AlertTone, type ErrorAlertProps } from './Alert.tsx';
