import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type EventTypeFields, type MessagingChannelView, type PhoneChannel } from '@waqt/contracts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, fieldIssuesOf, planNeedsOf } from '../../trpc/errors.ts';
import { fromServerFields } from '../../forms/validation.ts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { usePlanGate } from '../../hooks/usePlanGate.ts';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { EventTypeForm } from './EventTypeForm.tsx';
import { draftFrom } from './eventTypeDraft.ts';
import type { PhoneChannelStatus } from './ReminderRules.tsx';

/** Each phone channel of the team: on, set up but off, or not set up. */
function phoneStatus(channels: readonly MessagingChannelView[]): Record<PhoneChannel, PhoneChannelStatus> {
  const of = (ch: PhoneChannel): PhoneChannelStatus => {
    const c = channels.find((x) => x.channel === ch);
    return !c ? 'none' : c.enabled ? 'on' : 'off';
  };
  return { sms: of('sms'), whatsapp: of('whatsapp') };
}
const NO_PHONE_CHANNELS: Record<PhoneChannel, PhoneChannelStatus> = { sms: 'none', whatsapp: 'none' };

export interface EventTypeFormContainerProps {
  teamId: string;
  calendarId: string;
  /** Editing this event type; creating when undefined. */
  eventTypeId?: string | undefined;
  /** The calendar's availability schedules; loaded from `availability.list` when not given. */
  schedules?: { id: string; name: string; isDefault?: boolean }[] | undefined;
  upgradeHref: string;
  cancelHref: string;
  newScheduleHref: string;
  /** The team's payment settings, offered when "Pay when booking" needs a card provider or bank transfer. */
  paymentSettingsHref?: string | undefined;
  /** Where the team sets up SMS and WhatsApp (team settings, `#messaging`), offered while they are off. */
  messagingSettingsHref?: string | undefined;
  /** Saved: the app goes back to the list. */
  onSaved: (eventTypeId: string) => void;
}

/**
 * Create (`eventTypes.create`) or edit (`eventTypes.byId` + `eventTypes.update`) an event type; the
 * team's plan (`billing.entitlements`, `billing.plans`) says up front whether it takes payments.
 */
export function EventTypeFormContainer({ teamId, calendarId, eventTypeId, schedules, upgradeHref, cancelHref, newScheduleHref, paymentSettingsHref, messagingSettingsHref, onSaved }: EventTypeFormContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const team = useQuery(trpc.teams.byId.queryOptions({ teamId }));
  const calendar = useQuery(trpc.calendars.byId.queryOptions({ teamId, calendarId }));
  const listed = useQuery({ ...trpc.availability.list.queryOptions({ teamId, calendarId }), enabled: schedules === undefined });
  const options = schedules ?? listed.data?.map((sc) => ({ id: sc.id, name: sc.name, isDefault: sc.isDefault }));
  const gate = usePlanGate(teamId);
  // Whether "Pay when booking" has a way to pay (card or bank transfer). Owners only, like the form;
  // not known (an error) disables nothing — the pay page then says what is missing.
  const providers = useQuery({ ...trpc.paymentProviders.list.queryOptions({ teamId }), enabled: team.data?.isPersonal === false, retry: false });
  // Which phone channels reminders may use (messaging.channels, owners). The personal team has none; not
  // known (an error) disables nothing — reminders by a channel that is off are skipped and logged.
  const messaging = useQuery({ ...trpc.messaging.channels.queryOptions({ teamId }), enabled: team.data?.isPersonal === false, retry: false });
  const existing = useQuery({ ...trpc.eventTypes.byId.queryOptions({ teamId, calendarId, eventTypeId: eventTypeId ?? '' }), enabled: eventTypeId !== undefined });
  const done = async (id: string, message: string) => {
    await qc.invalidateQueries({ queryKey: trpc.eventTypes.list.queryKey({ teamId, calendarId }) });
    toast.positive(message);
    onSaved(id);
  };
  const create = useMutation(trpc.eventTypes.create.mutationOptions({ onSuccess: (et) => done(et.id, t('eventTypes.created')) }));
  const update = useMutation(trpc.eventTypes.update.mutationOptions({ onSuccess: (et) => done(et.id, t('eventTypes.saved')) }));
  const save = eventTypeId ? update : create;

  const failed = [team, calendar, ...(eventTypeId ? [existing] : []), ...(schedules ? [] : [listed])].find((q) => q.isError);
  if (failed) return <LoadFailure title={t('eventTypes.loadError')} code={errorCodeOf(failed.error)} onRetry={() => void Promise.all([team.refetch(), calendar.refetch(), existing.refetch(), listed.refetch()])} />;
  const providersSettled = team.data?.isPersonal !== false || (!providers.isPending && !messaging.isPending);
  if (!team.data || !calendar.data || !options || (eventTypeId && !existing.data) || !gate.isSettled || !providersSettled) return <LoadingBlocks count={4} blockSize="6rem" />;
  const timeZone = calendar.data.timezone;
  return (
    <EventTypeForm
      key={eventTypeId ?? 'new'}
      teamId={teamId}
      calendarId={calendarId}
      timeZone={timeZone}
      calendarSlug={calendar.data.slug}
      initial={existing.data ? draftFrom(existing.data, timeZone) : undefined}
      schedules={options}
      isPersonal={team.data.isPersonal}
      paymentsNeeds={gate.lacks('payments')}
      canTakeOnlinePayment={providers.data ? providers.data.some((p) => p.kind === 'card' || p.kind === 'bank_transfer') : undefined}
      paymentSettingsHref={paymentSettingsHref}
      phoneChannels={team.data.isPersonal ? NO_PHONE_CHANNELS : messaging.data ? phoneStatus(messaging.data) : undefined}
      messagingSettingsHref={messagingSettingsHref}
      calendarPlace={calendar.data.place}
      upgradeHref={upgradeHref}
      cancelHref={cancelHref}
      newScheduleHref={newScheduleHref}
      onSubmit={(values: EventTypeFields) => {
        if (eventTypeId) update.mutate({ ...values, teamId, calendarId, eventTypeId });
        else create.mutate({ ...values, teamId, calendarId });
      }}
      isPending={save.isPending}
      error={save.error ? errorCodeOf(save.error) : undefined}
      needs={save.error ? planNeedsOf(save.error) : undefined}
      serverErrors={save.error ? fromServerFields(fieldIssuesOf(save.error)) : {}}
    />
  );
}
