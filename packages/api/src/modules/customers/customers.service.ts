import type { DataSource } from 'typeorm';
import { CUSTOMER_BOOKINGS_SHOWN, CUSTOMERS_PAGE_SIZE, type CustomerDetail, type CustomerView } from '@waqt/contracts';
import type { TeamMember } from '../teams/teams.queries.ts';
import { AppError } from '../../errors.ts';
import { mapDbError } from '../../db/errors.ts';
import { withTx } from '../../db/tx.ts';
import { containsPattern } from '../../db/like.ts';
import { asciiDigits } from '@waqt/contracts/rules';
import { bookingsOfCustomer } from '../bookings/bookings.service.ts';

interface Row {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  email_verified: boolean;
  phone_verified: boolean;
  archived_at: Date | null;
  created_at: Date;
  bookings_count: number;
  last_booking_at: Date | null;
  no_show_count: number;
  last_visit_at: Date | null;
}

const toView = (r: Row): CustomerView => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  emailVerified: r.email_verified,
  phoneVerified: r.phone_verified,
  archived: r.archived_at !== null,
  archivedAt: r.archived_at ? new Date(r.archived_at).toISOString() : null,
  bookingsCount: Number(r.bookings_count),
  lastBookingAt: r.last_booking_at ? new Date(r.last_booking_at).toISOString() : null,
  noShowCount: Number(r.no_show_count ?? 0),
  lastVisitAt: r.last_visit_at ? new Date(r.last_visit_at).toISOString() : null,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * Each sort and its order; every one is an index of the active list (migration CustomerSearch), read
 * forwards or backwards. "Never booked" counts as the oldest last booking.
 */
const SORTS = {
  name: { expr: 'lower(cu.name)', asc: 'ASC', desc: 'DESC' },
  email: { expr: 'cu.email', asc: 'ASC', desc: 'DESC' },
  createdAt: { expr: 'cu.created_at', asc: 'ASC', desc: 'DESC' },
  lastBooking: { expr: 'cu.last_booking_at', asc: 'ASC NULLS FIRST', desc: 'DESC NULLS LAST' },
  bookings: { expr: 'cu.bookings_count', asc: 'ASC', desc: 'DESC' },
} as const;


/**
 * Whether an assistant ($2) sees the team's customer `x` by the rule: they added it, or it booked on a
 * calendar assigned to them. Never null (a customer nobody added has no `created_by_member_id`), so
 * `NOT seenBy(…)` means what it says.
 */
const seenBy = (x: string) =>
  `(${x}.created_by_member_id IS NOT DISTINCT FROM $2 OR EXISTS (SELECT 1 FROM bookings vb JOIN calendar_members cm ON cm.calendar_id = vb.calendar_id WHERE vb.customer_id = ${x}.id AND cm.member_id = $2))`;

/** The team's customer (not a card) with the email of `x`, as a correlated condition. */
const teamCustomerOf = (x: string) => `tp.team_id = ${x}.team_id AND tp.email = ${x}.email AND tp.held_by_member_id IS NULL`;

/**
 * Which customers a member sees (docs/decisions.md). Owners: every customer of the team, and an
 * assistant's card only while the team has no customer with its email (a card never hides a customer
 * from the owners for good). Assistants: the team's customers of their calendars and the ones they
 * added, and their own cards (`held_by_member_id`, what they typed for an email the team holds for
 * someone they cannot see) while that customer stays out of their sight — one row per email either way.
 * `$1` team, `$2` member.
 */
function visible(member: Pick<TeamMember, 'id' | 'role'>): string {
  // Both forms take the member as $2 (an owner's is only typed), so every caller binds the same parameters.
  return member.role === 'owner'
    ? `cu.team_id = $1 AND $2::uuid IS NOT NULL AND (cu.held_by_member_id IS NULL OR NOT EXISTS (SELECT 1 FROM customers tp WHERE ${teamCustomerOf('cu')}))`
    : `cu.team_id = $1 AND ((cu.held_by_member_id IS NULL AND ${seenBy('cu')})
        OR (cu.held_by_member_id = $2 AND NOT EXISTS (SELECT 1 FROM customers tp WHERE ${teamCustomerOf('cu')} AND ${seenBy('tp')})))`;
}

