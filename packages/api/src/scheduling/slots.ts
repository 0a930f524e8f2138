import type { BusyInterval, ScheduleInput, SlotDay, SlotQuery, TimeRange } from './types.ts';
import { DAY, MINUTE, dateOfDay, dayNumber, dayOffsets, offsetMs, pushWindows } from './zone-days.ts';

/**
 * The slot engine: every bookable start instant for an event type, as of an injected `now`.
 * Pure and allocation-light: the schedule becomes working windows in epoch ms (zone offsets asked
 * once per local day), busy time is sorted and merged once, then one sweep walks the slot grid of
 * each window with a pointer into the busy list, jumping past a busy interval instead of testing
 * each grid point under it. Slots start at the beginning of each window and step by the slot step;
 * a slot [t, t + duration) must fit its window, start in [from, to), not before now + notice, within
 * [activeFrom, activeTo), and [t - bufferBefore, t + duration + bufferAfter) must miss all busy time.
 */

/** The value of the ASCII digit at `i` of `s`, or NaN (no regular expression: this runs per range per request). */
function digitAt(s: string, i: number): number {
  const d = s.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : NaN;
}

/** Minutes since midnight of 'HH:MM' (00:00…24:00); anything else is a RangeError. */
function parseTime(hhmm: string): number {
  const h = digitAt(hhmm, 0) * 10 + digitAt(hhmm, 1);
  const m = digitAt(hhmm, 3) * 10 + digitAt(hhmm, 4);
  const min = h * 60 + m;
  if (hhmm.length !== 5 || hhmm.charCodeAt(2) !== 58 || !(m <= 59) || !(min <= 1440)) throw new RangeError(`not a time: ${hhmm}`);
  return min;
}

/** Sorted [start, end) minute pairs of one day; overlapping ranges (invalid input) are merged. */
function dayMinutes(ranges: readonly TimeRange[]): number[] {
  const pairs = ranges
    .map((r) => [parseTime(r.start), parseTime(r.end)] as const)
    .filter(([s, e]) => s < e)
    .sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [s, e] of pairs) {
    const n = out.length;
    if (n > 0 && s < out[n - 1]!) out[n - 1] = Math.max(out[n - 1]!, e);
    else out.push(s, e);
  }
  return out;
}

/** Working windows (flat [start, end, start, end, …], ascending) for local days dayFrom…dayTo. */
function scheduleWindows(schedule: ScheduleInput, dayFrom: number, dayTo: number): number[] {
  const weekly: number[][] = [];
  for (let d = 0; d < 7; d++) weekly.push(dayMinutes(schedule.weeklyHours[d as 0] ?? []));
  const overrides = new Map<number, number[]>();
  for (const o of schedule.overrides) overrides.set(dayNumber(o.date), dayMinutes(o.ranges));
  const out: number[] = [];
  for (let day = dayFrom; day <= dayTo; day++) {
    // 1970-01-01 was a Thursday (4).
    const mins = overrides.get(day) ?? weekly[(((day + 4) % 7) + 7) % 7]!;
    if (mins.length === 0) continue;
    const offsets = dayOffsets(schedule.timezone, day);
    for (let i = 0; i < mins.length; i += 2) pushWindows(offsets, day, mins[i]!, mins[i + 1]!, out);
  }
  return out;
}

/** Busy intervals sorted by start with overlapping or touching ones merged, as two flat arrays. */
function mergeBusy(busy: readonly BusyInterval[]): { starts: number[]; ends: number[] } {
  const sorted = busy.filter((b) => b.start < b.end).sort((a, b) => a.start - b.start);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const b of sorted) {
    const n = ends.length;
    if (n > 0 && b.start <= ends[n - 1]!) ends[n - 1] = Math.max(ends[n - 1]!, b.end);
    else {
      starts.push(b.start);
      ends.push(b.end);
    }
  }
  return { starts, ends };
}

function positiveMinutes(n: number, what: string): number {
  if (!Number.isFinite(n) || n <= 0) throw new RangeError(`${what} must be positive: ${n}`);
  return n * MINUTE;
}

