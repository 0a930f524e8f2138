import type { DataSource } from 'typeorm';
import type { Db } from '../../db/tx.ts';
import { isPhoneChannel, minimumNoticeSeconds, PHONE_CHANNELS, PUBLIC_SLOTS_MAX_DAYS, type PhoneChannel, type PublicPage, type PublicSlotsInput, type PublicSlotsOutput } from '@waqt/contracts';
import { rulesOf } from '../bookings/reminder-schedule.ts';
import { AppError } from '../../errors.ts';
import { startOfLocalDay } from '../../time.ts';
import { computeSlots, slotInstants, type BusyInterval, type ScheduleInput, type SlotQuery, type TimeRange, type Weekday } from '../../scheduling/index.ts';
import type { EventTypeRow } from '../event-types/event-types.queries.ts';
import { answerAt, isCurrent, slotAnswersOf, type SlotAnswer } from './slots-cache.ts';
import { eventTypePlaceOf, publicPlaceOf } from '../calendars/places.ts';
import { contactPhoneOf } from '../teams/contact-phone.ts';
import { bookableRow, publicCalendarBySlug, publicEventTypesOf, publicTeamBySlug, publicTeamCalendars, type BookableRow } from './public.queries.ts';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' + n days. */
function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function parseBusy(list: string | null): BusyInterval[] {
  if (!list) return [];
  // One pass over the characters, without a string per number (a calendar's list holds two numbers
  // per booking); anything but unsigned numbers of up to 15 digits is read the general way below.
  const out: BusyInterval[] = [];
  let n = 0;
  let digits = 0;
  let start = 0;
  let odd = false;
  for (let i = 0; i <= list.length; i++) {
    const c = i < list.length ? list.charCodeAt(i) : 44;
    if (c === 44 /* , */) {
      if (odd) out.push({ start, end: n });
      else start = n;
      odd = !odd;
      n = 0;
      digits = 0;
    } else if (c >= 48 && c <= 57 && ++digits <= 15) n = n * 10 + (c - 48);
    else return parseBusySplit(list);
  }
  return out;
}

/** The general reading: split, then Number of each piece, in pairs (an odd last one dropped). */
function parseBusySplit(list: string): BusyInterval[] {
  const n = list.split(',').map(Number);
  const out: BusyInterval[] = [];
  for (let i = 0; i + 1 < n.length; i += 2) out.push({ start: n[i]!, end: n[i + 1]! });
  return out;
}

/**
 * An unknown calendar, an unknown event type and a disabled one all answer NOT_FOUND alike, so a
 * visitor learns nothing about what is not published; an enabled event type whose active window
 * has ended answers EVENT_TYPE_UNAVAILABLE (its page can say so).
 */
export async function bookable(
  db: Db,
  calendarSlug: string,
  eventTypeSlug: string,
  from: number,
  to: number,
  now: Date,
): Promise<BookableRow> {
  const row = await bookableRow(db, calendarSlug, eventTypeSlug, new Date(from), new Date(to));
  if (!row || !row.enabled) throw new AppError('NOT_FOUND');
  if (row.active_to && new Date(row.active_to).getTime() <= now.getTime()) throw new AppError('EVENT_TYPE_UNAVAILABLE');
  // Beyond the team's calendar limit after its subscription or trial ended: no new bookings (existing ones stand).
  if (row.billing_paused_at) throw new AppError('EVENT_TYPE_UNAVAILABLE');
  return row;
}

/** The engine's view of a schedule: weekly hours by weekday (0 = Sunday), overrides by date. */
function scheduleOf(row: BookableRow): ScheduleInput {
  const weeklyHours: Partial<Record<Weekday, readonly TimeRange[]>> = {};
  row.weekly.forEach((ranges, day) => {
    if (ranges.length) weeklyHours[day as Weekday] = ranges;
  });
  return { timezone: row.schedule_timezone, weeklyHours, overrides: row.overrides };
}

/** How far ahead a visitor may book, in days from now (slots beyond are never offered). */
const BOOKING_HORIZON_DAYS = PUBLIC_SLOTS_MAX_DAYS;

const horizonOf = (now: number) => now + BOOKING_HORIZON_DAYS * DAY_MS;
const noticeMsOf = (et: EventTypeRow) => minimumNoticeSeconds({ value: et.minimum_notice_value, unit: et.minimum_notice_unit }) * 1000;
const msOf = (d: Date | null) => (d ? new Date(d).getTime() : null);

/** The engine's query for one bookable row over `[from, to)` (epoch ms). */
function engineQuery(et: BookableRow, from: number, to: number, timezone: string, now: number): SlotQuery {
  return {
    schedule: scheduleOf(et),
    eventType: {
      durationMinutes: et.duration_minutes,
      bufferBeforeMinutes: et.buffer_before_minutes,
      bufferAfterMinutes: et.buffer_after_minutes,
      minimumNoticeMs: noticeMsOf(et),
      activeFrom: msOf(et.active_from),
      activeTo: msOf(et.active_to),
    },
    busy: parseBusy(et.busy),
    from,
    to,
    visitorTimeZone: timezone,
    now,
  };
}

/** The engine over `[from, to)` (epoch ms) for one bookable row, days in `timezone`. */
export function slotsOf(et: BookableRow, from: number, to: number, timezone: string, now: Date): PublicSlotsOutput['days'] {
  return computeSlots(engineQuery(et, from, Math.min(to, horizonOf(now.getTime())), timezone, now.getTime()));
}

