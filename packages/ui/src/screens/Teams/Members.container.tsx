import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/Toast/Toast.tsx';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { InvitesContainer } from './Invites.container.tsx';
import { Members } from './Members.tsx';
import { outcomeOf } from '../../patterns/action.ts';

export interface MembersContainerProps {
  teamId: string;
  /** Create a team (the personal team's upgrade prompt). */
  newTeamHref: string;
  /** Time zone for the dates (the viewer's). */
  timeZone?: string | undefined;
}

const withMember = (ids: string[], memberId: string, assigned: boolean) =>
  assigned ? (ids.includes(memberId) ? ids : [...ids, memberId]) : ids.filter((id) => id !== memberId);

/**
 * One calendar assignment per change (`calendars.setMemberAssigned`), shown at once: the cached
 * `calendars.list` changes before the call and only that (calendar, member) pair flips back if the API
 * refuses, with an error toast — so quick ticks on several calendars never undo each other. The list is
 * refetched once the last change has settled.
 */
function useCalendarAssignment(teamId: string) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const listKey = trpc.calendars.list.queryKey({ teamId });
  const mutationKey = trpc.calendars.setMemberAssigned.mutationKey();
  const apply = (calendarId: string, memberId: string, assigned: boolean) =>
    qc.setQueryData(listKey, (old) => old?.map((c) => (c.id === calendarId ? { ...c, memberIds: withMember(c.memberIds, memberId, assigned) } : c)));
  return useMutation(
    trpc.calendars.setMemberAssigned.mutationOptions({
      onMutate: async ({ calendarId, memberId, assigned }) => {
        await qc.cancelQueries({ queryKey: listKey });
        apply(calendarId, memberId, assigned);
      },
      onError: (error, { calendarId, memberId, assigned }) => {
        apply(calendarId, memberId, !assigned);
        toast.critical(t('teams.members.calendarsFailed'), { description: t(`errors.${errorCodeOf(error)}`) });
      },
      onSettled: () => (qc.isMutating({ mutationKey }) === 1 ? qc.invalidateQueries({ queryKey: listKey }) : undefined),
    }),
  );
}

/**
 * The members page wired to `teams.byId`, `members.list` (active, deleted), `members.changeRole`
 * and `members.remove`, calendar assignment (`calendars.list`, `calendars.setMemberAssigned`); owners of a business team also get the invites section (`invites.*`).
 */
export function MembersContainer({ teamId, newTeamHref, timeZone }: MembersContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const team = useQuery(trpc.teams.byId.queryOptions({ teamId }));
  const business = team.data ? !team.data.isPersonal : false;
  const active = useQuery({ ...trpc.members.list.queryOptions({ teamId, status: 'active' }), enabled: business });
  const deleted = useQuery({ ...trpc.members.list.queryOptions({ teamId, status: 'deleted' }), enabled: business });
  const refresh = () => qc.invalidateQueries({ queryKey: trpc.members.list.pathKey() });
  // A role change may be the caller's own: the team's view of "my role" is refreshed too.
  const changeRole = useMutation(
    trpc.members.changeRole.mutationOptions({
      onSuccess: () => Promise.all([refresh(), qc.invalidateQueries({ queryKey: trpc.teams.byId.queryKey({ teamId }) })]),
    }),
  );
  const remove = useMutation(trpc.members.remove.mutationOptions({ onSuccess: refresh }));
  const calendars = useQuery({ ...trpc.calendars.list.queryOptions({ teamId }), enabled: business && team.data?.role === 'owner' });
  const setAssigned = useCalendarAssignment(teamId);
  const failed = team.error ?? active.error ?? deleted.error;
  const owner = team.data?.role === 'owner';
  return (
    <Members
      team={team.data}
      active={active.data}
      deleted={deleted.data}
      loadError={failed ? errorCodeOf(failed) : undefined}
      onRetry={() => void Promise.all([team.refetch(), business ? active.refetch() : null, business ? deleted.refetch() : null])}
      timeZone={timeZone}
      newTeamHref={newTeamHref}
      onChangeRole={async (member, role) => {
        const r = await outcomeOf(changeRole.mutateAsync({ teamId, memberId: member.id, role }));
        if (r.ok) toast.positive(t('teams.members.roleChanged'));
        return r;
      }}
      onRemove={async (member) => {
        const r = await outcomeOf(remove.mutateAsync({ teamId, memberId: member.id }));
        if (r.ok) toast.positive(t('success.MEMBER_DELETED'));
        return r;
      }}
      calendars={calendars.data}
      calendarsLoading={calendars.isPending && calendars.fetchStatus !== 'idle'}
      calendarsError={calendars.isError ? errorCodeOf(calendars.error) : undefined}
      onRetryCalendars={() => void calendars.refetch()}
      onSetCalendarAssigned={(member, calendarId, assigned) => outcomeOf(setAssigned.mutateAsync({ teamId, calendarId, memberId: member.id, assigned }))}
      invites={owner && business ? <InvitesContainer teamId={teamId} timeZone={timeZone} /> : null}
    />
  );
}
