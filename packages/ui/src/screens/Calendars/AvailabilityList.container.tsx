import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/Toast/Toast.tsx';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { AvailabilityList } from './AvailabilityList.tsx';

export interface AvailabilityListContainerProps {
  teamId: string;
  calendarId: string;
  newHref: string;
  hrefOf: (scheduleId: string) => string;
}

/**
 * A calendar's schedules (`availability.list`); every member who reaches the calendar may add one and
 * choose the default (`availability.setDefault`, an atomic swap).
 */
export function AvailabilityListContainer({ teamId, calendarId, newHref, hrefOf }: AvailabilityListContainerProps) {
  const trpc = useTRPC();
  const calendar = useQuery(trpc.calendars.byId.queryOptions({ teamId, calendarId }));
  const list = useQuery(trpc.availability.list.queryOptions({ teamId, calendarId }));
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const setDefault = useMutation(
    trpc.availability.setDefault.mutationOptions({
      onSuccess: async (sc) => {
        await qc.invalidateQueries({ queryKey: trpc.availability.list.queryKey({ teamId, calendarId }) });
        toast.positive(t('calendars.availability.defaultChanged', { name: sc.name }));
      },
      onError: () => toast.critical(t('calendars.availability.makeDefaultFailed')),
    }),
  );
  const failed = [calendar, list].find((q) => q.isError);
  return (
    <AvailabilityList
      calendarName={calendar.data?.name}
      newHref={calendar.data ? newHref : undefined}
      schedules={list.data}
      loadError={failed ? errorCodeOf(failed.error) : undefined}
      onRetry={() => void Promise.all([calendar.refetch(), list.refetch()])}
      hrefOf={hrefOf}
      onMakeDefault={(sc) => setDefault.mutate({ teamId, calendarId, scheduleId: sc.id })}
      pendingDefaultId={setDefault.isPending ? setDefault.variables.scheduleId : undefined}
    />
  );
}
