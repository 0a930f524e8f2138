import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { usePlanGate } from '../../hooks/usePlanGate.ts';
import { EventTypeList } from './EventTypeList.tsx';

export interface EventTypeListContainerProps {
  teamId: string;
  calendarId: string;
  newHref: string;
  editHref: (eventTypeId: string) => string;
  upgradeHref: string;
  /** The public site's origin, put before a deep link when it is copied (the app passes its own). */
  origin: string;
}

/**
 * The event types of a calendar: `eventTypes.list`, with the team (role), its plan (`billing.entitlements`,
 * `billing.plans`: one event type without `event_types`) and the calendar (link).
 */
export function EventTypeListContainer({ teamId, calendarId, origin, ...links }: EventTypeListContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const team = useQuery(trpc.teams.byId.queryOptions({ teamId }));
  const calendar = useQuery(trpc.calendars.byId.queryOptions({ teamId, calendarId }));
  const list = useQuery(trpc.eventTypes.list.queryOptions({ teamId, calendarId }));
  const gate = usePlanGate(teamId);
  const setEnabled = useMutation(
    trpc.eventTypes.setEnabled.mutationOptions({
      onSettled: () => qc.invalidateQueries({ queryKey: trpc.eventTypes.list.queryKey({ teamId, calendarId }) }),
    }),
  );
  const failed = [list, calendar, team].find((q) => q.isError);
  return (
    <EventTypeList
      {...links}
      calendarSlug={calendar.data?.slug}
      eventTypes={team.data && gate.isSettled ? list.data : undefined}
      teamId={teamId}
      needs={gate.lacks('event_types')}
      error={failed ? errorCodeOf(failed.error) : undefined}
      onRetry={() => void Promise.all([team.refetch(), calendar.refetch(), list.refetch()])}
      isPersonal={team.data?.isPersonal ?? false}
      canManage={team.data?.role === 'owner'}
      onToggleEnabled={(eventTypeId, enabled) => setEnabled.mutate({ teamId, calendarId, eventTypeId, enabled })}
      actionError={setEnabled.error ? errorCodeOf(setEnabled.error) : undefined}
      onCopyLink={(path) => {
        navigator.clipboard.writeText(`${origin}${path}`).then(
          () => toast.positive(t('eventTypes.copied')),
          () => toast.critical(t('errors.UNEXPECTED')),
        );
      }}
    />
  );
}
