import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, PHONE_CHANNELS, type ErrorCode, type MessagingChannelFields, type MessagingChannelView, type MessagingLimitsView, type PhoneChannel } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { CopyButton } from '../../components/CopyButton/CopyButton.tsx';
import { AlertDialog } from '../../components/Dialog/AlertDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Code, Heading, Inline, Stack, Text, Bidi } from '../../components/layout/index.ts';
import { Link } from '../../components/Link/Link.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { useLast } from '../../hooks/useLast.ts';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import type { ActionOutcome } from '../../patterns/action.ts';
import { ChannelDialog, type ChannelDialogTarget, type SaveChannelRequest } from './ChannelDialog.tsx';
import { MessagingLimits, type SaveLimitsRequest } from './MessagingLimits.tsx';
import * as s from './Messaging.css.ts';

export interface MessagingSettingsProps {
  /** The team's saved channels (messaging.channels); undefined while loading. */
  channels: MessagingChannelView[] | undefined;
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** The personal team sends no phone reminders: the way out to a business team shows instead. */
  isPersonal?: boolean | undefined;
  /** Where a business team is created. */
  upgradeHref: string;
  /** Sets up or edits a channel, or switches it on or off (the saved settings sent again, secrets left out). */
  onSave: (request: SaveChannelRequest) => Promise<ActionOutcome>;
  /** Removes a channel after the confirmation. */
  onRemove: (channel: PhoneChannel) => Promise<ActionOutcome>;
  /** Copies the webhook URL; no copy buttons without it. */
  onCopy?: ((text: string) => Promise<void> | void) | undefined;
  /** The limits against message fraud (messaging.limits); the section shows once they are loaded. */
  limits?: MessagingLimitsView | undefined;
  /** The limits could not be loaded (the channels still show). */
  limitsError?: ErrorCode | undefined;
  onRetryLimits?: (() => void) | undefined;
  /** Saves the allowed countries and daily limits. */
  onSaveLimits?: ((request: SaveLimitsRequest) => Promise<ActionOutcome>) | undefined;
  /** The viewer's zone (when the limits' day ends). */
  timeZone?: string | undefined;
}

/** What a saved channel sends again (switching it on or off): its settings without the secrets, which stay. */
export function fieldsOfChannel(c: MessagingChannelView): MessagingChannelFields {
  if (c.channel === 'sms') return { channel: 'sms', senderName: c.senderName };
  const tpl = (l: (typeof LOCALES)[number]) => ({ name: c.templates?.[l]?.name ?? '', language: c.templates?.[l]?.language ?? l });
  return { channel: 'whatsapp', senderName: c.senderName, phoneNumberId: c.phoneNumberId ?? '', templates: { en: tpl('en'), ar: tpl('ar') } };
}

/** "Not set up", "On", "Off". */
export const channelStatus = (c: MessagingChannelView | undefined): 'none' | 'on' | 'off' => (!c ? 'none' : c.enabled ? 'on' : 'off');

/**
 * Team settings → Reminder messages (owners): the team's SMS (Unifonic) and WhatsApp (Cloud API) accounts
 * that reminders go out through. Each shows whether it is set up and on, what is saved (never a secret),
 * where the provider posts delivery reports; it is set up or edited in a dialog, switched on or off, removed
 * after a confirmation. Below them, the limits against message fraud (MessagingLimits).
 */
