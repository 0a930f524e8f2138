import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { AvailabilityList } from './AvailabilityList.tsx';

export interface AvailabilityListContainerProps {
  teamId: string;
  calendarId: string;
  newHref: string;
  hrefOf: (scheduleId: string) => string;
}

/** A calendar's schedules (`availability.list`); every member who reaches the calendar may add one. */
export function AvailabilityListContainer({ teamId, calendarId, newHref, hrefOf }: AvailabilityListContainerProps) {
  const trpc = useTRPC();
  const calendar = useQuery(trpc.calendars.byId.queryOptions({ teamId, calendarId }));
  const list = useQuery(trpc.availability.list.queryOptions({ teamId, calendarId }));
  const failed = [calendar, list].find((q) => q.isError);
  return (
    <AvailabilityList
      calendarName={calendar.data?.name}
      newHref={calendar.data ? newHref : undefined}
      schedules={list.data}
      loadError={failed ? errorCodeOf(failed.error) : undefined}
      onRetry={() => void Promise.all([calendar.refetch(), list.refetch()])}
      hrefOf={hrefOf}
    />
  );
}
