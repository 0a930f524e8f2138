import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { TeamsHome, type TeamsHomeProps } from './TeamsHome.tsx';

/** The user's teams (`teams.list`); with `setupHref`, "Finish setting up" while `onboarding.status` says the setup is not done. */
export function TeamsHomeContainer({ setupHref, ...props }: Pick<TeamsHomeProps, 'newTeamHref' | 'teamHref'> & { setupHref?: string | undefined }) {
  const trpc = useTRPC();
  const q = useQuery(trpc.teams.list.queryOptions());
  const setup = useQuery({ ...trpc.onboarding.status.queryOptions(), enabled: setupHref !== undefined });
  const step = setup.data?.step;
  return (
    <TeamsHome
      {...props}
      teams={q.data}
      error={q.isError ? errorCodeOf(q.error) : undefined}
      onRetry={() => void q.refetch()}
      setup={setupHref && (step === 'calendar' || step === 'hours') ? { step, href: setupHref } : undefined}
    />
  );
}
