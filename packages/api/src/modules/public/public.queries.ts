import type { PublicBooking } from '@waqt/contracts';
import { affected, many, one } from '../../db/sql.ts';
import type { Db } from '../../db/tx.ts';
import type { DateOverride, TimeRange } from '../../scheduling/index.ts';
import { BOOKING_NAMES, type BookingNamesRow } from '../bookings/booking-names.ts';
import { bookingPlaceColumns, calendarPlaceColumns, type CalendarPlaceColumns, type PlaceColumns } from '../calendars/places.ts';
import { eventTypeColumns, type EventTypeRow } from '../event-types/event-types.queries.ts';

/**
 * The public pages' SQL (typed rows): the slots' one-round-trip read, the calendar and team pages, the
 * slot versions the kept answers check, and what the booker's flow reads and writes besides a booking's
 * status (which only bookings/lifecycle.ts changes).
 */

// ——— Slots (public.service.ts, slots-cache.ts) ———

export interface BookableRow extends EventTypeRow, CalendarPlaceColumns {
  /** Set while the calendar is beyond its team's limit (billing/entitlements.ts applyPlanLimits). */
  billing_paused_at: Date | null;
  calendar_name: string;
  calendar_name_ar: string | null;
  calendar_name_en: string | null;
  calendar_slug: string;
  calendar_timezone: string;
  team_id: string;
  team_name: string;
  payment_expiration_minutes: number;
  booker_cutoff_minutes: number;
  schedule_timezone: string;
  weekly: TimeRange[][];
  overrides: DateOverride[];
  /** Busy time as 'start,end,start,end…' in epoch ms (see BUSY_LIST), or null when there is none. */
  busy: string | null;
  /** The calendar's `calendar_slot_versions.version` in the same snapshot (see slots-cache.ts). */
  slots_version: string | null;
  /** The team's switched-on phone channels (SMS, WhatsApp). */
  phone_channels: string[];
  team_country: string;
  /** The team's contact phone (E.164) or null. */
  team_contact_phone: string | null;
}

/**
 * Which bookings make a calendar busy over `[from, to)`: the live ones (pending, confirmed) whose
 * blocked range (buffers included) overlaps it. The same predicate as the partial GiST index of
 * `bookings_no_overlap`, which therefore answers it. `$1` calendar, `$2`/`$3` the range.
 */
const BUSY_WHERE = `b.calendar_id = $1 AND b.status IN ('pending', 'confirmed') AND b.blocked && tstzrange($2, $3, '[)')`;
/** The busy list as one string of epoch-ms pairs: cheaper to parse than a row and two dates per booking. */
const BUSY_LIST = `SELECT string_agg((extract(epoch FROM lower(b.blocked)) * 1000)::bigint || ',' || (extract(epoch FROM upper(b.blocked)) * 1000)::bigint, ',' ORDER BY lower(b.blocked)) FROM bookings b WHERE `;
export const BUSY_QUERY = BUSY_LIST + BUSY_WHERE;

/**
 * Everything `public.slots` needs in one round trip: the event type behind `/{calendarSlug}/{eventTypeSlug}`,
 * its calendar, its schedule, and the calendar's busy time over the visitor's range widened by this
 * event's buffers and duration (a booking just outside the dates still blocks a slot whose buffer
 * reaches it).
 */
const BOOKABLE_QUERY = `
  SELECT ${eventTypeColumns('e.')}, c.billing_paused_at, c.name AS calendar_name, c.name_ar AS calendar_name_ar, c.name_en AS calendar_name_en, c.slug AS calendar_slug, c.timezone AS calendar_timezone,
         t.id AS team_id, t.name AS team_name, t.payment_expiration_minutes, t.booker_cutoff_minutes,
         ${calendarPlaceColumns('c')}, t.country AS team_country, t.contact_phone AS team_contact_phone,
         s.timezone AS schedule_timezone, s.weekly, s.overrides, v.version::text AS slots_version,
         ARRAY(SELECT mc.channel FROM messaging_channels mc WHERE mc.team_id = t.id AND mc.enabled ORDER BY mc.channel) AS phone_channels,
         (${BUSY_LIST}
            b.calendar_id = c.id AND b.status IN ('pending', 'confirmed')
            AND b.blocked && tstzrange($3::timestamptz - make_interval(mins => e.buffer_before_minutes),
                                       $4::timestamptz + make_interval(mins => e.duration_minutes + e.buffer_after_minutes), '[)')) AS busy
  FROM calendars c
  JOIN teams t ON t.id = c.team_id
  JOIN event_types e ON e.calendar_id = c.id AND e.slug = $2
  JOIN schedules s ON s.id = e.schedule_id
  LEFT JOIN calendar_slot_versions v ON v.calendar_id = c.id
  WHERE c.slug = $1`;

