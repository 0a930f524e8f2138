import { DEFAULT_REMINDERS, type NoticeUnit, type Place, type ReminderRule } from '@waqt/contracts';
import { many, one } from '../../db/sql.ts';
import type { Db } from '../../db/tx.ts';
import type { PlaceColumns } from '../calendars/places.ts';

/**
 * The event types module's SQL (docs/decisions.md, "One data-access style"): the `event_types` table,
 * every statement scoped by the calendar the router checked, typed.
 */

/** What a user edits; the contracts have already validated and normalised it. */
export interface EventTypeValues {
  title: string;
  description: string;
  slug: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNotice: { value: number; unit: NoticeUnit };
  activeFrom: string | null;
  activeTo: string | null;
  bookerVerificationRequired: boolean;
  paymentRequired: boolean;
  paymentEnabled: boolean;
  priceHalalas: number;
  scheduleId: string;
  enabled: boolean;
  /** Default: a mail the day before (DEFAULT_REMINDERS). A change applies to bookings confirmed or moved after it. */
  reminders?: ReminderRule[] | undefined;
  noShowPrepayAfter?: number | null | undefined;
  /** Its own place (issue 36); null or absent: its calendar's. */
  place?: Place | null | undefined;
  /**
   * The title and description in Arabic and in English (contracts languages.ts; null: not given). The
   * dashboard's form always sends them; a caller that gives none (onboarding, the seed) keeps what is stored.
   */
  titleAr?: string | null | undefined;
  titleEn?: string | null | undefined;
  descriptionAr?: string | null | undefined;
  descriptionEn?: string | null | undefined;
}

export interface EventTypeRow extends PlaceColumns {
  id: string;
  calendar_id: string;
  schedule_id: string;
  title: string;
  description: string;
  slug: string;
  duration_minutes: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  minimum_notice_value: number;
  minimum_notice_unit: NoticeUnit;
  active_from: Date | null;
  active_to: Date | null;
  booker_verification_required: boolean;
  payment_required: boolean;
  payment_enabled: boolean;
  price_halalas: number;
  enabled: boolean;
  reminders: unknown;
  no_show_prepay_after: number | null;
  created_at: Date;
  title_ar: string | null;
  title_en: string | null;
  description_ar: string | null;
  description_en: string | null;
}

const COLUMNS = [
  'id', 'calendar_id', 'schedule_id', 'title', 'description', 'slug', 'duration_minutes', 'buffer_before_minutes', 'buffer_after_minutes',
  'minimum_notice_value', 'minimum_notice_unit', 'active_from', 'active_to', 'booker_verification_required', 'payment_required',
  'payment_enabled', 'price_halalas', 'enabled', 'reminders', 'no_show_prepay_after', 'created_at',
  'place_kind', 'place_address', 'place_map_url', 'place_meeting_url',
  'title_ar', 'title_en', 'description_ar', 'description_en',
] as const satisfies readonly (keyof EventTypeRow)[];

/** The event_types columns an EventTypeRow holds, optionally qualified (`e.` → `e.id, e.title, …`). */
export const eventTypeColumns = (qualifier = '') => COLUMNS.map((c) => qualifier + c).join(', ');
const EVENT_TYPE_COLUMNS = eventTypeColumns();

/** The values in column order for INSERT/UPDATE ($3 … $20, then the other languages' texts $21 … $24). */
function valuesOf(v: EventTypeValues): unknown[] {
  return [
    v.scheduleId,
    v.title,
    v.description,
    v.slug,
    v.durationMinutes,
    v.bufferBeforeMinutes,
    v.bufferAfterMinutes,
    v.minimumNotice.value,
    v.minimumNotice.unit,
    v.activeFrom,
    v.activeTo,
    v.bookerVerificationRequired,
    v.paymentRequired,
    v.paymentEnabled,
    v.priceHalalas,
    v.enabled,
    JSON.stringify(v.reminders ?? DEFAULT_REMINDERS),
    v.noShowPrepayAfter ?? null,
    v.titleAr ?? null,
    v.titleEn ?? null,
    v.descriptionAr ?? null,
    v.descriptionEn ?? null,
  ];
}

/** Whether the other languages' texts were given at all (an update without them keeps the stored ones). */
const namesGiven = (v: EventTypeValues) => [v.titleAr, v.titleEn, v.descriptionAr, v.descriptionEn].some((x) => x !== undefined);

