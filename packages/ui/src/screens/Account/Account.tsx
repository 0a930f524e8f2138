import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  changePasswordInput,
  emailSchema,
  otpCodeSchema,
  updateAccountInput,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type CurrentUser,
  type ErrorCode,
  type Locale,
  type UpdateAccountInput,
} from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Skeleton } from '../../components/Spinner/Skeleton.tsx';
import { OtpField } from '../../components/OtpField/OtpField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { ComboBox } from '../../components/ComboBox/ComboBox.tsx';
import { RadioGroup, Radio } from '../../components/RadioGroup/RadioGroup.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { Inline, Page, PageHeader, Stack, Text } from '../../components/layout/index.ts';
import { formError, issueMessage, validateWith, type FieldErrors } from '../../forms/validation.ts';
import { timezoneOptions } from '../../forms/timezones.ts';
import { EmailField } from '../../patterns/EmailField.tsx';
import { NewPasswordField } from '../../patterns/NewPasswordField.tsx';
import { LoadFailure } from '../../patterns/Loading.tsx';
import type { ActionState as FormActionState } from '../../patterns/action.ts';
import * as s from './Account.css.ts';

/** The state of one of the page's actions, as the container sees it. */
export interface ActionState extends FormActionState {
  /** Bumped after each success: the section clears its fields. */
  succeeded?: number;
}

export interface AccountProps {
  /** The signed-in user; undefined while loading. */
  user: CurrentUser | undefined;
  /** The user could not be loaded. */
  loadError?: ErrorCode | undefined;
  onRetry?: () => void;
  onSaveDetails: (values: UpdateAccountInput) => void;
  details?: ActionState;
  /** Sends a code to a new address; needs the current password, or (no password) the current address's code. */
  onRequestEmailChange: (input: ChangeEmailInput) => void;
  /** For an account without a password: mails a code to the current address. */
  onRequestCurrentCode?: () => void;
  /** Confirms the change with the code sent to the new address. */
  onConfirmEmailChange: (code: string) => void;
  /** Drops a started change. */
  onCancelEmailChange: () => void;
  /** Set once a code went to the new address; `currentCodeSent` once one went to the current address. */
  emailChange?: ActionState & { sentTo?: string | undefined; currentCodeSent?: boolean };
  onChangePassword: (values: ChangePasswordInput) => void;
  password?: ActionState;
  /** Analytics consent; omitted when analytics is not configured (nothing to consent to). */
  analytics?: { consent: boolean; onChange: (consent: boolean) => void } | undefined;
  onLogout: () => void;
  logoutPending?: boolean;
}

const LANGUAGES: Locale[] = ['en', 'ar'];

function DetailsSection({ user, onSave, state = {} }: { user: CurrentUser; onSave: AccountProps['onSaveDetails']; state?: ActionState | undefined }) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState({ fullName: user.fullName, timezone: user.timezone, locale: user.locale });
  const [errors, setErrors] = useState<FieldErrors>({});
  const zones = useMemo(() => timezoneOptions(i18n.language), [i18n.language]);
  const shown = { ...state.serverErrors, ...errors };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = validateWith(updateAccountInput, values);
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    onSave(r.data);
  };
  return (
    <Card title={t('account.details.title')} role="region">
      <Form className={s.form} onSubmit={submit} validationBehavior="aria">
        <ErrorAlert code={formError(state.error, state.serverErrors)} />
        <TextField
          label={t('auth.fullName')}
          name="fullName"
          autoComplete="name"
          isRequired
          value={values.fullName}
          onChange={(fullName) => setValues((v) => ({ ...v, fullName }))}
          isInvalid={!!shown.fullName}
          errorMessage={issueMessage(t, shown.fullName)}
        />
        <ComboBox
          label={t('account.details.timezone')}
          description={t('account.details.timezoneHelp')}
          items={zones}
          selectedKey={values.timezone}
          onSelectionChange={(key) => key && setValues((v) => ({ ...v, timezone: String(key) }))}
          isInvalid={!!shown.timezone}
          errorMessage={issueMessage(t, shown.timezone)}
        />
        <RadioGroup
          label={t('account.details.language')}
          description={t('account.details.languageHelp')}
          orientation="horizontal"
          value={values.locale}
          onChange={(locale) => setValues((v) => ({ ...v, locale: locale as Locale }))}
        >
          {LANGUAGES.map((l) => (
            <Radio key={l} value={l}>
              <span lang={l}>{t(`shell.localeName.${l}`)}</span>
            </Radio>
          ))}
        </RadioGroup>
        <Inline align="end">
          <Button type="submit" isPending={state.isPending}>{t('account.details.save')}</Button>
        </Inline>
      </Form>
    </Card>
  );
}

