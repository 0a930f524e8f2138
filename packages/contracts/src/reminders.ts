import { z } from 'zod';
import { LOCALES } from './constants.ts';
import { countrySchema, teamIdInput } from './team.ts';
import { inLanguagesOut, textSchema } from './text.ts';

/**
 * Reminders, messaging channels, the delivery log and attendance (issue 24; docs/decisions.md
 * "Reminders and attendance"). Time offsets are whole minutes before a booking's start.
 */

// ——— Channels ———

/** Where a reminder goes: the booker's mail, or their phone by SMS or WhatsApp. */
export const REMINDER_CHANNELS = ['mail', 'sms', 'whatsapp'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
/** The channels that need the booker's phone number, their consent and a team provider. */
export const PHONE_CHANNELS = ['sms', 'whatsapp'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];
export const isPhoneChannel = (c: ReminderChannel): c is PhoneChannel => c !== 'mail';

// ——— Reminder rules (per event type) ———

export const REMINDERS_MAX = 3;
/** The closest a reminder may be to the start: 15 minutes. */
const REMINDER_OFFSET_MIN_MINUTES = 15;
/** The earliest: 7 days before. */
const REMINDER_OFFSET_MAX_MINUTES = 7 * 24 * 60;
/** Offsets the rules editor offers (minutes); the API takes any whole minute in range. */
export const REMINDER_OFFSET_CHOICES = [15, 30, 60, 120, 180, 360, 720, 1440, 2880, 4320, 10080] as const;

/** Field issue keys (under `validation.`) of the reminder rules. */
export const REMINDER_ISSUES = {
  offsetRepeated: 'reminder_offset_repeated',
  channelRepeated: 'reminder_channel_repeated',
  noShowWithoutPayment: 'no_show_prepay_without_payment',
} as const;

const reminderRuleSchema = z.object({
  offsetMinutes: z.number().int().min(REMINDER_OFFSET_MIN_MINUTES).max(REMINDER_OFFSET_MAX_MINUTES),
  channels: z
    .array(z.enum(REMINDER_CHANNELS))
    .min(1)
    .max(REMINDER_CHANNELS.length)
    .refine((cs) => new Set(cs).size === cs.length, { params: { issue: REMINDER_ISSUES.channelRepeated } }),
});
export type ReminderRule = z.infer<typeof reminderRuleSchema>;

export const reminderRulesSchema = z
  .array(reminderRuleSchema)
  .max(REMINDERS_MAX)
  .superRefine((rules, ctx) => {
    const seen = new Set<number>();
    rules.forEach((r, i) => {
      if (seen.has(r.offsetMinutes)) ctx.addIssue({ code: 'custom', path: [i, 'offsetMinutes'], params: { issue: REMINDER_ISSUES.offsetRepeated } });
      seen.add(r.offsetMinutes);
    });
  });

/** What a new event type starts with: a mail the day before. */
export const DEFAULT_REMINDERS: ReminderRule[] = [{ offsetMinutes: 1440, channels: ['mail'] }];

/** "Customers with N or more no-shows must pay in advance": bounds of N. */
export const NO_SHOW_PREPAY_MIN = 1;
export const NO_SHOW_PREPAY_MAX = 20;
export const noShowPrepaySchema = z.number().int().min(NO_SHOW_PREPAY_MIN).max(NO_SHOW_PREPAY_MAX).nullable();

// ——— Messaging channels (team settings) ———

/** A sender name as operators register it: 3–11 letters, digits, spaces, dots or dashes (Unifonic's rule for alphanumeric senders). */
const SENDER_NAME = /^[A-Za-z0-9 .-]{3,11}$/;
/** A WhatsApp template name as Meta allows it: lowercase letters, digits and underscores. */
export const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
/**
 * Outside production only, the API's WhatsApp sends carry the text a template renders to in this header
 * (base64) for the phone sandbox's dev inbox (@waqt/sandbox); Meta itself never gets it.
 */
export const SANDBOX_TEXT_HEADER = 'X-Waqt-Sandbox-Text';
/** A WhatsApp template language code (en, en_US, ar). */
const TEMPLATE_LANGUAGE = /^[a-z]{2,3}(_[A-Z]{2})?$/;

const secretField = z.string().trim().min(8).max(512);

/** SMS through Unifonic: the application id (AppSid, a secret) and the registered sender name. */
const smsChannelFields = z.object({
  channel: z.literal('sms'),
  senderName: z.string().trim().regex(SENDER_NAME),
  /** Required when the channel is first saved; omitted on an edit to keep the saved one. */
  appSid: secretField.optional(),
});

/** WhatsApp through the Cloud API: the business phone number's id, a system-user access token (secret), the app secret (webhook signatures) and one approved template per language. */
const whatsappChannelFields = z.object({
  channel: z.literal('whatsapp'),
  /** The name people see as the business (the WhatsApp profile's display name); used in our logs and the dev inbox. */
  senderName: textSchema({ min: 1, max: 60 }),
  phoneNumberId: z.string().trim().regex(/^\d{5,20}$/),
  accessToken: secretField.optional(),
  appSecret: secretField.optional(),
  /** The approved reminder template for each language of ours. */
  templates: z.object(Object.fromEntries(LOCALES.map((l) => [l, z.object({ name: z.string().trim().regex(TEMPLATE_NAME), language: z.string().trim().regex(TEMPLATE_LANGUAGE) })])) as Record<
    (typeof LOCALES)[number],
    z.ZodObject<{ name: z.ZodString; language: z.ZodString }>
  >),
});

export const messagingChannelFields = z.discriminatedUnion('channel', [smsChannelFields, whatsappChannelFields]);
export type MessagingChannelFields = z.input<typeof messagingChannelFields>;

export const saveMessagingChannelInput = teamIdInput.extend({ settings: messagingChannelFields, enabled: z.boolean().default(true) });
export const messagingChannelInput = teamIdInput.extend({ channel: z.enum(PHONE_CHANNELS) });

/** What an owner sees of a channel: never a secret, only whether one is saved. */
export const messagingChannelSchema = z.object({
  channel: z.enum(PHONE_CHANNELS),
  provider: z.enum(['unifonic', 'whatsapp_cloud']),
  enabled: z.boolean(),
  senderName: z.string(),
  phoneNumberId: z.string().nullable(),
  templates: z.record(z.string(), z.object({ name: z.string(), language: z.string() })).nullable(),
  hasSecrets: z.boolean(),
  /** Where the provider posts delivery statuses (shown so the owner can paste it into the provider's console). */
  webhookUrl: z.string(),
  updatedAt: z.iso.datetime(),
});
export type MessagingChannelView = z.infer<typeof messagingChannelSchema>;

// ——— Limits on phone messages (toll fraud, issue 35 item 4) ———

/** The Gulf Cooperation Council's countries: the settings' one-click choice. */
export const GCC_COUNTRIES = ['SA', 'AE', 'BH', 'KW', 'OM', 'QA'] as const;
/** Phone messages a team sends per channel and day unless its owner sets another limit. */
export const PHONE_DAILY_LIMIT_DEFAULT = 200;
/** The highest daily limit an owner may set per channel. */
export const PHONE_DAILY_LIMIT_MAX = 10_000;
/** Messages one number gets from one team per channel and day (not configurable). */
export const PHONE_MESSAGES_PER_NUMBER_DAILY = 5;

const dailyLimitSchema = z.number().int().min(1).max(PHONE_DAILY_LIMIT_MAX);
const dailyLimitsSchema = z.object({ sms: dailyLimitSchema, whatsapp: dailyLimitSchema });

/** The owner's choice: the countries phone messages may go to, and each channel's daily limit. */
export const saveMessagingLimitsInput = teamIdInput.extend({
  allowedCountries: z
    .array(countrySchema)
    .min(1)
    .max(250)
    // Kept once each, in a stable order.
    .transform((cs) => [...new Set(cs)].sort()),
  dailyLimits: dailyLimitsSchema,
});
export type SaveMessagingLimitsInput = z.input<typeof saveMessagingLimitsInput>;

/** What the settings show: the limits in force (the defaults until the owner saves) and today's use. */
export const messagingLimitsSchema = z.object({
  /** ISO 3166-1 alpha-2 codes; by default the team's country. */
  allowedCountries: z.array(z.string().length(2)),
  dailyLimits: dailyLimitsSchema,
  /** PHONE_MESSAGES_PER_NUMBER_DAILY. */
  perNumberDaily: z.number().int(),
  /** Messages let through so far today, per channel (a day is a UTC day). */
  sentToday: z.object({ sms: z.number().int(), whatsapp: z.number().int() }),
  /** When the day's counts start again (the next midnight UTC). */
  resetsAt: z.iso.datetime(),
});
export type MessagingLimitsView = z.infer<typeof messagingLimitsSchema>;

// ——— Delivery log ———

/**
 * A message's life: `scheduled` (waiting for its time) → `queued` (its time came; handed to the
 * channel) → `sent` (the provider or mail server took it) → `delivered` (the provider says it
 * arrived) — or `failed` (with a reason, after retries), `skipped` (never sent, with a reason: no
 * phone, no consent, opted out, channel off), `held` (never sent: a limit against toll fraud held it
 * back — `HELD_REASONS`), `cancelled` (the booking was cancelled, expired or moved before its time).
 */
const MESSAGE_STATUSES = ['scheduled', 'queued', 'sent', 'delivered', 'failed', 'skipped', 'held', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Why a phone message was held back (status `held`; docs/decisions.md "Phone messages and toll fraud"):
 * its number is in a country the team does not message, the team's daily limit for the channel was
 * reached, the number had its day's messages from the team, or the booker never proved the booking's
 * email (by its code) nor paid for it.
 */
const HELD_REASONS = ['country_not_allowed', 'team_daily_limit', 'number_daily_limit', 'booker_unverified'] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

/** Why a message was skipped, held, cancelled or failed (translated under `messages.reason.<code>`). */
const MESSAGE_REASONS = [
  'no_phone',
  'no_consent',
  'opted_out',
  'channel_off',
  'booking_cancelled',
  'booking_expired',
  'booking_moved',
  'booked_too_late',
  'provider_refused',
  'provider_unreachable',
  'undeliverable',
  ...HELD_REASONS,
] as const;
export type MessageReason = (typeof MESSAGE_REASONS)[number];

export const messageLogEntrySchema = z.object({
  id: z.uuid(),
  channel: z.enum(REMINDER_CHANNELS),
  /** The rule's offset (a reminder). */
  offsetMinutes: z.number().int(),
  /** When it is (or was) due. */
  dueAt: z.iso.datetime(),
  status: z.enum(MESSAGE_STATUSES),
  reason: z.enum(MESSAGE_REASONS).nullable(),
  /** The provider's words for a failure (e.g. "ER-05 Insufficient balance"); shown beside the reason. */
  detail: z.string().nullable(),
  /** Send attempts so far. */
  attempts: z.number().int(),
  sentAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>;

// ——— Attendance ———

export const ATTENDANCE = ['attended', 'no_show'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

/** Marks (or, with null, unmarks) a confirmed booking that has ended. BOOKING_NOT_ENDED before its end; BOOKING_NOT_CHANGEABLE unless confirmed. */
export const markAttendanceInput = teamIdInput.extend({ bookingId: z.uuid(), attendance: z.enum(ATTENDANCE).nullable() });

/** This month's attendance on the team home (the viewer's zone decides the month). */
export const attendanceStatsInput = teamIdInput.extend({ timezone: z.string().min(1).max(64) });
export const attendanceStatsSchema = z.object({
  /** YYYY-MM. */
  month: z.string(),
  attended: z.number().int(),
  noShows: z.number().int(),
  /** Confirmed bookings of the month that have ended and are not marked yet. */
  unmarked: z.number().int(),
  /** noShows / (attended + noShows); null before anything is marked. */
  noShowRate: z.number().min(0).max(1).nullable(),
});
export type AttendanceStats = z.infer<typeof attendanceStatsSchema>;

/** The "I'll be there" link of a reminder: the booking and an attendance token (public.confirmAttendance). */
const attendTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const publicConfirmAttendanceInput = z.object({ bookingId: z.uuid(), token: attendTokenSchema });
export const publicConfirmAttendanceOutput = z.object({ confirmedAt: z.iso.datetime() });

/**
 * What the attend page shows before anything is pressed (public.attendance, a query that changes nothing):
 * the booking as anyone with its id may see it (what, when, with whom) and when the booker already said
 * they will come (null before). Same input and refusals as public.confirmAttendance.
 */
export const publicAttendanceSchema = z.object({
  title: z.string(),
  ...inLanguagesOut('title'),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  timezone: z.string(),
  /** The calendar's name. */
  organizer: z.string(),
  ...inLanguagesOut('organizer'),
  confirmedAt: z.iso.datetime().nullable(),
});
export type PublicAttendance = z.infer<typeof publicAttendanceSchema>;

/**
 * The opt-out link of a phone message (`/{lang}/stop?m=…&t=…`): the message id and its token. The number
 * the message went to is never messaged by that team again (replying STOP does the same).
 */
const optOutTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const publicOptOutInput = z.object({ messageId: z.uuid(), token: optOutTokenSchema });
export const publicOptOutOutput = z.object({ ok: z.literal(true), team: z.string() });