/**
 * The view's columns. An owner's counts are the customer's (kept by the bookings trigger); an
 * assistant's are of the bookings on their calendars only, so a customer they added who also booked
 * elsewhere shows nothing of that (a card has no bookings at all).
 */
function columns(member: Pick<TeamMember, 'role'>): string {
  const base = `cu.id, cu.name, cu.email, cu.phone, cu.email_verified, cu.phone_verified, cu.archived_at, cu.created_at`;
  // No-shows and the last visit come from the attendance the team marked on the customer's bookings (a page holds 20 rows: two indexed lookups each).
  if (member.role === 'owner') {
    return `${base}, cu.bookings_count, cu.last_booking_at,
      (SELECT count(*)::int FROM bookings nb WHERE nb.customer_id = cu.id AND nb.attendance = 'no_show') AS no_show_count,
      (SELECT max(vb.starts_at) FROM bookings vb WHERE vb.customer_id = cu.id AND vb.attendance = 'attended') AS last_visit_at`;
  }
  const mine = `FROM bookings vb JOIN calendar_members cm ON cm.calendar_id = vb.calendar_id AND cm.member_id = $2 WHERE vb.customer_id = cu.id`;
  return `${base}, (SELECT count(*)::int ${mine}) AS bookings_count, (SELECT max(vb.starts_at) ${mine}) AS last_booking_at,
    (SELECT count(*)::int ${mine} AND vb.attendance = 'no_show') AS no_show_count,
    (SELECT max(vb.starts_at) ${mine} AND vb.attendance = 'attended') AS last_visit_at`;
}

export interface CustomerQuery {
  search?: string | undefined;
  archived: boolean;
  sort: keyof typeof SORTS;
  direction: 'asc' | 'desc';
}


/**
 * The search: the term folded like `customers.search_key` (waqt_fold: case, Latin accents, Arabic
 * diacritics and letter forms) anywhere in name or email; a term that is a phone number (3+ digits,
 * with spaces, dashes, brackets or a +) also matches the phone's digits, a local form's leading 0s
 * dropped (055… finds +96655…).
 */
export function searchPatterns(term: string): { text: string; digits: string | null } {
  const t = asciiDigits(term.trim());
  const phoneLike = /^\+?[\d\s\-().]+$/.test(t);
  const digits = phoneLike ? t.replace(/\D/g, '').replace(/^0+/, '') : '';
  return { text: containsPattern(t), digits: digits.length >= 3 ? `%${digits}%` : null };
}

function where(member: TeamMember, q: Pick<CustomerQuery, 'search' | 'archived'>): { sql: string; params: unknown[] } {
  const params: unknown[] = [member.teamId, member.id];
  const parts = [visible(member), q.archived ? 'cu.archived_at IS NOT NULL' : 'cu.archived_at IS NULL'];
  if (q.search) {
    const p = searchPatterns(q.search);
    params.push(p.text, p.digits);
    parts.push(`(cu.search_key LIKE waqt_fold($3) OR ($4::text IS NOT NULL AND cu.search_key LIKE $4))`);
  }
  return { sql: parts.join(' AND '), params };
}

export async function listCustomers(db: DataSource, member: TeamMember, q: CustomerQuery & { page: number }) {
  const w = where(member, q);
  const sort = SORTS[q.sort];
  const dir = q.direction === 'desc' ? sort.desc : sort.asc;
  const order = `${sort.expr} ${dir}, cu.id ${q.direction === 'desc' ? 'DESC' : 'ASC'}`;
  const page = `ORDER BY ${order} LIMIT ${CUSTOMERS_PAGE_SIZE} OFFSET ${(q.page - 1) * CUSTOMERS_PAGE_SIZE}`;
  // An owner's sorts read the indexed columns; an assistant's counts are computed (their calendars'), so their page sorts the computed rows.
  const select =
    member.role === 'owner'
      ? `SELECT ${columns(member)} FROM customers cu WHERE ${w.sql} ${page}`
      : `SELECT * FROM (SELECT ${columns(member)} FROM customers cu WHERE ${w.sql}) cu ${page}`;
  const [rows, [count]] = await Promise.all([db.query<Row[]>(select, w.params), db.query<{ n: string }[]>(`SELECT count(*) AS n FROM customers cu WHERE ${w.sql}`, w.params)]);
  return { items: rows.map(toView), total: Number(count?.n ?? 0), page: q.page, pageSize: CUSTOMERS_PAGE_SIZE };
}

