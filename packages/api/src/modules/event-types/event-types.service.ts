import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_REMINDERS, PERSONAL_PLAN_EVENT_TYPES, type EventTypeView, type NoticeUnit, type Place, type ReminderRule } from '@waqt/contracts';
import { rulesOf } from '../bookings/reminder-schedule.ts';
import type { Team } from '../teams/teams.queries.ts';
import { AppError } from '../../errors.ts';
import { entitlementsOf, requireFeature } from '../billing/entitlements.ts';
import { constraintOf, mapDbError, sqlStateOf } from '../../db/errors.ts';
import { placeColumnsOf, placeOf, type PlaceColumns } from '../calendars/places.ts';
import { writePlace } from '../calendars/calendars.queries.ts';

/*
 * Event types of one calendar. The routers have already checked the calendar is the caller's to
 * see (calendarMember) or manage (calendarOwner); every query here is scoped by that calendar id.
 *
 * The personal team (SPEC §6) may have one event type and no payments. The count runs after the
 * team row is locked (FOR NO KEY UPDATE, as calendars.create does), so two concurrent creates count
 * one after the other and cannot both pass.
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

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toEventTypeView(r: EventTypeRow): EventTypeView {
  return {
    id: r.id,
    calendarId: r.calendar_id,
    title: r.title,
    description: r.description,
    titleAr: r.title_ar,
    titleEn: r.title_en,
    descriptionAr: r.description_ar,
    descriptionEn: r.description_en,
    slug: r.slug,
    durationMinutes: r.duration_minutes,
    bufferBeforeMinutes: r.buffer_before_minutes,
    bufferAfterMinutes: r.buffer_after_minutes,
    minimumNotice: { value: r.minimum_notice_value, unit: r.minimum_notice_unit },
    activeFrom: iso(r.active_from),
    activeTo: iso(r.active_to),
    bookerVerificationRequired: r.booker_verification_required,
    paymentRequired: r.payment_required,
    paymentEnabled: r.payment_enabled,
    priceHalalas: r.price_halalas,
    scheduleId: r.schedule_id,
    enabled: r.enabled,
    reminders: rulesOf(r.reminders),
    noShowPrepayAfter: r.no_show_prepay_after,
    place: placeOf(r),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

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

/** Unique link per calendar → EVENT_TYPE_SLUG_TAKEN (src/db/errors.ts); bookings hold an event type → EVENT_TYPE_HAS_BOOKINGS. */
function mapped(err: unknown): unknown {
  // ON DELETE RESTRICT answers 23001 (restrict_violation) on PostgreSQL 18, NO ACTION 23503: take both.
  const state = sqlStateOf(err);
  if ((state === '23001' || state === '23503') && constraintOf(err) === 'bookings_event_type_id_fkey') return new AppError('EVENT_TYPE_HAS_BOOKINGS', undefined, { cause: err });
  return mapDbError(err);
}

export async function listEventTypes(db: DataSource | EntityManager, calendarId: string): Promise<EventTypeView[]> {
  const rows: EventTypeRow[] = await db.query(`SELECT ${EVENT_TYPE_COLUMNS} FROM event_types WHERE calendar_id = $1 ORDER BY title, id`, [calendarId]);
  return rows.map(toEventTypeView);
}

/** NOT_FOUND for another calendar's event type and for a missing one alike. */
export async function eventTypeById(db: DataSource | EntityManager, calendarId: string, eventTypeId: string): Promise<EventTypeView> {
  const [row]: EventTypeRow[] = await db.query(`SELECT ${EVENT_TYPE_COLUMNS} FROM event_types WHERE calendar_id = $1 AND id = $2`, [calendarId, eventTypeId]);
  if (!row) throw new AppError('NOT_FOUND');
  return toEventTypeView(row);
}

/** Payments need a plan with them (PAYMENTS_NOT_AVAILABLE, with what is needed); the schedule must be one of this calendar's. */
async function checkValues(tx: EntityManager, team: Team, calendarId: string, v: EventTypeValues, now: Date): Promise<void> {
  if (v.paymentEnabled || v.paymentRequired || v.priceHalalas > 0) await requireFeature(tx, team, 'payments', now, 'PAYMENTS_NOT_AVAILABLE');
  // FOR KEY SHARE: the schedule cannot be deleted between this check and our insert's FK check.
  const [schedule] = await tx.query<{ id: string }[]>(`SELECT id FROM schedules WHERE id = $1 AND calendar_id = $2 FOR KEY SHARE`, [v.scheduleId, calendarId]);
  if (!schedule) throw new AppError('NOT_FOUND');
}

