import { z } from 'zod';
import { weeklyHoursSchema } from './availability.ts';
import { timezoneSchema } from './auth.ts';
import { calendarNameSchema, calendarSlugSchema } from './calendar.ts';
import { EVENT_DURATION_MAX_MINUTES, EVENT_DURATION_MIN_MINUTES, EVENT_PRICE_MAX_HALALAS, EVENT_PRICE_MIN_HALALAS, EVENT_TYPE_ISSUES, EVENT_TYPE_TITLE_MAX } from './event-type.ts';
import { slugSchema, countrySchema, teamNameSchema } from './team.ts';
import { textSchema } from './text.ts';

/*
 * The guided setup after sign-up (issue 23): three screens, one call each.
 *   1. what Waqt is for (just me → the personal team; a team → a new business team), the calendar's
 *      name and link                                                   → onboarding.saveCalendar
 *   2. working hours (the country's working week) and a first event type → onboarding.saveHours
 *   3. the link to share (nothing to save)
 * Progress lives on the user's row (the setup's calendar, when it was finished), so a half-done setup
 * resumes where it stopped, on any device.
 */

/** Who the setup is for: just the user (their personal team) or a business team (a new one). */
const ONBOARDING_USES = ['personal', 'team'] as const;
const onboardingUseSchema = z.enum(ONBOARDING_USES);
export type OnboardingUse = z.infer<typeof onboardingUseSchema>;

/** Where a user is in the setup: the first screen, the second, or finished. */
const ONBOARDING_STEPS = ['calendar', 'hours', 'done'] as const;

const calendarFields = {
  name: calendarNameSchema,
  slug: calendarSlugSchema,
  timezone: timezoneSchema,
  /** The country whose working week the calendar starts with; it becomes the team's country. */
  country: countrySchema,
};

/** Screen 1. A team needs its name; just me uses the personal team as it is. */
export const onboardingCalendarInput = z.discriminatedUnion('use', [
  z.object({ use: z.literal('personal'), ...calendarFields }),
  z.object({ use: z.literal('team'), teamName: teamNameSchema, ...calendarFields }),
]);
export type OnboardingCalendarInput = z.input<typeof onboardingCalendarInput>;

/** The first event type, as short as the setup asks it: a title, a length, and a price (0: free). */
const onboardingEventTypeSchema = z
  .object({
    title: textSchema({ min: 1, max: EVENT_TYPE_TITLE_MAX }),
    durationMinutes: z.number().int().min(EVENT_DURATION_MIN_MINUTES).max(EVENT_DURATION_MAX_MINUTES),
    /** 0: free. Otherwise the price in halalas, at least 1.00 SAR, and bookers pay when booking. */
    priceHalalas: z.number().int().min(0).max(EVENT_PRICE_MAX_HALALAS),
  })
  .refine((e) => e.priceHalalas === 0 || e.priceHalalas >= EVENT_PRICE_MIN_HALALAS, {
    path: ['priceHalalas'],
    params: { issue: EVENT_TYPE_ISSUES.priceTooLow },
  });

/** Screen 2: the calendar's weekly hours (0 = Sunday), the country they follow, and the first event type. */
export const onboardingHoursInput = z.object({
  country: countrySchema,
  weekly: weeklyHoursSchema,
  /**
   * The calendar's zone when screen 2 changed it ("Use Riyadh time": the country's zone, where the
   * browser's differed, issue 36); the hours keep their clock times in it. Left out: the zone stays.
   */
  timezone: timezoneSchema.optional(),
  eventType: onboardingEventTypeSchema,
});
export type OnboardingHoursInput = z.input<typeof onboardingHoursInput>;

export const onboardingSlugInput = z.object({ slug: slugSchema, use: onboardingUseSchema });

/**
 * Whether the setup's team may sell its first event type: `available`, or why not — `personal` (the
 * personal team takes no payments), `plan` (its plan lacks them) or `provider` (no payment provider set up
 * yet, so a booker could not pay).
 */
