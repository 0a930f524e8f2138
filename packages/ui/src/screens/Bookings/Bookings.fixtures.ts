// Story fixtures for the bookings screens (not exported from the package).
import { BOOKINGS_PAGE_SIZE, type BookingDetail, type BookingList, type BookingRow, type EventTypeView, type ListBookingsInput } from '@waqt/contracts';
import { eventTypes as calendarEventTypes } from '../EventTypes/EventTypes.fixtures.ts';
import { TEAM_ID, calendars } from '../Teams/Teams.fixtures.ts';

export { TEAM_ID, calendars };
/** The stories' clock: 1 March 2026, 12:00 in Riyadh. */
export const NOW = new Date('2026-03-01T09:00:00Z');
export const VIEWER_ZONE = 'Asia/Riyadh';

const [drSara, xRay] = calendars as [(typeof calendars)[number], (typeof calendars)[number]];
export { drSara, xRay };

/** Dr Sara's two event types (EventTypes fixtures) and one of the x-ray room. */
export const eventTypesByCalendar: Record<string, EventTypeView[]> = {
  [drSara.id]: calendarEventTypes,
  [xRay.id]: [{ ...calendarEventTypes[0]!, id: 'e3333333-3333-4333-8333-333333333333', calendarId: xRay.id, title: 'أشعة سينية', slug: 'x-ray' }],
};
const [checkup, cleaning] = calendarEventTypes as [EventTypeView, EventTypeView];
const xRayScan = eventTypesByCalendar[xRay.id]![0]!;
export { checkup, cleaning, xRayScan };

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR).toISOString();
const organizer = (c: typeof drSara) => ({ calendarId: c.id, name: c.name });

/** An upcoming confirmed checkup, a pending cleaning that awaits payment, and an x-ray scan. */
export const rows: BookingRow[] = [
  {
    id: 'b1111111-1111-4111-8111-111111111111',
    title: checkup.title,
    startsAt: at(24),
    endsAt: at(24.5),
    status: 'confirmed',
    attendee: { name: 'Omar Haddad', email: 'omar@example.com' },
    organizer: organizer(drSara),
    eventTypeId: checkup.id,
    expiresAt: null,
  },
  {
    id: 'b2222222-2222-4222-8222-222222222222',
    title: cleaning.title,
    startsAt: at(49),
    endsAt: at(49.75),
    status: 'pending',
    attendee: { name: 'ليلى ناصر', email: 'layla@example.com' },
    organizer: organizer(drSara),
    eventTypeId: cleaning.id,
    expiresAt: at(0.25),
  },
  {
    id: 'b3333333-3333-4333-8333-333333333333',
    title: xRayScan.title,
    startsAt: at(72),
    endsAt: at(72.5),
    status: 'confirmed',
    attendee: { name: 'Nora Al-Harbi', email: 'nora.alharbi@example.com' },
    organizer: organizer(xRay),
    eventTypeId: xRayScan.id,
    expiresAt: null,
  },
];

export const list = (items: BookingRow[], total = items.length, page = 1): BookingList => ({ items, total, page, pageSize: BOOKINGS_PAGE_SIZE });
export const emptyList = list([]);

/** The confirmed checkup in full: booked from London, with a phone, notes and a price. */
export const confirmedDetail: BookingDetail = {
  ...rows[0]!,
  attendee: { ...rows[0]!.attendee, phone: '+966501234567' },
  notes: 'First visit. Please bring the X-ray from last year.',
  timezone: 'Europe/London',
  priceHalalas: 15_050,
  cancelReason: null,
  cancelledBy: null,
  cancelledAt: null,
  createdAt: at(-48),
  payments: [],
  customer: { id: 'c1111111-1111-4111-8111-111111111111', name: rows[0]!.attendee.name, phone: '+966501234567', archived: false },
};

/** A cancelled booking with the team's reason. */
export const cancelledDetail: BookingDetail = {
  ...confirmedDetail,
  id: 'b4444444-4444-4444-8444-444444444444',
  status: 'cancelled',
  attendee: { name: 'خالد العتيبي', email: 'khalid@example.com', phone: null },
  notes: null,
  timezone: VIEWER_ZONE,
  priceHalalas: 0,
  cancelReason: 'The clinic is closed for maintenance that day.',
  cancelledBy: 'team',
  cancelledAt: at(-3),
  customer: null,
};

/** The pending cleaning: awaiting payment for 15 more minutes. */
export const pendingDetail: BookingDetail = {
  ...rows[1]!,
  attendee: { ...rows[1]!.attendee, phone: null },
  notes: null,
  timezone: VIEWER_ZONE,
  priceHalalas: cleaning.priceHalalas,
  cancelReason: null,
  cancelledBy: null,
  cancelledAt: null,
  createdAt: at(-0.25),
  payments: [],
  customer: null,
};

/** A checkup that ended yesterday: nothing left to cancel. */
export const pastDetail: BookingDetail = { ...confirmedDetail, id: 'b5555555-5555-4555-8555-555555555555', startsAt: at(-26), endsAt: at(-25.5) };

/** Booking `n` (1-based) of a long list: `guest{n}@example.com`, one per day from tomorrow. */
export function numbered(n: number): BookingRow {
  return {
    ...rows[0]!,
    id: `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    startsAt: at(24 * n),
    endsAt: at(24 * n + 0.5),
    attendee: { name: `Guest ${n}`, email: `guest${n}@example.com` },
  };
}

/** The page the API would send of `total` bookings (20 a page). */
export function pageOf(page: number, total = 57): BookingList {
  const first = (page - 1) * BOOKINGS_PAGE_SIZE + 1;
  const items = Array.from({ length: Math.max(0, Math.min(BOOKINGS_PAGE_SIZE, total - first + 1)) }, (_, i) => numbered(first + i));
  return list(items, total, page);
}

/** The inputs a mocked procedure received in the running story. */
export const received: { list: ListBookingsInput[]; cancel: unknown[] } = { list: [], cancel: [] };
export function resetReceived() {
  received.list = [];
  received.cancel = [];
}