type SaveInput = { customerId?: string | undefined; name: string; email: string; phone?: string | undefined };

/**
 * Adds or edits a customer (owners and assistants); CUSTOMER_EMAIL_TAKEN when a customer the member
 * sees has the email. An assistant adding an email the team holds for a customer they cannot see gets
 * their own card (what they typed, nothing of that customer, which stays as it was and out of their
 * sight) — the same answer, from the same statement, as for an address the team does not have
 * (docs/decisions.md). An assistant does not change a saved customer's email (PERMISSION_DISABLED):
 * "taken" or not would say whether the team has that address.
 */
export async function saveCustomer(db: DataSource, member: TeamMember, input: SaveInput, now: Date): Promise<CustomerView> {
  const overrides = { customers_team_email_key: 'CUSTOMER_EMAIL_TAKEN', customers_held_email_key: 'CUSTOMER_EMAIL_TAKEN' } as const;
  // An assistant's add that lost a race with a booking of the same address (the team's customer now
  // exists) runs once more: it then finds that customer and makes a card, instead of answering "taken".
  for (let attempt = 1; ; attempt++) {
    try {
      return await (input.customerId ? updateCustomer(db, member, { ...input, customerId: input.customerId }, now) : insertCustomer(db, member, input, now));
    } catch (err) {
      const mapped = mapDbError(err, overrides);
      const raced = mapped instanceof AppError && mapped.code === 'CUSTOMER_EMAIL_TAKEN' && !input.customerId && member.role !== 'owner' && attempt === 1;
      if (!raced) throw mapped;
    }
  }
}

/**
 * One statement for every add: the row is the assistant's card when the team has a customer with the
 * email whom they do not see, and the team's customer otherwise (for owners always) — where the unique
 * index answers an address they do see.
 */
async function insertCustomer(db: DataSource, member: TeamMember, input: SaveInput, now: Date): Promise<CustomerView> {
  const [row]: Row[] = await db.query(
    `INSERT INTO customers AS cu (team_id, name, email, phone, created_by_member_id, held_by_member_id, created_at, updated_at)
     VALUES ($1, $3, $4, $5, $2, CASE WHEN $7::boolean AND EXISTS (
       SELECT 1 FROM customers tp WHERE tp.team_id = $1 AND tp.email = $4::citext AND tp.held_by_member_id IS NULL AND NOT ${seenBy('tp')}) THEN $2::uuid END, $6, $6)
     RETURNING ${columns(member)}`,
    [member.teamId, member.id, input.name, input.email, input.phone ?? null, now, member.role !== 'owner'],
  );
  return toView(row!);
}

/**
 * An edit of a customer the member sees (anyone else's id is not found). An owner's edit of a card
 * (shown to owners only when the team has no customer with its email) makes it the team's customer.
 */