/** The bookable row behind `/{calendarSlug}/{eventTypeSlug}`, its busy time over `[from, to)` widened by the event's buffers and duration. */
export const bookableRow = (db: Db, calendarSlug: string, eventTypeSlug: string, from: Date, to: Date) =>
  one<BookableRow>(db, BOOKABLE_QUERY, [calendarSlug, eventTypeSlug, from, to]);

/** The calendars' slot versions now (a calendar without a row has none). */
export const slotVersionsOf = (db: Db, calendarIds: string[]) =>
  many<{ calendar_id: string; version: string }>(db,
    `SELECT calendar_id, version::text AS version FROM calendar_slot_versions WHERE calendar_id = ANY($1::uuid[])`,
    [calendarIds],
  );

// ——— Calendar and team pages (public.service.ts) ———

export const publicCalendarBySlug = (db: Db, slug: string) =>
  one<{ id: string; name: string; name_ar: string | null; name_en: string | null; slug: string; timezone: string; team_name: string; team_slug: string }>(db,
    `SELECT c.id, c.name, c.name_ar, c.name_en, c.slug, c.timezone, t.name AS team_name, t.slug AS team_slug FROM calendars c JOIN teams t ON t.id = c.team_id WHERE c.slug = $1`,
    [slug],
  );

/** A calendar's enabled event types whose window has not ended at `now`. */
export const publicEventTypesOf = (db: Db, calendarId: string, now: Date) =>
  many<EventTypeRow>(db,
    `SELECT ${eventTypeColumns()} FROM event_types WHERE calendar_id = $1 AND enabled AND (active_to IS NULL OR active_to > $2) ORDER BY title, id`,
    [calendarId, now],
  );

export const publicTeamBySlug = (db: Db, slug: string) =>
  one<{ id: string; name: string; slug: string }>(db, `SELECT id, name, slug FROM teams WHERE slug = $1 AND NOT is_personal`, [slug]);

export const publicTeamCalendars = (db: Db, teamId: string) =>
  many<{ name: string; name_ar: string | null; name_en: string | null; slug: string }>(db,
    `SELECT name, name_ar, name_en, slug FROM calendars WHERE team_id = $1 ORDER BY name, id`,
    [teamId],
  );

// ——— The booker's flow (booking-flow.service.ts) ———

/** The team's customer record's bookings marked no-show, matched by email. */
export const noShowCount = (db: Db, teamId: string, email: string) =>
  one<{ n: number }>(db,
    `SELECT count(*)::int AS n FROM bookings b JOIN customers cu ON cu.id = b.customer_id
      WHERE cu.team_id = $1 AND cu.email = $2 AND cu.held_by_member_id IS NULL AND b.attendance = 'no_show'`,
    [teamId, email],
  );

/** The booker as the team's customer (one per team and email): a known one only gains "email verified". */
export const upsertBookerCustomer = (db: Db, teamId: string, b: { name: string; email: string; phone: string | null }, verified: boolean, now: Date) =>
  one<{ id: string }>(db,
    `INSERT INTO customers (team_id, name, email, phone, email_verified, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (team_id, email) WHERE held_by_member_id IS NULL DO UPDATE SET email_verified = customers.email_verified OR EXCLUDED.email_verified
     RETURNING id`,
    [teamId, b.name, b.email, b.phone, verified, now],
  );

