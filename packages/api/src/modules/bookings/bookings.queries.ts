import type { Attendance, BookingDetail, BookingTab, Locale, MessageLogEntry, MessageReason, PaymentRecord, PaymentStatus, ReminderRule } from '@waqt/contracts';
import type { Db } from '../../db/tx.ts';
import { affected, many, one } from '../../db/sql.ts';
import type { BookingMailRecipient } from '../../mail/booking-templates.ts';
import type { TeamMember } from '../teams/teams.queries.ts';
import { bookingPlaceColumns, type PlaceColumns } from '../calendars/places.ts';
import { BOOKING_NAMES, type BookingNamesRow } from './booking-names.ts';

/*
 * The bookings module's SQL (docs/decisions.md, "One data-access style"): typed through db/sql.ts. The
 * statements that change a booking's status (and its insert) stay in lifecycle.ts, the one file allowed
 * to write it (lifecycle.test.ts scans the sources for any other).
 */

interface PaymentRow {
  id: string;
  kind: PaymentRecord['kind'];
  status: PaymentStatus;
  amount_halalas: number;
  refunded_halalas: number;
  currency: string;
  gateway_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  created_at: Date;
  paid_at: Date | null;
}

/** A booking's payments as the team sees them (bookings.detail), oldest first. */
export async function paymentsOfBooking(db: Db, bookingId: string): Promise<PaymentRecord[]> {
  const rows = await many<PaymentRow>(
    db,
    `SELECT id, kind, status, amount_halalas, refunded_halalas, currency, gateway_id, card_brand, card_last4, created_at, paid_at
     FROM payments WHERE booking_id = $1 ORDER BY created_at, id`,
    [bookingId],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    amountHalalas: r.amount_halalas,
    refundedHalalas: r.refunded_halalas,
    currency: r.currency.trim(),
    gatewayId: r.gateway_id,
    cardBrand: r.card_brand,
    cardLast4: r.card_last4,
    createdAt: new Date(r.created_at).toISOString(),
    paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
  }));
}

// ——— The team's bookings (team-bookings.service.ts) ———

/**
 * What each tab holds (docs/decisions.md), `$now` being the request's instant, and its order.
 * Active: live (pending or confirmed) and not yet ended. Upcoming: confirmed, starting later.
 * Past: confirmed and ended. Pending: awaiting payment, soonest expiry first. Cancelled and
 * Expired: by status, latest first.
 */
const TABS: Record<BookingTab, { where: string; order: string }> = {
  active: { where: `b.status IN ('pending', 'confirmed') AND b.ends_at > $now`, order: 'b.starts_at ASC' },
  upcoming: { where: `b.status = 'confirmed' AND b.starts_at > $now`, order: 'b.starts_at ASC' },
  past: { where: `b.status = 'confirmed' AND b.ends_at <= $now`, order: 'b.starts_at DESC' },
  pending: { where: `b.status = 'pending'`, order: 'b.expires_at ASC' },
  cancelled: { where: `b.status = 'cancelled'`, order: 'b.cancelled_at DESC' },
  expired: { where: `b.status = 'expired'`, order: 'b.starts_at DESC' },
};

/**
 * A small parameter builder: values are bound by name, and `text` turns the `$name` placeholders a
 * statement uses into positional ones — `params` holds exactly those, in order.
 */
class Sql {
  private values = new Map<string, unknown>();
  params: unknown[] = [];
  bind(name: string, value: unknown): this {
    this.values.set(name, value);
    return this;
  }
  text(sql: string): string {
    const order: string[] = [];
    const out = sql.replace(/\$([a-z]\w*)/g, (m, n: string) => {
      if (!this.values.has(n)) throw new Error(`unbound ${m}`);
      let i = order.indexOf(n);
      if (i < 0) i = order.push(n) - 1;
      return `$${i + 1}`;
    });
    this.params = order.map((n) => this.values.get(n));
    return out;
  }
}

/** Which calendars of the team the member sees: all for owners, assigned ones for assistants. */
function visibleTo(sql: Sql, membership: Pick<TeamMember, 'id' | 'teamId' | 'role'>): string {
  sql.bind('team', membership.teamId);
  if (membership.role === 'owner') return `c.team_id = $team`;
  sql.bind('member', membership.id);
  return `c.team_id = $team AND EXISTS (SELECT 1 FROM calendar_members cm WHERE cm.calendar_id = c.id AND cm.member_id = $member)`;
}

const ROW_COLUMNS = `b.id, e.title, b.starts_at, b.ends_at, b.status, b.customer_name, b.customer_email, b.customer_phone, b.calendar_id,
  c.name AS calendar_name, c.timezone AS calendar_timezone, b.event_type_id, b.expires_at, b.notes, b.timezone, b.price_halalas, b.cancel_reason, b.cancelled_by,
  b.cancelled_at, b.created_at, b.attendance, b.customer_confirmed_at, b.attendance_marked_at, b.messaging_consent`;
