import { useQuery } from '@tanstack/react-query';
import type { PlanFeature, PlanNeeds } from '@waqt/contracts';
import { useTRPC } from '../trpc/client.ts';
import { calendarNeeds, featureNeeds } from './planGate.ts';

export interface PlanGate {
  /** Both answers are in (or failed): a screen may decide between its form and the upgrade prompt. */
  isSettled: boolean;
  /** What the plan lacks for `feature`; undefined when it has it or when it is not known (the API then says). */
  lacks: (feature: PlanFeature) => PlanNeeds | undefined;
  /** The team is at its calendar limit: what it needs; undefined when there is room or it is not known. */
  calendarLimit: () => PlanNeeds | undefined;
}

/** A team's plan limits before an action: `billing.entitlements` (any member) and `billing.plans`. */
export function usePlanGate(teamId: string, { enabled = true }: { enabled?: boolean } = {}): PlanGate {
  const trpc = useTRPC();
  const entitlements = useQuery({ ...trpc.billing.entitlements.queryOptions({ teamId }), enabled });
  const plans = useQuery({ ...trpc.billing.plans.queryOptions(), enabled });
  const ent = entitlements.data;
  const catalogue = plans.data;
  return {
    isSettled: !enabled || (!entitlements.isPending && !plans.isPending),
    lacks: (feature) => (ent && catalogue ? featureNeeds(ent, catalogue, feature) : undefined),
    calendarLimit: () => (ent && catalogue ? calendarNeeds(ent, catalogue) : undefined),
  };
}
