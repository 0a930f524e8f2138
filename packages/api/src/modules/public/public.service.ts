import type { DataSource } from 'typeorm';
import { minimumNoticeSeconds, type PublicSlotsInput, type PublicSlotsOutput } from '@waqt/contracts';
import { AppError } from '../../errors.ts';
import { startOfLocalDay } from '../../time.ts';
import { computeSlots, type BusyInterval, type ScheduleInput } from '../../scheduling/index.ts';
import { eventTypeColumns, type EventTypeRow } from '../event-types/event-types.service.ts';
import { loadScheduleInput } from './schedule-input.ts';

const MINUTE = 60_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' + n days. */
function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

interface BookableRow extends EventTypeRow {
  calendar_name: string;
  calendar_slug: string;
}

/**
 * The event type behind a public link `/{calendarSlug}/{eventTypeSlug}`, with its calendar.
 * An unknown calendar, an unknown event type and a disabled one all answer NOT_FOUND alike, so a
 * visitor learns nothing about what is not published; an enabled event type whose active window
 * has ended answers EVENT_TYPE_UNAVAILABLE (its page can say so).
 */
async function bookable(db: DataSource, calendarSlug: string, eventTypeSlug: string, now: Date): Promise<BookableRow> {
  const [row]: BookableRow[] = await db.query(
    `SELECT ${eventTypeColumns('e.')}, c.name AS calendar_name, c.slug AS calendar_slug
     FROM calendars c JOIN event_types e ON e.calendar_id = c.id AND e.slug = $2
     WHERE c.slug = $1`,
    [calendarSlug, eventTypeSlug],
  );
  if (!row || !row.enabled) throw new AppError('NOT_FOUND');
  if (row.active_to && new Date(row.active_to).getTime() <= now.getTime()) throw new AppError('EVENT_TYPE_UNAVAILABLE');
  return row;
}

/**
 * Busy time of a calendar overlapping `[from, to)`: live bookings' blocked ranges (buffers
 * included). One query, served by the partial GiST index of `bookings_no_overlap` (same predicate).
 */
export const BUSY_QUERY = `SELECT lower(blocked) AS s, upper(blocked) AS e FROM bookings
  WHERE calendar_id = $1 AND status IN ('pending', 'confirmed') AND blocked && tstzrange($2, $3, '[)')
  ORDER BY lower(blocked)`;

export async function busyIntervals(db: DataSource, calendarId: string, from: Date, to: Date): Promise<BusyInterval[]> {
  const rows: { s: Date; e: Date }[] = await db.query(BUSY_QUERY, [calendarId, from, to]);
  return rows.map((r) => ({ start: new Date(r.s).getTime(), end: new Date(r.e).getTime() }));
}

/**
 * A visitor's bookable slots: the dates `from`…`to` are the visitor's own (in `timezone`); the
 * hours are the event type's schedule's, in the schedule's zone. The busy range is widened by this
 * event's buffers and duration, so a booking just outside the dates still blocks a slot whose
 * buffer reaches it.
 */
export async function publicSlots(db: DataSource, input: PublicSlotsInput, now: Date): Promise<PublicSlotsOutput> {
  const et = await bookable(db, input.calendarSlug, input.eventTypeSlug, now);
  const from = startOfLocalDay(input.from, input.timezone).getTime();
  const to = startOfLocalDay(addDays(input.to, 1), input.timezone).getTime();
  const before = et.buffer_before_minutes * MINUTE;
  const reach = (et.duration_minutes + et.buffer_after_minutes) * MINUTE;
  const [schedule, busy]: [ScheduleInput, BusyInterval[]] = await Promise.all([
    loadScheduleInput(db, et.schedule_id),
    busyIntervals(db, et.calendar_id, new Date(from - before), new Date(to + reach)),
  ]);
  const days = computeSlots({
    schedule,
    eventType: {
      durationMinutes: et.duration_minutes,
      bufferBeforeMinutes: et.buffer_before_minutes,
      bufferAfterMinutes: et.buffer_after_minutes,
      minimumNoticeMs: minimumNoticeSeconds({ value: et.minimum_notice_value, unit: et.minimum_notice_unit }) * 1000,
      activeFrom: et.active_from ? new Date(et.active_from).getTime() : null,
      activeTo: et.active_to ? new Date(et.active_to).getTime() : null,
    },
    busy,
    from,
    to,
    visitorTimeZone: input.timezone,
    now: now.getTime(),
  });
  return {
    calendar: { name: et.calendar_name, slug: et.calendar_slug },
    eventType: {
      title: et.title,
      description: et.description,
      slug: et.slug,
      durationMinutes: et.duration_minutes,
      minimumNotice: { value: et.minimum_notice_value, unit: et.minimum_notice_unit },
      bookerVerificationRequired: et.booker_verification_required,
      paymentRequired: et.payment_required,
      priceHalalas: et.payment_enabled ? et.price_halalas : 0,
    },
    timezone: input.timezone,
    days,
  };
}
