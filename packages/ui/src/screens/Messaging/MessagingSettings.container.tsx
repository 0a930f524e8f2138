import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../../components/CopyButton/CopyButton.tsx';
import { useToast } from '../../components/Toast/Toast.tsx';
import { detectTimeZone } from '../../format/zone.ts';
import { outcomeOf } from '../../patterns/action.ts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { MessagingSettings } from './MessagingSettings.tsx';

export interface MessagingSettingsContainerProps {
  teamId: string;
  /** Where a business team is created (the personal team's way out). */
  upgradeHref: string;
}

/**
 * The team settings' reminder messages slot: `messaging.channels`, `.saveChannel` (set up, edit, switch on
 * or off) and `.removeChannel`, `.limits` and `.saveLimits`, each with its toast; `teams.byId` says whether it is the personal team.
 * Owners only — TeamSettings shows assistants the permission message instead of this slot.
 */
export function MessagingSettingsContainer({ teamId, upgradeHref }: MessagingSettingsContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const team = useQuery(trpc.teams.byId.queryOptions({ teamId }));
  const isPersonal = team.data?.isPersonal;
  const channels = useQuery({ ...trpc.messaging.channels.queryOptions({ teamId }), enabled: isPersonal === false });
  const refresh = () => qc.invalidateQueries({ queryKey: trpc.messaging.channels.queryKey({ teamId }) });
  const save = useMutation(trpc.messaging.saveChannel.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(trpc.messaging.removeChannel.mutationOptions({ onSettled: refresh }));
  const limits = useQuery({ ...trpc.messaging.limits.queryOptions({ teamId }), enabled: isPersonal === false });
  const saveLimits = useMutation(
    trpc.messaging.saveLimits.mutationOptions({ onSuccess: (saved) => qc.setQueryData(trpc.messaging.limits.queryKey({ teamId }), saved) }),
  );
  const failed = [team, channels].find((q) => q.isError);
  return (
    <MessagingSettings
      channels={channels.data}
      loadError={failed ? errorCodeOf(failed.error) : undefined}
      onRetry={() => void Promise.all([team.refetch(), channels.refetch()])}
      isPersonal={isPersonal}
      upgradeHref={upgradeHref}
      onSave={async (request) => {
        const before = channels.data?.find((c) => c.channel === request.settings.channel);
        const outcome = await outcomeOf(save.mutateAsync({ teamId, ...request }));
        if (outcome.ok) {
          const channel = request.settings.channel;
          // Only the switch moved: say which way; otherwise the settings were saved.
          const toggled = before !== undefined && before.enabled !== request.enabled;
          toast.positive(t(`messaging.${toggled ? (request.enabled ? 'onToast' : 'offToast') : 'savedToast'}.${channel}`));
        }
        return outcome;
      }}
      onRemove={async (channel) => {
        const outcome = await outcomeOf(remove.mutateAsync({ teamId, channel }));
        if (outcome.ok) toast.positive(t(`messaging.removedToast.${channel}`));
        return outcome;
      }}
      onCopy={copyToClipboard}
      limits={limits.data}
      limitsError={limits.isError ? errorCodeOf(limits.error) : undefined}
      onRetryLimits={() => void limits.refetch()}
      onSaveLimits={async (request) => {
        const outcome = await outcomeOf(saveLimits.mutateAsync({ teamId, ...request }));
        if (outcome.ok) toast.positive(t('messaging.limits.savedToast'));
        return outcome;
      }}
      timeZone={detectTimeZone()}
    />
  );
}
