import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE } from '@waqt/contracts';
import { isTimeZone, startOfLocalDay, zonedInstant } from './time.ts';

describe('time zones', () => {
  it('knows IANA zones and refuses the rest', () => {
    expect(isTimeZone(DEFAULT_TIMEZONE)).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Asia/Nowhere')).toBe(false);
    expect(isTimeZone('+03:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('turns a wall-clock date and time into the instant, across daylight-saving changes', () => {
    expect(zonedInstant('2026-11-22', '09:00', 'Asia/Riyadh').toISOString()).toBe('2026-11-22T06:00:00.000Z');
    expect(startOfLocalDay('2026-11-22', 'Asia/Riyadh').toISOString()).toBe('2026-11-21T21:00:00.000Z');
    // New York: EDT (−4) before 1 Nov 2026, EST (−5) after.
    expect(zonedInstant('2026-10-31', '09:00', 'America/New_York').toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(zonedInstant('2026-11-02', '09:00', 'America/New_York').toISOString()).toBe('2026-11-02T14:00:00.000Z');
    // 02:30 on 8 Mar 2026 does not exist in New York (clocks jump 02:00 → 03:00): moved forward by the gap.
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(() => zonedInstant('2026-11-22', '09:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});
