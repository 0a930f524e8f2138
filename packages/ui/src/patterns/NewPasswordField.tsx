import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@waqt/contracts';
import { TextField, type TextFieldProps } from '../components/TextField/TextField.tsx';

export type NewPasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'multiline' | 'rows' | 'label' | 'description'> & {
  /** Visible label; defaults to "New password" (sign-up says "Password"). */
  label?: string;
};

/**
 * The one "choose a password" field of sign-up, reset and account: says the rule (PASSWORD_MIN), asks
 * password managers for a new password (autocomplete="new-password"), required.
 */
export function NewPasswordField({ label, name = 'newPassword', isRequired = true, ...props }: NewPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={label ?? t('auth.newPassword')}
      description={t('auth.register.passwordHelp', { min: PASSWORD_MIN })}
      type="password"
      name={name}
      autoComplete="new-password"
      isRequired={isRequired}
    />
  );
}