/** The phone channels the booker may be reminded by: in the event type's rules and switched on by the team. */
export function phoneRemindersOf(et: Pick<BookableRow, 'reminders' | 'phone_channels'>): PhoneChannel[] {
  // No channel switched on: nothing to intersect, and the rules need no parsing (most teams; every uncached `public.slots`).
  if (!et.phone_channels?.length) return [];
  const on = new Set(et.phone_channels);
  const wanted = new Set(rulesOf(et.reminders).flatMap((r) => r.channels.filter(isPhoneChannel)));
  return PHONE_CHANNELS.filter((c) => wanted.has(c) && on.has(c));
}

/** The event's price (0 when the event type takes no payments; payable later when not required). */
export const priceOf = (et: EventTypeRow) => (et.payment_enabled ? et.price_halalas : 0);

/** An event type's title and description with their other languages' (pages pick the reader's: contracts languages.ts). */
const textsOf = (et: EventTypeRow) => ({
  title: et.title,
  description: et.description,
  titleAr: et.title_ar,
  titleEn: et.title_en,
  descriptionAr: et.description_ar,
  descriptionEn: et.description_en,
});

/** A row's answer for any clock (slots-cache.ts cuts it per request). */
function answerOf(et: BookableRow, from: number, to: number, timezone: string): SlotAnswer {
  return {
    calendarId: et.calendar_id,
    version: et.slots_version ?? '',
    head: {
      calendar: { name: et.calendar_name, nameAr: et.calendar_name_ar, nameEn: et.calendar_name_en, slug: et.calendar_slug },
      eventType: {
        ...textsOf(et),
        slug: et.slug,
        durationMinutes: et.duration_minutes,
        minimumNotice: { value: et.minimum_notice_value, unit: et.minimum_notice_unit },
        bookerVerificationRequired: et.booker_verification_required,
        paymentRequired: et.payment_required,
        phoneReminders: phoneRemindersOf(et),
        priceHalalas: priceOf(et),
        // Before booking: no meeting link (publicPlaceOf).
        place: publicPlaceOf(eventTypePlaceOf(et), false),
      },
      timezone,
      contactPhone: contactPhoneOf(et.team_contact_phone, et.team_country),
    },
    noticeMs: noticeMsOf(et),
    activeTo: msOf(et.active_to),
    to,
    instants: slotInstants(engineQuery(et, from, to, timezone, -Infinity)),
    cut: null,
  };
}

/**
 * A visitor's bookable slots: the dates `from`…`to` are the visitor's own (in `timezone`); the
 * hours are the event type's schedule's, in the schedule's zone. Nothing beyond
 * BOOKING_HORIZON_DAYS from now is offered. A kept answer whose calendar is still at its version
 * costs one primary-key read; otherwise one query (BOOKABLE_QUERY), then the engine, and the answer
 * is kept (slots-cache.ts).
 */
export async function publicSlots(db: DataSource, input: PublicSlotsInput, now: Date): Promise<PublicSlotsOutput> {
  const answers = slotAnswersOf(db);
  // The input as given (slugs are lower-cased by the schema): a kept answer costs no zone arithmetic.
  const key = `${input.calendarSlug} ${input.eventTypeSlug} ${input.from} ${input.to} ${input.timezone}`;
  let a = answers.get(key);
  if (a && (await isCurrent(db, a))) {
    answers.hits++;
    // What `bookable` checks against the clock; its other refusals come with a new version.
    if (a.activeTo !== null && a.activeTo <= now.getTime()) throw new AppError('EVENT_TYPE_UNAVAILABLE');
    return answerAt(a, now.getTime(), horizonOf(now.getTime()));
  }
  if (a) answers.delete(key);
  const from = startOfLocalDay(input.from, input.timezone).getTime();
  const to = startOfLocalDay(addDays(input.to, 1), input.timezone).getTime();
  const et = await bookable(db, input.calendarSlug, input.eventTypeSlug, from, to, now);
  a = answerOf(et, from, to, input.timezone);
  if (et.slots_version) answers.set(key, a);
  return answerAt(a, now.getTime(), horizonOf(now.getTime()), false);
}

/**
 * `/{slug}`: a calendar's page lists its enabled event types whose window has not ended; a team's
 * page lists its calendars. Anything else is NOT_FOUND.
 */
export async function publicPage(db: DataSource, slug: string, now: Date): Promise<PublicPage> {
  const cal = await publicCalendarBySlug(db, slug);
  if (cal) {
    const rows = await publicEventTypesOf(db, cal.id, now);
    return {
      kind: 'calendar',
      calendar: { name: cal.name, nameAr: cal.name_ar, nameEn: cal.name_en, slug: cal.slug, timezone: cal.timezone },
      team: { name: cal.team_name, slug: cal.team_slug },
      eventTypes: rows.map((r) => ({
        ...textsOf(r),
        slug: r.slug,
        durationMinutes: r.duration_minutes,
        paymentRequired: r.payment_required,
        priceHalalas: priceOf(r),
      })),
    };
  }
  const team = await publicTeamBySlug(db, slug);
  if (!team) throw new AppError('NOT_FOUND');
  const calendars = await publicTeamCalendars(db, team.id);
  return { kind: 'team', team: { name: team.name, slug: team.slug }, calendars: calendars.map((c) => ({ name: c.name, nameAr: c.name_ar, nameEn: c.name_en, slug: c.slug })) };
}