const FROM = `FROM bookings b JOIN calendars c ON c.id = b.calendar_id JOIN event_types e ON e.id = b.event_type_id`;

/** A booking as the team's lists and detail read it. */
export interface TeamBookingRow {
  id: string;
  title: string;
  starts_at: Date;
  ends_at: Date;
  status: BookingDetail['status'];
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  calendar_id: string;
  calendar_name: string;
  calendar_timezone: string;
  event_type_id: string;
  expires_at: Date | null;
  notes: string | null;
  timezone: string;
  price_halalas: number;
  cancel_reason: string | null;
  cancelled_by: 'booker' | 'team' | null;
  cancelled_at: Date | null;
  created_at: Date;
  attendance: Attendance | null;
  customer_confirmed_at: Date | null;
  attendance_marked_at: Date | null;
  messaging_consent: boolean;
  total?: string;
}

/** Confirmed, ended, not marked: what the "Needs marking" filter and the team home's count hold. */
const NEEDS_MARKING = `b.status = 'confirmed' AND b.ends_at <= $now AND b.attendance IS NULL`;

/** A list's filter as the service resolved it: the days as instants, the search as a LIKE pattern. */
export interface TeamBookingFilter {
  tab: BookingTab;
  calendarId?: string | undefined;
  eventTypeId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  needsMarking?: boolean | undefined;
  searchPattern?: string | undefined;
}

/** One page (`limit` rows from `offset`) of the bookings the member sees, and how many the filter holds. */
export async function teamBookingPage(db: Db, membership: TeamMember, f: TeamBookingFilter, now: Date, limit: number, offset: number): Promise<{ rows: TeamBookingRow[]; total: number }> {
  const sql = new Sql().bind('now', now);
  const where = [visibleTo(sql, membership), TABS[f.tab].where];
  if (f.calendarId) {
    sql.bind('calendar', f.calendarId);
    where.push('b.calendar_id = $calendar');
  }
  if (f.eventTypeId) {
    sql.bind('eventType', f.eventTypeId);
    where.push('b.event_type_id = $eventType');
  }
  if (f.from) {
    sql.bind('from', f.from);
    where.push('b.starts_at >= $from');
  }
  if (f.to) {
    sql.bind('to', f.to);
    where.push('b.starts_at < $to');
  }
  if (f.needsMarking) where.push(NEEDS_MARKING);
  if (f.searchPattern) {
    sql.bind('search', f.searchPattern);
    where.push('(b.customer_name ILIKE $search OR b.customer_email ILIKE $search)');
  }
  sql.bind('limit', limit).bind('offset', offset);
  const rows = await many<TeamBookingRow>(
    db,
    sql.text(`SELECT ${ROW_COLUMNS}, count(*) OVER () AS total ${FROM} WHERE ${where.join(' AND ')} ORDER BY ${TABS[f.tab].order}, b.id LIMIT $limit OFFSET $offset`),
    sql.params,
  );
  let total = rows[0]?.total !== undefined ? Number(rows[0].total) : 0;
  if (rows.length === 0 && offset > 0) {
    // Past the last page: still say how many there are.
    const c = await one<{ n: string }>(db, sql.text(`SELECT count(*) AS n ${FROM} WHERE ${where.join(' AND ')}`), sql.params);
    total = Number(c?.n ?? 0);
  }
  return { rows, total };
}

/** A booking the member sees, with its customer and who marked its attendance. */
export function teamBookingDetailRow(db: Db, membership: TeamMember, bookingId: string) {
  const sql = new Sql().bind('id', bookingId);
  return one<TeamBookingRow & { cust_id: string | null; cust_name: string | null; cust_phone: string | null; cust_archived_at: Date | null; marked_by_name: string | null }>(
    db,
    sql.text(
      `SELECT ${ROW_COLUMNS}, cu.id AS cust_id, cu.name AS cust_name, cu.phone AS cust_phone, cu.archived_at AS cust_archived_at, mu.full_name AS marked_by_name
       ${FROM} LEFT JOIN customers cu ON cu.id = b.customer_id LEFT JOIN users mu ON mu.id = b.attendance_marked_by WHERE b.id = $id AND ${visibleTo(sql, membership)}`,
    ),
    sql.params,
  );
}