/** Open pending holds of a booker email (across Waqt) and of a client IP hash. */
export const openHoldCounts = (db: Db, email: string, ip: Buffer | null, now: Date) =>
  one<{ email: number; ip: number }>(db,
    `SELECT (SELECT count(*)::int FROM bookings WHERE status = 'pending' AND customer_email = $1 AND expires_at > $3) AS email,
            (SELECT count(*)::int FROM bookings WHERE status = 'pending' AND $2::bytea IS NOT NULL AND booker_ip_hash = $2 AND expires_at > $3) AS ip`,
    [email, ip, now],
  );

/** A transaction-scoped advisory lock on a text key (held until the transaction ends). */
export const advisoryXactLock = (tx: Db, key: string) => many(tx, `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [key]);

export interface BookingRow extends BookingNamesRow {
  id: string;
  status: PublicBooking['status'];
  starts_at: Date;
  ends_at: Date;
  duration_minutes: number;
  timezone: string;
  calendar_slug: string;
  event_type_slug: string;
  customer_name: string | null;
  price_halalas: number;
  payment_required: boolean;
  expires_at: Date | null;
  cancel_reason: string | null;
  sequence: number;
  booker_cutoff_minutes: number;
  customer_confirmed_at: Date | null;
}

/** What the confirmation page adds to a booking's row: where, the number a phone call goes to, the team's phone. */
export interface BookingPlaceRow extends PlaceColumns {
  customer_phone: string | null;
  team_country: string;
  team_contact_phone: string | null;
}

const BOOKING_VIEW = `
  SELECT b.id, b.status, ${BOOKING_NAMES}, b.starts_at, b.ends_at, e.duration_minutes, b.timezone, c.slug AS calendar_slug,
         e.slug AS event_type_slug, b.customer_name, b.price_halalas, e.payment_required, b.expires_at, b.cancel_reason, b.sequence, t.booker_cutoff_minutes, b.customer_confirmed_at,
         ${bookingPlaceColumns('e', 'c')}, b.customer_phone, t.country AS team_country, t.contact_phone AS team_contact_phone
  FROM bookings b JOIN event_types e ON e.id = b.event_type_id JOIN calendars c ON c.id = b.calendar_id JOIN teams t ON t.id = c.team_id
  WHERE b.id = $1`;

/** The confirmation page's row of a booking (`lock`: FOR UPDATE of the booking). */
export const bookingViewRow = (db: Db, bookingId: string, lock = false) =>
  one<BookingRow & BookingPlaceRow>(db, BOOKING_VIEW + (lock ? ' FOR UPDATE OF b' : ''), [bookingId]);

export interface AttendRow {
  id: string;
  status: string;
  sequence: number;
  ends_at: Date;
  customer_confirmed_at: Date | null;
}

/** The attend page's row: the attend link's checks, and what and when. */
export const attendanceRow = (db: Db, bookingId: string) =>
  one<AttendRow & BookingNamesRow & { starts_at: Date; timezone: string }>(db,
    `SELECT b.id, b.status, b.sequence, b.starts_at, b.ends_at, b.timezone, b.customer_confirmed_at, ${BOOKING_NAMES}
     FROM bookings b JOIN event_types e ON e.id = b.event_type_id JOIN calendars c ON c.id = b.calendar_id WHERE b.id = $1`,
    [bookingId],
  );

export const lockAttendRow = (tx: Db, bookingId: string) =>
  one<AttendRow>(tx, `SELECT id, status, sequence, ends_at, customer_confirmed_at FROM bookings WHERE id = $1 FOR UPDATE`, [bookingId]);

export const setCustomerConfirmed = (tx: Db, bookingId: string, now: Date) =>
  affected(tx, `UPDATE bookings SET customer_confirmed_at = $2 WHERE id = $1`, [bookingId, now]);

/** What "send me the latest link" checks of a booking. */
export const bookingLinkRow = (tx: Db, bookingId: string) =>
  one<{ id: string; sequence: number; status: string; ends_at: Date }>(tx, `SELECT id, sequence, status, ends_at FROM bookings WHERE id = $1`, [bookingId]);
