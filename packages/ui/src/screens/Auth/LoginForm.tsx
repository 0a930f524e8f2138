import { Link as AriaLink } from 'react-aria-components';
import { Link } from '../../components/Link/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, LoginPasswordInput } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { button } from '../../components/Button/Button.css.ts';
import { GoogleIcon } from '../../components/icons/index.ts';
import { TextField } from '../../components/TextField/TextField.tsx';
import { OtpField } from '../../components/OtpField/OtpField.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { formError, issueMessage, type FieldErrors } from '../../forms/validation.ts';
import { useForm } from '../../hooks/useForm.ts';
import { loadAuthSchemas } from './lazySchemas.ts';
import { Inline } from '../../components/layout/index.ts';
import { AuthCard } from './AuthLayout.tsx';
import { EmailField } from '../../patterns/EmailField.tsx';
import * as s from './Auth.css.ts';

export interface LoginFormProps {
  /** Signs in; rejects with nothing — errors come back through `error`. */
  onSubmit: (values: LoginPasswordInput) => void;
  /** A request is in flight. */
  isPending?: boolean;
  /** The last failure's code (INVALID_CREDENTIALS, RATE_LIMITED…). */
  error?: ErrorCode | undefined;
  /** Field errors sent back by the API. */
  serverErrors?: FieldErrors;
  /** Google sign-in start URL; hidden when Google is not configured. */
  googleHref?: string | undefined;
  otpHref: string;
  resetHref: string;
  registerHref: string;
  /** Pre-filled email (e.g. after registration). */
  defaultEmail?: string;
  /** 2 on the landing page, below its h1. */
  headingLevel?: 1 | 2;
  /**
   * Set when the address needs a mailed code besides the password (LOGIN_CODE_REQUIRED after many
   * wrong passwords): the code was sent there, and the form asks for it too.
   */
  codeSentTo?: string | undefined;
  /** Asks for a new code for `codeSentTo`. */
  onResendCode?: () => void;
}

/** Email + password sign-in, with the ways out: one-time code, reset, register, Google. */
export function LoginForm({ onSubmit, isPending, error, serverErrors, googleHref, otpHref, resetHref, registerHref, defaultEmail = '', headingLevel, codeSentTo, onResendCode }: LoginFormProps) {
  const { t } = useTranslation();
  // The schema (and zod) is fetched on the first edit: the landing page shows this form (schemas.ts).
  const form = useForm(() => loadAuthSchemas().then((m) => m.loginPasswordInput), { email: defaultEmail, password: '', code: '' }, {
    input: (v) => ({ email: v.email, password: v.password, code: codeSentTo ? v.code : undefined }),
    onSubmit,
    serverErrors,
    clearOnEdit: false,
  });
  const { values, set, errors: shown } = form;
  return (
    <AuthCard
      title={t('auth.login.title')}
      headingLevel={headingLevel}
      // One message at a time: a wrong code is said under its field only, and the "code sent" notice gives way to it.
      error={error === 'INVALID_OTP' ? undefined : formError(error, serverErrors)}
      notice={codeSentTo && error !== 'INVALID_OTP' ? t('auth.login.codeNeeded', { email: codeSentTo }) : undefined}
      footer={
        <>
          <Link variant="standalone" href={otpHref}>{t('auth.login.withCode')}</Link>
          <Link variant="standalone" href={resetHref}>{t('auth.login.forgot')}</Link>
          <Inline as="span" space="xs">
            {t('auth.login.noAccount')} <Link variant="standalone" href={registerHref}>{t('auth.login.register')}</Link>
          </Inline>
        </>
      }
    >
      <Form className={s.form} form={form}>
        <EmailField
          value={values.email}
          onChange={(email) => set('email', email)}
          isInvalid={!!shown.email}
          errorMessage={issueMessage(t, shown.email)}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={values.password}
          onChange={(password) => set('password', password)}
          isInvalid={!!shown.password}
          errorMessage={issueMessage(t, shown.password)}
        />
        {codeSentTo ? (
          <>
            <OtpField
              description={t('auth.codeHelp', { email: codeSentTo })}
              value={values.code}
              onChange={(code) => set('code', code)}
              isInvalid={!!shown.code || error === 'INVALID_OTP'}
              errorMessage={shown.code ? issueMessage(t, shown.code) : error === 'INVALID_OTP' ? t('auth.otp.wrongCode') : undefined}
            />
            {onResendCode ? (
              <Button variant="quiet" size="sm" isDisabled={isPending} onPress={onResendCode}>{t('auth.otp.resend')}</Button>
            ) : null}
          </>
        ) : null}
        <Button type="submit" isPending={isPending} fullWidth>{t('auth.login.submit')}</Button>
      </Form>
      {googleHref ? (
        <>
          <div className={s.divider}>{t('auth.login.or')}</div>
          <AriaLink className={button({ variant: 'secondary', fullWidth: true })} href={googleHref} target="_self">
            <GoogleIcon size={18} />
            {t('auth.login.google')}
          </AriaLink>
        </>
      ) : null}
    </AuthCard>
  );
}
