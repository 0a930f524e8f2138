import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { TeamHome, type TeamHomeLinks } from './TeamHome.tsx';

export interface TeamHomeContainerProps extends TeamHomeLinks {
  teamId: string;
}

/**
 * Team home wired to `teams.byId`. Calendar and booking counts stay undefined ("—") until those
 * modules exist; the container will pass them then.
 */
export function TeamHomeContainer({ teamId, ...links }: TeamHomeContainerProps) {
  const trpc = useTRPC();
  const q = useQuery(trpc.teams.byId.queryOptions({ teamId }));
  return <TeamHome {...links} team={q.data} error={q.isError ? errorCodeOf(q.error) : undefined} onRetry={() => void q.refetch()} />;
}