function EmailSection({ user, props }: { user: CurrentUser; props: AccountProps }) {
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

function PasswordSection({ onSave, state = {} }: { onSave: AccountProps['onChangePassword']; state?: ActionState | undefined }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => setValues({ currentPassword: '', newPassword: '' }), [state.succeeded]);
  const shown = { ...state.serverErrors, ...errors };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = validateWith(changePasswordInput, values);
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    onSave(r.data);
  };
  const wrong = state.error === 'WRONG_PASSWORD';
  return (
    <Card title={t('account.password.title')} description={t('account.password.lead')} role="region">
      <Form className={s.form} onSubmit={submit} validationBehavior="aria">
        <ErrorAlert code={wrong ? undefined : formError(state.error, state.serverErrors)} />
        <TextField
          label={t('auth.currentPassword')}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          isRequired
          value={values.currentPassword}
          onChange={(currentPassword) => setValues((v) => ({ ...v, currentPassword }))}
          isInvalid={!!shown.currentPassword || wrong}
          errorMessage={wrong ? t('errors.WRONG_PASSWORD') : issueMessage(t, shown.currentPassword)}
        />
        <NewPasswordField
          value={values.newPassword}
          onChange={(newPassword) => setValues((v) => ({ ...v, newPassword }))}
          isInvalid={!!shown.newPassword}
          errorMessage={issueMessage(t, shown.newPassword)}
        />
        <Inline align="end">
          <Button type="submit" variant="secondary" isPending={state.isPending}>{t('account.password.save')}</Button>
        </Inline>
      </Form>
    </Card>
  );
}

/** /dashboard/account: details, change email, change password, analytics consent, logout. */
export function Account(props: AccountProps) {
  const { t } = useTranslation();
  const { user, loadError, onRetry } = props;
  return (
    <Page width="narrow">
      <PageHeader title={t('account.title')} lead={t('account.lead')} />
      {loadError ? (
        <LoadFailure title={t('account.loadError')} code={loadError} onRetry={onRetry} />
      ) : !user ? (
        <Stack space="lg" aria-busy="true" aria-label={t('common.loading')} role="status">
          <Skeleton shape="rect" blockSize="14rem" />
          <Skeleton shape="rect" blockSize="10rem" />
        </Stack>
      ) : (
        <Stack space="lg">
          <DetailsSection key={`${user.fullName}|${user.timezone}|${user.locale}`} user={user} onSave={props.onSaveDetails} state={props.details} />
          <EmailSection user={user} props={props} />
          <PasswordSection onSave={props.onChangePassword} state={props.password} />
          {props.analytics ? (
            <Card title={t('account.privacy.title')} role="region">
              <Stack space="xs">
                <Switch isSelected={props.analytics.consent} onChange={props.analytics.onChange}>
                  {t('account.privacy.analytics')}
                </Switch>
                <Text tone="secondary" size="small">{t('account.privacy.analyticsHelp')}</Text>
              </Stack>
            </Card>
          ) : null}
          <Card title={t('account.session.title')} description={t('account.session.logoutHelp')} role="region">
            <Inline align="end">
              <Button variant="critical" isPending={props.logoutPending} onPress={props.onLogout}>{t('account.session.logout')}</Button>
            </Inline>
          </Card>
        </Stack>
      )}
    </Page>
  );
}
