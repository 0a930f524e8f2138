import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/Toast/Toast.tsx';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { InvitesContainer } from './Invites.container.tsx';
import { Members } from './Members.tsx';
import { outcomeOf } from './outcome.ts';

export interface MembersContainerProps {
  teamId: string;
  /** Create a team (the personal team's upgrade prompt). */
  newTeamHref: string;
  /** Time zone for the dates (the viewer's). */
  timeZone?: string | undefined;
}

/**
 * The members page wired to `teams.byId`, `members.list` (active, deleted), `members.changeRole`
 * and `members.remove`; owners of a business team also get the invites section (`invites.*`).
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
  const setMembers = useMutation(trpc.calendars.setMembers.mutationOptions());
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
      onSetCalendars={async (member, calendarIds) => {
        // Assignments live on each calendar: update those whose membership changes for this member.
        const changes = (calendars.data ?? [])
          .map((c) => {
            const has = c.memberIds.includes(member.id);
            const wants = calendarIds.includes(c.id);
            if (has === wants) return null;
            return { calendarId: c.id, memberIds: wants ? [...c.memberIds, member.id] : c.memberIds.filter((id) => id !== member.id) };
          })
          .filter((x) => x !== null);
        for (const change of changes) {
          const r = await outcomeOf(setMembers.mutateAsync({ teamId, ...change }));
          if (!r.ok) return r;
        }
        await qc.invalidateQueries({ queryKey: trpc.calendars.list.queryKey({ teamId }) });
        toast.positive(t('teams.members.calendarsSaved'));
        return { ok: true };
      }}
      invites={owner && business ? <InvitesContainer teamId={teamId} timeZone={timeZone} /> : null}
    />
  );
}
