import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/Toast/Toast.tsx';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { copyToClipboard } from '../../components/CopyButton/CopyButton.tsx';
import { outcomeOf } from '../../patterns/action.ts';
import { PaymentProviders } from './PaymentProviders.tsx';

export interface PaymentProvidersContainerProps {
  teamId: string;
  /** Where the gateway's webhook must point: `{apiOrigin}/hook/bookings/payments/moyasar`. */
  webhookUrl: string;
  /** Where a business team is created (the personal team's upgrade prompt). */
  upgradeHref: string;
}

/**
 * The team settings' payment providers slot: `paymentProviders.list`, `.save` ("Payment provider
 * updated") and `.delete` ("Payment provider deleted"); `teams.byId` says whether it is the personal team.
 * Owners only — TeamSettings shows assistants the permission message instead of this slot.
 */
export function PaymentProvidersContainer({ teamId, webhookUrl, upgradeHref }: PaymentProvidersContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const team = useQuery(trpc.teams.byId.queryOptions({ teamId }));
  const isPersonal = team.data?.isPersonal;
  const list = useQuery({ ...trpc.paymentProviders.list.queryOptions({ teamId }), enabled: isPersonal === false });
  const refresh = () => qc.invalidateQueries({ queryKey: trpc.paymentProviders.list.queryKey({ teamId }) });
  const save = useMutation(trpc.paymentProviders.save.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(trpc.paymentProviders.delete.mutationOptions({ onSettled: refresh }));
  const failed = [team, list].find((q) => q.isError);
  return (
    <PaymentProviders
      teamId={teamId}
      providers={list.data}
      loadError={failed ? errorCodeOf(failed.error) : undefined}
      onRetry={() => void Promise.all([team.refetch(), list.refetch()])}
      isPersonal={isPersonal}
      upgradeHref={upgradeHref}
      webhookUrl={webhookUrl}
      onSave={async (request) => {
        const outcome = await outcomeOf(save.mutateAsync({ teamId, ...request }));
        if (outcome.ok) toast.positive(t('success.PAYMENT_PROVIDER_UPDATED'));
        return outcome;
      }}
      onDelete={async (providerId) => {
        const outcome = await outcomeOf(remove.mutateAsync({ teamId, providerId }));
        if (outcome.ok) toast.positive(t('success.PAYMENT_PROVIDER_DELETED'));
        return outcome;
      }}
      onCopy={copyToClipboard}
    />
  );
}
