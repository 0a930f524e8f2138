import { useTranslation } from 'react-i18next';
import { type BookingDetail, type MessageLogEntry, type MessageStatus, type ReminderChannel } from '@waqt/contracts';
import { Badge, type BadgeTone } from '../../components/Badge/Badge.tsx';
import { CheckIcon, DashIcon, createIcon, type IconComponent } from '../../components/icons/index.ts';
import { Section, Text, Bidi } from '../../components/layout/index.ts';
import { formatDateTime, formatNumber } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { formatReminderOffset } from '../../format/reminderOffset.ts';
import * as s from './Bookings.css.ts';

// The channels' marks, drawn like the rest of the icon set (24 box, 2 px line); none points anywhere, so none mirrors.
/** An envelope: mail. */
const MailIcon = createIcon({ name: 'MailIcon', paths: <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3.5 6.5l8.5 6.5 8.5-6.5" /></> });
/** A speech bubble with text dots: a text message (SMS). */
const SmsIcon = createIcon({
  name: 'SmsIcon',
  rounded: true,
  paths: <><path d="M4 5h16v11H10l-5 4v-4H4z" /><path d="M8.5 10.5v.01M12 10.5v.01M15.5 10.5v.01" /></>,
});
/** A round bubble holding a handset: a chat app's message (WhatsApp); not its logo. */
const ChatPhoneIcon = createIcon({
  name: 'ChatPhoneIcon',
  rounded: true,
  paths: <><path d="M4 20l1.2-3.8A8.5 8.5 0 1 1 8 19z" /><path d="M9.5 8.5c0 3.3 2.7 6 6 6l.8-1.6-2-.9-.9.9a3.6 3.6 0 0 1-2.3-2.3l.9-.9-.9-2z" /></>,
});

const CHANNEL_ICONS: Record<ReminderChannel, IconComponent> = { mail: MailIcon, sms: SmsIcon, whatsapp: ChatPhoneIcon };

/** A message's status as a badge tone: arrived or handed over is positive, waiting is neutral, failed is critical, never sent (skipped, or held by a limit against message fraud) a warning. */
const MESSAGE_TONE: Record<MessageStatus, BadgeTone> = {
  scheduled: 'neutral',
  queued: 'accent',
  sent: 'positive',
  delivered: 'positive',
  failed: 'critical',
  skipped: 'caution',
  held: 'caution',
  cancelled: 'neutral',
};

/** A channel's icon and translated name ("Mail", "SMS", "WhatsApp"). */
function ChannelLabel({ channel }: { channel: ReminderChannel }) {
  const { t } = useTranslation();
  const Icon = CHANNEL_ICONS[channel];
  return (
    <span className={s.channel}>
      <Icon size={18} />
      {t(`messages.channel.${channel}`)}
    </span>
  );
}

export interface BookingRemindersProps {
  booking: BookingDetail;
  /** The viewer's IANA zone. */
  timezone: string;
}

/**
 * The booking's delivery log: each reminder with its channel, when it is due, its status and — for one
 * skipped, held, cancelled or failed — why, with the provider's own words and the attempts made. Above it,
 * whether the booker agreed to be reminded by phone.
 */
export function BookingReminders({ booking: b, timezone }: BookingRemindersProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('bookings.reminders.title')} level={3} className={s.detailSection}>
      {b.attendee.phone ? (
        <Text tone="secondary" size="small" className={s.markedLine}>
          {b.messagingConsent ? <CheckIcon size={14} stroke={3} /> : <DashIcon size={14} stroke={3} />}
          {t(b.messagingConsent ? 'bookings.reminders.consentGiven' : 'bookings.reminders.consentNotGiven')}
        </Text>
      ) : null}
      {b.messages.length === 0 ? (
        <Text tone="secondary" size="small">
          {t('bookings.reminders.empty')}
        </Text>
      ) : (
        <ul className={s.messageList}>
          {b.messages.map((m) => (
            <Message key={m.id} message={m} timezone={timezone} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function Message({ message: m, timezone }: { message: MessageLogEntry; timezone: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const at = (iso: string) => formatDateTime(iso, locale, timezone, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={s.message}>
      <div className={s.messageHead}>
        <ChannelLabel channel={m.channel} />
        <Badge tone={MESSAGE_TONE[m.status]} withDot>
          {t(`messages.status.${m.status}`)}
        </Badge>
      </div>
      <Text size="small" tone="secondary">
        {formatReminderOffset(t, m.offsetMinutes, locale)} · {t('bookings.reminders.due', { time: at(m.dueAt) })}
      </Text>
      {m.deliveredAt ? (
        <Text size="small">{t('bookings.reminders.deliveredAt', { time: at(m.deliveredAt) })}</Text>
      ) : m.sentAt ? (
        <Text size="small">{t('bookings.reminders.sentAt', { time: at(m.sentAt) })}</Text>
      ) : null}
      {m.reason ? <Text size="small">{t(`messages.reason.${m.reason}`)}</Text> : null}
      {m.detail ? (
        <Text size="small" tone="secondary" className={s.providerDetail}>
          {t('bookings.reminders.providerSaid')} <Bidi dir="auto">{m.detail}</Bidi>
        </Text>
      ) : null}
      {m.attempts > 1 ? (
        <Text size="small" tone="secondary">
          {t('bookings.reminders.attempts', { count: m.attempts, n: formatNumber(m.attempts, locale) })}
        </Text>
      ) : null}
    </li>
  );
}
