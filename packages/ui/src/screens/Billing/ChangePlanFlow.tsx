// The wiring both change screens share: billing.plans and billing.overview, the preview of the chosen
// change, and billing.changeSubscription with one request key per attempt (attempt.ts).
import { useState } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePreview, ChangeResult } from '@waqt/contracts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, gatewayMessageOf, planNeedsOf } from '../../trpc/errors.ts';
import { AttemptKeys } from './attempt.ts';
import type { ChangeChoice, ChangeOutcome, ChangePreviewState, ConfirmChange } from './ChangePlanPreview.tsx';

export interface SubscriptionChangeOptions {
  teamId: string;
  /** The toast once the change is made (or scheduled). */
  doneMessage: (result: ChangeResult, choice: ChangeChoice, preview: ChangePreview | undefined) => string;
  /** Changed: the page goes back to billing. */
  onChanged: (result: ChangeResult) => void;
  /** Makes a request key (a UUID per attempt); `crypto.randomUUID` by default. */
  newRequestKey?: (() => string) | undefined;
}

/**
 * A retry of the same attempt after a lost answer or BILLING_IN_PROGRESS sends the same key (the API
 * charges it once); after the API's final answer — a declined card, a quote that changed — the next
 * press is a new attempt. BILLING_QUOTE_CHANGED (the day turned) fetches the preview again before the
 * failure is shown, so the amount on Confirm is the new one.
 */
export function useSubscriptionChange({ teamId, doneMessage, onChanged, newRequestKey }: SubscriptionChangeOptions) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const [keys] = useState(() => new AttemptKeys(newRequestKey));
  const [choice, setChoice] = useState<ChangeChoice | null>(null);
  const plans = useQuery(trpc.billing.plans.queryOptions());
  const overview = useQuery(trpc.billing.overview.queryOptions({ teamId }));
  // A quote depends on the day: never served from an older visit.
  const preview = useQuery({ ...trpc.billing.changePreview.queryOptions(choice ? { teamId, ...choice } : skipToken), staleTime: 0, gcTime: 0 });
  const change = useMutation(trpc.billing.changeSubscription.mutationOptions());
  const failed = plans.error ?? overview.error;

  let previewState: ChangePreviewState | null = null;
  if (choice && preview.data && !preview.isFetching) previewState = { choice, status: 'ready', preview: preview.data };
  else if (choice && preview.error && !preview.isFetching) previewState = { choice, status: 'error', error: errorCodeOf(preview.error), needs: planNeedsOf(preview.error) };
  else if (choice) previewState = { choice, status: 'loading' };

  const confirm: ConfirmChange = async (chosen, expectedTotal): Promise<ChangeOutcome> => {
    const requestKey = keys.keyFor({ chosen, expectedTotal });
    try {
      const result = await change.mutateAsync({ teamId, ...chosen, requestKey, expectedTotal });
      keys.answered();
      await Promise.all([
        qc.invalidateQueries({ queryKey: trpc.billing.overview.queryKey({ teamId }) }),
        qc.invalidateQueries({ queryKey: trpc.billing.entitlements.queryKey({ teamId }) }),
      ]);
      toast.positive(doneMessage(result, chosen, preview.data));
      onChanged(result);
      return { ok: true, result };
    } catch (error) {
      const code = errorCodeOf(error);
      // A lost answer or a charge still running: the same attempt, the same key next time.
      if (code !== 'UNEXPECTED' && code !== 'BILLING_IN_PROGRESS') keys.answered();
      if (code === 'BILLING_QUOTE_CHANGED') await preview.refetch();
      return { ok: false, error: code, gatewayMessage: gatewayMessageOf(error) };
    }
  };

  return {
    plans: plans.data,
    overview: overview.data,
    loadError: failed ? errorCodeOf(failed) : undefined,
    onRetry: () => void Promise.all([plans.refetch(), overview.refetch()]),
    onChoiceChange: setChoice,
    preview: previewState,
    onConfirm: confirm,
  };
}
