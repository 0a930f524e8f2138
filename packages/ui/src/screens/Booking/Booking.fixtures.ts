// Story fixtures for the public booking screens (not exported from the package): a Riyadh clinic's
// calendar, its event types, open times generated for any range, and bookings in each state.
import { isLocale, type Locale, type PublicBooking, type PublicEventType, type PublicPage, type PublicSlotsInput, type PublicSlotsOutput } from '@waqt/contracts';
import { localDateOf } from './format.ts';
import type { SlotDay } from './SlotPicker.tsx';

/**
 * How long a play waits for a lazy part of a page (a later step, the zone list, the cancel dialog, an
 * error view): the first load of its chunk through the dev server can take a while on a busy machine.
 */
export const lazyWait = { timeout: 5000 } as const;

/** The stories' clock: Sunday 1 March 2026, 12:00 in Riyadh. */
export const NOW = Date.parse('2026-03-01T09:00:00Z');
export const now = () => NOW;
export const TZ = 'Asia/Riyadh';
export const MONTH = '2026-03';

export const calendar = { name: 'Dr Sara', slug: 'dr-sara', timezone: TZ };
export const team = { name: 'Riyadh Dental Clinic', slug: 'riyadh-dental' };

export const checkup: PublicEventType = {
  title: 'Checkup',
  description: 'A general dental checkup: we look at your teeth and gums and answer your questions.',
  slug: 'checkup',
  durationMinutes: 30,
  minimumNotice: { value: 2, unit: 'hours' },
  bookerVerificationRequired: false,
  paymentRequired: false,
  priceHalalas: 0,
};
/** Verification and payment required, an Arabic title. */
export const cleaning: PublicEventType = {
  title: 'تنظيف الأسنان',
  description: 'تنظيف وتلميع الأسنان مع فحص سريع.',
  slug: 'cleaning',
  durationMinutes: 45,
  minimumNotice: { value: 1, unit: 'days' },
  bookerVerificationRequired: true,
  paymentRequired: true,
  priceHalalas: 15_050,
};

const summary = ({ title, description, slug, durationMinutes, paymentRequired, priceHalalas }: PublicEventType) => ({ title, description, slug, durationMinutes, paymentRequired, priceHalalas });
export const calendarPage: Extract<PublicPage, { kind: 'calendar' }> = {
  kind: 'calendar',
  calendar,
  team,
  eventTypes: [summary(checkup), summary(cleaning), { title: 'Orthodontic consultation', description: '', slug: 'ortho', durationMinutes: 60, paymentRequired: true, priceHalalas: 30_000 }],
};
export const teamPage: Extract<PublicPage, { kind: 'team' }> = {
  kind: 'team',
  team,
  calendars: [
    { name: 'Dr Sara', slug: 'dr-sara' },
    { name: 'غرفة الأشعة', slug: 'x-ray' },
  ],
};

/** Clinic hours in Riyadh (UTC+3 all year), Sunday to Thursday. */
const HOURS = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30'];
const DAY_MS = 86_400_000;

/**
 * Open starts between two of the visitor's dates (both included), as public.slots groups them: the
 * clinic's hours, none before `now`, none in `taken`, grouped by the date in the visitor's zone.
 */
export function openDays(range: { from: string; to: string; timezone: string }, opts: { now?: number; taken?: readonly string[] } = {}): SlotDay[] {
  const after = opts.now ?? NOW;
  const byDate = new Map<string, string[]>();
  // A day either side: a start late on one Riyadh date may fall on the next in the visitor's zone.
  for (let t = Date.parse(`${range.from}T00:00:00Z`) - DAY_MS; t <= Date.parse(`${range.to}T00:00:00Z`) + DAY_MS; t += DAY_MS) {
    const day = new Date(t);
    if (day.getUTCDay() > 4) continue; // Friday and Saturday: closed
    for (const hm of HOURS) {
      const [h, m] = hm.split(':').map(Number) as [number, number];
      const instant = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h - 3, m);
      const iso = new Date(instant).toISOString();
      if (instant <= after || opts.taken?.includes(iso)) continue;
      const date = localDateOf(instant, range.timezone);
      if (date < range.from || date > range.to) continue;
      byDate.set(date, [...(byDate.get(date) ?? []), iso]);
    }
  }
  return [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, slots]) => ({ date, slots }));
}

/** public.slots's answer for an input, as the mocked API sends it. */
export function slotsAnswer(input: PublicSlotsInput, eventType: PublicEventType = checkup, taken: readonly string[] = []): PublicSlotsOutput {
  return { calendar: { name: calendar.name, slug: calendar.slug }, eventType, timezone: input.timezone, days: openDays(input, { taken }) };
}

/** Wednesday 4 March 2026, 10:00 in Riyadh. */
export const DAY = '2026-03-04';
export const START = '2026-03-04T07:00:00.000Z';
export const booker = { name: 'Nora Al-Harbi', email: 'nora@example.com', phone: '+966512345678', notes: '' };

export const BOOKING_ID = 'b7d2c1e0-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
export const TOKEN = 'mt_4f9c2b7e1d8a6c3f5b0e9d2a7c4f1b8e';
export const NEW_TOKEN = 'mt_0a1b2c3d4e5f60718293a4b5c6d7e8f9';

export const confirmedBooking: PublicBooking = {
  id: BOOKING_ID,
  status: 'confirmed',
  title: 'Checkup',
  startsAt: START,
  endsAt: '2026-03-04T07:30:00.000Z',
  durationMinutes: 30,
  timezone: TZ,
  organizer: 'Dr Sara',
  calendarSlug: 'dr-sara',
  eventTypeSlug: 'checkup',
  bookerName: booker.name,
  priceHalalas: 0,
  expiresAt: null,
  cancelReason: null,
  manage: true,
  canCancel: true,
  canReschedule: true,
  changeUntil: '2026-03-04T06:00:00.000Z',
};
export const pendingBooking: PublicBooking = {
  ...confirmedBooking,
  status: 'pending',
  title: 'تنظيف الأسنان',
  endsAt: '2026-03-04T07:45:00.000Z',
  durationMinutes: 45,
  eventTypeSlug: 'cleaning',
  priceHalalas: 15_050,
  expiresAt: '2026-03-01T09:15:00.000Z',
};
export const cancelledBooking: PublicBooking = { ...confirmedBooking, status: 'cancelled', cancelReason: 'I have a meeting at work that day.', canCancel: false, canReschedule: false };
export const expiredBooking: PublicBooking = { ...pendingBooking, status: 'expired', canCancel: false, canReschedule: false };
/** Past the team's cut-off: the manage link still works, changes do not. */
export const closedBooking: PublicBooking = { ...confirmedBooking, canCancel: false, canReschedule: false };
/** Opened without the token (or with one a reschedule retired): the booking without personal data, nothing to change. */
export const viewOnlyBooking: PublicBooking = { ...confirmedBooking, bookerName: null, manage: false, canCancel: false, canReschedule: false };

/** The locale a story renders in (the decorator sets `<html lang>`). */
export const lang = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
/** Intl's text as Testing Library reads it (its no-break and narrow spaces collapsed). */
export const seen = (text: string) => text.replace(/\s+/g, ' ').trim();
/** An accessible-name matcher that ignores which space characters Intl used. */
export const named = (text: string) => (name: string) => seen(name) === seen(text);
/** The phone viewport of the stories that check the stacked layout. */
export { phoneViewport } from '../../mocks/viewports.ts';
