import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { SlotDay, SlotQuery, TimeRange } from './types.ts';

/**
 * A slow, obviously-correct slot engine for tests and the bench's sanity check: it reads the wall
 * clock of every minute through @date-fns/tz and knows nothing of offsets. A range [start, end) on a
 * date is the set of minutes whose wall-clock date is that date and whose time lies in the range;
 * its windows are the maximal runs of such minutes. Slots step from each window's start and are
 * checked one by one against every busy interval.
 */

const MINUTE = 60_000;

const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The wall-clock date and minute of day of instant `t` in `tz`. */
function wallClock(t: number, tz: string): { date: string; minute: number } {
  const z = new TZDate(t, tz);
  const date = `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, '0')}-${String(z.getDate()).padStart(2, '0')}`;
  return { date, minute: z.getHours() * 60 + z.getMinutes() };
}

/** The date's ranges: its override if any, else its weekday's. */
function rangesOn(q: Pick<SlotQuery, 'schedule'>, date: string): readonly TimeRange[] {
  const o = q.schedule.overrides.find((x) => x.date === date);
  if (o) return o.ranges;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() as 0;
  return q.schedule.weeklyHours[weekday] ?? [];
}

/** Whether the minute starting at `t` is inside the schedule's hours (by the wall clock). */
export function inHours(q: Pick<SlotQuery, 'schedule'>, t: number): boolean {
  const { date, minute } = wallClock(t, q.schedule.timezone);
  return rangesOn(q, date).some((r) => toMin(r.start) <= minute && minute < toMin(r.end));
}

function referenceInstants(q: SlotQuery): number[] {
  const tz = q.schedule.timezone;
  const ev = q.eventType;
  const dur = ev.durationMinutes * MINUTE;
  const step = (ev.slotStepMinutes ?? ev.durationMinutes) * MINUTE;
  const notBefore = Math.max(q.from, q.now + ev.minimumNoticeMs, ev.activeFrom ?? -Infinity);
  const notAfter = Math.min(q.to, ev.activeTo ?? Infinity);
  // Every minute from a day before `from` to a day after `to`, with its wall clock.
  const first = Math.floor(q.from / MINUTE) * MINUTE - 2 * 86_400_000;
  const minutes: { t: number; date: string; minute: number }[] = [];
  for (let t = first; t < q.to + 2 * 86_400_000; t += MINUTE) minutes.push({ t, ...wallClock(t, tz) });
  const found = new Set<number>();
  // The first and last dates are cut by the scan (and too far out to hold a slot): left out.
  const dates = [...new Set(minutes.map((m) => m.date))].slice(1, -1);
  for (const date of dates) {
    for (const r of rangesOn(q, date)) {
      const [s, e] = [toMin(r.start), toMin(r.end)];
      let runStart: number | null = null;
      const windows: [number, number][] = [];
      for (const m of minutes) {
        const inside = m.date === date && s <= m.minute && m.minute < e;
        if (inside && runStart === null) runStart = m.t;
        if (!inside && runStart !== null) {
          windows.push([runStart, m.t]);
          runStart = null;
        }
      }
      if (runStart !== null) throw new Error('reference: a window runs past the scanned minutes');
      for (const [ws, we] of windows) {
        for (let t = ws; t + dur <= we; t += step) {
          if (t < notBefore || t >= notAfter) continue;
          const a = t - ev.bufferBeforeMinutes * MINUTE;
          const b = t + dur + ev.bufferAfterMinutes * MINUTE;
          if (q.busy.some((x) => x.start < b && a < x.end && x.start < x.end)) continue;
          found.add(t);
        }
      }
    }
  }
  return [...found].sort((x, y) => x - y);
}

export function referenceSlots(q: SlotQuery): SlotDay[] {
  const days: SlotDay[] = [];
  for (const t of referenceInstants(q)) {
    const date = format(new TZDate(t, q.visitorTimeZone), 'yyyy-MM-dd');
    if (days.at(-1)?.date !== date) days.push({ date, slots: [] });
    days.at(-1)!.slots.push(new Date(t).toISOString());
  }
  return days;
}
