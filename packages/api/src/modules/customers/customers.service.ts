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
 * Which customers a member sees: owners every customer of the team; assistants those who booked on a
 * calendar assigned to them, those they added and those shared with them (docs/decisions.md). `$1`
 * team, `$2` member.
 */
function visible(member: Pick<TeamMember, 'id' | 'role'>): string {
  // Both forms take the member as $2 (an owner's is only typed), so every caller binds the same parameters.
  return member.role === 'owner'
    ? 'cu.team_id = $1 AND $2::uuid IS NOT NULL'
    : `cu.team_id = $1 AND (cu.created_by_member_id = $2
        OR EXISTS (SELECT 1 FROM bookings vb JOIN calendar_members cm ON cm.calendar_id = vb.calendar_id WHERE vb.customer_id = cu.id AND cm.member_id = $2)
        OR EXISTS (SELECT 1 FROM customer_shares sh WHERE sh.customer_id = cu.id AND sh.member_id = $2))`;
}

// No-shows and the last visit come from the attendance the team marked on the customer's bookings (a page holds 20 rows: two indexed lookups each).
const COLUMNS = `cu.id, cu.name, cu.email, cu.phone, cu.email_verified, cu.phone_verified, cu.archived_at, cu.created_at, cu.bookings_count, cu.last_booking_at,
  (SELECT count(*)::int FROM bookings nb WHERE nb.customer_id = cu.id AND nb.attendance = 'no_show') AS no_show_count,
  (SELECT max(vb.starts_at) FROM bookings vb WHERE vb.customer_id = cu.id AND vb.attendance = 'attended') AS last_visit_at`;

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
  const [rows, [count]] = await Promise.all([
    db.query<Row[]>(`SELECT ${COLUMNS} FROM customers cu WHERE ${w.sql} ORDER BY ${order} LIMIT ${CUSTOMERS_PAGE_SIZE} OFFSET ${(q.page - 1) * CUSTOMERS_PAGE_SIZE}`, w.params),
    db.query<{ n: string }[]>(`SELECT count(*) AS n FROM customers cu WHERE ${w.sql}`, w.params),
  ]);
  return { items: rows.map(toView), total: Number(count?.n ?? 0), page: q.page, pageSize: CUSTOMERS_PAGE_SIZE };
}

/**
 * The team's customer with this email, shared with an assistant who named it and could not see it:
 * the team has one customer per email, so an assistant's duplicate check must not answer "taken" for a
 * customer they cannot see (that would tell them who the team's other customers are). Null when the
 * assistant already saw it (then it is simply taken) or when there is none.
 */
async function shareByEmail(db: DataSource, member: TeamMember, email: string, now: Date): Promise<string | null> {
  if (member.role === 'owner') return null;
  const [row] = await db.query<{ id: string; seen: boolean }[]>(`SELECT cu.id, (${visible(member)}) AS seen FROM customers cu WHERE cu.team_id = $1 AND cu.email = $3::citext`, [
    member.teamId,
    member.id,
    email,
  ]);
  if (!row || row.seen) return null;
  await db.query(`INSERT INTO customer_shares (customer_id, member_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [row.id, member.id, now]);
  return row.id;
}

/**
 * Adds or edits a customer (owners and assistants). CUSTOMER_EMAIL_TAKEN when another customer of the
 * team the member can see has the email. An assistant adding an email the team already has (a
 * customer they could not see) gets that customer shared with them and back as the answer, its details
 * unchanged (an archived one stays archived: restoring is the owners'); an edit to such an email
 * shares it too, and answers CUSTOMER_EMAIL_TAKEN — about a customer they now see.
 */
export async function saveCustomer(db: DataSource, member: TeamMember, input: { customerId?: string | undefined; name: string; email: string; phone?: string | undefined }, now: Date): Promise<CustomerView> {
  const overrides = { customers_team_email_key: 'CUSTOMER_EMAIL_TAKEN' } as const;
  try {
    return await writeCustomer(db, member, input, now);
  } catch (err) {
    const mapped = err instanceof AppError ? err : mapDbError(err, overrides);
    if (mapped instanceof AppError && mapped.code === 'CUSTOMER_EMAIL_TAKEN') {
      const shared = await shareByEmail(db, member, input.email, now);
      if (shared && !input.customerId) return customerById(db, member, shared);
    }
    throw mapped;
  }
}

/** The insert or update itself; the database answers a taken email. */
async function writeCustomer(db: DataSource, member: TeamMember, input: { customerId?: string | undefined; name: string; email: string; phone?: string | undefined }, now: Date): Promise<CustomerView> {
  if (input.customerId) {
    // One statement: an assistant edits only customers they can see; anyone else's id is not found.
    const [rows]: [Row[], number] = await db.query(
      `UPDATE customers cu SET name = $4, email = $5, phone = $6, email_verified = cu.email_verified AND cu.email = $5::citext,
         phone_verified = cu.phone_verified AND cu.phone IS NOT DISTINCT FROM $6::text, updated_at = $7
       WHERE ${visible(member)} AND cu.id = $3 RETURNING ${COLUMNS}`,
      [member.teamId, member.id, input.customerId, input.name, input.email, input.phone ?? null, now],
    );
    if (!rows[0]) throw new AppError('CUSTOMER_NOT_FOUND');
    return toView(rows[0]);
  }
  const [row]: Row[] = await db.query(
    `INSERT INTO customers AS cu (team_id, name, email, phone, created_by_member_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${COLUMNS}`,
    [member.teamId, input.name, input.email, input.phone ?? null, member.id, now],
  );
  return toView(row!);
}

/** A customer with their latest bookings; CUSTOMER_NOT_FOUND for one the member cannot see. */
export async function getCustomer(db: DataSource, member: TeamMember, customerId: string): Promise<CustomerDetail> {
  const customer = await customerById(db, member, customerId);
  return { customer, bookings: await bookingsOfCustomer(db, member, customerId, CUSTOMER_BOOKINGS_SHOWN) };
}

async function customerById(db: DataSource, member: TeamMember, id: string): Promise<CustomerView> {
  const [row]: Row[] = await db.query(`SELECT ${COLUMNS} FROM customers cu WHERE ${visible(member)} AND cu.id = $3`, [member.teamId, member.id, id]);
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
  const rows: Row[] = await db.query(`SELECT ${COLUMNS} FROM customers cu WHERE ${w.sql} ORDER BY lower(cu.name), cu.id`, w.params);
  const header = ['name', 'email', 'phone', 'email_verified', 'phone_verified', 'bookings', 'last_booking'];
  const lines = rows.map((r) =>
    [r.name, r.email, r.phone ?? '', String(r.email_verified), String(r.phone_verified), String(Number(r.bookings_count)), r.last_booking_at ? new Date(r.last_booking_at).toISOString() : '']
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
