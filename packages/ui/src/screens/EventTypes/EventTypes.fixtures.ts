// Story fixtures for the event type screens (not exported from the package).
import type { EventTypeView } from '@waqt/contracts';
import { TEAM_ID, calendars } from '../Teams/Teams.fixtures.ts';

export { TEAM_ID };
export const calendar = calendars[0]!;
export const CALENDAR_ID = calendar.id;
const base = `/en/dashboard/team/${TEAM_ID}/calendars/${CALENDAR_ID}/eventtypes`;
export const links = {
  newHref: `${base}/new`,
  editHref: (id: string) => `${base}/${id}`,
  upgradeHref: '/en/dashboard/team/new',
  cancelHref: base,
  newScheduleHref: `/en/dashboard/team/${TEAM_ID}/calendars/${CALENDAR_ID}/availability/new`,
};

export const schedules = [
  { id: 'd1111111-1111-4111-8111-111111111111', name: 'Clinic hours' },
  { id: 'd2222222-2222-4222-8222-222222222222', name: 'رمضان' },
];

export const eventTypes: EventTypeView[] = [
  {
    id: 'e1111111-1111-4111-8111-111111111111',
    calendarId: CALENDAR_ID,
    title: 'Checkup',
    description: 'A 30-minute general checkup.',
    slug: 'checkup',
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 10,
    minimumNotice: { value: 2, unit: 'hours' },
    activeFrom: null,
    activeTo: null,
    bookerVerificationRequired: false,
    paymentRequired: false,
    paymentEnabled: false,
    priceHalalas: 0,
    scheduleId: schedules[0]!.id,
    enabled: true,
    createdAt: '2026-01-12T08:00:00Z',
  },
  {
    id: 'e2222222-2222-4222-8222-222222222222',
    calendarId: CALENDAR_ID,
    title: 'تنظيف الأسنان',
    description: '',
    slug: 'cleaning',
    durationMinutes: 45,
    bufferBeforeMinutes: 5,
    bufferAfterMinutes: 5,
    minimumNotice: { value: 1, unit: 'days' },
    activeFrom: '2026-02-28T21:00:00.000Z',
    activeTo: '2026-04-30T21:00:00.000Z',
    bookerVerificationRequired: true,
    paymentRequired: true,
    paymentEnabled: true,
    priceHalalas: 15_050,
    scheduleId: schedules[1]!.id,
    enabled: false,
    createdAt: '2026-01-13T08:00:00Z',
  },
];
