import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { OtpField } from '../../components/OtpField/OtpField.tsx';
import { useSecondsUntil } from '../../hooks/useSecondsUntil.ts';
import { Text, Bidi } from '../../components/layout/Text.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { formatNumber } from '../../format/number.ts';
import { StepHeading } from './parts.tsx';
import * as s from './Booking.css.ts';

export interface CodeStepProps {
  /** Where the code was mailed. */
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** The code field's message (not six digits, refused, expired). */
  codeError?: string | undefined;
  /** When another code may be asked for (ISO instant); undefined while the first is on its way. */
  resendAt: string | undefined;
  onResend: () => void;
  isResending?: boolean;
  /** A failure of sending (OTP_RESEND_TOO_SOON, RATE_LIMITED…). */
  error?: ErrorCode | undefined;
  onContinue: () => void;
  onBack: () => void;
  focusHeading?: boolean;
  /** The clock of the countdown (stories pass a fixed one). */
  now: () => number;
}

/** Step "verify your email" (event types that require it): the mailed code, and a resend after a minute. */
export function CodeStep({ email, code, onCodeChange, codeError, resendAt, onResend, isResending, error, onContinue, onBack, focusHeading, now }: CodeStepProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const wait = useSecondsUntil(resendAt, now);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onContinue();
  };
  return (
    <>
      <StepHeading autoFocus={focusHeading} lead={t('booking.code.lead')}>
        {t('booking.code.title')}
      </StepHeading>
      <ErrorAlert code={error} />
      {resendAt ? (
        <Alert tone="info">
          {t('booking.code.sent')} <Bidi dir="ltr">{email}</Bidi>
        </Alert>
      ) : null}
      <Form className={s.form} onSubmit={submit} validationBehavior="aria">
        <OtpField value={code} onChange={onCodeChange} isInvalid={!!codeError} errorMessage={codeError} description={t('booking.code.help')} />
        <div className={s.actions}>
          <Button variant="quiet" onPress={onBack}>{t('common.back')}</Button>
          <Button type="submit">{t('common.continue')}</Button>
        </div>
        <div className={s.actions}>
          <Button variant="secondary" size="sm" isDisabled={wait > 0 || isResending} isPending={isResending} onPress={onResend}>
            {t('booking.code.resend')}
          </Button>
          {wait > 0 ? (
            <Text size="small" tone="secondary" aria-live="polite">
              {t('booking.code.resendIn', { seconds: formatNumber(wait, locale) })}
            </Text>
          ) : null}
        </div>
      </Form>
    </>
  );
}
