import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { TeamsHome, type TeamsHomeProps } from './TeamsHome.tsx';

export function TeamsHomeContainer(props: Pick<TeamsHomeProps, 'newTeamHref' | 'teamHref'>) {
  const trpc = useTRPC();
  const q = useQuery(trpc.teams.list.queryOptions());
  return <TeamsHome {...props} teams={q.data} error={q.isError ? errorCodeOf(q.error) : undefined} onRetry={() => void q.refetch()} />;
}
