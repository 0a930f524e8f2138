export { AuthCard, type AuthCardProps } from './AuthLayout.tsx';
export { LoginForm, type LoginFormProps } from './LoginForm.tsx';
export { OtpForm, type OtpFormProps } from './OtpForm.tsx';
export { RegisterForm, type RegisterFormProps } from './RegisterForm.tsx';
export { ResetRequestForm, ResetSubmitForm, type ResetRequestFormProps, type ResetSubmitFormProps } from './ResetForms.tsx';
export { GoogleAuthStatus, type GoogleAuthStatusProps } from './GoogleAuthStatus.tsx';
export { EmailUndoForm, type EmailUndoFormProps } from './EmailUndoForm.tsx';
export {
  LoginContainer,
  OtpContainer,
  RegisterContainer,
  ResetRequestContainer,
  ResetSubmitContainer,
  GoogleAuthContainer,
  EmailUndoContainer,
  browserTimezone,
  type LoginContainerProps,
  type OtpContainerProps,
  type RegisterContainerProps,
  type ResetSubmitContainerProps,
  type GoogleAuthContainerProps,
  type EmailUndoContainerProps,
} from './Auth.container.tsx';
