import { describe, expect, it } from 'vitest';
import { createScheduleInput, defaultWeeklyHours } from './availability.ts';
import { fieldIssuesFromZod } from './issues.ts';

const base = {
  teamId: '00000000-0000-4000-8000-000000000001',
  calendarId: '00000000-0000-4000-8000-000000000002',
  name: 'Working hours',
  timezone: 'Asia/Riyadh',
  weekly: defaultWeeklyHours('SA'),
};

function issues(input: object) {
  const r = createScheduleInput.safeParse({ ...base, ...input });
  return r.success ? [] : fieldIssuesFromZod(r.error.issues).map(({ path, issue }) => ({ path, issue }));
}

const week = (day: { start: string; end: string }[]) => [[], day, [], [], [], [], []];

describe('schedule schemas', () => {
  it('accepts a working week, touching ranges and an end of 24:00', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ weekly: week([{ start: '09:00', end: '12:00' }, { start: '12:00', end: '24:00' }]) })).toEqual([]);
  });

  it('refuses an end before (or at) the start, with a translatable issue on the end', () => {
    expect(issues({ weekly: week([{ start: '17:00', end: '09:00' }]) })).toEqual([{ path: 'weekly.1.0.end', issue: 'range_end_before_start' }]);
    expect(issues({ weekly: week([{ start: '09:00', end: '09:00' }]) })).toEqual([{ path: 'weekly.1.0.end', issue: 'range_end_before_start' }]);
  });

  it('refuses overlapping ranges on a day, whatever their order', () => {
    expect(issues({ weekly: week([{ start: '13:00', end: '18:00' }, { start: '09:00', end: '14:00' }]) })).toEqual([
      { path: 'weekly.1.0.start', issue: 'ranges_overlap' },
    ]);
  });

  it('refuses malformed times, 24:00 as a start and a week that is not 7 days', () => {
    expect(issues({ weekly: week([{ start: '9:00', end: '24:01' }]) }).map((i) => i.issue)).toEqual(['invalid_time', 'invalid_time']);
    expect(issues({ weekly: week([{ start: '24:00', end: '24:00' }]) }).map((i) => i.issue)).toEqual(['invalid_time']);
    expect(issues({ weekly: [[], [], []] }).map((i) => i.path)).toEqual(['weekly']);
  });

  it('refuses an unknown zone and a bare offset', () => {
    expect(issues({ timezone: 'Mars/Olympus' })).toEqual([{ path: 'timezone', issue: 'invalid_timezone' }]);
    expect(issues({ timezone: '+03:00' })).toEqual([{ path: 'timezone', issue: 'invalid_timezone' }]);
    expect(issues({ timezone: 'Europe/London' })).toEqual([]);
  });

  it('refuses override dates that do not exist, fall outside the window, or repeat', () => {
    expect(
      issues({
        overrides: [
          { date: '2026-02-30', ranges: [] },
          { date: '1999-12-31', ranges: [] },
          { date: '2100-01-01', ranges: [] },
          { date: '2026-12-24', ranges: [{ start: '10:00', end: '12:00' }] },
          { date: '2026-12-24', ranges: [] },
        ],
      }),
    ).toEqual([
      { path: 'overrides.0.date', issue: 'invalid_date' },
      { path: 'overrides.1.date', issue: 'date_out_of_window' },
      { path: 'overrides.2.date', issue: 'date_out_of_window' },
      { path: 'overrides.4.date', issue: 'duplicate_date' },
    ]);
  });

  it('gives Saudi Arabia a Sunday–Thursday week and other countries Monday–Friday', () => {
    const days = (c: string) => defaultWeeklyHours(c).flatMap((r, d) => (r.length ? [d] : []));
    expect(days('SA')).toEqual([0, 1, 2, 3, 4]);
    expect(days('GB')).toEqual([1, 2, 3, 4, 5]);
    expect(defaultWeeklyHours('SA')[0]).toEqual([{ start: '09:00', end: '17:00' }]);
  });
});
