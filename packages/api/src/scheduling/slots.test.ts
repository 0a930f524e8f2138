import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { computeSlots, groupByLocalDate, slotInstants } from './slots.ts';
import type { DateOverride, EventTypeInput, SlotQuery, TimeRange, Weekday } from './types.ts';

const everyDay = (ranges: TimeRange[]) => Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, ranges])) as Record<Weekday, TimeRange[]>;
const NINE_TO_FIVE = [{ start: '09:00', end: '17:00' }];
const hourly: EventTypeInput = { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0, minimumNoticeMs: 0, activeFrom: null, activeTo: null };

function query(timezone: string, from: string, to: string, overrides: DateOverride[] = [], extra: Partial<SlotQuery> = {}): SlotQuery {
  return {
    schedule: { timezone, weeklyHours: everyDay(NINE_TO_FIVE), overrides },
    eventType: hourly,
    busy: [],
    from: Date.parse(from),
    to: Date.parse(to),
    visitorTimeZone: 'UTC',
    now: Date.parse('2026-01-01T00:00:00Z'),
    ...extra,
  };
}

/** The slots of one UTC date, as 'HH:mm' UTC. */
const utcTimes = (q: SlotQuery, date: string) =>
  slotInstants(q)
    .map((t) => new Date(t).toISOString())
    .filter((iso) => iso.startsWith(date))
    .map((iso) => iso.slice(11, 16));

describe('Europe/London across the 2026 changes', () => {
  it('keeps 09:00–17:00 on the wall clock across the spring-forward of 29 March', () => {
    const q = query('Europe/London', '2026-03-28T00:00:00Z', '2026-03-31T00:00:00Z');
    expect(utcTimes(q, '2026-03-28')).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(utcTimes(q, '2026-03-30')).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
  });

  it('shortens a range across the gap and offers nothing inside it (01:00–02:00 does not exist)', () => {
    const across = query('Europe/London', '2026-03-28T12:00:00Z', '2026-03-29T06:00:00Z', [{ date: '2026-03-29', ranges: [{ start: '00:00', end: '03:00' }] }]);
    // 00:00 GMT and 02:00 BST: three wall-clock hours are two real ones.
    expect(utcTimes(across, '2026-03-29')).toEqual(['00:00', '01:00']);
    const inside = query('Europe/London', '2026-03-28T12:00:00Z', '2026-03-29T06:00:00Z', [{ date: '2026-03-29', ranges: [{ start: '01:15', end: '01:45' }] }], {
      eventType: { ...hourly, durationMinutes: 15 },
    });
    expect(utcTimes(inside, '2026-03-29')).toEqual([]);
  });

  it('keeps the wall clock across the fall-back of 25 October and counts the repeated hour as real time', () => {
    const q = query('Europe/London', '2026-10-24T00:00:00Z', '2026-10-27T00:00:00Z');
    expect(utcTimes(q, '2026-10-24')[0]).toBe('08:00');
    expect(utcTimes(q, '2026-10-26')[0]).toBe('09:00');
    const night = query('Europe/London', '2026-10-24T18:00:00Z', '2026-10-25T06:00:00Z', [{ date: '2026-10-25', ranges: [{ start: '00:00', end: '03:00' }] }]);
    // 00:00 BST (23:00Z) to 03:00 GMT: four real hours, 01:00 BST and 01:00 GMT both offered once.
    expect(slotInstants(night).map((t) => new Date(t).toISOString())).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]);
  });
});

describe('America/New_York across the 2026 changes', () => {
  it('keeps 09:00 local across 8 March, and a start inside the gap begins when the gap ends', () => {
    const q = query('America/New_York', '2026-03-07T00:00:00Z', '2026-03-10T00:00:00Z');
    expect(utcTimes(q, '2026-03-07')[0]).toBe('14:00');
    expect(utcTimes(q, '2026-03-09')[0]).toBe('13:00');
    const gap = query('America/New_York', '2026-03-08T00:00:00Z', '2026-03-08T12:00:00Z', [{ date: '2026-03-08', ranges: [{ start: '02:30', end: '04:00' }] }], {
      eventType: { ...hourly, durationMinutes: 30 },
    });
    // 02:30 does not exist: the range starts at 03:00 EDT (07:00Z) and ends at 04:00 EDT (08:00Z).
    expect(utcTimes(gap, '2026-03-08')).toEqual(['07:00', '07:30']);
  });

  it('keeps 09:00 local across 1 November; a range starting inside the repeated hour offers both occurrences', () => {
    const q = query('America/New_York', '2026-10-31T00:00:00Z', '2026-11-03T00:00:00Z');
    expect(utcTimes(q, '2026-10-31')[0]).toBe('13:00');
    expect(utcTimes(q, '2026-11-02')[0]).toBe('14:00');
    const repeat = query('America/New_York', '2026-11-01T00:00:00Z', '2026-11-01T12:00:00Z', [{ date: '2026-11-01', ranges: [{ start: '01:30', end: '02:30' }] }], {
      eventType: { ...hourly, durationMinutes: 30 },
    });
    // 01:30 EDT, then 01:30 and 02:00 EST; 01:00–01:29 EST is outside 01:30–02:30 on the clock.
    expect(utcTimes(repeat, '2026-11-01')).toEqual(['05:30', '06:30', '07:00']);
  });
});

