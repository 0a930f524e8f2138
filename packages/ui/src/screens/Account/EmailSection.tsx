import { useEffect, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { emailSchema, otpCodeSchema, type CurrentUser } from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { OtpField } from '../../components/OtpField/OtpField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { Inline, Text } from '../../components/layout/index.ts';
import { validateWith } from '../../forms/validation.ts';
import { EmailField } from '../../patterns/EmailField.tsx';
import type { AccountProps } from './Account.tsx';
import * as s from './Account.css.ts';

/**
 * Change email, in two steps with their own proofs (not one schema's fields): the new address with the
 * password or a code to the current address, then the code sent to the new one.
 */
export function EmailSection({ user, props }: { user: CurrentUser; props: AccountProps }) {
  const { t } = useTranslation();
  const state = props.emailChange ?? {};
  const [newEmail, setNewEmail] = useState('');
  const [code, setCode] = useState('');
  // The proof that it is the owner, not just a session: the password, or a code to the current address.
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [issue, setIssue] = useState<string | undefined>();
  const [proofIssue, setProofIssue] = useState<string | undefined>();
  useEffect(() => {
    setNewEmail('');
    setCode('');
    setCurrentPassword('');
    setCurrentCode('');
  }, [state.succeeded]);
  const request = (e: FormEvent) => {
    e.preventDefault();
    const r = validateWith(emailSchema, newEmail);
    setIssue(r.ok ? undefined : t('validation.invalid_email'));
    const proof = user.hasPassword ? currentPassword.length > 0 : validateWith(otpCodeSchema, currentCode).ok;
    setProofIssue(proof ? undefined : t(user.hasPassword ? 'account.email.passwordNeeded' : 'errors.INVALID_OTP'));
    if (!r.ok || !proof) return;
    props.onRequestEmailChange(user.hasPassword ? { newEmail: r.data, currentPassword } : { newEmail: r.data, currentCode });
  };
  const wrongProof = state.error === 'WRONG_PASSWORD' || (!state.sentTo && (state.error === 'INVALID_OTP' || state.error === 'OTP_EXPIRED'));
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    const r = validateWith(otpCodeSchema, code);
    if (!r.ok) return setIssue(t('errors.INVALID_OTP'));
    setIssue(undefined);
    props.onConfirmEmailChange(r.data);
  };
  const codeError = state.error === 'INVALID_OTP' || state.error === 'OTP_EXPIRED';
  return (
    <Card title={t('account.email.title')} description={t('account.email.current', { email: user.email })} role="region">
      {!state.sentTo ? (
        <Form className={s.form} onSubmit={request} validationBehavior="aria">
          <ErrorAlert code={state.error === 'EMAIL_TAKEN' || wrongProof ? undefined : state.error} />
          <EmailField
            label={t('account.email.newEmail')}
            name="newEmail"
            value={newEmail}
            onChange={setNewEmail}
            isInvalid={!!issue || state.error === 'EMAIL_TAKEN'}
            errorMessage={issue ?? (state.error === 'EMAIL_TAKEN' ? t('errors.EMAIL_TAKEN') : undefined)}
          />
          {user.hasPassword ? (
            <TextField
              label={t('auth.currentPassword')}
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              isRequired
              value={currentPassword}
              onChange={setCurrentPassword}
              isInvalid={!!proofIssue || wrongProof}
              errorMessage={proofIssue ?? (wrongProof ? t(`errors.${state.error}`) : undefined)}
            />
          ) : state.currentCodeSent ? (
            <OtpField
              label={t('account.email.currentCode')}
              name="currentCode"
              description={t('account.email.currentCodeSent', { email: user.email })}
              value={currentCode}
              onChange={setCurrentCode}
              isInvalid={!!proofIssue || wrongProof}
              errorMessage={proofIssue ?? (wrongProof ? t(`errors.${state.error}`) : undefined)}
            />
          ) : (
            <Inline align="end">
              <Button variant="secondary" onPress={props.onRequestCurrentCode}>{t('account.email.sendCurrentCode', { email: user.email })}</Button>
            </Inline>
          )}
          <Text>{t('account.email.undoNotice')}</Text>
          <Inline align="end">
            <Button type="submit" variant="secondary" isPending={state.isPending}>{t('account.email.send')}</Button>
          </Inline>
        </Form>
      ) : (
        <Form className={s.form} onSubmit={confirm} validationBehavior="aria">
          <Alert tone="success">{t('account.email.sent', { email: state.sentTo })}</Alert>
          <ErrorAlert code={codeError ? undefined : state.error} />
          <OtpField
            value={code}
            onChange={setCode}
            isInvalid={!!issue || codeError}
            errorMessage={issue ?? (codeError ? t(`errors.${state.error}`) : undefined)}
          />
          <Inline align="end">
            <Button variant="quiet" onPress={props.onCancelEmailChange}>{t('account.email.cancel')}</Button>
            <Button type="submit" isPending={state.isPending}>{t('account.email.confirm')}</Button>
          </Inline>
        </Form>
      )}
    </Card>
  );
}
