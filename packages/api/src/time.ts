import { TZDate, tzOffset } from '@date-fns/tz';

/**
 * Time zones for the API, over date-fns + @date-fns/tz (the slot engine builds on these). Every
 * instant is a `Date` in UTC; a zone only turns it into wall-clock dates and times and back. "Now"
 * always comes from the injected clock — nothing here reads the system time.
 */

/** An IANA zone the runtime knows ('Asia/Riyadh', 'UTC'); a bare offset ('+03:00') is not a zone. */
export function isTimeZone(tz: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(tz) || tz.length > 64) return false;
  return !Number.isNaN(tzOffset(tz, new Date(0)));
}

/** The instant `at` on the wall clock of `tz` (date-fns functions then compute in that zone). */
export function inZone(at: Date, tz: string): TZDate {
  return new TZDate(at.getTime(), tz);
}

/**
 * The instant a wall-clock date and time in `tz` stand for: ('2026-11-22', '09:00', 'Asia/Riyadh')
 * → 06:00Z. A time that does not exist (skipped by a daylight-saving change) moves forward by the
 * gap, as @date-fns/tz does.
 */
export function zonedInstant(date: string, time: string, tz: string): Date {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) throw new RangeError(`not a date and time: ${date} ${time}`);
  if (!isTimeZone(tz)) throw new RangeError(`not a time zone: ${tz}`);
  return new Date(new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), tz).getTime());
}

/**
 * Local midnights already computed, by zone and date (a TZDate per call was a tenth of an uncached
 * `public.slots`). The answer is a pure function of the two strings, so a kept one is exact;
 * emptied past LOCAL_MIDNIGHTS_MAX entries.
 */
const localMidnights = new Map<string, number>();
const LOCAL_MIDNIGHTS_MAX = 10_000;

/** The instant local midnight begins `date` in `tz`. */
export function startOfLocalDay(date: string, tz: string): Date {
  const key = `${tz} ${date}`;
  let t = localMidnights.get(key);
  if (t === undefined) {
    t = zonedInstant(date, '00:00', tz).getTime();
    if (localMidnights.size >= LOCAL_MIDNIGHTS_MAX) localMidnights.clear();
    localMidnights.set(key, t);
  }
  return new Date(t);
}
