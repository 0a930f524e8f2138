import { describe, expect, it } from 'vitest';
import { answerAt, type SlotAnswer } from './slots-cache.ts';

const H = 3_600_000;
const T0 = Date.parse('2026-12-01T06:00:00Z');

function answer(): SlotAnswer {
  return {
    calendarId: 'c',
    version: '1',
    head: {
      calendar: { name: 'Clinic', nameAr: null, nameEn: null, slug: 'clinic' },
      eventType: {
        title: 'Visit', description: '', titleAr: null, titleEn: null, descriptionAr: null, descriptionEn: null, slug: 'visit', durationMinutes: 30,
        minimumNotice: { value: 2, unit: 'hours' }, bookerVerificationRequired: false, paymentRequired: false, phoneReminders: [], priceHalalas: 0, place: null,
      },
      timezone: 'Asia/Riyadh',
      contactPhone: null,
    },
    noticeMs: 2 * H,
    activeTo: null,
    to: T0 + 48 * H,
    instants: [T0, T0 + H, T0 + 2 * H, T0 + 24 * H, T0 + 25 * H],
    cut: null,
  };
}

describe('answerAt', () => {
  it('makes a first answer without keeping it, then keeps the cut from the second on (the same frozen object)', () => {
    const a = answer();
    const now = T0 - 2 * H;
    const first = answerAt(a, now, Infinity, false);
    expect(a.cut).toBeNull();
    expect(first.days).toEqual([
      { date: '2026-12-01', slots: ['2026-12-01T06:00:00.000Z', '2026-12-01T07:00:00.000Z', '2026-12-01T08:00:00.000Z'] },
      { date: '2026-12-02', slots: ['2026-12-02T06:00:00.000Z', '2026-12-02T07:00:00.000Z'] },
    ]);
    const second = answerAt(a, now, Infinity);
    expect(second).toEqual(first);
    expect(Object.isFrozen(second) && Object.isFrozen(second.days[0]!.slots)).toBe(true);
    expect(answerAt(a, now, Infinity)).toBe(second);
    // A later clock is another cut: the kept one is replaced.
    const later = answerAt(a, now + H, Infinity);
    expect(later.days[0]!.slots).toEqual(['2026-12-01T07:00:00.000Z', '2026-12-01T08:00:00.000Z']);
    expect(answerAt(a, now + H, Infinity)).toBe(later);
  });
});
