import { useId } from 'react';
import { Link } from '../../components/Link/Link.tsx';
import { Trans, useTranslation } from 'react-i18next';
import type { ErrorCode, RegisterInput } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { formError, issueMessage, type FieldErrors } from '../../forms/validation.ts';
import { useForm } from '../../hooks/useForm.ts';
import { loadAuthSchemas } from './lazySchemas.ts';
import { Inline, Stack, Text } from '../../components/layout/index.ts';
import { AuthCard } from './AuthLayout.tsx';
import { EmailField } from '../../patterns/EmailField.tsx';
import { fieldStyles } from '../../components/Field/Field.tsx';
import { NewPasswordField } from '../../patterns/NewPasswordField.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import * as s from './Auth.css.ts';

export interface RegisterFormProps {
  /** Creates the account (locale and timezone are added by the container). */
  onSubmit: (values: Pick<RegisterInput, 'fullName' | 'email' | 'password' | 'businessUse'>) => void;
  isPending?: boolean;
  /** EMAIL_TAKEN, RATE_LIMITED… */
  error?: ErrorCode | undefined;
  serverErrors?: FieldErrors;
  loginHref: string;
  /**
   * Signing up from an invite: the address it was sent to fills the email (until the person types
   * another), so it need not be retyped. It is still verified by the mailed code like any other.
   */
  invitedEmail?: string | undefined;
}

/** Sign-up: full name, email, password, business-use checkbox and the terms note. */
export function RegisterForm({ onSubmit, isPending, error, serverErrors, loginHref, invitedEmail }: RegisterFormProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  // `email: null` until typed in: the invited address shows (it may arrive after the first render).
  const withInvite = <T extends { email: string | null }>(v: T) => ({ ...v, email: v.email ?? invitedEmail ?? '' });
  // The schema (and zod) is fetched on the first edit (schemas.ts).
  const form = useForm(
    () => loadAuthSchemas().then((m) => m.registerInput),
    { fullName: '', email: null as string | null, password: '', businessUse: false },
    {
      input: withInvite,
      onSubmit: (data) => onSubmit({ fullName: data.fullName, email: data.email, password: data.password, businessUse: data.businessUse }),
      serverErrors,
      clearOnEdit: false,
    },
  );
  const values = withInvite(form.values);
  const invited = !!invitedEmail && values.email.trim().toLowerCase() === invitedEmail.toLowerCase();
  const hintId = useId();
  const shown = form.errors;
  const field = (name: 'fullName' | 'email' | 'password') => ({
    value: values[name],
    onChange: (v: string) => form.set(name, v),
    isInvalid: !!shown[name] || (name === 'email' && error === 'EMAIL_TAKEN'),
    errorMessage: name === 'email' && error === 'EMAIL_TAKEN' && !shown.email ? t('errors.EMAIL_TAKEN') : issueMessage(t, shown[name]),
  });
  return (
    <AuthCard
      title={t('auth.register.title')}
      lead={t('auth.register.lead')}
      error={error === 'EMAIL_TAKEN' ? undefined : formError(error, serverErrors)}
      footer={
        <Inline as="span" space="xs">
          {t('auth.register.haveAccount')} <Link variant="standalone" href={loginHref}>{t('auth.register.login')}</Link>
        </Inline>
      }
    >
      <Form className={s.form} form={form}>
        <TextField label={t('auth.fullName')} name="fullName" autoComplete="name" isRequired {...field('fullName')} />
        {/* The hint comes with the invite's answer, after the field mounted: linked by id, not as the field's description slot (fixed at mount). */}
        <Stack space="xs">
          <EmailField {...field('email')} aria-describedby={invited ? hintId : undefined} />
          {invited ? (
            <span id={hintId} className={fieldStyles.description}>
              {t('auth.register.invitedEmailHelp')}
            </span>
          ) : null}
        </Stack>
        <NewPasswordField label={t('auth.password')} name="password" {...field('password')} />
        <Checkbox isSelected={values.businessUse} onChange={(businessUse) => form.set('businessUse', businessUse)}>
          {t('auth.register.businessUse')}
        </Checkbox>
        <Text size="small" tone="secondary">
          {/* The terms and the privacy policy open in a new tab: the form keeps what was typed. */}
          <Trans
            i18nKey="auth.register.terms"
            components={{
              terms: <Link variant="inline" href={`/${locale}/terms`} target="_blank">{t('routes.terms')}</Link>,
              privacy: <Link variant="inline" href={`/${locale}/privacy`} target="_blank">{t('routes.privacy')}</Link>,
            }}
          />
        </Text>
        <Button type="submit" isPending={isPending} fullWidth>{t('auth.register.submit')}</Button>
      </Form>
    </AuthCard>
  );
}