describe('a Saudi schedule (Asia/Riyadh, Sunday–Thursday 09:00–17:00)', () => {
  const saudi = (visitorTimeZone: string): SlotQuery => ({
    ...query('Asia/Riyadh', '2026-12-05T21:00:00Z', '2026-12-12T21:00:00Z', [
      // Sunday 6 December also opens 00:00–02:00 Riyadh time: 21:00–23:00Z on Saturday in London.
      { date: '2026-12-06', ranges: [{ start: '00:00', end: '02:00' }, ...NINE_TO_FIVE] },
    ]),
    schedule: {
      timezone: 'Asia/Riyadh',
      weeklyHours: { 0: NINE_TO_FIVE, 1: NINE_TO_FIVE, 2: NINE_TO_FIVE, 3: NINE_TO_FIVE, 4: NINE_TO_FIVE },
      overrides: [{ date: '2026-12-06', ranges: [{ start: '00:00', end: '02:00' }, ...NINE_TO_FIVE] }],
    },
    visitorTimeZone,
  });

  it('offers Sunday to Thursday 09:00–17:00 Riyadh time, grouped by Riyadh dates for a visitor there', () => {
    const days = computeSlots(saudi('Asia/Riyadh'));
    expect(days.map((d) => [d.date, d.slots.length])).toEqual([
      ['2026-12-06', 10],
      ['2026-12-07', 8],
      ['2026-12-08', 8],
      ['2026-12-09', 8],
      ['2026-12-10', 8],
    ]);
    expect(days[1]!.slots[0]).toBe('2026-12-07T06:00:00.000Z');
    expect(days[1]!.slots.at(-1)).toBe('2026-12-07T13:00:00.000Z');
  });

  it('shows a visitor in London the same instants, the ones before Riyadh midnight on the London date', () => {
    const riyadh = computeSlots(saudi('Asia/Riyadh'));
    const london = computeSlots(saudi('Europe/London'));
    expect(london.flatMap((d) => d.slots)).toEqual(riyadh.flatMap((d) => d.slots));
    expect(london[0]).toEqual({ date: '2026-12-05', slots: ['2026-12-05T21:00:00.000Z', '2026-12-05T22:00:00.000Z'] });
    expect(london[1]!.date).toBe('2026-12-06');
    expect(london[1]!.slots).toHaveLength(8);
  });
});

describe('the grid, notice and busy time', () => {
  it('steps from the start of each range, cuts the notice period and skips time blocked with buffers', () => {
    const q = query('UTC', '2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z', [], {
      eventType: { ...hourly, durationMinutes: 30, slotStepMinutes: 30, bufferBeforeMinutes: 10, bufferAfterMinutes: 10, minimumNoticeMs: 60 * 60_000 },
      now: Date.parse('2026-06-01T09:10:00Z'),
      busy: [{ start: Date.parse('2026-06-01T12:00:00Z'), end: Date.parse('2026-06-01T12:40:00Z') }],
    });
    // Notice: nothing before 10:10. 11:30 ends at 12:00 but its 10-minute after-buffer reaches the busy
    // interval; the first start whose before-buffer clears 12:40 on the grid is 13:00.
    expect(utcTimes(q, '2026-06-01')).toEqual(['10:30', '11:00', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
  });

  it('refuses a non-positive duration or step instead of looping', () => {
    expect(() => slotInstants(query('UTC', '2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z', [], { eventType: { ...hourly, durationMinutes: 0 } }))).toThrow(RangeError);
    expect(() => slotInstants(query('UTC', '2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z', [], { eventType: { ...hourly, slotStepMinutes: -5 } }))).toThrow(RangeError);
    expect(() => slotInstants(query('Mars/Olympus', '2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z'))).toThrow(RangeError);
  });

  it("reads hours as exactly 'HH:MM' from 00:00 to 24:00 and refuses anything else", () => {
    const day = (ranges: TimeRange[]) => query('UTC', '2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z', [{ date: '2026-06-01', ranges }]);
    expect(utcTimes(day([{ start: '22:00', end: '24:00' }]), '2026-06-01')).toEqual(['22:00', '23:00']);
    expect(utcTimes(day([{ start: '00:00', end: '01:00' }]), '2026-06-01')).toEqual(['00:00']);
    for (const bad of ['9:00', '09:60', '24:01', '0900', '09:00 ', ' 09:00', '09-00', 'ab:cd', '０９:００', '']) {
      expect(() => slotInstants(day([{ start: bad, end: '24:00' }])), bad).toThrow(RangeError);
    }
  });
});

describe('grouping by the visitor date', () => {
  it('matches the wall-clock date of every instant, also where a change moves midnight (Santiago, Beirut, Havana)', () => {
    const zones = ['America/Santiago', 'Asia/Beirut', 'America/Havana', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Riyadh'];
    const dates = ['2026-04-05', '2026-09-06', '2026-03-29', '2026-10-25', '2026-03-08', '2026-11-01', '2026-10-04'];
    for (const tz of zones) {
      for (const date of dates) {
        const start = Date.parse(`${date}T00:00:00Z`) - 86_400_000;
        const instants = Array.from({ length: 576 }, (_, i) => start + i * 5 * 60_000);
        const got = groupByLocalDate(instants, tz).flatMap((d) => d.slots.map((s) => [d.date, s]));
        const want = instants.map((t) => [format(new TZDate(t, tz), 'yyyy-MM-dd'), new Date(t).toISOString()]);
        expect(got, `${tz} around ${date}`).toEqual(want);
      }
    }
  });
});
