import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../components/TextField/TextField.tsx';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'multiline' | 'rows' | 'label'> & {
  /** Visible label; defaults to "Email". */
  label?: string;
};

/** The email field of every sign-in form: email keyboard, autofill, required. */
export function EmailField({ label, name = 'email', isRequired = true, ...props }: EmailFieldProps) {
  const { t } = useTranslation();
  return <TextField {...props} label={label ?? t('auth.email')} type="email" name={name} autoComplete="email" inputMode="email" isRequired={isRequired} />;
}
