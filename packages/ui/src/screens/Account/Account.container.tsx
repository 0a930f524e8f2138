import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@waqt/contracts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, fieldIssuesOf } from '../../trpc/errors.ts';
import { fromServerFields } from '../../forms/validation.ts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { Account, type AccountProps, type ActionState } from './Account.tsx';

function stateOf(m: { isPending: boolean; error: unknown }, succeeded: number): ActionState {
  return {
    isPending: m.isPending,
    error: m.error ? errorCodeOf(m.error) : undefined,
    serverErrors: m.error ? fromServerFields(fieldIssuesOf(m.error)) : {},
    succeeded,
  };
}

export interface AccountContainerProps {
  /** The user changed (details or email): the app re-caches it and follows a new language. */
  onUserChanged: (user: CurrentUser) => void;
  /** The session is gone: the app clears its cached user and goes to the index page. */
  onLoggedOut: () => void;
  /** Analytics consent, owned by the app; omitted when analytics is off. */
  analytics?: AccountProps['analytics'];
}

/** The account page wired to `account.*`, with success toasts. */
export function AccountContainer({ onUserChanged, onLoggedOut, analytics }: AccountContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const [done, setDone] = useState({ details: 0, email: 0, password: 0 });
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [currentCodeSent, setCurrentCodeSent] = useState(false);
  const me = useQuery(trpc.account.me.queryOptions());
  const changed = (user: CurrentUser) => {
    qc.setQueryData(trpc.account.me.queryKey(), user);
    onUserChanged(user);
  };
  const details = useMutation(
    trpc.account.update.mutationOptions({
      onSuccess: (user) => {
        changed(user);
        setDone((d) => ({ ...d, details: d.details + 1 }));
        toast.positive(t('account.details.saved'));
      },
    }),
  );
  const requestEmail = useMutation(trpc.account.changeEmail.mutationOptions({ onSuccess: (_r, v) => setSentTo(v.newEmail) }));
  const currentCode = useMutation(
    trpc.account.requestEmailChangeCode.mutationOptions({
      onSuccess: () => setCurrentCodeSent(true),
      // A code sent less than a minute ago is still good.
      onError: (e) => {
        if (errorCodeOf(e) === 'OTP_RESEND_TOO_SOON') setCurrentCodeSent(true);
      },
    }),
  );
  const confirmEmail = useMutation(
    trpc.account.confirmEmailChange.mutationOptions({
      onSuccess: (user) => {
        changed(user);
        setSentTo(undefined);
        setCurrentCodeSent(false);
        setDone((d) => ({ ...d, email: d.email + 1 }));
        toast.positive(t('account.email.changed'));
      },
    }),
  );
  const password = useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: () => {
        setDone((d) => ({ ...d, password: d.password + 1 }));
        toast.positive(t('account.password.changed'));
      },
    }),
  );
  const logout = useMutation(trpc.account.logout.mutationOptions({ onSettled: () => onLoggedOut() }));
  const emailMutation = sentTo ? confirmEmail : currentCode.error && !currentCodeSent ? currentCode : requestEmail;
  return (
    <Account
      user={me.data}
      loadError={me.isError ? errorCodeOf(me.error) : undefined}
      onRetry={() => void me.refetch()}
      onSaveDetails={(v) => details.mutate(v)}
      details={stateOf(details, done.details)}
      onRequestEmailChange={(input) => requestEmail.mutate(input)}
      onRequestCurrentCode={() => currentCode.mutate()}
      onConfirmEmailChange={(code) => confirmEmail.mutate({ code })}
      onCancelEmailChange={() => {
        setSentTo(undefined);
        requestEmail.reset();
        confirmEmail.reset();
      }}
      emailChange={{ ...stateOf(emailMutation, done.email), isPending: emailMutation.isPending || currentCode.isPending, sentTo, currentCodeSent }}
      onChangePassword={(v) => password.mutate(v)}
      password={stateOf(password, done.password)}
      analytics={analytics}
      onLogout={() => logout.mutate()}
      logoutPending={logout.isPending}
    />
  );
}