async function updateCustomer(db: DataSource, member: TeamMember, input: SaveInput & { customerId: string }, now: Date): Promise<CustomerView> {
  const owner = member.role === 'owner';
  const [current]: { same_email: boolean }[] = await db.query(`SELECT cu.email = $4::citext AS same_email FROM customers cu WHERE ${visible(member)} AND cu.id = $3`, [
    member.teamId,
    member.id,
    input.customerId,
    input.email,
  ]);
  if (!current) throw new AppError('CUSTOMER_NOT_FOUND');
  if (!owner && !current.same_email) throw new AppError('PERMISSION_DISABLED');
  const [rows]: [Row[], number] = await db.query(
    `UPDATE customers cu SET name = $4, email = CASE WHEN $8::boolean THEN $5::citext ELSE cu.email END, phone = $6,
       email_verified = cu.email_verified AND cu.email = $5::citext, phone_verified = cu.phone_verified AND cu.phone IS NOT DISTINCT FROM $6::text,
       held_by_member_id = CASE WHEN $8::boolean THEN NULL ELSE cu.held_by_member_id END, updated_at = $7
     WHERE ${visible(member)} AND cu.id = $3 RETURNING ${columns(member)}`,
    [member.teamId, member.id, input.customerId, input.name, input.email, input.phone ?? null, now, owner],
  );
  if (!rows[0]) throw new AppError('CUSTOMER_NOT_FOUND');
  return toView(rows[0]);
}

/** A customer with their latest bookings; CUSTOMER_NOT_FOUND for one the member cannot see. */
export async function getCustomer(db: DataSource, member: TeamMember, customerId: string): Promise<CustomerDetail> {
  const customer = await customerById(db, member, customerId);
  return { customer, bookings: await bookingsOfCustomer(db, member, customerId, CUSTOMER_BOOKINGS_SHOWN) };
}

async function customerById(db: DataSource, member: TeamMember, id: string): Promise<CustomerView> {
  const [row]: Row[] = await db.query(`SELECT ${columns(member)} FROM customers cu WHERE ${visible(member)} AND cu.id = $3`, [member.teamId, member.id, id]);
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND');
  return toView(row);
}

/** Owners: a customer with bookings is archived (hidden, restorable); one without is deleted. */
export async function deleteCustomer(db: DataSource, teamId: string, customerId: string, now: Date): Promise<{ outcome: 'deleted' | 'archived' }> {
  return withTx(db, async (tx) => {
    const [c]: { id: string; has_bookings: boolean }[] = await tx.query(
      `SELECT id, EXISTS (SELECT 1 FROM bookings b WHERE b.customer_id = customers.id) AS has_bookings FROM customers WHERE id = $1 AND team_id = $2 FOR UPDATE`,
      [customerId, teamId],
    );
    if (!c) throw new AppError('CUSTOMER_NOT_FOUND');
    if (c.has_bookings) {
      await tx.query(`UPDATE customers SET archived_at = COALESCE(archived_at, $2), updated_at = $2 WHERE id = $1`, [customerId, now]);
      return { outcome: 'archived' as const };
    }
    await tx.query(`DELETE FROM customers WHERE id = $1`, [customerId]);
    return { outcome: 'deleted' as const };
  });
}

export async function restoreCustomer(db: DataSource, teamId: string, customerId: string, now: Date): Promise<void> {
  const res: [unknown[], number] = await db.query(`UPDATE customers SET archived_at = NULL, updated_at = $3 WHERE id = $1 AND team_id = $2`, [customerId, teamId, now]);
  if (res[1] !== 1) throw new AppError('CUSTOMER_NOT_FOUND');
}

/**
 * A spreadsheet cell: quoted when it holds a quote, comma or line break; a cell that a spreadsheet
 * would read as a formula (= + - @, tab, carriage return first) gets a leading apostrophe (OWASP CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Owners: the filtered list as CSV, UTF-8 with a BOM (Arabic opens correctly in spreadsheets). */
export async function exportCustomers(db: DataSource, member: TeamMember, q: Pick<CustomerQuery, 'search' | 'archived'>): Promise<string> {
  const w = where(member, q);
  const rows: Row[] = await db.query(`SELECT ${columns(member)} FROM customers cu WHERE ${w.sql} ORDER BY lower(cu.name), cu.id`, w.params);
  const header = ['name', 'email', 'phone', 'email_verified', 'phone_verified', 'bookings', 'last_booking'];
  const lines = rows.map((r) =>
    [r.name, r.email, r.phone ?? '', String(r.email_verified), String(r.phone_verified), String(Number(r.bookings_count)), r.last_booking_at ? new Date(r.last_booking_at).toISOString() : '']
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
