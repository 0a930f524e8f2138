import { describe, expect, it } from 'vitest';
import { firstDayOfWeek } from '../../format/weekdays.ts';
import { copyToAll, fromTime, nextRange, toTime, weekOrder, weekdayName } from './schedule.ts';

describe('schedule helpers', () => {
  // CLDR: Saudi Arabia's week starts on Sunday (as the US's does), Egypt's on Saturday, Britain's on Monday.
  it('the week starts on the locale first day: Sunday in en-US and ar-SA, Saturday in ar-EG, Monday in en-GB', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('ar-SA')).toBe(0);
    expect(firstDayOfWeek('ar-EG')).toBe(6);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(weekOrder('ar-EG')).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(weekOrder('en-US')).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
  it('names weekdays in the locale (0 = Sunday)', () => {
    expect(weekdayName('en-US', 0)).toBe('Sunday');
    expect(weekdayName('en-US', 6)).toBe('Saturday');
    expect(weekdayName('ar-SA', 5)).toBe('الجمعة');
  });
  it('converts HH:mm both ways and refuses junk', () => {
    expect(fromTime(toTime('09:05')!)).toBe('09:05');
    expect(toTime('nope')).toBeNull();
  });
  it('a new range follows the last one and stays within the day', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextRange([{ start: '09:00', end: '12:00' }])).toEqual({ start: '13:00', end: '14:00' });
    expect(nextRange([{ start: '20:00', end: '23:30' }])).toEqual({ start: '23:00', end: '23:59' });
  });
  it('copy to all days gives every day its own copy', () => {
    const week = [[], [{ start: '09:00', end: '17:00' }], [], [], [], [], []];
    const out = copyToAll(week, 1);
    expect(out.every((d) => d.length === 1 && d[0]!.start === '09:00')).toBe(true);
    out[0]![0]!.start = '10:00';
    expect(out[1]![0]!.start).toBe('09:00');
  });
});
