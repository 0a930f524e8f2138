import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamView } from '@waqt/contracts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { fromServerFields } from '../../forms/validation.ts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, fieldIssuesOf } from '../../trpc/errors.ts';
import { TeamSettings } from './TeamSettings.tsx';
import type { ActionState } from '../../patterns/action.ts';
import { useSlugCheck } from './useSlugCheck.ts';

export interface TeamSettingsContainerProps {
  teamId: string;
  /** The payment providers section (a later issue fills it). */
  paymentProviders?: ReactNode;
  /** The reminder messages section (SMS and WhatsApp). */
  messaging?: ReactNode;
}

function stateOf(m: { isPending: boolean; error: unknown }): ActionState {
  return { isPending: m.isPending, error: m.error ? errorCodeOf(m.error) : undefined, serverErrors: m.error ? fromServerFields(fieldIssuesOf(m.error)) : {} };
}

/** Team settings wired to `teams.byId`, `teams.slugAvailable`, `teams.update`, `teams.setContactPhone`, `teams.setPaymentExpiration` and `teams.setBookerCutoff`. */
export function TeamSettingsContainer({ teamId, paymentProviders, messaging }: TeamSettingsContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const team = useQuery(trpc.teams.byId.queryOptions({ teamId }));
  const slug = useSlugCheck(teamId);
  const saved = (next: TeamView) => {
    qc.setQueryData(trpc.teams.byId.queryKey({ teamId }), next);
    void qc.invalidateQueries({ queryKey: trpc.teams.list.queryKey() });
  };
  const update = useMutation(
    trpc.teams.update.mutationOptions({
      onSuccess: (next) => {
        saved(next);
        toast.positive(t('teams.settings.saved'));
      },
    }),
  );
  const expiration = useMutation(
    trpc.teams.setPaymentExpiration.mutationOptions({
      onSuccess: (next) => {
        saved(next);
        toast.positive(t('success.PAYMENT_EXPIRATION_UPDATED'));
      },
    }),
  );
  const cutoff = useMutation(
    trpc.teams.setBookerCutoff.mutationOptions({
      onSuccess: (next) => {
        saved(next);
        toast.positive(t('teams.settings.bookerCutoffSaved'));
      },
    }),
  );
  const contact = useMutation(
    trpc.teams.setContactPhone.mutationOptions({
      onSuccess: (next) => {
        saved(next);
        toast.positive(t('teams.settings.contactSaved'));
      },
    }),
  );
  return (
    <TeamSettings
      team={team.data}
      loadError={team.isError ? errorCodeOf(team.error) : undefined}
      onRetry={() => void team.refetch()}
      onSaveDetails={(values) => update.mutate({ teamId, ...values })}
      details={stateOf(update)}
      slugAvailability={slug.availability}
      onSlugChange={slug.onSlugChange}
      onSavePaymentExpiration={(minutes) => expiration.mutate({ teamId, minutes })}
      paymentExpiration={stateOf(expiration)}
      onSaveBookerCutoff={(minutes) => cutoff.mutate({ teamId, minutes })}
      bookerCutoff={stateOf(cutoff)}
      onSaveContactPhone={(phone) => contact.mutate({ teamId, phone })}
      contactPhone={stateOf(contact)}
      paymentProviders={paymentProviders}
      messaging={messaging}
    />
  );
}
