import { tzOffset } from '@date-fns/tz';

/**
 * Wall-clock days of an IANA zone as epoch-millisecond intervals, with the zone's offsets asked of
 * @date-fns/tz (Intl's tz database) a few times per day — never per slot, never hand-written.
 *
 * A wall-clock range [start, end) on a date stands for the set of instants whose wall-clock reading
 * in the zone lies in it. On a day without an offset change that is one interval, `wall - offset`.
 * Around a change we find the change's instant T (binary search on the offset) and take
 * `[start, end) - before` on the old offset before T and `[start, end) - after` on the new one after
 * T: a range across a spring-forward gap is shorter in real time, a wall time inside the gap does
 * not exist (a range wholly inside it is empty), and a range across a fall-back repeat covers both
 * occurrences of the repeated hour; a range starting inside the repeat gives two windows.
 */

export const MINUTE = 60_000;
export const DAY = 86_400_000;
/** Offsets lie within UTC-12…UTC+14; ±14 h and 38 h bracket every instant a local date can touch. */
const SPAN_BEFORE = 14 * 3_600_000;
const SPAN_AFTER = 38 * 3_600_000;

/**
 * Offsets already asked for, by zone and exact instant. The engine asks at day boundaries, which
 * repeat from one request to the next (the same dates, the same zones), and each miss formats a
 * date through Intl. Exact keys only, so it never answers for an instant it has not computed;
 * emptied when it grows past OFFSET_CACHE_MAX entries. One map of numbers per zone: a lookup by
 * number costs no key string (a `zone|instant` string per lookup was most of a lookup's cost).
 */
const offsetCache = new Map<string, Map<number, number>>();
let offsetCacheSize = 0;
const OFFSET_CACHE_MAX = 50_000;

function zoneCache<V>(caches: Map<string, Map<number, V>>, tz: string): Map<number, V> {
  let zone = caches.get(tz);
  if (!zone) caches.set(tz, (zone = new Map<number, V>()));
  return zone;
}

/** The zone's offset in ms at instant `t`. */
export function offsetMs(tz: string, t: number): number {
  let zone = offsetCache.get(tz);
  const known = zone?.get(t);
  if (known !== undefined) return known;
  const minutes = tzOffset(tz, new Date(t));
  if (Number.isNaN(minutes)) throw new RangeError(`not a time zone: ${tz}`);
  if (offsetCacheSize >= OFFSET_CACHE_MAX) {
    offsetCache.clear();
    offsetCacheSize = 0;
    zone = undefined;
  }
  (zone ?? zoneCache(offsetCache, tz)).set(t, minutes * MINUTE);
  offsetCacheSize++;
  return minutes * MINUTE;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY);
}

/** dateOfDay's answers (a pure function of the number), emptied past 10,000. */
const dates = new Map<number, string>();

/** 'YYYY-MM-DD' of a day number (UTC calendar arithmetic only; no zone involved). */
export function dateOfDay(day: number): string {
  let date = dates.get(day);
  if (date === undefined) {
    date = new Date(day * DAY).toISOString().slice(0, 10);
    if (dates.size >= 10_000) dates.clear();
    dates.set(day, date);
  }
  return date;
}

/** The zone's offsets around one local date: one offset, or a change at `change` from `before` to `after`. */
export interface DayOffsets {
  before: number;
  after: number;
  /** The first instant on the `after` offset (only meaningful when before !== after). */
  change: number;
}

/** dayOffsets' answers by zone and day (pure: the same as computing them again), emptied as offsetCache is. */
const dayOffsetsCache = new Map<string, Map<number, DayOffsets>>();
let dayOffsetsCacheSize = 0;

/** Offsets around local date `day` (a day number): two Intl look-ups, plus a search on change days. */
export function dayOffsets(tz: string, day: number): DayOffsets {
  const known = dayOffsetsCache.get(tz)?.get(day);
  if (known) return known;
  const o = Object.freeze(computeDayOffsets(tz, day));
  if (dayOffsetsCacheSize >= OFFSET_CACHE_MAX) {
    dayOffsetsCache.clear();
    dayOffsetsCacheSize = 0;
  }
  zoneCache(dayOffsetsCache, tz).set(day, o);
  dayOffsetsCacheSize++;
  return o;
}

function computeDayOffsets(tz: string, day: number): DayOffsets {
  const base = day * DAY;
  let lo = base - SPAN_BEFORE;
  let hi = base + SPAN_AFTER;
  const before = offsetMs(tz, lo);
  const after = offsetMs(tz, hi);
  if (before === after) return { before, after, change: hi };
  // Assumes at most one change within those 52 hours (true of the tz database's zones today).
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (offsetMs(tz, mid) === before) lo = mid;
    else hi = mid;
  }
  return { before, after, change: hi };
}

/**
 * Instant windows for wall-clock minutes [startMin, endMin) of local date `day` (endMin ≤ 1440),
 * pushed as pairs onto `out` (ascending). Pieces that touch are merged into one window.
 */
export function pushWindows(o: DayOffsets, day: number, startMin: number, endMin: number, out: number[]): void {
  const ws = day * DAY + startMin * MINUTE;
  const we = day * DAY + endMin * MINUTE;
  if (o.before === o.after) {
    out.push(ws - o.before, we - o.before);
    return;
  }
  const aStart = ws - o.before;
  const aEnd = Math.min(we - o.before, o.change);
  const bStart = Math.max(ws - o.after, o.change);
  const bEnd = we - o.after;
  const hasA = aStart < aEnd;
  const hasB = bStart < bEnd;
  if (hasA && hasB && aEnd >= bStart) out.push(aStart, Math.max(aEnd, bEnd));
  else {
    if (hasA) out.push(aStart, aEnd);
    if (hasB) out.push(bStart, bEnd);
  }
}