export function MessagingSettings({ channels, loadError, onRetry, isPersonal, upgradeHref, onSave, onRemove, onCopy, limits, limitsError, onRetryLimits, onSaveLimits, timeZone }: MessagingSettingsProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<ChannelDialogTarget | null>(null);
  const [toRemove, setToRemove] = useState<PhoneChannel | null>(null);
  const [busy, setBusy] = useState<PhoneChannel | null>(null);
  const [failure, setFailure] = useState<ErrorCode | undefined>();
  const removing = useLast(toRemove);
  // Arriving by a link to this section (`…/settings#messaging`, from the event type form): once the
  // channels are there, the section comes into view (a client-side move does not scroll to a hash).
  const ref = useRef<HTMLUListElement>(null);
  const loaded = channels !== undefined;
  useEffect(() => {
    if (loaded && window.location.hash === '#messaging') (ref.current?.closest('#messaging') ?? ref.current)?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  if (isPersonal || loadError === 'MESSAGING_NOT_AVAILABLE') {
    return (
      <EmptyState
        title={t('messaging.upgradeTitle')}
        body={t('errors.MESSAGING_NOT_AVAILABLE')}
        headingLevel={3}
        action={<Link href={upgradeHref} variant="standalone">{t('teams.home.upgradeAction')}</Link>}
      />
    );
  }
  if (loadError) return <LoadFailure title={t('messaging.title')} code={loadError} onRetry={onRetry} headingLevel={3} />;
  if (!channels) return <LoadingBlocks count={2} blockSize="6rem" />;

  const run = async (channel: PhoneChannel, action: Promise<ActionOutcome>) => {
    setBusy(channel);
    setFailure(undefined);
    const outcome = await action;
    setBusy(null);
    if (!outcome.ok) setFailure(outcome.error);
    return outcome;
  };

  return (
    <Stack space="lg">
      <Text size="small" tone="secondary">{t('messaging.lead')}</Text>
      <ErrorAlert code={failure} />
      <ul ref={ref} className={s.list} aria-label={t('messaging.list')}>
        {PHONE_CHANNELS.map((channel) => (
          <li key={channel}>
            <ChannelItem
              channel={channel}
              saved={channels.find((c) => c.channel === channel)}
              isBusy={busy === channel}
              onCopy={onCopy}
              onEdit={(existing) => setDialog({ channel, existing })}
              onToggle={(c, enabled) => void run(channel, onSave({ settings: fieldsOfChannel(c), enabled }))}
              onRemove={() => setToRemove(channel)}
            />
          </li>
        ))}
      </ul>
      <ChannelDialog target={dialog} onClose={() => setDialog(null)} onSave={onSave} />
      <AlertDialog
        isOpen={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        variant="destructive"
        title={removing ? t('messaging.removeTitle', { channel: t(`messaging.channel.${removing}`) }) : ''}
        primaryActionLabel={t('messaging.remove')}
        onPrimaryAction={toRemove ? () => run(toRemove, onRemove(toRemove)) : undefined}
      >
        {removing ? t(`messaging.removeBody.${removing}`) : ''}
      </AlertDialog>
      {limitsError ? (
        <LoadFailure title={t('messaging.limits.title')} code={limitsError} onRetry={onRetryLimits} headingLevel={3} />
      ) : limits && onSaveLimits ? (
        // Saved values come back as new props: the form starts again from them.
        <MessagingLimits key={`${limits.allowedCountries.join()}|${limits.dailyLimits.sms}|${limits.dailyLimits.whatsapp}`} limits={limits} onSave={onSaveLimits} timeZone={timeZone} />
      ) : null}
    </Stack>
  );
}

interface ChannelItemProps {
  channel: PhoneChannel;
  saved: MessagingChannelView | undefined;
  isBusy: boolean;
  onCopy?: MessagingSettingsProps['onCopy'];
  onEdit: (existing: MessagingChannelView | undefined) => void;
  onToggle: (saved: MessagingChannelView, enabled: boolean) => void;
  onRemove: () => void;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={s.dt}>{label}</dt>
      <dd className={s.dd}>{children}</dd>
    </>
  );
}

const STATUS_TONE = { none: 'neutral', on: 'positive', off: 'caution' } as const;

/** One channel: its name and status, what is saved (never a secret), where delivery reports go, its actions. */
function ChannelItem({ channel, saved: c, isBusy, onCopy, onEdit, onToggle, onRemove }: ChannelItemProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const status = channelStatus(c);
  const name = t(`messaging.channel.${channel}`);
  return (
    <article className={s.item} aria-labelledby={titleId}>
      <Inline>
        <Heading level={3} id={titleId}>
          {name}
        </Heading>
        <Badge tone={STATUS_TONE[status]} withDot>
          {t(`messaging.status.${status}`)}
        </Badge>
      </Inline>
      <Text size="small" tone="secondary">
        {t(`messaging.help.${channel}`)}
      </Text>
      {c ? (
        <>
          <dl className={s.dl}>
            <Item label={t(`messaging.senderName.${channel}`)}>
              <Bidi>{c.senderName}</Bidi>
            </Item>
            {channel === 'sms' ? (
              <Item label={t('messaging.appSid')}>{t(c.hasSecrets ? 'messaging.secretSavedShort' : 'messaging.secretMissing')}</Item>
            ) : (
              <>
                <Item label={t('messaging.phoneNumberId')}>
                  <Code>{c.phoneNumberId}</Code>
                </Item>
                <Item label={t('messaging.accessToken')}>{t(c.hasSecrets ? 'messaging.secretSavedShort' : 'messaging.secretMissing')}</Item>
                {LOCALES.map((l) =>
                  c.templates?.[l] ? (
                    <Item key={l} label={t(`messaging.template.${l}`)}>
                      <Code>{`${c.templates[l].name} · ${c.templates[l].language}`}</Code>
                    </Item>
                  ) : null,
                )}
              </>
            )}
          </dl>
          <div className={s.webhook}>
            <Heading level={4}>
              {t('messaging.webhookTitle')}
            </Heading>
            <Text size="small" tone="secondary">
              {t(`messaging.webhookHelp.${channel}`)}
            </Text>
            <dl className={s.dl}>
              <Item label={t('messaging.webhookUrl')}>
                <Inline as="span">
                  <Code>{c.webhookUrl}</Code>
                  {onCopy ? <CopyButton text={c.webhookUrl} what={t('messaging.webhookUrlOf', { channel: name })} onCopy={onCopy} /> : null}
                </Inline>
              </Item>
            </dl>
          </div>
          <Switch isSelected={c.enabled} isDisabled={isBusy} onChange={(v) => onToggle(c, v)}>
            {t(`messaging.enabled.${channel}`)}
          </Switch>
          <Inline>
            <Button size="sm" variant="secondary" onPress={() => onEdit(c)} aria-label={t('messaging.editOf', { channel: name })}>
              {t('messaging.edit')}
            </Button>
            <Button size="sm" variant="critical" onPress={onRemove} aria-label={t('messaging.removeOf', { channel: name })}>
              {t('messaging.remove')}
            </Button>
          </Inline>
        </>
      ) : (
        <Inline>
          <Button size="sm" variant="secondary" onPress={() => onEdit(undefined)} aria-label={t('messaging.setUpOf', { channel: name })}>
            {t('messaging.setUp')}
          </Button>
        </Inline>
      )}
    </article>
  );
}
