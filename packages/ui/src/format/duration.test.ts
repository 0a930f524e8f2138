import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDuration, minutesBetween } from './duration.ts';

describe('formatDuration', () => {
  it('writes hours and minutes in English', () => {
    expect(formatDuration(15, 'en')).toBe('15 minutes');
    expect(formatDuration(1, 'en')).toBe('1 minute');
    expect(formatDuration(60, 'en')).toBe('1 hour');
    expect(formatDuration(90, 'en')).toBe('1 hour, 30 minutes');
    expect(formatDuration(120, 'en')).toBe('2 hours');
    expect(formatDuration(0, 'en')).toBe('0 minutes');
  });

  it('uses the Arabic plural forms (one, two, few, many), with Latin digits', () => {
    expect(formatDuration(1, 'ar')).toBe('دقيقة');
    expect(formatDuration(2, 'ar')).toBe('دقيقتان');
    expect(formatDuration(3, 'ar')).toBe('3 دقائق');
    expect(formatDuration(15, 'ar')).toBe('15 دقيقة');
    expect(formatDuration(60, 'ar')).toBe('ساعة');
    expect(formatDuration(90, 'ar')).toBe('ساعة و30 دقيقة');
    expect(formatDuration(120, 'ar')).toBe('ساعتان');
    expect(formatDuration(180, 'ar')).toBe('3 ساعات');
  });
});

describe('minutesBetween', () => {
  it('counts whole minutes between two instants', () => {
    expect(minutesBetween('2026-03-04T07:00:00Z', '2026-03-04T08:30:00Z')).toBe(90);
    expect(minutesBetween('2026-03-04T07:00:00Z', '2026-03-04T07:00:29Z')).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, hours past an hour, never below zero', () => {
    expect(formatCountdown(845_000, 'en')).toBe('14:05');
    expect(formatCountdown(3_729_000, 'en')).toBe('1:02:09');
    expect(formatCountdown(-5_000, 'en')).toBe('00:00');
    expect(formatCountdown(845_000, 'ar')).toBe('14:05');
    // A part-second still to run counts as a second.
    expect(formatCountdown(1, 'en')).toBe('00:01');
  });
});
