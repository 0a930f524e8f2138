import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { PHONE_MESSAGES_PER_NUMBER_DAILY, routes, type HeldReason, type PhoneChannel } from '@waqt/contracts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/tx.ts';
import { dailyLimitMail } from '../../mail/messaging-templates.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { messagingLimitsOf } from './limits.service.ts';
import {
  bookerProvenRow,
  countNumberMessage,
  countTeamMessage,
  dailyLimitOwners,
  deleteNumberCountsBefore,
  deleteTeamCountsBefore,
  markDailyLimitMailed,
  phoneMessageCounts,
  uncountNumberMessage,
} from './messaging.queries.ts';

/**
 * Whether a phone message may go — the one place that decides it against toll fraud ("SMS pumping",
 * issue 35 item 4; docs/decisions.md "Phone messages and toll fraud"). A stranger can book a free event
 * with any number and tick the consent box, and the team's Unifonic or WhatsApp account pays for every
 * message, premium and foreign numbers included. In order:
 * 1. the number's country (libphonenumber-js) is one the team allows (default: its own country);
 * 2. the booker proved the booking's email with its code, or paid for it (money received);
 * 3. the number has had fewer than PHONE_MESSAGES_PER_NUMBER_DAILY messages from this team on this
 *    channel today;
 * 4. the team has sent fewer than its daily limit on this channel today — the first message over it
 *    also queues one mail to each owner, once a day per channel.
 * A day is a UTC day (03:00 to 03:00 in Riyadh, a quiet hour to start again at). The counts are rows
 * grown by one conditional upsert each: two workers sending at once queue on the row, and the second
 * reads the first's count, so the limit holds whatever runs in parallel (`sent <= cap` is also a
 * constraint). Counts are taken inside the caller's transaction: they stand only if it commits.
 */

export type PhoneVerdict = { ok: true } | { ok: false; reason: HeldReason };

export interface PhoneMessageToAdmit {
  teamId: string;
  bookingId: string;
  channel: PhoneChannel;
  /** E.164. */
  phone: string;
}

const DAY_MS = 86_400_000;
/** The UTC day of an instant, as the counts key it ('2026-11-22'). */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
/** The next midnight UTC: when the day's counts start again. */
export const nextUtcMidnight = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS + DAY_MS);

/** The country a number belongs to (ISO 3166-1 alpha-2), or null when none can be told (international networks, +882/+883, satellite). */
function countryOfNumber(phone: string): string | null {
  return parsePhoneNumberFromString(phone)?.country ?? null;
}

/** The booker proved the booking's email with its code (public.book), or money was received for it (card, bank transfer). */
async function bookerProven(db: Db, bookingId: string): Promise<boolean> {
  const row = await bookerProvenRow(db, bookingId);
  return row?.proven === true;
}

/** One more message to this number today, unless it had its share: whether it was counted. */
async function countForNumber(db: Db, m: PhoneMessageToAdmit, day: string): Promise<boolean> {
  const rows = await countNumberMessage(db, m.teamId, m.channel, m.phone, day, PHONE_MESSAGES_PER_NUMBER_DAILY);
  return rows.length > 0;
}

/** Gives back the number's count taken for a message the team's limit then held. */
async function uncountForNumber(db: Db, m: PhoneMessageToAdmit, day: string): Promise<void> {
  await uncountNumberMessage(db, m.teamId, m.channel, m.phone, day);
}

/**
 * One more message of the team today, unless it reached `cap`: whether it was counted. The day's first
 * message also clears the team's counts from before yesterday (nothing reads them).
 */
async function countForTeam(db: Db, m: PhoneMessageToAdmit, day: string, cap: number): Promise<boolean> {
  const row = await countTeamMessage(db, m.teamId, m.channel, day, cap);
  if (!row) return false;
  if (row.first) {
    // Yesterday's rows stay: a worker whose clock is a moment behind may still be counting on them.
    await deleteNumberCountsBefore(db, m.teamId, day);
    await deleteTeamCountsBefore(db, m.teamId, day);
  }
  return true;
}

/**
 * The first message over the team's limit today tells the owners, each in their language: once a day
 * per channel, whatever the number of messages held or workers holding them (the count row's
 * `limit_mailed_at` is set once; the mail's unique key is a second guard while it is queued).
 */
async function mailOwnersOnce(deps: { config: Pick<Config, 'appOrigin'>; clock: Clock }, db: Db, m: PhoneMessageToAdmit, day: string, limit: number): Promise<void> {
  const now = deps.clock.now();
  const marked = await markDailyLimitMailed(db, m.teamId, m.channel, day, now);
  if (marked === 0) return;
  const owners = await dailyLimitOwners(db, m.teamId);
  for (const o of owners) {
    const mail = dailyLimitMail({
      to: o.email,
      locale: o.locale,
      name: o.full_name,
      timezone: o.timezone,
      team: o.team,
      channel: m.channel,
      limit,
      resumesAt: nextUtcMidnight(now),
      settingsUrl: `${deps.config.appOrigin}${routes.team(o.locale, m.teamId, 'settings', 'messaging')}`,
    });
    await enqueueMail(db, deps.clock, mail, { uniqueKey: `phone-daily-limit:${m.teamId}:${m.channel}:${day}:${o.id}` });
  }
}

/**
 * Decides whether the message may go now and, when it may, counts it (for the number and the team).
 * Call it inside the transaction that holds the message's row and marks it queued, once per message
 * (a retry of a provider call that failed is not a new message). A held message stays held: the
 * reminder would arrive late on another day, and a queue of held messages sent when the day turns would
 * hand tomorrow's limit to whoever filled today's.
 */
export async function admitPhoneMessage(deps: { config: Pick<Config, 'appOrigin'>; clock: Clock }, db: Db, m: PhoneMessageToAdmit): Promise<PhoneVerdict> {
  const limits = await messagingLimitsOf(db, m.teamId);
  const country = countryOfNumber(m.phone);
  if (!country || !limits.allowedCountries.includes(country)) return { ok: false, reason: 'country_not_allowed' };
  if (!(await bookerProven(db, m.bookingId))) return { ok: false, reason: 'booker_unverified' };
  const day = utcDay(deps.clock.now());
  if (!(await countForNumber(db, m, day))) return { ok: false, reason: 'number_daily_limit' };
  const limit = limits.dailyLimits[m.channel];
  if (!(await countForTeam(db, m, day, limit))) {
    await uncountForNumber(db, m, day);
    await mailOwnersOnce(deps, db, m, day, limit);
    return { ok: false, reason: 'team_daily_limit' };
  }
  return { ok: true };
}

/** Phone messages the team let through today, per channel (the settings show them beside the limits). */
export async function phoneMessagesToday(db: Db, teamId: string, now: Date): Promise<Record<PhoneChannel, number>> {
  const rows = await phoneMessageCounts(db, teamId, utcDay(now));
  return { sms: rows.find((r) => r.channel === 'sms')?.sent ?? 0, whatsapp: rows.find((r) => r.channel === 'whatsapp')?.sent ?? 0 };
}
