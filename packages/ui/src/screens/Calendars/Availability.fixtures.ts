// Story fixtures for the availability screens (not exported from the package).
import { defaultWeeklyHours, type ScheduleView } from '@waqt/contracts';
import { calendars } from '../Teams/Teams.fixtures.ts';

export const CALENDAR = calendars[0]!;
export const SCHEDULE_ID = 'd1111111-1111-4111-8111-111111111111';

/** Sunday–Thursday 09:00–17:00 with a lunch break on Thursday; one day off and one short day. */
export const officeHours: ScheduleView = {
  id: SCHEDULE_ID,
  calendarId: CALENDAR.id,
  name: 'Clinic hours',
  timezone: 'Asia/Riyadh',
  weekly: defaultWeeklyHours('SA').map((d, day) => (day === 4 ? [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }] : d)),
  overrides: [
    { date: '2026-09-23', ranges: [] },
    { date: '2026-12-01', ranges: [{ start: '10:00', end: '14:00' }] },
  ],
  isDefault: true,
  createdAt: '2026-01-10T08:00:00.000Z',
  updatedAt: '2026-02-01T08:00:00.000Z',
};
export const eveningHours: ScheduleView = {
  ...officeHours,
  id: 'd2222222-2222-4222-8222-222222222222',
  name: 'Evenings',
  weekly: [[{ start: '18:00', end: '22:00' }], [], [], [{ start: '18:00', end: '22:00' }], [], [], []],
  overrides: [],
  isDefault: false,
};
