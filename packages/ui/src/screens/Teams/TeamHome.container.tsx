import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { useUpcomingCount } from '../../hooks/useUpcomingCount.ts';
import { TeamHome, type TeamHomeLinks } from './TeamHome.tsx';

export interface TeamHomeContainerProps extends TeamHomeLinks {
  teamId: string;
  calendarHref?: (calendarId: string) => string;
  /** The viewer's IANA zone: it decides which month "this month" is. The browser's when left out. */
  timezone?: string | undefined;
}

/**
 * Team home wired to `teams.byId`, `calendars.list`, `billing.entitlements`, `bookings.upcomingCount` and
 * `bookings.attendanceStats` (each figure "—" while it loads or when it fails).
 */
export function TeamHomeContainer({ teamId, timezone, ...links }: TeamHomeContainerProps) {
  const trpc = useTRPC();
  const q = useQuery(trpc.teams.byId.queryOptions({ teamId }));
  // Owners get every calendar; assistants only those assigned to them (the API decides).
  const calendars = useQuery(trpc.calendars.list.queryOptions({ teamId }));
  const upcoming = useUpcomingCount(teamId);
  // The plan card: any member may read what the plan allows (billing details stay with the owners).
  const entitlements = useQuery({ ...trpc.billing.entitlements.queryOptions({ teamId }), enabled: q.data ? !q.data.isPersonal : false });
  const attendance = useQuery(trpc.bookings.attendanceStats.queryOptions({ teamId, timezone: timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone }));
  return (
    <TeamHome
      {...links}
      team={q.data}
      entitlements={entitlements.data}
      attendance={attendance.data}
      now={new Date()}
      calendars={calendars.data}
      upcomingBookingsCount={upcoming.count}
      calendarsLoading={calendars.isPending}
      calendarsError={calendars.isError ? errorCodeOf(calendars.error) : undefined}
      onRetryCalendars={() => void calendars.refetch()}
      error={q.isError ? errorCodeOf(q.error) : undefined}
      onRetry={() => void Promise.all([q.refetch(), calendars.refetch()])}
    />
  );
}
