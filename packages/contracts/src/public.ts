import { z } from 'zod';
import { PHONE_CHANNELS } from './reminders.ts';
import { slugSchema } from './team.ts';
import { timezoneSchema } from './auth.ts';
import { NOTICE_UNITS } from './event-type.ts';
import { contactPhoneSchema, publicPlaceSchema } from './place.ts';
import { inLanguagesOut } from './text.ts';

/** The longest date range one `public.slots` call may ask for, in days, both ends included. */
export const PUBLIC_SLOTS_MAX_DAYS = 62;

const PUBLIC_SLOTS_ISSUES = {
  rangeReversed: 'date_range_reversed',
  rangeTooLong: 'date_range_too_long',
} as const;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included ('2026-01-01'..'2026-01-01' is 1). */
function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * What a visitor asks for: a calendar link, an event type link, a range of dates in the visitor's
 * own zone (YYYY-MM-DD, both ends included, at most 62 days) and that zone.
 */
export const publicSlotsInput = z
  .object({
    calendarSlug: slugSchema,
    eventTypeSlug: slugSchema,
    from: z.iso.date(),
    to: z.iso.date(),
    timezone: timezoneSchema,
  })
  .superRefine((v, ctx) => {
    const days = daysInRange(v.from, v.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], params: { issue: PUBLIC_SLOTS_ISSUES.rangeReversed } });
    else if (days > PUBLIC_SLOTS_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], params: { issue: PUBLIC_SLOTS_ISSUES.rangeTooLong } });
  });
export type PublicSlotsInput = z.infer<typeof publicSlotsInput>;

/** What a visitor may see of an event type (nothing about the team, members or schedule). */
const publicEventTypeSchema = z.object({
  title: z.string(),
  description: z.string(),
  ...inLanguagesOut('title'),
  ...inLanguagesOut('description'),
  slug: z.string(),
  durationMinutes: z.number().int(),
  minimumNotice: z.object({ value: z.number().int(), unit: z.enum(NOTICE_UNITS) }),
  bookerVerificationRequired: z.boolean(),
  paymentRequired: z.boolean(),
  priceHalalas: z.number().int(),
  /** Phone channels this event type reminds by and the team has switched on: the form asks for the phone and consent when any. */
  phoneReminders: z.array(z.enum(PHONE_CHANNELS)),
  /** Where it happens: the event type's place, else its calendar's (null: none given). An online meeting's link is not shown before booking. */
  place: publicPlaceSchema.nullable(),
});
export type PublicEventType = z.infer<typeof publicEventTypeSchema>;

/** Bookable start instants (ISO, UTC), grouped by the visitor's local date, dates ascending. */
export const publicSlotsOutput = z.object({
  calendar: z.object({ name: z.string(), ...inLanguagesOut('name'), slug: z.string() }),
  eventType: publicEventTypeSchema,
  timezone: z.string(),
  /** The team's contact phone (null: none given). */
  contactPhone: contactPhoneSchema.nullable(),
  // Plain strings: the engine writes them with toISOString; a format check per slot would cost the
  // hottest public call about a microsecond per slot (≈ 1,000 slots in 62 days) for nothing.
  days: z.array(z.object({ date: z.string(), slots: z.array(z.string()) })),
});
export type PublicSlotsOutput = z.infer<typeof publicSlotsOutput>;
