import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, OtpPurpose } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { OtpField } from '../../components/OtpField/OtpField.tsx';
import { useSecondsUntil } from '../../hooks/useSecondsUntil.ts';
import { issueMessage, validateWith, type FieldIssue } from '../../forms/validation.ts';
import { loadAuthSchemas } from './lazySchemas.ts';
import { Inline, Text } from '../../components/layout/index.ts';
import { AuthCard } from './AuthLayout.tsx';
import { EmailRequestForm } from './EmailRequestForm.tsx';
import * as s from './Auth.css.ts';

export interface OtpFormProps {
  /** 'login' signs in with a code; 'verify_email' activates a new account. */
  purpose: OtpPurpose;
  /** The email the code was (or will be) sent to; set → the code step is shown. */
  sentTo?: string | undefined;
  /** Pre-filled email for the first step. */
  defaultEmail?: string;
  /** When a new code may be requested (ISO instant). */
  resendAt?: string | undefined;
  /** Asks for a code. */
  onRequestCode: (email: string) => void;
  /** Checks a code. */
  onVerify: (email: string, code: string) => void;
  /** Back to the email step. */
  onChangeEmail: () => void;
  isPending?: boolean;
  /** Last failure (INVALID_OTP, OTP_EXPIRED, RATE_LIMITED…). */
  error?: ErrorCode | undefined;
  /** Clock for the resend countdown (tests pass a fixed one). */
  now?: () => number;
}

/** One-time code: ask for a code by email, then enter the 6 digits (sign-in or email verification). */
export function OtpForm({ purpose, sentTo, defaultEmail = '', resendAt, onRequestCode, onVerify, onChangeEmail, isPending, error, now = Date.now }: OtpFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [issue, setIssue] = useState<FieldIssue | undefined>();
  const wait = useSecondsUntil(resendAt, now);
  const verify = purpose === 'verify_email';
  // One message at a time: a wrong code is said under the field only (not again above the form), and
  // while anything is wrong the "Code sent" notice gives way.
  const wrongCode = error === 'INVALID_OTP';
  // Each refusal of a code (the answer came back) puts the focus on the field, its code selected: the
  // message is read with it, and typing the right code replaces the wrong one.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!wrongCode || isPending) return;
    const input = formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
    input?.focus();
    input?.select();
  }, [wrongCode, isPending]);

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    const r = validateWith((await loadAuthSchemas()).otpCodeSchema, code);
    if (!r.ok) return setIssue({ issue: 'invalid_format' });
    setIssue(undefined);
    onVerify(sentTo!, r.data);
  };

  return (
    <AuthCard
      title={t(verify ? 'auth.otp.verifyTitle' : 'auth.otp.title')}
      lead={t(verify ? 'auth.otp.verifyLead' : 'auth.otp.lead')}
      error={wrongCode ? undefined : error}
      notice={sentTo && !error && !issue ? t('auth.otp.sent', { email: sentTo }) : undefined}
    >
      {!sentTo ? (
        <EmailRequestForm onSubmit={onRequestCode} submitLabel={t('auth.otp.send')} isPending={isPending} defaultEmail={defaultEmail} />
      ) : (
        <Form ref={formRef} className={s.form} onSubmit={(e) => void submitCode(e)} validationBehavior="aria">
          <OtpField
            description={t('auth.codeHelp', { email: sentTo })}
            value={code}
            onChange={setCode}
            isInvalid={!!issue || wrongCode}
            errorMessage={issue ? issueMessage(t, issue) : wrongCode ? t('auth.otp.wrongCode') : undefined}
          />
          <Button type="submit" isPending={isPending} fullWidth>{t('auth.otp.verify')}</Button>
          <Inline space="xs">
            <Button variant="quiet" size="sm" isDisabled={wait > 0 || isPending} onPress={() => onRequestCode(sentTo)}>
              {t('auth.otp.resend')}
            </Button>
            <Button variant="quiet" size="sm" onPress={onChangeEmail}>{t('auth.otp.changeEmail')}</Button>
          </Inline>
          {wait > 0 ? <Text size="small" tone="secondary" aria-live="polite">{t('auth.otp.resendIn', { seconds: wait })}</Text> : null}
        </Form>
      )}
    </AuthCard>
  );
}
