import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client.ts';
import { PastDueBanner } from './PastDueBanner.tsx';

export interface PastDueBannerContainerProps {
  teamId: string;
  /** The team's billing page (owners' link). */
  billingHref: string;
  className?: string | undefined;
}

/**
 * The past-due banner wired to `billing.entitlements` (any member) and `teams.list` (the caller's
 * role: owners get the link to billing). Nothing shows while either loads, or when it fails: the banner
 * is a reminder, and the billing page and the refused actions say the same.
 */
export function PastDueBannerContainer({ teamId, billingHref, className }: PastDueBannerContainerProps) {
  const trpc = useTRPC();
  const entitlements = useQuery(trpc.billing.entitlements.queryOptions({ teamId }));
  const teams = useQuery(trpc.teams.list.queryOptions());
  const team = teams.data?.find((x) => x.id === teamId);
  if (!team) return null;
  return <PastDueBanner entitlements={entitlements.data} isOwner={team.role === 'owner'} billingHref={billingHref} className={className} />;
}
