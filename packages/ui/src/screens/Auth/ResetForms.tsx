import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Link } from '../../components/Link/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { issueMessage, validateWith } from '../../forms/validation.ts';
import { loadAuthSchemas } from './lazySchemas.ts';
import { AuthCard } from './AuthLayout.tsx';
import { EmailRequestForm } from './EmailRequestForm.tsx';
import { NewPasswordField } from '../../patterns/NewPasswordField.tsx';
import * as s from './Auth.css.ts';

export interface ResetRequestFormProps {
  onSubmit: (email: string) => void;
  isPending?: boolean;
  error?: ErrorCode | undefined;
  /** Set once the request was accepted: the same answer whether or not the account exists. */
  sentTo?: string | undefined;
  loginHref: string;
}

/** Asks for a reset link by email. */
export function ResetRequestForm({ onSubmit, isPending, error, sentTo, loginHref }: ResetRequestFormProps) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.reset.requestTitle')}
      lead={t('auth.reset.requestLead')}
      error={error}
      notice={sentTo ? t('auth.reset.sent', { email: sentTo }) : undefined}
      footer={<Link variant="standalone" href={loginHref}>{t('auth.reset.backToLogin')}</Link>}
    >
      <EmailRequestForm onSubmit={onSubmit} submitLabel={t('auth.reset.requestSubmit')} isPending={isPending} />
    </AuthCard>
  );
}

export interface ResetSubmitFormProps {
  /** The token from the link; missing → the form explains and links back. */
  token: string | null;
  onSubmit: (password: string) => void;
  isPending?: boolean;
  /** RESET_TOKEN_INVALID… */
  error?: ErrorCode | undefined;
  requestHref: string;
}

/** Chooses a new password from a reset link. */
export function ResetSubmitForm({ token, onSubmit, isPending, error, requestHref }: ResetSubmitFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [issues, setIssues] = useState<{ password?: string | undefined; confirm?: string | undefined }>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = validateWith((await loadAuthSchemas()).passwordSchema, password);
    const next = { password: r.ok ? undefined : issueMessage(t, r.errors['']), confirm: password !== confirm ? t('auth.reset.mismatch') : undefined };
    setIssues(next);
    if (r.ok && !next.confirm) onSubmit(password);
  };
  return (
    <AuthCard
      title={t('auth.reset.submitTitle')}
      error={error}
      footer={<Link variant="standalone" href={requestHref}>{t('auth.reset.requestTitle')}</Link>}
    >
      {!token ? (
        <Alert>{t('auth.reset.missingToken')}</Alert>
      ) : (
        <Form className={s.form} onSubmit={(e) => void submit(e)} validationBehavior="aria">
          <NewPasswordField name="password" value={password} onChange={setPassword} isInvalid={!!issues.password} errorMessage={issues.password} />
          <TextField
            label={t('auth.confirmPassword')}
            type="password"
            name="confirm"
            autoComplete="new-password"
            isRequired
            value={confirm}
            onChange={setConfirm}
            isInvalid={!!issues.confirm}
            errorMessage={issues.confirm}
          />
          <Button type="submit" isPending={isPending} fullWidth>{t('auth.reset.submitSubmit')}</Button>
        </Form>
      )}
    </AuthCard>
  );
}
