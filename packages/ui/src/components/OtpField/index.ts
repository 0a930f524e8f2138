export { OtpField, cleanOtp, type OtpFieldProps } from './OtpField.tsx';
