import { useTranslation } from 'react-i18next';
import type { ChangeEmailInput, ChangePasswordInput, CurrentUser, ErrorCode, UpdateAccountInput } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Skeleton } from '../../components/Spinner/Skeleton.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { Inline, Page, PageHeader, Stack, Text } from '../../components/layout/index.ts';
import { LoadFailure } from '../../patterns/Loading.tsx';
import type { ActionState as FormActionState } from '../../patterns/action.ts';
import { DetailsSection } from './DetailsSection.tsx';
import { EmailSection } from './EmailSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';

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
