import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@waqt/contracts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export interface OtpFieldProps
  extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'maxLength' | 'autoComplete' | 'multiline' | 'rows' | 'label'> {
  /** Visible label; defaults to "6-digit code". */
  label?: string;
  /** The code typed so far: ASCII digits only, at most OTP_LENGTH. */
  value: string;
  /** Receives the cleaned code (Arabic-Indic digits become 0–9, anything else is dropped). */
  onChange: (code: string) => void;
}

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits to ASCII, then digits only, cut to the code's length. */
export function cleanOtp(raw: string): string {
  return raw
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '')
    .slice(0, OTP_LENGTH);
}

/**
 * The one-time-code input (sign-in, email verification, email change): numeric keypad, autofill from mail.
 * No maxLength on purpose: a pasted "123 456" or "Your code: 123456" would be cut before it is cleaned.
 */
export function OtpField({ label, value, onChange, name = 'code', isRequired = true, ...props }: OtpFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={label ?? t('auth.code')}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      isRequired={isRequired}
      value={value}
      onChange={(v) => onChange(cleanOtp(v))}
    />
  );
}
