import type { DataSource, EntityManager } from 'typeorm';
import { PERSONAL_PLAN_EVENT_TYPES, type EventTypeView, type Place } from '@waqt/contracts';
import { rulesOf } from '../bookings/reminder-schedule.ts';
import { lockTeamRow, type Team } from '../teams/teams.queries.ts';
import type { Db } from '../../db/tx.ts';
import { AppError } from '../../errors.ts';
import { entitlementsOf, requireFeature } from '../billing/entitlements.ts';
import { constraintOf, mapDbError, sqlStateOf } from '../../db/errors.ts';
import { placeColumnsOf, placeOf } from '../calendars/places.ts';
import { writePlace } from '../calendars/calendars.queries.ts';
import {
  countTeamEventTypes,
  deleteEventTypeRow,
  eventTypeRowOfCalendar,
  eventTypeRowsOfCalendar,
  insertEventTypeRow,
  setEventTypeEnabledRow,
  shareScheduleOfCalendar,
  updateEventTypeRow,
  type EventTypeRow,
  type EventTypeValues,
} from './event-types.queries.ts';

/*
 * Event types of one calendar. The routers have already checked the calendar is the caller's to
 * see (calendarMember) or manage (calendarOwner); every query here is scoped by that calendar id.
 *
 * The personal team (SPEC §6) may have one event type and no payments. The count runs after the
 * team row is locked (FOR NO KEY UPDATE, as calendars.create does), so two concurrent creates count
 * one after the other and cannot both pass.
 */

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



/** Unique link per calendar → EVENT_TYPE_SLUG_TAKEN (src/db/errors.ts); bookings hold an event type → EVENT_TYPE_HAS_BOOKINGS. */
function mapped(err: unknown): unknown {
  // ON DELETE RESTRICT answers 23001 (restrict_violation) on PostgreSQL 18, NO ACTION 23503: take both.
  const state = sqlStateOf(err);
  if ((state === '23001' || state === '23503') && constraintOf(err) === 'bookings_event_type_id_fkey') return new AppError('EVENT_TYPE_HAS_BOOKINGS', undefined, { cause: err });
  return mapDbError(err);
}

export async function listEventTypes(db: Db, calendarId: string): Promise<EventTypeView[]> {
  return (await eventTypeRowsOfCalendar(db, calendarId)).map(toEventTypeView);
}

/** NOT_FOUND for another calendar's event type and for a missing one alike. */
export async function eventTypeById(db: Db, calendarId: string, eventTypeId: string): Promise<EventTypeView> {
  const row = await eventTypeRowOfCalendar(db, calendarId, eventTypeId);
  if (!row) throw new AppError('NOT_FOUND');
  return toEventTypeView(row);
}

/** Payments need a plan with them (PAYMENTS_NOT_AVAILABLE, with what is needed); the schedule must be one of this calendar's. */
async function checkValues(tx: EntityManager, team: Team, calendarId: string, v: EventTypeValues, now: Date): Promise<void> {
  if (v.paymentEnabled || v.paymentRequired || v.priceHalalas > 0) await requireFeature(tx, team, 'payments', now, 'PAYMENTS_NOT_AVAILABLE');
  // FOR KEY SHARE: the schedule cannot be deleted between this check and our insert's FK check.
  if (!(await shareScheduleOfCalendar(tx, calendarId, v.scheduleId))) throw new AppError('NOT_FOUND');
}

export async function createEventType(db: Db, team: Team, calendarId: string, v: EventTypeValues, now: Date): Promise<EventTypeView> {
  try {
    return await db.transaction(async (tx) => {
      await lockTeamRow(tx, team.id);
      await checkValues(tx, team, calendarId, v, now);
      // Without the plan's `event_types` feature (the personal team, an ended trial): one event type per team.
      const ent = await entitlementsOf(tx, team, now);
      if (ent.softBlocked) throw new AppError('BILLING_SOFT_BLOCKED');
      if (!ent.features.includes('event_types')) {
        const count = await countTeamEventTypes(tx, team.id);
        if (count >= PERSONAL_PLAN_EVENT_TYPES) {
          throw new AppError('EVENT_TYPE_LIMIT_REACHED', undefined, { needs: { feature: 'event_types', limit: PERSONAL_PLAN_EVENT_TYPES, used: count, ...(team.isPersonal ? {} : { plan: 'team' as const }) } });
        }
      }
      const row = await insertEventTypeRow(tx, calendarId, v, now);
      return toEventTypeView(await withPlace(tx, row, v.place));
    });
  } catch (err) {
    throw mapped(err);
  }
}

/** Replaces every field (the other languages' texts only when given: `namesGiven`). */
export async function updateEventType(db: Db, team: Team, calendarId: string, eventTypeId: string, v: EventTypeValues, now: Date): Promise<EventTypeView> {
  try {
    return await db.transaction(async (tx) => {
      await checkValues(tx, team, calendarId, v, now);
      const row = await updateEventTypeRow(tx, calendarId, eventTypeId, v);
      if (!row) throw new AppError('NOT_FOUND');
      return toEventTypeView(await withPlace(tx, row, v.place));
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
  const row = await setEventTypeEnabledRow(db, calendarId, eventTypeId, enabled);
  if (!row) throw new AppError('NOT_FOUND');
  return toEventTypeView(row);
}

/** EVENT_TYPE_HAS_BOOKINGS while bookings refer to it (disable it instead). */
export async function deleteEventType(db: DataSource, calendarId: string, eventTypeId: string): Promise<void> {
  let deleted: boolean;
  try {
    deleted = await deleteEventTypeRow(db, calendarId, eventTypeId);
  } catch (err) {
    throw mapped(err);
  }
  if (!deleted) throw new AppError('NOT_FOUND');
}
