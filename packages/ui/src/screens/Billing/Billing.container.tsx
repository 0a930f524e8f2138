import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BILLING_TIME_ZONE, type PaymentMethodView, type SubscriptionView } from '@waqt/contracts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { formatDateTime, formatDayWithHijri } from '../../format/index.ts';
import { fromServerFields } from '../../forms/validation.ts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, fieldIssuesOf, gatewayMessageOf } from '../../trpc/errors.ts';
import { outcomeOf } from '../../patterns/action.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { AttemptKeys } from './attempt.ts';
import { Billing, type BillingLinks, type RetryPaymentOutcome } from './Billing.tsx';
import { lastDayOfPeriod } from './PlanSummary.tsx';
import { useCardOutcome, type CardOutcome } from './useCardOutcome.ts';

export interface BillingContainerProps {
  teamId: string;
  links: BillingLinks;
  /** `?card=added|failed`: back from adding a card (the verify callback's redirect). */
  cardOutcome?: CardOutcome | undefined;
  /** The outcome has been said: the page drops it from the URL. */
  onCardOutcomeSeen?: (() => void) | undefined;
  /** Time zone for dates; Riyadh's (billing periods) by default. */
  timeZone?: string | undefined;
  /** Makes a request key (a UUID per attempt) for Retry now; `crypto.randomUUID` by default. */
  newRequestKey?: (() => string) | undefined;
}

/**
 * The billing page wired to `billing.overview` (owners; assistants get PERMISSION_DISABLED),
 * `billing.plans`, the cards' and details' mutations, and the subscription's lifecycle: cancel,
 * re-enable, keep the current plan (drop a scheduled change) — each answers the subscription, which
 * goes into the overview's cache before both the overview and the entitlements are fetched again — and
 * Retry now for a past-due renewal, one request key per attempt (attempt.ts).
 */
export function BillingContainer({ teamId, links, cardOutcome, onCardOutcomeSeen, timeZone = BILLING_TIME_ZONE, newRequestKey }: BillingContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [keys] = useState(() => new AttemptKeys(newRequestKey));
  const overview = useQuery(trpc.billing.overview.queryOptions({ teamId }));
  const plans = useQuery(trpc.billing.plans.queryOptions());
  const key = trpc.billing.overview.queryKey({ teamId });
  const refresh = () => qc.invalidateQueries({ queryKey: key });
  // The subscription's state shows in the dashboard too (entitlements: the past-due banner, the limits).
  const refreshAll = () => Promise.all([refresh(), qc.invalidateQueries({ queryKey: trpc.billing.entitlements.queryKey({ teamId }) })]);
  const setMethods = (paymentMethods: PaymentMethodView[]) => qc.setQueryData(key, (old) => (old ? { ...old, paymentMethods } : old));
  const setSubscription = (subscription: SubscriptionView) => {
    qc.setQueryData(key, (old) => (old ? { ...old, subscription } : old));
    void refreshAll();
  };
  const setDefault = useMutation(trpc.billing.setDefaultPaymentMethod.mutationOptions({ onSuccess: setMethods }));
  const remove = useMutation(trpc.billing.removePaymentMethod.mutationOptions({ onSuccess: setMethods }));
  const cancel = useMutation(trpc.billing.cancelSubscription.mutationOptions({ onSuccess: setSubscription }));
  const reenable = useMutation(trpc.billing.reenableSubscription.mutationOptions({ onSuccess: setSubscription }));
  const keepPlan = useMutation(trpc.billing.cancelScheduledChange.mutationOptions({ onSuccess: setSubscription }));
  const retryPayment = useMutation(trpc.billing.retryPayment.mutationOptions());
  const save = useMutation(
    trpc.billing.saveDetails.mutationOptions({
      onSuccess: (details) => {
        qc.setQueryData(key, (old) => (old ? { ...old, details } : old));
        toast.positive(t('billing.details.saved'));
      },
    }),
  );
  const cardFailed = useCardOutcome(cardOutcome, { onAdded: () => void refresh(), onSeen: onCardOutcomeSeen });
  /** A lifecycle action: its toast when done; refused (SUBSCRIPTION_ENDED…), the page shows why and the overview is fetched again. */
  const lifecycle = async (run: Promise<SubscriptionView>, done: (sub: SubscriptionView) => string) => {
    let sub: SubscriptionView | undefined;
    const r = await outcomeOf(run.then((s) => (sub = s)));
    if (r.ok && sub) toast.positive(done(sub));
    else void refreshAll();
    return r;
  };
  const lastDay = (end: string) => formatDateTime(lastDayOfPeriod(end), locale, timeZone, { dateStyle: 'long' });
  return (
    <Billing
      overview={overview.data}
      plans={plans.data}
      loadError={overview.isError ? errorCodeOf(overview.error) : undefined}
      onRetry={() => void overview.refetch()}
      links={links}
      cardFailed={cardFailed}
      timeZone={timeZone}
      now={new Date()}
      onSetDefault={async (paymentMethodId) => {
        const r = await outcomeOf(setDefault.mutateAsync({ teamId, paymentMethodId }));
        if (r.ok) toast.positive(t('billing.cards.defaultSet'));
        return r;
      }}
      onRemove={async (paymentMethodId) => {
        const r = await outcomeOf(remove.mutateAsync({ teamId, paymentMethodId }));
        if (r.ok) toast.positive(t('billing.cards.removed'));
        // Refused (e.g. PAYMENT_METHOD_IN_USE): the list may have changed meanwhile.
        else void refresh();
        return r;
      }}
      onCancelSubscription={() => {
        // Cancelled in the trial: it ends now, uncharged, and the trial goes on to its end.
        const inTrial = overview.data?.subscription?.status === 'trialing';
        return lifecycle(cancel.mutateAsync({ teamId }), (sub) =>
          inTrial ? t('billing.trial.cancelDone', { date: formatDayWithHijri(sub.currentPeriodEnd, locale, timeZone) }) : t('billing.lifecycle.cancelDone', { date: lastDay(sub.currentPeriodEnd) }),
        );
      }}
      onReenableSubscription={() => lifecycle(reenable.mutateAsync({ teamId }), () => t('success.SUBSCRIPTION_REENABLED'))}
      onCancelScheduledChange={() => lifecycle(keepPlan.mutateAsync({ teamId }), () => t('billing.lifecycle.changeKept'))}
      onRetryPayment={async (): Promise<RetryPaymentOutcome> => {
        // The default card: the attempt is the same until the API gives a final answer.
        const requestKey = keys.keyFor({ retry: teamId });
        try {
          await retryPayment.mutateAsync({ teamId, requestKey });
          keys.answered();
          toast.positive(t('billing.lifecycle.pastDue.retryDone'));
          await refreshAll();
          return { ok: true };
        } catch (error) {
          const code = errorCodeOf(error);
          // A lost answer or a charge still running: the same attempt, the same key next time.
          if (code !== 'UNEXPECTED' && code !== 'BILLING_IN_PROGRESS') keys.answered();
          // Nothing left to pay (paid meanwhile, by the automatic retry): the page catches up.
          if (code === 'NOTHING_TO_PAY') void refreshAll();
          return { ok: false, error: code, gatewayMessage: gatewayMessageOf(error) };
        }
      }}
      onSaveDetails={(details) => save.mutate({ teamId, ...details })}
      details={{ isPending: save.isPending, error: save.error ? errorCodeOf(save.error) : undefined, serverErrors: save.error ? fromServerFields(fieldIssuesOf(save.error)) : {} }}
    />
  );
}
