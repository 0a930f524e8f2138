import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../../components/CopyButton/CopyButton.tsx';
import { useToast } from '../../components/Toast/Toast.tsx';
import { usePlanGate } from '../../hooks/usePlanGate.ts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { Invites } from './Invites.tsx';
import { outcomeOf } from '../../patterns/action.ts';

export interface InvitesContainerProps {
  teamId: string;
  /** Time zone for the dates (the viewer's). */
  timeZone?: string | undefined;
}

/**
 * The invites section wired to `invites.list` (pending, cancelled), `invites.create`, `invites.resend` and
 * `invites.cancel`, with the team's calendars (`calendars.list`) to choose from; the team's plan
 * (`billing.entitlements`, `billing.plans`) says up front whether it may invite.
 */
export function InvitesContainer({ teamId, timeZone }: InvitesContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const pending = useQuery(trpc.invites.list.queryOptions({ teamId, status: 'pending' }));
  const cancelled = useQuery(trpc.invites.list.queryOptions({ teamId, status: 'cancelled' }));
  // The members page reads the same list (owners: every calendar), so this is usually one request.
  const calendars = useQuery(trpc.calendars.list.queryOptions({ teamId }));
  const gate = usePlanGate(teamId);
  const refresh = () => qc.invalidateQueries({ queryKey: trpc.invites.list.pathKey() });
  const create = useMutation(
    trpc.invites.create.mutationOptions({
      onSuccess: refresh,
      // A chosen calendar was deleted meanwhile: the dialog's list is refreshed to choose again.
      onError: (error) => (errorCodeOf(error) === 'INVITE_CALENDAR_NOT_FOUND' ? calendars.refetch() : undefined),
    }),
  );
  const resend = useMutation(trpc.invites.resend.mutationOptions({ onSuccess: refresh }));
  const cancel = useMutation(trpc.invites.cancel.mutationOptions({ onSuccess: refresh }));
  const failed = pending.error ?? cancelled.error;
  return (
    <Invites
      teamId={teamId}
      // Shown once the plan is known too, so the invite button does not give way to the prompt.
      pending={gate.isSettled ? pending.data : undefined}
      cancelled={gate.isSettled ? cancelled.data : undefined}
      membersNeeds={gate.lacks('members')}
      loadError={failed ? errorCodeOf(failed) : undefined}
      onRetry={() => void Promise.all([pending.refetch(), cancelled.refetch()])}
      calendars={calendars.data}
      calendarsError={calendars.isError ? errorCodeOf(calendars.error) : undefined}
      onRetryCalendars={() => void calendars.refetch()}
      timeZone={timeZone}
      onCopy={copyToClipboard}
      onInvite={async (values) => {
        const r = await outcomeOf(create.mutateAsync({ teamId, ...values }));
        if (r.ok) toast.positive(t('success.INVITE_SENT'));
        return r;
      }}
      onResend={async (invite) => {
        const r = await outcomeOf(resend.mutateAsync({ teamId, inviteId: invite.id }));
        if (r.ok) toast.positive(t('success.INVITE_RESENT'));
        return r;
      }}
      onCancel={async (invite) => {
        const r = await outcomeOf(cancel.mutateAsync({ teamId, inviteId: invite.id }));
        if (r.ok) toast.positive(t('success.INVITE_CANCELLED'));
        return r;
      }}
    />
  );
}
