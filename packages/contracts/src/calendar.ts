import { z } from 'zod';
import { DEFAULT_TIMEZONE } from './constants.ts';
import { publicLinkSchema } from './team.ts';
import { timezoneSchema } from './auth.ts';
import { inLanguagesOut, otherLanguageText, textSchema } from './text.ts';
import { placeSchema } from './place.ts';

/** Bounds shared by the calendar form and the API. */
const CALENDAR_NAME_MAX = 120;
/** Most members one calendar may be assigned to in one call. */
const CALENDAR_MEMBERS_MAX = 200;
const DEFAULT_CALENDAR_TIMEZONE = DEFAULT_TIMEZONE;

/** A calendar link: same shape as a team link, and in the same product-wide namespace (links.ts). */
export const calendarSlugSchema = publicLinkSchema;
export const calendarNameSchema = textSchema({ min: 1, max: CALENDAR_NAME_MAX });
/** The calendar's name in Arabic and in English, optional (languages.ts): pages and mails show the reader's. */
const calendarNamesInLanguages = { nameAr: otherLanguageText({ max: CALENDAR_NAME_MAX }), nameEn: otherLanguageText({ max: CALENDAR_NAME_MAX }) };

export const createCalendarInput = z.object({
  teamId: z.uuid(),
  name: calendarNameSchema,
  ...calendarNamesInLanguages,
  slug: calendarSlugSchema,
  timezone: timezoneSchema.default(DEFAULT_CALENDAR_TIMEZONE),
});

/**
 * What a calendar's working hours do when its zone changes (issue 36): keep their clock times (9–5 stays
 * 9–5, now in the new zone: the schedules in the calendar's old zone move with it) or keep their instants
 * (the schedules stay in the old zone, so the same moments stay open).
 */
export const HOURS_ON_ZONE_CHANGE = ['clock', 'instants'] as const;
export type HoursOnZoneChange = (typeof HOURS_ON_ZONE_CHANGE)[number];

export const updateCalendarInput = z.object({
  teamId: z.uuid(),
  calendarId: z.uuid(),
  name: calendarNameSchema,
  /** Replaced as sent: absent or empty clears them. */
  ...calendarNamesInLanguages,
  slug: calendarSlugSchema,
  timezone: timezoneSchema,
  hours: z.enum(HOURS_ON_ZONE_CHANGE).default('clock'),
});

export const calendarIdInput = z.object({ teamId: z.uuid(), calendarId: z.uuid() });

export const setCalendarMembersInput = z.object({
  teamId: z.uuid(),
  calendarId: z.uuid(),
  /** team_members ids (not user ids); replaces the whole assignment set. */
  memberIds: z.array(z.uuid()).max(CALENDAR_MEMBERS_MAX),
});

/**
 * One assignment change: assigns (or unassigns) one member to one calendar. Idempotent, and
 * independent of other calendars' assignments, so concurrent changes never overwrite each other.
 */
export const setCalendarMemberAssignedInput = z.object({
  teamId: z.uuid(),
  calendarId: z.uuid(),
  /** A team_members id (not a user id). */
  memberId: z.uuid(),
  assigned: z.boolean(),
});
export type SetCalendarMemberAssignedInput = z.infer<typeof setCalendarMemberAssignedInput>;

export const calendarSlugAvailableInput = z.object({
  teamId: z.uuid(),
  slug: calendarSlugSchema,
  /** When editing: the calendar's own slug counts as available. */
  calendarId: z.uuid().optional(),
});

/** A calendar as a team member sees it. */
export const calendarSchema = z.object({
  id: z.uuid(),
  teamId: z.uuid(),
  name: z.string(),
  ...inLanguagesOut('name'),
  slug: z.string(),
  timezone: z.string(),
  createdAt: z.iso.datetime(),
  /** Active team_members ids assigned to it. Owners see them; assistants always get []. */
  memberIds: z.array(z.uuid()),
  /** Where its bookings happen, unless an event type names its own place (null: none given). */
  place: placeSchema.nullable(),
});
export type CalendarView = z.infer<typeof calendarSchema>;
