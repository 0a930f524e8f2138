// Story fixtures for the customers screen (not exported from the package).
import { CUSTOMERS_PAGE_SIZE, type BookingRow, type CustomerDetail, type CustomerList, type CustomerView, type ListCustomersInput } from '@waqt/contracts';
import { NOW, TEAM_ID, VIEWER_ZONE, rows as bookingRows } from '../Bookings/Bookings.fixtures.ts';

export { NOW, TEAM_ID, VIEWER_ZONE };

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString();

/** A Saudi mobile, verified both ways, with three bookings. */
export const omar: CustomerView = {
  id: 'd1111111-1111-4111-8111-111111111111',
  name: 'Omar Haddad',
  email: 'omar@example.com',
  phone: '+966551234567',
  emailVerified: true,
  phoneVerified: true,
  archived: false,
  archivedAt: null,
  bookingsCount: 3,
  // The newest of his bookings (the x-ray scan in three days).
  lastBookingAt: bookingRows[2]!.startsAt,
  createdAt: daysAgo(90),
};

/** A London number (international form), the phone not verified. */
export const layla: CustomerView = {
  id: 'd2222222-2222-4222-8222-222222222222',
  name: 'ليلى ناصر',
  email: 'layla@example.com',
  phone: '+442079460958',
  emailVerified: true,
  phoneVerified: false,
  archived: false,
  archivedAt: null,
  bookingsCount: 1,
  lastBookingAt: daysAgo(10),
  createdAt: daysAgo(40),
};

/** Added by the team: no phone, nothing verified, no bookings (so deleting her is for good). */
export const nora: CustomerView = {
  id: 'd3333333-3333-4333-8333-333333333333',
  name: 'Nora Al-Harbi',
  email: 'nora.alharbi@example.com',
  phone: null,
  emailVerified: false,
  phoneVerified: false,
  archived: false,
  archivedAt: null,
  bookingsCount: 0,
  lastBookingAt: null,
  createdAt: daysAgo(1),
};

export const customers: CustomerView[] = [omar, layla, nora];

/** Deleted while he had bookings: archived with them. */
export const khalid: CustomerView = {
  id: 'd4444444-4444-4444-8444-444444444444',
  name: 'خالد العتيبي',
  email: 'khalid@example.com',
  phone: '+966501112233',
  emailVerified: true,
  phoneVerified: false,
  archived: true,
  archivedAt: daysAgo(30),
  bookingsCount: 2,
  lastBookingAt: daysAgo(120),
  createdAt: daysAgo(400),
};

export const list = (items: CustomerView[], total = items.length, page = 1): CustomerList => ({ items, total, page, pageSize: CUSTOMERS_PAGE_SIZE });
export const emptyList = list([]);

/** Customer `n` (1-based) of a long list. */
export function numbered(n: number): CustomerView {
  return { ...nora, id: `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`, name: `Guest ${n}`, email: `guest${n}@example.com` };
}

/** The page the API would send of `total` customers (25 a page). */
export function pageOf(page: number, total = 60): CustomerList {
  const first = (page - 1) * CUSTOMERS_PAGE_SIZE + 1;
  const items = Array.from({ length: Math.max(0, Math.min(CUSTOMERS_PAGE_SIZE, total - first + 1)) }, (_, i) => numbered(first + i));
  return list(items, total, page);
}

/** Omar's bookings, newest first, as the Bookings list shows rows. */
const omarBookings: BookingRow[] = bookingRows.map((b) => ({ ...b, attendee: { name: omar.name, email: omar.email } })).reverse();
export const omarDetail: CustomerDetail = { customer: omar, bookings: omarBookings };
export const noraDetail: CustomerDetail = { customer: nora, bookings: [] };
export const khalidDetail: CustomerDetail = { customer: khalid, bookings: omarBookings.slice(0, 2).map((b) => ({ ...b, attendee: { name: khalid.name, email: khalid.email } })) };

/** The API's CSV: a byte order mark, a header and one row per customer. */
export const CSV = '\uFEFFname,email,phone\r\nOmar Haddad,omar@example.com,+966551234567\r\n';

/** The inputs the mocked procedures received in the running story. */
export const received: { list: ListCustomersInput[]; save: unknown[]; delete: unknown[]; export: unknown[] } = { list: [], save: [], delete: [], export: [] };
export function resetReceived() {
  received.list = [];
  received.save = [];
  received.delete = [];
  received.export = [];
}
