import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { Landing, type LandingProps } from './Landing.tsx';

/** Landing wired to `account.me`: UNAUTHORIZED means logged out, not an error. */
export function LandingContainer(props: Omit<LandingProps, 'user'>) {
  const trpc = useTRPC();
  const me = useQuery({ ...trpc.account.me.queryOptions(), retry: false });
  const user = me.isPending ? undefined : me.isError ? (errorCodeOf(me.error) === 'UNAUTHORIZED' ? null : null) : me.data;
  return <Landing {...props} user={user} />;
}
