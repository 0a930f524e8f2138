import { useQuery } from '@tanstack/react-query';
import type { ErrorCode } from '@waqt/contracts';
import { useTRPC } from '../trpc/client.ts';
import { errorCodeOf } from '../trpc/errors.ts';

/** What the team home shows of the bookings to come. */
export interface UpcomingCount {
  /** Live bookings starting after now on the calendars the viewer sees; undefined while loading or after a failure. */
  count: number | undefined;
  /** The count failed to load. */
  error: ErrorCode | undefined;
  /** Asks again after a failure. */
  refetch: () => void;
}

/** `bookings.upcomingCount` for a team (refreshed with every other bookings query after a cancel). */
export function useUpcomingCount(teamId: string): UpcomingCount {
  const trpc = useTRPC();
  const q = useQuery(trpc.bookings.upcomingCount.queryOptions({ teamId }));
  return { count: q.data?.count, error: q.isError ? errorCodeOf(q.error) : undefined, refetch: () => void q.refetch() };
}