export async function createEventType(db: DataSource | EntityManager, team: Team, calendarId: string, v: EventTypeValues, now: Date): Promise<EventTypeView> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(`SELECT id FROM teams WHERE id = $1 FOR NO KEY UPDATE`, [team.id]);
      await checkValues(tx, team, calendarId, v, now);
      // Without the plan's `event_types` feature (the personal team, an ended trial): one event type per team.
      const ent = await entitlementsOf(tx, team, now);
      if (ent.softBlocked) throw new AppError('BILLING_SOFT_BLOCKED');
      if (!ent.features.includes('event_types')) {
        const [count] = await tx.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM event_types e JOIN calendars c ON c.id = e.calendar_id WHERE c.team_id = $1`,
          [team.id],
        );
        if (count!.n >= PERSONAL_PLAN_EVENT_TYPES) {
          throw new AppError('EVENT_TYPE_LIMIT_REACHED', undefined, { needs: { feature: 'event_types', limit: PERSONAL_PLAN_EVENT_TYPES, used: count!.n, ...(team.isPersonal ? {} : { plan: 'team' as const }) } });
        }
      }
      const [row]: EventTypeRow[] = await tx.query(
        `INSERT INTO event_types (calendar_id, created_at, schedule_id, title, description, slug, duration_minutes, buffer_before_minutes,
           buffer_after_minutes, minimum_notice_value, minimum_notice_unit, active_from, active_to, booker_verification_required,
           payment_required, payment_enabled, price_halalas, enabled, reminders, no_show_prepay_after, title_ar, title_en, description_ar, description_en)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19::jsonb, $20, $21, $22, $23, $24)
         RETURNING ${EVENT_TYPE_COLUMNS}`,
        [calendarId, now, ...valuesOf(v)],
      );
      return toEventTypeView(await withPlace(tx, row!, v.place));
    });
  } catch (err) {
    throw mapped(err);
  }
}

/** Replaces every field (the other languages' texts only when given: `namesGiven`). */
export async function updateEventType(db: DataSource | EntityManager, team: Team, calendarId: string, eventTypeId: string, v: EventTypeValues, now: Date): Promise<EventTypeView> {
  try {
    return await db.transaction(async (tx) => {
      await checkValues(tx, team, calendarId, v, now);
      const [rows]: [EventTypeRow[], number] = await tx.query(
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
      if (!rows[0]) throw new AppError('NOT_FOUND');
      return toEventTypeView(await withPlace(tx, rows[0], v.place));
    });
  } catch (err) {
    throw mapped(err);
  }
}

/** Writes the event type's place (null: its calendar's) and answers the row with it. */
async function withPlace(tx: EntityManager, row: EventTypeRow, place: Place | null | undefined): Promise<EventTypeRow> {
  const next = { ...row, ...placeColumnsOf(place ?? null) };
  if (next.place_kind !== row.place_kind || next.place_address !== row.place_address || next.place_map_url !== row.place_map_url || next.place_meeting_url !== row.place_meeting_url) {
    await writePlace(tx, 'event_types', row.id, place ?? null);
  }
  return next;
}

export async function setEventTypeEnabled(db: DataSource, calendarId: string, eventTypeId: string, enabled: boolean): Promise<EventTypeView> {
  const [rows]: [EventTypeRow[], number] = await db.query(
    `UPDATE event_types SET enabled = $3 WHERE calendar_id = $1 AND id = $2 RETURNING ${EVENT_TYPE_COLUMNS}`,
    [calendarId, eventTypeId, enabled],
  );
  if (!rows[0]) throw new AppError('NOT_FOUND');
  return toEventTypeView(rows[0]);
}

/** EVENT_TYPE_HAS_BOOKINGS while bookings refer to it (disable it instead). */
export async function deleteEventType(db: DataSource, calendarId: string, eventTypeId: string): Promise<void> {
  let deleted: unknown[];
  try {
    [deleted] = await db.query(`DELETE FROM event_types WHERE calendar_id = $1 AND id = $2 RETURNING id`, [calendarId, eventTypeId]);
  } catch (err) {
    throw mapped(err);
  }
  if (!deleted.length) throw new AppError('NOT_FOUND');
}
