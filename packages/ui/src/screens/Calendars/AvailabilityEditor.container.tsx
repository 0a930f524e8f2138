import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { defaultWeeklyHours, type ScheduleView } from '@waqt/contracts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, fieldIssuesOf } from '../../trpc/errors.ts';
import { fromServerFields } from '../../forms/validation.ts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { outcomeOf } from '../../patterns/action.ts';
import type { ActionState } from '../../patterns/action.ts';
import { AvailabilityEditor } from './AvailabilityEditor.tsx';
import type { ScheduleValues } from './schedule.ts';

export interface AvailabilityEditorContainerProps {
  teamId: string;
  calendarId: string;
  /** Editing this schedule; a new one when undefined. */
  scheduleId?: string | undefined;
  listHref: string;
  /** Saved (created or updated) or deleted: the app goes back to the list. */
  onDone: (scheduleId?: string) => void;
}

const valuesOf = (sc: ScheduleView): ScheduleValues => ({ name: sc.name, timezone: sc.timezone, weekly: sc.weekly, overrides: sc.overrides, isDefault: sc.isDefault });

/**
 * New (`availability.create`) or edit (`availability.byId` + `update`, then `setDefault` when the
 * default switch was turned on) a schedule. A new schedule starts in the calendar's time zone with
 * the team country's working week.
 */
export function AvailabilityEditorContainer({ teamId, calendarId, scheduleId, listHref, onDone }: AvailabilityEditorContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const ids = { teamId, calendarId };
  const calendar = useQuery(trpc.calendars.byId.queryOptions(ids));
  const existing = useQuery({ ...trpc.availability.byId.queryOptions({ ...ids, scheduleId: scheduleId ?? '' }), enabled: scheduleId !== undefined });
  const team = useQuery({ ...trpc.teams.byId.queryOptions({ teamId }), enabled: scheduleId === undefined });
  const refresh = () => qc.invalidateQueries({ queryKey: trpc.availability.list.queryKey(ids) });
  const create = useMutation(trpc.availability.create.mutationOptions());
  const update = useMutation(trpc.availability.update.mutationOptions());
  const setDefault = useMutation(trpc.availability.setDefault.mutationOptions());
  const remove = useMutation(trpc.availability.delete.mutationOptions());
  const save = useMutation({
    mutationFn: async (values: ScheduleValues): Promise<ScheduleView> => {
      if (!scheduleId) return create.mutateAsync({ ...ids, ...values });
      const { isDefault, ...fields } = values;
      const saved = await update.mutateAsync({ ...ids, scheduleId, ...fields });
      return isDefault && !saved.isDefault ? setDefault.mutateAsync({ ...ids, scheduleId }) : saved;
    },
    onSuccess: async (sc) => {
      qc.setQueryData(trpc.availability.byId.queryKey({ ...ids, scheduleId: sc.id }), sc);
      await refresh();
      toast.positive(t(scheduleId ? 'calendars.availability.saved' : 'calendars.availability.created'));
      onDone(sc.id);
    },
  });

  const failed = [calendar, ...(scheduleId ? [existing] : [team])].find((q) => q.isError);
  let schedule: ScheduleValues | undefined;
  if (scheduleId) schedule = existing.data ? valuesOf(existing.data) : undefined;
  else if (calendar.data && team.data) schedule = { name: '', timezone: calendar.data.timezone, weekly: defaultWeeklyHours(team.data.country), overrides: [], isDefault: false };
  const state: ActionState = {
    isPending: save.isPending,
    error: save.error ? errorCodeOf(save.error) : undefined,
    serverErrors: save.error ? fromServerFields(fieldIssuesOf(save.error)) : {},
  };
  return (
    <AvailabilityEditor
      mode={scheduleId ? 'edit' : 'new'}
      schedule={schedule}
      loadError={failed ? errorCodeOf(failed.error) : undefined}
      onRetry={() => void Promise.all([calendar.refetch(), scheduleId ? existing.refetch() : team.refetch()])}
      canEdit
      onSubmit={(values) => save.mutate(values)}
      save={state}
      onDelete={
        scheduleId
          ? async () => {
              const outcome = await outcomeOf(remove.mutateAsync({ ...ids, scheduleId }));
              if (outcome.ok) {
                await refresh();
                toast.positive(t('calendars.availability.deleted'));
                onDone();
              }
              return outcome;
            }
          : undefined
      }
      listHref={listHref}
    />
  );
}
