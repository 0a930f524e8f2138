import { z } from 'zod';
import { textSchema } from './text.ts';
import { isKnownTimeZone } from './timezone.ts';

/** Bounds shared by the availability editor and the API. */
const SCHEDULE_NAME_MAX = 120;
/** Most ranges on one weekday or one override date. */
const SCHEDULE_RANGES_PER_DAY_MAX = 12;
/** Most date overrides one schedule holds. */
const SCHEDULE_OVERRIDES_MAX = 366;
/**
 * The window an override date must fall in. A fixed window keeps the schema pure (no clock): it
 * refuses typos ("0026", "2206") without tying validity to the day the form is sent.
 */
const OVERRIDE_DATE_MIN = '2000-01-01';
const OVERRIDE_DATE_MAX = '2099-12-31';

/** Field issues (i18n keys under `validation.`) of the schedule schemas. */
const SCHEDULE_ISSUES = {
  invalidTime: 'invalid_time',
  endBeforeStart: 'range_end_before_start',
  rangesOverlap: 'ranges_overlap',
  invalidDate: 'invalid_date',
  dateOutOfWindow: 'date_out_of_window',
  duplicateDate: 'duplicate_date',
  invalidTimezone: 'invalid_timezone',
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an 'HH:mm' (or '24:00'). */
function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

/** A wall-clock start, 'HH:mm' from 00:00 to 23:59. */
const startTimeSchema = z.string().refine((t) => HH_MM.test(t), { params: { issue: SCHEDULE_ISSUES.invalidTime } });
/** A wall-clock end, 'HH:mm' from 00:01 to 24:00 (the end of the day). */
const endTimeSchema = z
  .string()
  .refine((t) => t === '24:00' || HH_MM.test(t), { params: { issue: SCHEDULE_ISSUES.invalidTime } });

/** One range of hours on a day, in the schedule's time zone; the end is exclusive. */
const timeRangeSchema = z
  .object({ start: startTimeSchema, end: endTimeSchema })
  .refine((r) => !HH_MM.test(r.start) || minutesOfDay(r.end) > minutesOfDay(r.start), {
    params: { issue: SCHEDULE_ISSUES.endBeforeStart },
    path: ['end'],
  });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** The ranges of one day: none (closed) or more, not overlapping (touching is fine: 09–12, 12–17). */
const dayRangesSchema = z
  .array(timeRangeSchema)
  .max(SCHEDULE_RANGES_PER_DAY_MAX)
  .superRefine((ranges, ctx) => {
    const sorted = ranges
      .map((r, index) => ({ index, start: minutesOfDay(r.start), end: minutesOfDay(r.end) }))
      .filter((r) => Number.isFinite(r.start) && Number.isFinite(r.end))
      .sort((a, b) => a.start - b.start || a.end - b.end);
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1]!;
      const cur = sorted[i]!;
      if (cur.start < prev.end) {
        ctx.addIssue({ code: 'custom', params: { issue: SCHEDULE_ISSUES.rangesOverlap }, path: [cur.index, 'start'], message: 'ranges overlap' });
      }
    }
  });

/** Weekly hours: 7 days, index 0 = Sunday … 6 = Saturday (as `Date.getDay()`). */
export const weeklyHoursSchema = z.array(dayRangesSchema).length(7);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A calendar date 'YYYY-MM-DD' inside the fixed override window. */
const overrideDateSchema = z
  .string()
  .refine(isCalendarDate, { params: { issue: SCHEDULE_ISSUES.invalidDate } })
  .refine((d) => !isCalendarDate(d) || (d >= OVERRIDE_DATE_MIN && d <= OVERRIDE_DATE_MAX), { params: { issue: SCHEDULE_ISSUES.dateOutOfWindow } });

/** Other hours on one date; no ranges = a day off. */
const dateOverrideSchema = z.object({ date: overrideDateSchema, ranges: dayRangesSchema });
export type DateOverride = z.infer<typeof dateOverrideSchema>;

const dateOverridesSchema = z
  .array(dateOverrideSchema)
  .max(SCHEDULE_OVERRIDES_MAX)
  .superRefine((overrides, ctx) => {
    const seen = new Set<string>();
    overrides.forEach((o, index) => {
      if (seen.has(o.date)) {
        ctx.addIssue({ code: 'custom', params: { issue: SCHEDULE_ISSUES.duplicateDate }, path: [index, 'date'], message: 'duplicate date' });
      }
      seen.add(o.date);
    });
  });

/**
 * An IANA time-zone name the runtime knows ('Asia/Riyadh', 'UTC', 'Etc/GMT-3'). Offsets like
 * '+03:00' are refused: Intl accepts them, but they have no DST rules and are not IANA names.
 */
const ianaTimezoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (tz) => /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(tz) && isKnownTimeZone(tz),
    { params: { issue: SCHEDULE_ISSUES.invalidTimezone } },
  );

const scheduleNameSchema = textSchema({ min: 1, max: SCHEDULE_NAME_MAX });

/** What the availability editor sends (create and update share it). */
export const scheduleFieldsSchema = z.object({
  name: scheduleNameSchema,
  timezone: ianaTimezoneSchema,
  weekly: weeklyHoursSchema,
  overrides: dateOverridesSchema.default([]),
});

export const createScheduleInput = scheduleFieldsSchema.extend({
  teamId: z.uuid(),
  calendarId: z.uuid(),
  /** Make it the calendar's default at once (the previous default stops being one). */
  isDefault: z.boolean().default(false),
});

/** Replaces a schedule's fields. Which schedule is the default changes only through `setDefault`. */
export const updateScheduleInput = scheduleFieldsSchema.extend({
  teamId: z.uuid(),
  calendarId: z.uuid(),
  scheduleId: z.uuid(),
});

export const scheduleIdInput = z.object({ teamId: z.uuid(), calendarId: z.uuid(), scheduleId: z.uuid() });

/** A schedule as a calendar's members see it. */
export const scheduleSchema = z.object({
  id: z.uuid(),
  calendarId: z.uuid(),
  name: z.string(),
  timezone: z.string(),
  weekly: weeklyHoursSchema,
  overrides: z.array(dateOverrideSchema),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ScheduleView = z.infer<typeof scheduleSchema>;

/**
 * Countries whose working week runs Sunday–Thursday: Saudi Arabia and the Gulf but the UAE (Monday–Friday
 * since 2022), and the Arab states with a Friday–Saturday weekend (docs/decisions.md, "Onboarding").
 */
const SUNDAY_WEEK_COUNTRIES = new Set(['SA', 'KW', 'QA', 'BH', 'OM', 'YE', 'IQ', 'JO', 'EG', 'SD', 'LY', 'DZ']);
const DEFAULT_WORKING_HOURS: TimeRange = { start: '09:00', end: '17:00' };

/**
 * A team country's usual working week, 09:00–17:00: Sunday–Thursday in Saudi Arabia and its
 * neighbours above, Monday–Friday elsewhere. New calendars get it as their default schedule; the editor starts from it.
 */
export function defaultWeeklyHours(country: string): WeeklyHours {
  const workdays = SUNDAY_WEEK_COUNTRIES.has(country.toUpperCase()) ? [0, 1, 2, 3, 4] : [1, 2, 3, 4, 5];
  return Array.from({ length: 7 }, (_, day) => (workdays.includes(day) ? [{ ...DEFAULT_WORKING_HOURS }] : []));
}
