import type { DataSource } from 'typeorm';
import { BOOKINGS_PAGE_SIZE, type Attendance, type AttendanceStats, type BookingDetail, type BookingList, type BookingTab, type ListBookingsInput, type MessageLogEntry } from '@waqt/contracts';
import type { TeamMember } from '../teams/teams.queries.ts';
import type { Context } from '../../trpc/context.ts';
import { AppError } from '../../errors.ts';
import { withTx, type Db } from '../../db/tx.ts';
import { containsPattern } from '../../db/like.ts';
import { startOfLocalDay } from '../../time.ts';
import { cancelBooking } from './lifecycle.ts';
import { paymentsOfBooking } from './bookings.queries.ts';
import { affected, many, one } from '../../db/sql.ts';

const DAY_MS = 86_400_000;

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

interface Row {
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

const iso = (d: Date) => new Date(d).toISOString();
const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

function toRow(r: Row) {
  return {
    id: r.id,
    title: r.title,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    status: r.status,
    attendee: { name: r.customer_name ?? '', email: r.customer_email ?? '' },
    organizer: { calendarId: r.calendar_id, name: r.calendar_name, timezone: r.calendar_timezone },
    eventTypeId: r.event_type_id,
    expiresAt: r.status === 'pending' ? isoOrNull(r.expires_at) : null,
    attendance: r.attendance,
    customerConfirmedAt: isoOrNull(r.customer_confirmed_at),
  };
}

/** Confirmed, ended, not marked: what the "Needs marking" filter and the team home's count hold. */
const NEEDS_MARKING = `b.status = 'confirmed' AND b.ends_at <= $now AND b.attendance IS NULL`;


export async function listBookings(db: DataSource, membership: TeamMember, input: ListBookingsInput & { page?: number }, now: Date): Promise<BookingList> {
  const sql = new Sql().bind('now', now);
  const where = [visibleTo(sql, membership), TABS[input.tab].where];
  if (input.calendarId) {
    sql.bind('calendar', input.calendarId);
    where.push('b.calendar_id = $calendar');
  }
  if (input.eventTypeId) {
    sql.bind('eventType', input.eventTypeId);
    where.push('b.event_type_id = $eventType');
  }
  if (input.from) {
    sql.bind('from', startOfLocalDay(input.from, input.timezone));
    where.push('b.starts_at >= $from');
  }
  if (input.to) {
    const next = new Date(Date.parse(`${input.to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    sql.bind('to', startOfLocalDay(next, input.timezone));
    where.push('b.starts_at < $to');
  }
  if (input.needsMarking) where.push(NEEDS_MARKING);
  if (input.search) {
    sql.bind('search', containsPattern(input.search));
    where.push('(b.customer_name ILIKE $search OR b.customer_email ILIKE $search)');
  }
  const page = input.page ?? 1;
  sql.bind('limit', BOOKINGS_PAGE_SIZE).bind('offset', (page - 1) * BOOKINGS_PAGE_SIZE);
  const rows = await many<Row>(db,
    sql.text(`SELECT ${ROW_COLUMNS}, count(*) OVER () AS total ${FROM} WHERE ${where.join(' AND ')} ORDER BY ${TABS[input.tab].order}, b.id LIMIT $limit OFFSET $offset`),
    sql.params,
  );
  let total = rows[0]?.total !== undefined ? Number(rows[0].total) : 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page: still say how many there are.
    const c = await one<{ n: string }>(db, sql.text(`SELECT count(*) AS n ${FROM} WHERE ${where.join(' AND ')}`), sql.params);
    total = Number(c?.n ?? 0);
  }
  return { items: rows.map(toRow), total, page, pageSize: BOOKINGS_PAGE_SIZE };
}

export async function bookingDetail(db: DataSource, membership: TeamMember, bookingId: string): Promise<BookingDetail> {
  const sql = new Sql().bind('id', bookingId);
  type DetailRow = Row & { cust_id: string | null; cust_name: string | null; cust_phone: string | null; cust_archived_at: Date | null; marked_by_name: string | null };
  const r = await one<DetailRow>(db,
    sql.text(
      `SELECT ${ROW_COLUMNS}, cu.id AS cust_id, cu.name AS cust_name, cu.phone AS cust_phone, cu.archived_at AS cust_archived_at, mu.full_name AS marked_by_name
       ${FROM} LEFT JOIN customers cu ON cu.id = b.customer_id LEFT JOIN users mu ON mu.id = b.attendance_marked_by WHERE b.id = $id AND ${visibleTo(sql, membership)}`,
    ),
    sql.params,
  );
  if (!r) throw new AppError('BOOKING_NOT_FOUND');
  const row = toRow(r);
  return {
    customer: r.cust_id ? { id: r.cust_id, name: r.cust_name ?? '', phone: r.cust_phone, archived: r.cust_archived_at !== null } : null,
    ...row,
    attendee: { ...row.attendee, phone: r.customer_phone },
    notes: r.notes,
    timezone: r.timezone,
    priceHalalas: r.price_halalas,
    cancelReason: r.cancel_reason,
    cancelledBy: r.cancelled_by,
    cancelledAt: isoOrNull(r.cancelled_at),
    createdAt: iso(r.created_at),
    payments: await paymentsOfBooking(db, r.id),
    messagingConsent: r.messaging_consent,
    attendanceMarkedAt: isoOrNull(r.attendance_marked_at),
    attendanceMarkedBy: r.attendance ? r.marked_by_name : null,
    messages: await messageLog(db, r.id),
  };
}

interface MessageRow {
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
async function messageLog(db: Db, bookingId: string): Promise<MessageLogEntry[]> {
  const rows = await many<MessageRow>(db,
    `SELECT id, channel, offset_minutes, due_at, status, reason, detail, attempts, sent_at, delivered_at, updated_at
       FROM booking_messages WHERE booking_id = $1 ORDER BY sequence, due_at, array_position(ARRAY['mail', 'sms', 'whatsapp'], channel), id`,
    [bookingId],
  );
  return rows.map((m) => ({
    id: m.id,
    channel: m.channel,
    offsetMinutes: m.offset_minutes,
    dueAt: iso(m.due_at),
    status: m.status,
    reason: m.reason,
    detail: m.detail,
    attempts: m.attempts,
    sentAt: isoOrNull(m.sent_at),
    deliveredAt: isoOrNull(m.delivered_at),
    updatedAt: iso(m.updated_at),
  }));
}

/**
 * The team marks whether the booker came (owners and the calendar's assistants): only a confirmed
 * booking, only once it has ended (BOOKING_NOT_ENDED before — a no-show cannot be known earlier;
 * BOOKING_NOT_CHANGEABLE for one that is not confirmed). Null clears the mark. The database keeps the
 * rule too (bookings_attendance_confirmed_check).
 */
export async function markAttendance(ctx: Context, membership: TeamMember, bookingId: string, attendance: Attendance | null): Promise<BookingDetail> {
  await withTx(ctx.db, async (tx) => {
    const sql = new Sql().bind('id', bookingId);
    const r = await one<{ id: string; status: string; ends_at: Date }>(tx,
      sql.text(`SELECT b.id, b.status, b.ends_at ${FROM} WHERE b.id = $id AND ${visibleTo(sql, membership)} FOR UPDATE OF b`),
      sql.params,
    );
    if (!r) throw new AppError('BOOKING_NOT_FOUND');
    if (r.status !== 'confirmed') throw new AppError('BOOKING_NOT_CHANGEABLE');
    const now = ctx.clock.now();
    if (new Date(r.ends_at) > now) throw new AppError('BOOKING_NOT_ENDED');
    await affected(tx, `UPDATE bookings SET attendance = $2, attendance_marked_at = $3, attendance_marked_by = $4 WHERE id = $1`, [
      r.id,
      attendance,
      attendance ? now : null,
      attendance ? membership.userId : null,
    ]);
  });
  return bookingDetail(ctx.db, membership, bookingId);
}

/**
 * This month's attendance on the calendars the member sees, the month being the viewer's (`timezone`):
 * bookings of the month that have ended, marked attended or no-show, and those still to mark.
 */
export async function attendanceStats(db: DataSource, membership: TeamMember, timezone: string, now: Date): Promise<AttendanceStats> {
  const month = localMonth(now, timezone);
  const from = startOfLocalDay(`${month}-01`, timezone);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const to = startOfLocalDay(`${next}-01`, timezone);
  const sql = new Sql().bind('now', now).bind('from', from).bind('to', to);
  const r = await one<{ attended: number; no_shows: number; unmarked: number }>(db,
    sql.text(
      `SELECT count(*) FILTER (WHERE b.attendance = 'attended')::int AS attended,
              count(*) FILTER (WHERE b.attendance = 'no_show')::int AS no_shows,
              count(*) FILTER (WHERE ${NEEDS_MARKING})::int AS unmarked
         ${FROM} WHERE ${visibleTo(sql, membership)} AND b.status = 'confirmed' AND b.starts_at >= $from AND b.starts_at < $to AND b.ends_at <= $now`,
    ),
    sql.params,
  );
  const attended = r?.attended ?? 0;
  const noShows = r?.no_shows ?? 0;
  return { month, attended, noShows, unmarked: r?.unmarked ?? 0, noShowRate: attended + noShows > 0 ? noShows / (attended + noShows) : null };
}

/** 'YYYY-MM' of `at` in `timezone`. */
function localMonth(at: Date, timezone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit' }).formatToParts(at);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/**
 * The team cancels a live booking (owners and assistants of its calendar): the time is freed, the
 * booker and the team are mailed (METHOD:CANCEL). A booking that has ended, or is no longer live,
 * answers BOOKING_NOT_CHANGEABLE.
 */
export async function cancelByTeam(ctx: Context, membership: TeamMember, byName: string, bookingId: string, reason: string | null): Promise<void> {
  await withTx(ctx.db, async (tx) => {
    const sql = new Sql().bind('id', bookingId);
    const r = await one<{ id: string; status: string; ends_at: Date }>(tx,
      sql.text(`SELECT b.id, b.status, b.ends_at ${FROM} WHERE b.id = $id AND ${visibleTo(sql, membership)} FOR UPDATE OF b`),
      sql.params,
    );
    if (!r) throw new AppError('BOOKING_NOT_FOUND');
    const now = ctx.clock.now();
    if (new Date(r.ends_at) <= now) throw new AppError('BOOKING_NOT_CHANGEABLE');
    if (!(await cancelBooking(ctx, tx, r.id, { by: 'team', reason, byName }))) throw new AppError('BOOKING_NOT_CHANGEABLE');
  });
}

/** Confirmed bookings starting after now on the calendars the member sees (the Upcoming tab's count). */
export async function upcomingCount(db: DataSource, membership: TeamMember, now: Date): Promise<{ count: number }> {
  const sql = new Sql().bind('now', now);
  const r = await one<{ n: string }>(db, sql.text(`SELECT count(*) AS n ${FROM} WHERE ${visibleTo(sql, membership)} AND ${TABS.upcoming.where}`), sql.params);
  return { count: Number(r?.n ?? 0) };
}

/** A customer's bookings on the calendars the member sees, newest first (the customer detail). */
export async function bookingsOfCustomer(db: DataSource, membership: TeamMember, customerId: string, limit: number) {
  const sql = new Sql().bind('customer', customerId).bind('limit', limit);
  const rows = await many<Row>(db,
    sql.text(`SELECT ${ROW_COLUMNS} ${FROM} WHERE ${visibleTo(sql, membership)} AND b.customer_id = $customer ORDER BY b.starts_at DESC, b.id LIMIT $limit`),
    sql.params,
  );
  return rows.map(toRow);
}
