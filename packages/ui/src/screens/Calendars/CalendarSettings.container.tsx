import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CalendarView } from '@waqt/contracts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, fieldIssuesOf } from '../../trpc/errors.ts';
import { fromServerFields } from '../../forms/validation.ts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { outcomeOf } from '../../patterns/action.ts';
import { useDebounce } from '../../hooks/useDebounce.ts';
import { CalendarSettings } from './CalendarSettings.tsx';

export interface CalendarSettingsContainerProps {
  teamId: string;
  calendarId: string;
  /** The calendar is gone: the app goes to the team home. */
  onDeleted: () => void;
}

/**
 * Calendar settings wired to `calendars.byId/update/setPlace/slugAvailable/setMemberAssigned/delete` and
 * the team's members (`members.list`, owners only — assistants get the permission message).
 */
export function CalendarSettingsContainer({ teamId, calendarId, onDeleted }: CalendarSettingsContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const ids = { teamId, calendarId };
  const team = useQuery(trpc.teams.byId.queryOptions({ teamId }));
  const canManage = team.data?.role === 'owner';
  const calendar = useQuery(trpc.calendars.byId.queryOptions(ids));
  const members = useQuery({ ...trpc.members.list.queryOptions({ teamId }), enabled: canManage });
  const [slug, setSlug] = useState('');
  const settled = useDebounce(slug, 300);
  const check = useQuery({
    ...trpc.calendars.slugAvailable.queryOptions({ teamId, slug: settled, calendarId }),
    enabled: /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(settled),
  });
  const byIdKey = trpc.calendars.byId.queryKey(ids);
  const stored = (next: CalendarView) => {
    qc.setQueryData(byIdKey, next);
    void qc.invalidateQueries({ queryKey: trpc.calendars.list.queryKey({ teamId }) });
  };
  const update = useMutation(
    trpc.calendars.update.mutationOptions({
      onSuccess: (next) => {
        stored(next);
        toast.positive(t('calendars.settings.saved'));
      },
    }),
  );
  const assign = useMutation(
    trpc.calendars.setMemberAssigned.mutationOptions({
      // Optimistic: the box stays ticked; a refusal puts the stored calendar back.
      onMutate: ({ memberId, assigned }) => {
        const before = qc.getQueryData<CalendarView>(byIdKey);
        if (before) {
          const memberIds = assigned ? [...new Set([...before.memberIds, memberId])] : before.memberIds.filter((id) => id !== memberId);
          qc.setQueryData(byIdKey, { ...before, memberIds });
        }
        return { before };
      },
      onError: (_err, _vars, context) => {
        if (context?.before) qc.setQueryData(byIdKey, context.before);
      },
      onSettled: () => qc.invalidateQueries({ queryKey: byIdKey }),
    }),
  );
  const setPlace = useMutation(
    trpc.calendars.setPlace.mutationOptions({
      onSuccess: (next) => {
        stored(next);
        toast.positive(t('places.saved'));
      },
    }),
  );
  const remove = useMutation(trpc.calendars.delete.mutationOptions());
  const failed = [team, calendar].find((q) => q.isError);
  return (
    <CalendarSettings
      calendar={team.data ? calendar.data : undefined}
      loadError={failed ? errorCodeOf(failed.error) : undefined}
      onRetry={() => void Promise.all([team.refetch(), calendar.refetch()])}
      canManage={canManage}
      onSave={(values) => update.mutate({ ...ids, ...values })}
      save={{ isPending: update.isPending, error: update.error ? errorCodeOf(update.error) : undefined, serverErrors: update.error ? fromServerFields(fieldIssuesOf(update.error)) : {} }}
      slugAvailable={settled === slug && check.isSuccess ? check.data.available : undefined}
      onSlugChange={setSlug}
      assistants={members.data?.filter((m) => m.role === 'assistant' && !m.deletedAt)}
      onAssign={(memberId, assigned) => assign.mutate({ ...ids, memberId, assigned })}
      assignError={assign.error ? errorCodeOf(assign.error) : undefined}
      onSavePlace={(place) => setPlace.mutate({ ...ids, place })}
      placeSave={{ isPending: setPlace.isPending, error: setPlace.error ? errorCodeOf(setPlace.error) : undefined, serverErrors: setPlace.error ? fromServerFields(fieldIssuesOf(setPlace.error)) : {} }}
      onDelete={async () => {
        const outcome = await outcomeOf(remove.mutateAsync(ids));
        if (outcome.ok) {
          qc.removeQueries({ queryKey: byIdKey });
          await qc.invalidateQueries({ queryKey: trpc.calendars.list.queryKey({ teamId }) });
          toast.positive(t('calendars.settings.deleted'));
          onDeleted();
        }
        return outcome;
      }}
    />
  );
}
