import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentMethodView } from '@waqt/contracts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { fromServerFields } from '../../forms/validation.ts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, fieldIssuesOf } from '../../trpc/errors.ts';
import { outcomeOf } from '../Teams/outcome.ts';
import { Billing, type BillingLinks } from './Billing.tsx';
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
}

/**
 * The billing page wired to `billing.overview` (owners; assistants get PERMISSION_DISABLED),
 * `billing.setDefaultPaymentMethod`, `billing.removePaymentMethod` and `billing.saveDetails`; the cards'
 * new list and the saved details go straight into the overview's cache.
 */
export function BillingContainer({ teamId, links, cardOutcome, onCardOutcomeSeen, timeZone }: BillingContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const overview = useQuery(trpc.billing.overview.queryOptions({ teamId }));
  const key = trpc.billing.overview.queryKey({ teamId });
  const refresh = () => qc.invalidateQueries({ queryKey: key });
  const setMethods = (paymentMethods: PaymentMethodView[]) => qc.setQueryData(key, (old) => (old ? { ...old, paymentMethods } : old));
  const setDefault = useMutation(trpc.billing.setDefaultPaymentMethod.mutationOptions({ onSuccess: setMethods }));
  const remove = useMutation(trpc.billing.removePaymentMethod.mutationOptions({ onSuccess: setMethods }));
  const save = useMutation(
    trpc.billing.saveDetails.mutationOptions({
      onSuccess: (details) => {
        qc.setQueryData(key, (old) => (old ? { ...old, details } : old));
        toast.positive(t('billing.details.saved'));
      },
    }),
  );
  const cardFailed = useCardOutcome(cardOutcome, { onAdded: () => void refresh(), onSeen: onCardOutcomeSeen });
  return (
    <Billing
      overview={overview.data}
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
      onSaveDetails={(details) => save.mutate({ teamId, ...details })}
      details={{ isPending: save.isPending, error: save.error ? errorCodeOf(save.error) : undefined, serverErrors: save.error ? fromServerFields(fieldIssuesOf(save.error)) : {} }}
    />
  );
}
