import type { DataSource } from 'typeorm';
import { CUSTOMER_BOOKINGS_SHOWN, CUSTOMERS_PAGE_SIZE, type CustomerDetail, type CustomerView } from '@waqt/contracts';
import type { TeamMember } from '../teams/teams.queries.ts';
import { AppError } from '../../errors.ts';
import { mapDbError } from '../../db/errors.ts';
import { withTx, type Db } from '../../db/tx.ts';
import { containsPattern } from '../../db/like.ts';
import { asciiDigits } from '@waqt/contracts/rules';
import { bookingsOfCustomer } from '../bookings/team-bookings.service.ts';
import {
  archiveCustomerRow,
  customerPage,
  customerRowById,
  customerRowsByName,
  deleteCustomerRow,
  insertCustomerRow,
  lockCustomerForDelete,
  restoreCustomerRow,
  updateCustomerRow,
  visibleCustomerHasEmail,
  type CustomerFilter,
  type CustomerRow,
  type CustomerSort,
} from './customers.queries.ts';

const toView = (r: CustomerRow): CustomerView => ({
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

export interface CustomerQuery {
  search?: string | undefined;
  archived: boolean;
  sort: CustomerSort;
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

export async function listCustomers(db: Db, member: TeamMember, q: CustomerQuery & { page: number }) {
  const { rows, total } = await customerPage(db, member, filterOf(q), q.sort, q.direction, q.page);
  return { items: rows.map(toView), total, page: q.page, pageSize: CUSTOMERS_PAGE_SIZE };
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
export async function saveCustomer(db: Db, member: TeamMember, input: SaveInput, now: Date): Promise<CustomerView> {
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

/** An add: the team's customer, or the assistant's card (`insertCustomerRow`). */
async function insertCustomer(db: Db, member: TeamMember, input: SaveInput, now: Date): Promise<CustomerView> {
  return toView(await insertCustomerRow(db, member, input, now));
}

/**
 * An edit of a customer the member sees (anyone else's id is not found). An owner's edit of a card
 * (shown to owners only when the team has no customer with its email) makes it the team's customer.
 */
async function updateCustomer(db: Db, member: TeamMember, input: SaveInput & { customerId: string }, now: Date): Promise<CustomerView> {
  const current = await visibleCustomerHasEmail(db, member, input.customerId, input.email);
  if (!current) throw new AppError('CUSTOMER_NOT_FOUND');
  if (member.role !== 'owner' && !current.same_email) throw new AppError('PERMISSION_DISABLED');
  const row = await updateCustomerRow(db, member, input, now);
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND');
  return toView(row);
}

/** A customer with their latest bookings; CUSTOMER_NOT_FOUND for one the member cannot see. */
export async function getCustomer(db: DataSource, member: TeamMember, customerId: string): Promise<CustomerDetail> {
  const customer = await customerById(db, member, customerId);
  return { customer, bookings: await bookingsOfCustomer(db, member, customerId, CUSTOMER_BOOKINGS_SHOWN) };
}

async function customerById(db: Db, member: TeamMember, id: string): Promise<CustomerView> {
  const row = await customerRowById(db, member, id);
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND');
  return toView(row);
}

/** Owners: a customer with bookings is archived (hidden, restorable); one without is deleted. */
export async function deleteCustomer(db: Db, teamId: string, customerId: string, now: Date): Promise<{ outcome: 'deleted' | 'archived' }> {
  return withTx(db, async (tx) => {
    const c = await lockCustomerForDelete(tx, teamId, customerId);
    if (!c) throw new AppError('CUSTOMER_NOT_FOUND');
    if (c.has_bookings) {
      await archiveCustomerRow(tx, customerId, now);
      return { outcome: 'archived' as const };
    }
    await deleteCustomerRow(tx, customerId);
    return { outcome: 'deleted' as const };
  });
}

export async function restoreCustomer(db: Db, teamId: string, customerId: string, now: Date): Promise<void> {
  if ((await restoreCustomerRow(db, teamId, customerId, now)) !== 1) throw new AppError('CUSTOMER_NOT_FOUND');
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
export async function exportCustomers(db: Db, member: TeamMember, q: Pick<CustomerQuery, 'search' | 'archived'>): Promise<string> {
  const rows = await customerRowsByName(db, member, filterOf(q));
  const header = ['name', 'email', 'phone', 'email_verified', 'phone_verified', 'bookings', 'last_booking'];
  const lines = rows.map((r) =>
    [r.name, r.email, r.phone ?? '', String(r.email_verified), String(r.phone_verified), String(Number(r.bookings_count)), r.last_booking_at ? new Date(r.last_booking_at).toISOString() : '']
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

const filterOf = (q: Pick<CustomerQuery, 'search' | 'archived'>): CustomerFilter => ({ archived: q.archived, search: q.search ? searchPatterns(q.search) : undefined });
