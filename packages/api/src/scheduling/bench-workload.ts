import type { BusyInterval, SlotQuery, TimeRange, Weekday } from './types.ts';

/**
 * The fixed slot-engine workload (packages/api/bench/slots-workload.json, a copy of the shared
 * benchmark file) as the engine's input. Its busy rule — a booking [s, e) blocks [s - 20 min,
 * e + 20 min) for a 30-minute slot — is the engine's: each booking is widened by its own 10/10
 * buffers here, and the engine adds the event's 10/10 buffers to the candidate.
 */
export interface SlotsWorkload {
  now: string;
  calendarTimeZone: string;
  visitorTimeZone: string;
  range: { start: string; end: string; endExclusive: string };
  weeklyHours: { days: number[]; start: string; end: string }[];
  dateOverrides: { date: string; ranges: TimeRange[] }[];
  event: { lengthMinutes: number; slotIntervalMinutes: number; beforeEventBufferMinutes: number; afterEventBufferMinutes: number; minimumBookingNoticeMinutes: number };
  bookings: { start: string; end: string }[];
  /** The expected number of slots, if the file states one. */
  expectedSlotCount?: number;
}

export function workloadQuery(w: SlotsWorkload): SlotQuery {
  const weeklyHours: Partial<Record<Weekday, TimeRange[]>> = {};
  for (const h of w.weeklyHours) for (const d of h.days) (weeklyHours[d as Weekday] ??= []).push({ start: h.start, end: h.end });
  const ev = w.event;
  // Existing bookings are of this same event type, so they carry the same buffers.
  const busy: BusyInterval[] = w.bookings.map((b) => ({
    start: Date.parse(b.start) - ev.beforeEventBufferMinutes * 60_000,
    end: Date.parse(b.end) + ev.afterEventBufferMinutes * 60_000,
  }));
  return {
    schedule: { timezone: w.calendarTimeZone, weeklyHours, overrides: w.dateOverrides.map((o) => ({ date: o.date, ranges: o.ranges })) },
    eventType: {
      durationMinutes: ev.lengthMinutes,
      slotStepMinutes: ev.slotIntervalMinutes,
      bufferBeforeMinutes: ev.beforeEventBufferMinutes,
      bufferAfterMinutes: ev.afterEventBufferMinutes,
      minimumNoticeMs: ev.minimumBookingNoticeMinutes * 60_000,
      activeFrom: null,
      activeTo: null,
    },
    busy,
    from: Date.parse(w.range.start),
    to: Date.parse(w.range.endExclusive),
    visitorTimeZone: w.visitorTimeZone,
    now: Date.parse(w.now),
  };
}
