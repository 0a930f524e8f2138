import { CUSTOMERS_PAGE_SIZE } from '@waqt/contracts';
import { affected, many, one } from '../../db/sql.ts';
import type { Db } from '../../db/tx.ts';
import type { TeamMember } from '../teams/teams.queries.ts';

/**
 * The `customers` table as the customers module reads and writes it: who sees which customer, the
 * view's columns, the sorts, and every statement, typed (docs/decisions.md, "Customers").
 */

export interface CustomerRow {
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

export type CustomerSort = keyof typeof SORTS;

/** Which rows a list or an export holds: archived or not, and the search's patterns (`searchPatterns`) when searching. */
export interface CustomerFilter {
  archived: boolean;
  search?: { text: string; digits: string | null } | undefined;
}

function where(member: TeamMember, q: CustomerFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [member.teamId, member.id];
  const parts = [visible(member), q.archived ? 'cu.archived_at IS NOT NULL' : 'cu.archived_at IS NULL'];
  if (q.search) {
    params.push(q.search.text, q.search.digits);
    parts.push(`(cu.search_key LIKE waqt_fold($3) OR ($4::text IS NOT NULL AND cu.search_key LIKE $4))`);
  }
  return { sql: parts.join(' AND '), params };
}

/** One page of the list and the count of every row the filter holds. */
export async function customerPage(db: Db, member: TeamMember, q: CustomerFilter, sortBy: CustomerSort, direction: 'asc' | 'desc', page: number) {
  const w = where(member, q);
  const sort = SORTS[sortBy];
  const dir = direction === 'desc' ? sort.desc : sort.asc;
  const order = `${sort.expr} ${dir}, cu.id ${direction === 'desc' ? 'DESC' : 'ASC'}`;
  const limit = `ORDER BY ${order} LIMIT ${CUSTOMERS_PAGE_SIZE} OFFSET ${(page - 1) * CUSTOMERS_PAGE_SIZE}`;
  // An owner's sorts read the indexed columns; an assistant's counts are computed (their calendars'), so their page sorts the computed rows.
  const select =
    member.role === 'owner'
      ? `SELECT ${columns(member)} FROM customers cu WHERE ${w.sql} ${limit}`
      : `SELECT * FROM (SELECT ${columns(member)} FROM customers cu WHERE ${w.sql}) cu ${limit}`;
  const [rows, count] = await Promise.all([many<CustomerRow>(db, select, w.params), one<{ n: string }>(db, `SELECT count(*) AS n FROM customers cu WHERE ${w.sql}`, w.params)]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Every row the filter holds, by name (the export). */
export function customerRowsByName(db: Db, member: TeamMember, q: CustomerFilter): Promise<CustomerRow[]> {
  const w = where(member, q);
  return many<CustomerRow>(db, `SELECT ${columns(member)} FROM customers cu WHERE ${w.sql} ORDER BY lower(cu.name), cu.id`, w.params);
}

/**
 * One statement for every add: the row is the assistant's card when the team has a customer with the
 * email whom they do not see, and the team's customer otherwise (for owners always) — where the unique
 * index answers an address they do see.
 */
export async function insertCustomerRow(db: Db, member: TeamMember, input: { name: string; email: string; phone?: string | undefined }, now: Date): Promise<CustomerRow> {
  const row = await one<CustomerRow>(
    db,
    `INSERT INTO customers AS cu (team_id, name, email, phone, created_by_member_id, held_by_member_id, created_at, updated_at)
     VALUES ($1, $3, $4, $5, $2, CASE WHEN $7::boolean AND EXISTS (
       SELECT 1 FROM customers tp WHERE tp.team_id = $1 AND tp.email = $4::citext AND tp.held_by_member_id IS NULL AND NOT ${seenBy('tp')}) THEN $2::uuid END, $6, $6)
     RETURNING ${columns(member)}`,
    [member.teamId, member.id, input.name, input.email, input.phone ?? null, now, member.role !== 'owner'],
  );
  return row!;
}

/** Whether a customer the member sees has `email` already; undefined when they see no such customer. */
export const visibleCustomerHasEmail = (db: Db, member: TeamMember, customerId: string, email: string) =>
  one<{ same_email: boolean }>(db, `SELECT cu.email = $4::citext AS same_email FROM customers cu WHERE ${visible(member)} AND cu.id = $3`, [member.teamId, member.id, customerId, email]);

/**
 * Edits a customer the member sees (undefined: no such customer). An owner's edit sets the email and
 * makes a card the team's customer; changing the email or phone drops its verification.
 */
export const updateCustomerRow = (db: Db, member: TeamMember, input: { customerId: string; name: string; email: string; phone?: string | undefined }, now: Date) =>
  one<CustomerRow>(
    db,
    `UPDATE customers cu SET name = $4, email = CASE WHEN $8::boolean THEN $5::citext ELSE cu.email END, phone = $6,
       email_verified = cu.email_verified AND cu.email = $5::citext, phone_verified = cu.phone_verified AND cu.phone IS NOT DISTINCT FROM $6::text,
       held_by_member_id = CASE WHEN $8::boolean THEN NULL ELSE cu.held_by_member_id END, updated_at = $7
     WHERE ${visible(member)} AND cu.id = $3 RETURNING ${columns(member)}`,
    [member.teamId, member.id, input.customerId, input.name, input.email, input.phone ?? null, now, member.role === 'owner'],
  );

export const customerRowById = (db: Db, member: TeamMember, id: string) =>
  one<CustomerRow>(db, `SELECT ${columns(member)} FROM customers cu WHERE ${visible(member)} AND cu.id = $3`, [member.teamId, member.id, id]);

/** A team's customer, locked (FOR UPDATE), and whether it has bookings. */
export const lockCustomerForDelete = (db: Db, teamId: string, customerId: string) =>
  one<{ id: string; has_bookings: boolean }>(
    db,
    `SELECT id, EXISTS (SELECT 1 FROM bookings b WHERE b.customer_id = customers.id) AS has_bookings FROM customers WHERE id = $1 AND team_id = $2 FOR UPDATE`,
    [customerId, teamId],
  );

export async function archiveCustomerRow(db: Db, customerId: string, now: Date): Promise<void> {
  await db.query(`UPDATE customers SET archived_at = COALESCE(archived_at, $2), updated_at = $2 WHERE id = $1`, [customerId, now]);
}

export async function deleteCustomerRow(db: Db, customerId: string): Promise<void> {
  await db.query(`DELETE FROM customers WHERE id = $1`, [customerId]);
}

/** Restores an archived customer of the team; how many rows changed (0: no such customer). */
export const restoreCustomerRow = (db: Db, teamId: string, customerId: string, now: Date) =>
  affected(db, `UPDATE customers SET archived_at = NULL, updated_at = $3 WHERE id = $1 AND team_id = $2`, [customerId, teamId, now]);
