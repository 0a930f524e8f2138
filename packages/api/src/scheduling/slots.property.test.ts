import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSlots, firstAtOrAfter, groupByLocalDate, slotInstants } from './slots.ts';
import { inHours, referenceSlots } from './reference.ts';
import type { SlotQuery, TimeRange, Weekday } from './types.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Zones with DST both ways, half-hour DST (Lord Howe), odd offsets, changes at midnight. */
const ZONES = [
  'UTC',
  'Asia/Riyadh',
  'Europe/London',
  'America/New_York',
  'Australia/Lord_Howe',
  'America/Santiago',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'America/St_Johns',
  'Asia/Beirut',
  'America/Havana',
  'Africa/Casablanca',
] as const;

/** 2026 dates on which some of those zones change their offset, and a few ordinary ones. */
const DATES = ['2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01', '2026-04-05', '2026-10-04', '2026-09-06', '2026-09-27', '2026-03-28', '2026-03-15', '2026-11-22', '2026-06-15'];

const hhmm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

/** Zero to three sorted, non-overlapping ranges on a 5-minute grid (end may be 24:00). */
const dayHours: fc.Arbitrary<TimeRange[]> = fc.uniqueArray(fc.integer({ min: 0, max: 288 }), { maxLength: 6 }).map((points) => {
  const sorted = points.sort((a, b) => a - b);
  const ranges: TimeRange[] = [];
  for (let i = 0; i + 1 < sorted.length; i += 2) ranges.push({ start: hhmm(sorted[i]! * 5), end: hhmm(sorted[i + 1]! * 5) });
  return ranges;
});

const query: fc.Arbitrary<SlotQuery> = fc
  .record({
    timezone: fc.constantFrom(...ZONES),
    visitorTimeZone: fc.constantFrom(...ZONES),
    date: fc.constantFrom(...DATES),
    fromShift: fc.integer({ min: -36 * 60, max: 12 * 60 }),
    lengthMin: fc.integer({ min: 60, max: 3 * 24 * 60 }),
    weekly: fc.array(dayHours, { minLength: 7, maxLength: 7 }),
    overrides: fc.uniqueArray(fc.record({ day: fc.integer({ min: -2, max: 4 }), ranges: dayHours }), { maxLength: 3, selector: (o) => o.day }),
    durationMinutes: fc.integer({ min: 1, max: 24 }).map((n) => n * 5),
    step: fc.option(fc.integer({ min: 1, max: 24 }).map((n) => n * 5)),
    bufferBeforeMinutes: fc.integer({ min: 0, max: 60 }),
    bufferAfterMinutes: fc.integer({ min: 0, max: 60 }),
    noticeMin: fc.integer({ min: 0, max: 2 * 24 * 60 }),
    nowShift: fc.integer({ min: -2 * 24 * 60, max: 2 * 24 * 60 }),
    activeFrom: fc.option(fc.integer({ min: -24 * 60, max: 3 * 24 * 60 })),
    activeLength: fc.option(fc.integer({ min: 0, max: 3 * 24 * 60 })),
    busy: fc.array(fc.record({ at: fc.integer({ min: -24 * 60, max: 4 * 24 * 60 }), length: fc.integer({ min: 1, max: 240 }) }), { maxLength: 15 }),
  })
  .map((g): SlotQuery => {
    const base = Date.parse(`${g.date}T00:00:00Z`);
    const from = base + g.fromShift * MINUTE;
    const activeFrom = g.activeFrom === null ? null : from + g.activeFrom * MINUTE;
    const weeklyHours: Partial<Record<Weekday, TimeRange[]>> = {};
    g.weekly.forEach((ranges, d) => (weeklyHours[d as Weekday] = ranges));
    return {
      schedule: {
        timezone: g.timezone,
        weeklyHours,
        overrides: g.overrides.map((o) => ({ date: new Date(base + o.day * DAY).toISOString().slice(0, 10), ranges: o.ranges })),
      },
      eventType: {
        durationMinutes: g.durationMinutes,
        slotStepMinutes: g.step,
        bufferBeforeMinutes: g.bufferBeforeMinutes,
        bufferAfterMinutes: g.bufferAfterMinutes,
        minimumNoticeMs: g.noticeMin * MINUTE,
        activeFrom,
        activeTo: g.activeLength === null ? null : (activeFrom ?? from) + g.activeLength * MINUTE,
      },
      busy: g.busy.map((b) => ({ start: from + b.at * MINUTE, end: from + (b.at + b.length) * MINUTE })),
      from,
      to: from + g.lengthMin * MINUTE,
      visitorTimeZone: g.visitorTimeZone,
      now: from + g.nowShift * MINUTE,
    };
  });