/** Bookable start instants (epoch ms, ascending, unique). */
export function slotInstants(q: SlotQuery): number[] {
  const ev = q.eventType;
  const dur = positiveMinutes(ev.durationMinutes, 'durationMinutes');
  const step = positiveMinutes(ev.slotStepMinutes ?? ev.durationMinutes, 'slotStepMinutes');
  const before = Math.max(0, ev.bufferBeforeMinutes) * MINUTE;
  const after = Math.max(0, ev.bufferAfterMinutes) * MINUTE;
  const lo = Math.max(q.from, q.now + Math.max(0, ev.minimumNoticeMs), ev.activeFrom ?? -Infinity);
  const hi = Math.min(q.to, ev.activeTo ?? Infinity);
  if (!(lo < hi)) return [];

  const tz = q.schedule.timezone;
  // The local dates that can hold a slot starting in [lo, hi): one day of margin each side.
  const dayFrom = Math.floor((lo + offsetMs(tz, lo)) / DAY) - 1;
  const dayTo = Math.floor((hi + offsetMs(tz, hi)) / DAY) + 1;
  const windows = scheduleWindows(q.schedule, dayFrom, dayTo);
  const { starts, ends } = mergeBusy(q.busy);
  const nb = starts.length;

  const out: number[] = [];
  let j = 0;
  for (let w = 0; w < windows.length; w += 2) {
    const ws = windows[w]!;
    const last = windows[w + 1]! - dur; // the latest start that fits the window
    let t = ws >= lo ? ws : ws + Math.ceil((lo - ws) / step) * step;
    while (t <= last && t < hi) {
      const a = t - before;
      while (j < nb && ends[j]! <= a) j++;
      if (j < nb && starts[j]! < t + dur + after) {
        // Blocked: the next grid point whose leading buffer clears this busy interval.
        t = ws + Math.ceil((ends[j]! + before - ws) / step) * step;
        continue;
      }
      out.push(t);
      t += step;
    }
  }
  return out;
}

/**
 * The first index of ascending `sorted` whose value is ≥ `x` (`sorted.length` when none).
 *
 * With it the clock becomes a cut: `now` only raises the lower bound of a slot grid anchored at each
 * window's start (and busy time moves candidates along the same grid), so `slotInstants(q)` is
 * exactly `all.slice(firstAtOrAfter(all, q.now + notice))` with `all = slotInstants({ ...q, now:
 * -Infinity })`, and a lower `to` is a cut at the other end (property tests). An answer computed
 * once can then be cut for each request's clock.
 */
export function firstAtOrAfter(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The end of year 9999 (epoch ms): beyond it, and before 1970, `toISOString` is asked directly. */
const ISO_FAST_END = 253_402_300_800_000;
/** 'THH:MM:SS.mmmZ' by time of day (ms): slots sit on a grid, so a few dozen serve every day. */
const isoTimes = new Map<number, string>();
let isoDay = NaN;
let isoDate = '';

/**
 * `new Date(t).toISOString()`, made of the UTC date (asked once per day) and the time of day (asked
 * once per time): formatting each slot through a Date was most of grouping an answer.
 */
function isoString(t: number): string {
  if (!(t >= 0 && t < ISO_FAST_END)) return new Date(t).toISOString();
  const day = Math.floor(t / DAY);
  if (day !== isoDay) {
    isoDay = day;
    isoDate = dateOfDay(day);
  }
  const ms = t - day * DAY;
  let time = isoTimes.get(ms);
  if (time === undefined) {
    if (isoTimes.size >= 10_000) isoTimes.clear();
    time = new Date(ms).toISOString().slice(10);
    isoTimes.set(ms, time);
  }
  return isoDate + time;
}

/**
 * Ascending instants grouped by their date in `tz`. The zone's offset is asked once per local day
 * (plus once per slot only within an hour of a day boundary that an offset change moves).
 */
export function groupByLocalDate(instants: readonly number[], tz: string): SlotDay[] {
  const days: SlotDay[] = [];
  let current: SlotDay | null = null;
  let dayEnd = -Infinity;
  for (const t of instants) {
    if (t >= dayEnd) {
      const o = offsetMs(tz, t);
      const day = Math.floor((t + o) / DAY);
      const date = dateOfDay(day);
      if (!current || current.date !== date) {
        current = { date, slots: [] };
        days.push(current);
      }
      // A lower bound of the next local midnight: exact unless an offset change is near it.
      const wall = (day + 1) * DAY;
      dayEnd = wall - Math.max(o, offsetMs(tz, wall - o));
    }
    current!.slots.push(isoString(t));
  }
  return days;
}

/** The engine: bookable starts as ISO UTC strings, grouped by the visitor's local date. */
export function computeSlots(q: SlotQuery): SlotDay[] {
  return groupByLocalDate(slotInstants(q), q.visitorTimeZone);
}
