import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client.ts';
import { Landing, type LandingProps } from './Landing.tsx';

/** Landing wired to `account.me`: UNAUTHORIZED means logged out, not an error. */
export function LandingContainer(props: Omit<LandingProps, 'user'>) {
  const trpc = useTRPC();
  const me = useQuery({ ...trpc.account.me.queryOptions(), retry: false });
  // Any failure (UNAUTHORIZED, or the API being down) shows the sign-in: there is no user to show.
  const user = me.isPending ? undefined : me.isError ? null : me.data;
  return <Landing {...props} user={user} />;
}
