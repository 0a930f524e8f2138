import type { DataSource } from 'typeorm';
import { BOOKINGS_PAGE_SIZE, type Attendance, type AttendanceStats, type BookingDetail, type BookingList, type ListBookingsInput, type MessageLogEntry } from '@waqt/contracts';
import type { TeamMember } from '../teams/teams.queries.ts';
import type { Context } from '../../trpc/context.ts';
import { AppError } from '../../errors.ts';
import { withTx, type Db } from '../../db/tx.ts';
import { containsPattern } from '../../db/like.ts';
import { startOfLocalDay } from '../../time.ts';
import { cancelBooking } from './lifecycle.ts';
import {
  attendanceCounts,
  countUpcomingBookings,
  customerBookingRows,
  lockTeamBooking,
  messageLogRows,
  paymentsOfBooking,
  setBookingAttendance,
  teamBookingDetailRow,
  teamBookingPage,
  type TeamBookingRow,
} from './bookings.queries.ts';

const DAY_MS = 86_400_000;

const iso = (d: Date) => new Date(d).toISOString();
const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

function toRow(r: TeamBookingRow) {
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

export async function listBookings(db: DataSource, membership: TeamMember, input: ListBookingsInput & { page?: number }, now: Date): Promise<BookingList> {
  // The days are the viewer's (`timezone`): from the start of `from` to the end of `to`.
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const filter = {
    tab: input.tab,
    calendarId: input.calendarId,
    eventTypeId: input.eventTypeId,
    from: input.from ? startOfLocalDay(input.from, input.timezone) : undefined,
    to: input.to ? startOfLocalDay(nextDay(input.to), input.timezone) : undefined,
    needsMarking: input.needsMarking,
    searchPattern: input.search ? containsPattern(input.search) : undefined,
  };
  const page = input.page ?? 1;
  const { rows, total } = await teamBookingPage(db, membership, filter, now, BOOKINGS_PAGE_SIZE, (page - 1) * BOOKINGS_PAGE_SIZE);
  return { items: rows.map(toRow), total, page, pageSize: BOOKINGS_PAGE_SIZE };
}

export async function bookingDetail(db: DataSource, membership: TeamMember, bookingId: string): Promise<BookingDetail> {
  const r = await teamBookingDetailRow(db, membership, bookingId);
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

/** A booking's delivery log (every reminder row of every version), as the team reads it. */
async function messageLog(db: Db, bookingId: string): Promise<MessageLogEntry[]> {
  return (await messageLogRows(db, bookingId)).map((m) => ({
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
    const r = await lockTeamBooking(tx, membership, bookingId);
    if (!r) throw new AppError('BOOKING_NOT_FOUND');
    if (r.status !== 'confirmed') throw new AppError('BOOKING_NOT_CHANGEABLE');
    const now = ctx.clock.now();
    if (new Date(r.ends_at) > now) throw new AppError('BOOKING_NOT_ENDED');
    await setBookingAttendance(tx, r.id, attendance, attendance ? now : null, attendance ? membership.userId : null);
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
  const r = await attendanceCounts(db, membership, { now, from, to });
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
    const r = await lockTeamBooking(tx, membership, bookingId);
    if (!r) throw new AppError('BOOKING_NOT_FOUND');
    const now = ctx.clock.now();
    if (new Date(r.ends_at) <= now) throw new AppError('BOOKING_NOT_CHANGEABLE');
    if (!(await cancelBooking(ctx, tx, r.id, { by: 'team', reason, byName }))) throw new AppError('BOOKING_NOT_CHANGEABLE');
  });
}

/** Confirmed bookings starting after now on the calendars the member sees (the Upcoming tab's count). */
export async function upcomingCount(db: DataSource, membership: TeamMember, now: Date): Promise<{ count: number }> {
  return { count: await countUpcomingBookings(db, membership, now) };
}

/** A customer's bookings on the calendars the member sees, newest first (the customer detail). */
export async function bookingsOfCustomer(db: DataSource, membership: TeamMember, customerId: string, limit: number) {
  return (await customerBookingRows(db, membership, customerId, limit)).map(toRow);
}
