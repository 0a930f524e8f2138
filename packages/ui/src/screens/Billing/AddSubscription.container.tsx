import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/Toast/Toast.tsx';
import { formatDayWithHijri } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, gatewayMessageOf } from '../../trpc/errors.ts';
import { AddSubscription, type PaidPlanCode, type SubscribeOutcome } from './AddSubscription.tsx';
import { AttemptKeys } from './attempt.ts';
import { usePlanName } from './shared.tsx';
import { useCardOutcome, type CardOutcome } from './useCardOutcome.ts';
import { BILLING_TIME_ZONE } from '@waqt/contracts';

export interface AddSubscriptionContainerProps {
  teamId: string;
  /** The plan to start with (`?plan=`). */
  initialPlan?: PaidPlanCode | undefined;
  /** The billing page. */
  billingHref: string;
  /** The add-a-card page, coming back here (`?returnTo=subscribe`). */
  addCardHref: string;
  /** `?card=added|failed`: back from adding a card. */
  cardOutcome?: CardOutcome | undefined;
  /** The outcome has been said: the page drops it from the URL. */
  onCardOutcomeSeen?: (() => void) | undefined;
  /** Subscribed: the page goes to billing (the toast says so there). */
  onSubscribed: () => void;
  /** Makes a request key (a UUID per attempt); `crypto.randomUUID` by default. */
  newRequestKey?: (() => string) | undefined;
  /** Time zone for dates: billing periods are Riyadh's. */
  timeZone?: string | undefined;
}

/**
 * Subscribing wired to `billing.plans`, `billing.overview` (cards, current subscription; owners only)
 * and `billing.subscribe`, with one request key per attempt: a retry of the same attempt after a lost
 * answer or BILLING_IN_PROGRESS sends the same key (the API charges it once); after the API's final
 * answer — a declined card — the next press is a new attempt.
 */
export function AddSubscriptionContainer({ teamId, initialPlan, billingHref, addCardHref, cardOutcome, onCardOutcomeSeen, onSubscribed, newRequestKey, timeZone = BILLING_TIME_ZONE }: AddSubscriptionContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const planName = usePlanName();
  const { locale } = useLocale();
  const [keys] = useState(() => new AttemptKeys(newRequestKey));
  const plans = useQuery(trpc.billing.plans.queryOptions());
  const overview = useQuery(trpc.billing.overview.queryOptions({ teamId }));
  const subscribe = useMutation(trpc.billing.subscribe.mutationOptions());
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: trpc.billing.overview.queryKey({ teamId }) }), qc.invalidateQueries({ queryKey: trpc.billing.entitlements.queryKey({ teamId }) })]);
  const cardFailed = useCardOutcome(cardOutcome, { onAdded: () => void refresh(), onSeen: onCardOutcomeSeen });
  const failed = plans.error ?? overview.error;
  return (
    <AddSubscription
      plans={plans.data}
      overview={overview.data}
      loadError={failed ? errorCodeOf(failed) : undefined}
      onRetry={() => void Promise.all([plans.refetch(), overview.refetch()])}
      initialPlan={initialPlan}
      billingHref={billingHref}
      addCardHref={addCardHref}
      cardFailed={cardFailed}
      now={new Date()}
      timeZone={timeZone}
      onSubscribe={async (choice): Promise<SubscribeOutcome> => {
        const requestKey = keys.keyFor(choice);
        try {
          const { subscription, record } = await subscribe.mutateAsync({ teamId, ...choice, requestKey });
          keys.answered();
          await refresh();
          const plan = planName(subscription.planCode);
          // In the trial nothing was charged: the subscription starts when the trial ends.
          toast.positive(record ? t('billing.subscribe.done', { plan }) : t('billing.trial.done', { plan, date: formatDayWithHijri(subscription.currentPeriodEnd, locale, timeZone) }));
          onSubscribed();
          return { ok: true };
        } catch (error) {
          const code = errorCodeOf(error);
          // A lost answer or a charge still running: the same attempt, the same key next time.
          if (code !== 'UNEXPECTED' && code !== 'BILLING_IN_PROGRESS') keys.answered();
          return { ok: false, error: code, gatewayMessage: gatewayMessageOf(error) };
        }
      }}
    />
  );
}