describe('slot engine properties', () => {
  it('agrees with the slow reference engine, instants and visitor-date grouping alike', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(computeSlots(q)).toEqual(referenceSlots(q));
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('never offers a slot whose buffered span overlaps a busy interval', () => {
    fc.assert(
      fc.property(query, (q) => {
        const ev = q.eventType;
        for (const t of slotInstants(q)) {
          const a = t - ev.bufferBeforeMinutes * MINUTE;
          const b = t + (ev.durationMinutes + ev.bufferAfterMinutes) * MINUTE;
          for (const x of q.busy) expect(x.start < b && a < x.end, `slot ${new Date(t).toISOString()}`).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('starts no slot before now + notice, outside [activeFrom, activeTo) or outside [from, to)', () => {
    fc.assert(
      fc.property(query, (q) => {
        const ev = q.eventType;
        for (const t of slotInstants(q)) {
          expect(t).toBeGreaterThanOrEqual(q.now + ev.minimumNoticeMs);
          expect(t).toBeGreaterThanOrEqual(ev.activeFrom ?? -Infinity);
          expect(t).toBeLessThan(ev.activeTo ?? Infinity);
          expect(t).toBeGreaterThanOrEqual(q.from);
          expect(t).toBeLessThan(q.to);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("keeps every minute of every slot inside the schedule's hours on the schedule zone's wall clock", () => {
    fc.assert(
      fc.property(query, (q) => {
        for (const t of slotInstants(q)) {
          for (let m = t; m < t + q.eventType.durationMinutes * MINUTE; m += MINUTE) {
            expect(inHours(q, m), `minute ${new Date(m).toISOString()} of slot ${new Date(t).toISOString()}`).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it("offers the same instants whatever the visitor's zone", () => {
    fc.assert(
      fc.property(query, fc.constantFrom(...ZONES), (q, other) => {
        const flat = (days: ReturnType<typeof computeSlots>) => days.flatMap((d) => d.slots);
        expect(flat(computeSlots({ ...q, visitorTimeZone: other }))).toEqual(flat(computeSlots(q)));
      }),
      { numRuns: 300 },
    );
  });

  it('never overlaps two slots when the step equals the duration', () => {
    fc.assert(
      fc.property(query, (q0) => {
        const q = { ...q0, eventType: { ...q0.eventType, slotStepMinutes: null } };
        const ts = slotInstants(q);
        for (let i = 1; i < ts.length; i++) expect(ts[i]! - ts[i - 1]!).toBeGreaterThanOrEqual(q.eventType.durationMinutes * MINUTE);
      }),
      { numRuns: 300 },
    );
  });

  it('treats the clock as a cut: the answer at any now is the clock-free answer from now + notice on', () => {
    fc.assert(
      fc.property(query, (q) => {
        const all = slotInstants({ ...q, now: -Infinity });
        expect(slotInstants(q)).toEqual(all.slice(firstAtOrAfter(all, q.now + q.eventType.minimumNoticeMs)));
      }),
      { numRuns: 300 },
    );
  });

  it('treats an earlier end (the booking horizon) as a cut too', () => {
    fc.assert(
      fc.property(query, fc.integer({ min: -24 * 60, max: 4 * 24 * 60 }), (q, shift) => {
        const end = q.from + shift * MINUTE;
        const all = slotInstants(q);
        expect(slotInstants({ ...q, to: Math.min(q.to, end) })).toEqual(all.slice(0, firstAtOrAfter(all, end)));
      }),
      { numRuns: 300 },
    );
  });

  it('writes each start exactly as toISOString does, before 1970, across days and years, and past 9999', () => {
    const instant = fc.oneof(fc.integer({ min: -3e12, max: 3e14 }), fc.integer({ min: 0, max: 3e12 }).map((n) => Math.round(n / MINUTE) * MINUTE));
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 40 }), fc.constantFrom(...ZONES), (xs, tz) => {
        const sorted = [...new Set(xs)].sort((a, b) => a - b);
        const written = groupByLocalDate(sorted, tz).flatMap((d) => d.slots);
        expect(written).toEqual(sorted.map((t) => new Date(t).toISOString()));
      }),
      { numRuns: 300 },
    );
  });

  it('finds the first index at or after a value', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 })), fc.integer({ min: -60, max: 60 }), (xs, x) => {
        const sorted = xs.sort((a, b) => a - b);
        const i = firstAtOrAfter(sorted, x);
        expect(sorted.slice(0, i).every((v) => v < x) && sorted.slice(i).every((v) => v >= x)).toBe(true);
      }),
    );
  });
});