export const eventTypeRowsOfCalendar = (db: Db, calendarId: string) =>
  many<EventTypeRow>(db, `SELECT ${EVENT_TYPE_COLUMNS} FROM event_types WHERE calendar_id = $1 ORDER BY title, id`, [calendarId]);

export const eventTypeRowOfCalendar = (db: Db, calendarId: string, eventTypeId: string) =>
  one<EventTypeRow>(db, `SELECT ${EVENT_TYPE_COLUMNS} FROM event_types WHERE calendar_id = $1 AND id = $2`, [calendarId, eventTypeId]);

/**
 * Whether the schedule is one of the calendar's, held FOR KEY SHARE: it cannot be deleted between this
 * check and the event type's foreign key check.
 */
export async function shareScheduleOfCalendar(tx: Db, calendarId: string, scheduleId: string): Promise<boolean> {
  return (await one(tx, `SELECT id FROM schedules WHERE id = $1 AND calendar_id = $2 FOR KEY SHARE`, [scheduleId, calendarId])) !== undefined;
}

/** How many event types the team's calendars have. */
export async function countTeamEventTypes(tx: Db, teamId: string): Promise<number> {
  const row = await one<{ n: number }>(tx, `SELECT count(*)::int AS n FROM event_types e JOIN calendars c ON c.id = e.calendar_id WHERE c.team_id = $1`, [teamId]);
  return row!.n;
}

export async function insertEventTypeRow(tx: Db, calendarId: string, v: EventTypeValues, now: Date): Promise<EventTypeRow> {
  const row = await one<EventTypeRow>(
    tx,
    `INSERT INTO event_types (calendar_id, created_at, schedule_id, title, description, slug, duration_minutes, buffer_before_minutes,
       buffer_after_minutes, minimum_notice_value, minimum_notice_unit, active_from, active_to, booker_verification_required,
       payment_required, payment_enabled, price_halalas, enabled, reminders, no_show_prepay_after, title_ar, title_en, description_ar, description_en)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19::jsonb, $20, $21, $22, $23, $24)
     RETURNING ${EVENT_TYPE_COLUMNS}`,
    [calendarId, now, ...valuesOf(v)],
  );
  return row!;
}

/** Replaces every field (the other languages' texts only when given: `namesGiven`); undefined when the calendar has no such event type. */
export const updateEventTypeRow = (tx: Db, calendarId: string, eventTypeId: string, v: EventTypeValues) =>
  one<EventTypeRow>(
    tx,
    `UPDATE event_types SET schedule_id = $3, title = $4, description = $5, slug = $6, duration_minutes = $7, buffer_before_minutes = $8,
       buffer_after_minutes = $9, minimum_notice_value = $10, minimum_notice_unit = $11, active_from = $12, active_to = $13,
       booker_verification_required = $14, payment_required = $15, payment_enabled = $16, price_halalas = $17, enabled = $18,
       reminders = $19::jsonb, no_show_prepay_after = $20,
       title_ar = CASE WHEN $25::boolean THEN $21 ELSE title_ar END, title_en = CASE WHEN $25 THEN $22 ELSE title_en END,
       description_ar = CASE WHEN $25 THEN $23 ELSE description_ar END, description_en = CASE WHEN $25 THEN $24 ELSE description_en END
     WHERE calendar_id = $1 AND id = $2
     RETURNING ${EVENT_TYPE_COLUMNS}`,
    [calendarId, eventTypeId, ...valuesOf(v), namesGiven(v)],
  );

export const setEventTypeEnabledRow = (db: Db, calendarId: string, eventTypeId: string, enabled: boolean) =>
  one<EventTypeRow>(db, `UPDATE event_types SET enabled = $3 WHERE calendar_id = $1 AND id = $2 RETURNING ${EVENT_TYPE_COLUMNS}`, [calendarId, eventTypeId, enabled]);

/** Deletes the calendar's event type; false when there is none (bookings that hold it make it fail: ON DELETE RESTRICT). */
export async function deleteEventTypeRow(db: Db, calendarId: string, eventTypeId: string): Promise<boolean> {
  return (await many(db, `DELETE FROM event_types WHERE calendar_id = $1 AND id = $2 RETURNING id`, [calendarId, eventTypeId])).length > 0;
}
