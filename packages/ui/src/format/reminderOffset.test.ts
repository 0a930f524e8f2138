import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { formatReminderOffset, reminderOffsetParts } from './reminderOffset.ts';

describe('a reminder offset', () => {
  it('takes the largest whole unit', () => {
    expect(reminderOffsetParts(10_080)).toEqual({ unit: 'weeks', n: 1 });
    expect(reminderOffsetParts(2880)).toEqual({ unit: 'days', n: 2 });
    expect(reminderOffsetParts(1440)).toEqual({ unit: 'days', n: 1 });
    expect(reminderOffsetParts(120)).toEqual({ unit: 'hours', n: 2 });
    expect(reminderOffsetParts(90)).toEqual({ unit: 'minutes', n: 90 });
  });

  it('reads with each language’s plurals, Latin digits in Arabic', () => {
    const en = createI18n('en').t;
    const ar = createI18n('ar').t;
    expect(formatReminderOffset(en, 1440, 'en')).toBe('1 day before');
    expect(formatReminderOffset(en, 180, 'en')).toBe('3 hours before');
    expect(formatReminderOffset(ar, 1440, 'ar')).toBe('قبل الموعد بيوم');
    expect(formatReminderOffset(ar, 2880, 'ar')).toBe('قبل الموعد بيومين');
    expect(formatReminderOffset(ar, 15, 'ar')).toBe('قبل الموعد بـ15 دقيقة');
  });
});