const ONBOARDING_PAYMENTS = ['available', 'personal', 'plan', 'provider'] as const;

export const onboardingStatusSchema = z.object({
  step: z.enum(ONBOARDING_STEPS),
  /** What the first screen starts with. */
  suggestion: z.object({
    use: onboardingUseSchema,
    /** The user's full name (just me: the calendar's name). */
    name: z.string(),
    timezone: z.string(),
    /** From the user's time zone (else the personal team's country): the working week's country. */
    country: z.string().length(2),
  }),
  /** The setup's calendar, once screen 1 is saved. */
  calendar: z
    .object({
      id: z.uuid(),
      teamId: z.uuid(),
      name: z.string(),
      slug: z.string(),
      timezone: z.string(),
      teamName: z.string(),
      isPersonal: z.boolean(),
      country: z.string().length(2),
    })
    .nullable(),
  /** The calendar's default weekly hours (screen 2 starts from them). */
  weekly: weeklyHoursSchema.nullable(),
  payments: z.enum(ONBOARDING_PAYMENTS),
  /** The calendar's first event type, once screen 2 is saved. */
  eventType: z.object({ title: z.string(), slug: z.string(), durationMinutes: z.number().int(), priceHalalas: z.number().int() }).nullable(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/**
 * The country of a time zone, for the zones Waqt's users are most likely in (the Gulf and the Arab world
 * first, then the places their customers and staff often are). Unknown zones give undefined: the caller
 * keeps the team's country. A user's time zone comes from their browser at sign-up, so it says where they
 * are better than their language (Arabic is spoken in twenty countries with three working weeks).
 */
const ZONE_COUNTRIES: Readonly<Record<string, string>> = {
  'Asia/Riyadh': 'SA',
  'Asia/Dubai': 'AE',
  'Asia/Kuwait': 'KW',
  'Asia/Qatar': 'QA',
  'Asia/Bahrain': 'BH',
  'Asia/Muscat': 'OM',
  'Asia/Aden': 'YE',
  'Asia/Baghdad': 'IQ',
  'Asia/Amman': 'JO',
  'Asia/Damascus': 'SY',
  'Asia/Beirut': 'LB',
  'Asia/Jerusalem': 'IL',
  'Asia/Gaza': 'PS',
  'Asia/Hebron': 'PS',
  'Africa/Cairo': 'EG',
  'Africa/Khartoum': 'SD',
  'Africa/Tripoli': 'LY',
  'Africa/Tunis': 'TN',
  'Africa/Algiers': 'DZ',
  'Africa/Casablanca': 'MA',
  'Africa/Nouakchott': 'MR',
  'Europe/Istanbul': 'TR',
  'Asia/Tehran': 'IR',
  'Asia/Karachi': 'PK',
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
  'Asia/Dhaka': 'BD',
  'Asia/Jakarta': 'ID',
  'Asia/Kuala_Lumpur': 'MY',
  'Asia/Singapore': 'SG',
  'Asia/Manila': 'PH',
  'Europe/London': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Madrid': 'ES',
  'Europe/Rome': 'IT',
  'Europe/Amsterdam': 'NL',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Los_Angeles': 'US',
  'America/Toronto': 'CA',
};

export function countryOfTimeZone(timezone: string): string | undefined {
  return ZONE_COUNTRIES[timezone];
}

/**
 * The zone a team's country suggests (issue 36): its only zone, or for a country of several the first
 * listed above (its capital's or its most populous one's). Undefined for a country the map does not know.
 */
export function timeZoneOfCountry(country: string): string | undefined {
  const code = country.trim().toUpperCase();
  return Object.keys(ZONE_COUNTRIES).find((zone) => ZONE_COUNTRIES[zone] === code);
}

/** A sign-up's personal team link made without Latin letters in the name: "team", or "team-" and 6 hex digits. */
export function isFallbackTeamSlug(slug: string): boolean {
  return /^team(-[0-9a-f]{6})?$/.test(slug);
}
