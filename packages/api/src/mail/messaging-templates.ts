import type { Locale, PhoneChannel } from '@waqt/contracts';
import type { OutgoingMail } from './mailer.ts';
import { formatInstant } from './booking-templates.ts';
import { buttonHtml, escape } from './templates.ts';

// To a team's owners about its phone messages (issue 35, item 4), in the owner's language.

/** A channel's name ("Reminders by SMS") and its messages counted ("200 SMS messages", «200 رسالة نصية»). */
const CHANNEL: Record<Locale, Record<PhoneChannel, { name: string; messages: string }>> = {
  en: { sms: { name: 'SMS', messages: 'SMS messages' }, whatsapp: { name: 'WhatsApp', messages: 'WhatsApp messages' } },
  ar: { sms: { name: 'الرسائل النصية', messages: 'رسالة نصية' }, whatsapp: { name: 'واتساب', messages: 'رسالة واتساب' } },
};
type ChannelWords = { name: string; messages: string };

/** Names inside Arabic keep their own direction (U+2068 … U+2069). */
const isolate = (s: string) => `\u2068${s}\u2069`;

const copy: Record<
  Locale,
  { subject: (channel: ChannelWords, limit: number) => string; greeting: (name: string) => string; paragraphs: (a: { channel: ChannelWords; team: string; limit: number; resumes: string }) => string[]; button: string }
> = {
  en: {
    subject: (channel, limit) => `${channel.name} reminders held for today: the daily limit of ${limit} was reached`,
    greeting: (name) => `Hello ${name},`,
    paragraphs: ({ channel, team, limit, resumes }) => [
      `${team} has sent ${limit} ${channel.messages} today, its daily limit. Reminders by ${channel.name} due for the rest of the day are held and will not be sent: sent tomorrow they would arrive after the time they remind of. Each one is marked in its booking’s delivery log. Mail reminders still go.`,
      `Sending starts again on ${resumes}.`,
      `If your team does not usually send this many, someone may be booking with numbers that charge per message (toll fraud, "SMS pumping"): look at today’s bookings and the countries you allow. If it is real demand, raise the limit in the team’s settings.`,
    ],
    button: 'Open the messaging settings',
  },
  ar: {
    subject: (channel, limit) => `أُوقفت تذكيرات ${channel.name} لبقية اليوم: بلغ الفريق الحد اليومي (${limit})`,
    greeting: (name) => `مرحبًا ${name}،`,
    paragraphs: ({ channel, team, limit, resumes }) => [
      `أرسل فريق ${team} اليوم ${limit} ${channel.messages}، وهو حده اليومي. لذلك أُوقفت تذكيرات ${channel.name} المستحقة في بقية اليوم ولن تُرسل، إذ لو أُرسلت غدًا لوصلت بعد الموعد الذي تذكّر به. ويظهر ذلك في سجل رسائل كل حجز. أما التذكيرات بالبريد الإلكتروني فتُرسل كالمعتاد.`,
      `يُستأنف الإرسال في ${resumes}.`,
      `إن لم يكن فريقك يرسل هذا العدد عادةً، فقد يكون أحدهم يحجز بأرقام تُحتسب الرسائل إليها بتكلفة عالية (احتيال ضخ الرسائل): راجع حجوزات اليوم والدول المسموح بالإرسال إليها. وإن كان الطلب حقيقيًا، فارفع الحد من إعدادات الفريق.`,
    ],
    button: 'فتح إعدادات الرسائل',
  },
};

export interface DailyLimitMailInput {
  to: string;
  locale: Locale;
  name: string;
  /** The owner's zone: when sending starts again is said in it. */
  timezone: string;
  team: string;
  channel: PhoneChannel;
  limit: number;
  /** The next midnight UTC. */
  resumesAt: Date;
  /** The team settings' messaging section. */
  settingsUrl: string;
}

/** "The team's daily limit of SMS (or WhatsApp) messages was reached": once a day per channel (messaging/phone-limits.ts). */
export function dailyLimitMail(a: DailyLimitMailInput): OutgoingMail {
  const c = copy[a.locale];
  const channel = CHANNEL[a.locale][a.channel];
  const team = a.locale === 'ar' ? isolate(a.team) : a.team;
  const paragraphs = c.paragraphs({ channel, team, limit: a.limit, resumes: formatInstant(a.locale, a.timezone, a.resumesAt) });
  const hello = c.greeting(a.name);
  const text = [hello, ...paragraphs, '', a.settingsUrl].join('\n');
  const html = [`<p>${escape(hello)}</p>`, ...paragraphs.map((p) => `<p>${escape(p)}</p>`), buttonHtml(a.settingsUrl, c.button)].join('');
  return { to: a.to, subject: c.subject(channel, a.limit), text, html, locale: a.locale };
}