/** A booking the member sees, its row locked (FOR UPDATE) until the transaction ends. */
export function lockTeamBooking(tx: Db, membership: TeamMember, bookingId: string) {
  const sql = new Sql().bind('id', bookingId);
  return one<{ id: string; status: string; ends_at: Date }>(tx, sql.text(`SELECT b.id, b.status, b.ends_at ${FROM} WHERE b.id = $id AND ${visibleTo(sql, membership)} FOR UPDATE OF b`), sql.params);
}

/** Marks (or clears, with nulls) whether the booker came, when and by whom. */
export async function setBookingAttendance(tx: Db, bookingId: string, attendance: Attendance | null, markedAt: Date | null, markedBy: string | null): Promise<void> {
  await affected(tx, `UPDATE bookings SET attendance = $2, attendance_marked_at = $3, attendance_marked_by = $4 WHERE id = $1`, [bookingId, attendance, markedAt, markedBy]);
}

/** Of the confirmed bookings the member sees starting in [from, to) and ended by `now`: attended, no-shows, still to mark. */
export async function attendanceCounts(db: Db, membership: TeamMember, range: { now: Date; from: Date; to: Date }) {
  const sql = new Sql().bind('now', range.now).bind('from', range.from).bind('to', range.to);
  return one<{ attended: number; no_shows: number; unmarked: number }>(
    db,
    sql.text(
      `SELECT count(*) FILTER (WHERE b.attendance = 'attended')::int AS attended,
              count(*) FILTER (WHERE b.attendance = 'no_show')::int AS no_shows,
              count(*) FILTER (WHERE ${NEEDS_MARKING})::int AS unmarked
         ${FROM} WHERE ${visibleTo(sql, membership)} AND b.status = 'confirmed' AND b.starts_at >= $from AND b.starts_at < $to AND b.ends_at <= $now`,
    ),
    sql.params,
  );
}

/** How many bookings the Upcoming tab holds for the member. */
export async function countUpcomingBookings(db: Db, membership: TeamMember, now: Date): Promise<number> {
  const sql = new Sql().bind('now', now);
  const r = await one<{ n: string }>(db, sql.text(`SELECT count(*) AS n ${FROM} WHERE ${visibleTo(sql, membership)} AND ${TABS.upcoming.where}`), sql.params);
  return Number(r?.n ?? 0);
}

/** A customer's bookings on the calendars the member sees, newest first. */
export function customerBookingRows(db: Db, membership: TeamMember, customerId: string, limit: number) {
  const sql = new Sql().bind('customer', customerId).bind('limit', limit);
  return many<TeamBookingRow>(
    db,
    sql.text(`SELECT ${ROW_COLUMNS} ${FROM} WHERE ${visibleTo(sql, membership)} AND b.customer_id = $customer ORDER BY b.starts_at DESC, b.id LIMIT $limit`),
    sql.params,
  );
}

interface MessageLogRow {
  id: string;
  channel: MessageLogEntry['channel'];
  offset_minutes: number;
  due_at: Date;
  status: MessageLogEntry['status'];
  reason: MessageLogEntry['reason'];
  detail: string | null;
  attempts: number;
  sent_at: Date | null;
  delivered_at: Date | null;
  updated_at: Date;
}

/**
 * A booking's delivery log: every reminder row of every version, by due time (a reschedule shows the old
 * ones cancelled as "booking moved" before the new ones), then mail before SMS before WhatsApp.
 */
export const messageLogRows = (db: Db, bookingId: string) =>
  many<MessageLogRow>(
    db,
    `SELECT id, channel, offset_minutes, due_at, status, reason, detail, attempts, sent_at, delivered_at, updated_at
       FROM booking_messages WHERE booking_id = $1 ORDER BY sequence, due_at, array_position(ARRAY['mail', 'sms', 'whatsapp'], channel), id`,
    [bookingId],
  );

// ——— Mails (booking-mails.ts) ———

/** A booking as its mails (and reminders) read it: with its names, place, team and links' parts. */
export interface BookingMailRow extends PlaceColumns, BookingNamesRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
  status: string;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  notes: string | null;
  timezone: string;
  locale: Locale;
  expires_at: Date | null;
  sequence: number;
  cancel_reason: string | null;
  cancelled_by: 'booker' | 'team' | null;
  created_at: Date;
  calendar_id: string;
  calendar_slug: string;
  calendar_timezone: string;
  event_type_slug: string;
  team_id: string;
  team_name: string;
  price_halalas: number;
  currency: string;
  payment_required: boolean;
  booker_cutoff_minutes: number;
  team_country: string;
  team_contact_phone: string | null;
}

