/**
 * The slot engine's vocabulary. The engine is pure: no database, no system clock. Callers (the
 * `public.slots` procedure) adapt their rows to these shapes. Every instant is epoch milliseconds
 * (UTC); wall-clock times are 'HH:mm' in the schedule's zone.
 */

/** Epoch milliseconds (UTC). */
type Instant = number;

/** 0 = Sunday … 6 = Saturday, as `Date#getDay()`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Wall-clock hours on one day, end exclusive: `{ start: '09:00', end: '17:00' }`. `end` may be
 * '24:00' (to the end of the day); `end` must be after `start` (a range never crosses midnight).
 */
export interface TimeRange {
  start: string;
  end: string;
}

/** A date's hours replacing its weekday's: `ranges: []` is a day off. `date` is 'YYYY-MM-DD'. */
export interface DateOverride {
  date: string;
  ranges: readonly TimeRange[];
}

/** When the organizer works, as wall-clock hours in `timezone`. */
export interface ScheduleInput {
  /** IANA zone ('Asia/Riyadh'); the hours keep their wall-clock times across its DST changes. */
  timezone: string;
  /** Index = weekday (0 = Sunday); each day zero or more ranges. Missing days have no hours. */
  weeklyHours: Readonly<Partial<Record<Weekday, readonly TimeRange[]>>>;
  /** At most one per date; an override replaces that date's weekly hours entirely. */
  overrides: readonly DateOverride[];
}

/** The bookable thing, as far as slots are concerned. */
export interface EventTypeInput {
  durationMinutes: number;
  /** Time kept free before each booking of this event (checked against busy intervals). */
  bufferBeforeMinutes: number;
  /** Time kept free after each booking of this event. */
  bufferAfterMinutes: number;
  /** No slot starts before `now + minimumNoticeMs`. */
  minimumNoticeMs: number;
  /** No slot starts before this instant (null: no lower bound). */
  activeFrom: Instant | null;
  /** No slot starts at or after this instant (null: no upper bound). */
  activeTo: Instant | null;
  /** Grid step from the start of each working range; null/undefined: the duration. */
  slotStepMinutes?: number | null;
}

/**
 * Time already taken, `[start, end)`: an existing pending or confirmed booking, already widened by
 * that booking's own buffers (the engine adds the new event's buffers to the candidate slot).
 */
export interface BusyInterval {
  start: Instant;
  end: Instant;
}

/** Everything the engine needs. */
export interface SlotQuery {
  schedule: ScheduleInput;
  eventType: EventTypeInput;
  busy: readonly BusyInterval[];
  /** Slot starts in `[from, to)`. */
  from: Instant;
  to: Instant;
  /** The visitor's IANA zone: only decides how slots are grouped into dates. */
  visitorTimeZone: string;
  /** The injected clock's reading. */
  now: Instant;
}

/** One visitor-local date and its bookable starts (ISO 8601 UTC strings, ascending). */
export interface SlotDay {
  date: string;
  slots: string[];
}