/** A booking read for its mails, as the transaction `db` sees it. */
export const bookingMailRow = (db: Db, bookingId: string) =>
  one<BookingMailRow>(
    db,
    `SELECT b.id, ${BOOKING_NAMES}, b.starts_at, b.ends_at, b.status, b.customer_name, b.customer_email, b.customer_phone, b.notes, b.timezone,
            b.locale, b.expires_at, b.sequence, b.cancel_reason, b.cancelled_by, b.created_at, c.id AS calendar_id,
            c.slug AS calendar_slug, c.timezone AS calendar_timezone, e.slug AS event_type_slug, t.id AS team_id, t.name AS team_name,
            b.price_halalas, trim(t.currency) AS currency, e.payment_required, t.booker_cutoff_minutes,
            ${bookingPlaceColumns('e', 'c')}, t.country AS team_country, t.contact_phone AS team_contact_phone
     FROM bookings b JOIN event_types e ON e.id = b.event_type_id JOIN calendars c ON c.id = b.calendar_id JOIN teams t ON t.id = c.team_id
     WHERE b.id = $1`,
    [bookingId],
  );

/**
 * Who on the team hears about a booking: the calendar's assigned members and the team's owners
 * (active memberships), each once, in their own language and zone.
 */
export const bookingTeamRecipients = (db: Db, teamId: string, calendarId: string) =>
  many<BookingMailRecipient & { role: string }>(
    db,
    `SELECT DISTINCT ON (u.id) u.email, u.full_name AS name, u.locale, u.timezone, tm.role
     FROM team_members tm JOIN users u ON u.id = tm.user_id
     WHERE tm.team_id = $1 AND tm.deleted_at IS NULL
       AND (tm.role = 'owner' OR EXISTS (SELECT 1 FROM calendar_members cm WHERE cm.calendar_id = $2 AND cm.member_id = tm.id))
     ORDER BY u.id`,
    [teamId, calendarId],
  );

// ——— Reminders' schedule (reminder-schedule.ts) ———

/** A booking's current version as its reminders need it (with its event type's rules). */
export const bookingReminderVersion = (tx: Db, bookingId: string) =>
  one<{
    id: string;
    status: string;
    sequence: number;
    starts_at: Date;
    team_id: string;
    customer_phone: string | null;
    customer_email: string | null;
    messaging_consent: boolean;
    reminders: unknown;
  }>(
    tx,
    `SELECT b.id, b.status, b.sequence, b.starts_at, c.team_id, b.customer_phone, b.customer_email, b.messaging_consent, e.reminders
       FROM bookings b JOIN calendars c ON c.id = b.calendar_id JOIN event_types e ON e.id = b.event_type_id
      WHERE b.id = $1`,
    [bookingId],
  );

/**
 * Cancels, with `reason`, the booking's scheduled reminders of another version than `sequence` — or all of
 * them when it is not `confirmed`; answers the ids cancelled.
 */
export const retireScheduledMessages = (tx: Db, bookingId: string, sequence: number, reason: MessageReason, now: Date, confirmed: boolean) =>
  many<{ id: string }>(
    tx,
    `UPDATE booking_messages SET status = 'cancelled', reason = $3, updated_at = $4
      WHERE booking_id = $1 AND status = 'scheduled' AND (sequence <> $2 OR NOT $5) RETURNING id`,
    [bookingId, sequence, reason, now, confirmed],
  );

/** A reminder message of a booking's version; its id, or undefined when that version has it already (ON CONFLICT DO NOTHING). */
export const insertBookingMessage = (
  tx: Db,
  m: {
    bookingId: string;
    teamId: string;
    sequence: number;
    channel: ReminderRule['channels'][number];
    offsetMinutes: number;
    dueAt: Date;
    status: 'scheduled' | 'skipped';
    reason: MessageReason | null;
    recipient: string | null;
    now: Date;
  },
) =>
  one<{ id: string }>(
    tx,
    `INSERT INTO booking_messages (booking_id, team_id, sequence, channel, offset_minutes, due_at, status, reason, recipient, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     ON CONFLICT (booking_id, sequence, offset_minutes, channel) DO NOTHING RETURNING id`,
    [m.bookingId, m.teamId, m.sequence, m.channel, m.offsetMinutes, m.dueAt, m.status, m.reason, m.recipient, m.now],
  );

// ——— Reads of the lifecycle (lifecycle.ts) ———

/** Where a booking is now (before a move). */
export const bookingTimes = (tx: Db, bookingId: string) => one<{ starts_at: Date; ends_at: Date }>(tx, `SELECT starts_at, ends_at FROM bookings WHERE id = $1`, [bookingId]);

/** A booking's status and expiry, its row locked (FOR UPDATE) until the transaction ends. */
export const lockBookingStatus = (tx: Db, bookingId: string) =>
  one<{ status: string; expires_at: Date | null }>(tx, `SELECT status, expires_at FROM bookings WHERE id = $1 FOR UPDATE`, [bookingId]);
