import { z } from 'zod';
import { isStorableText, PHONE_ISSUE, PHONE_TYPED_MAX } from './rules.ts';
import { teamIdInput } from './team.ts';
import { textSchema } from './text.ts';

/*
 * Where a booking happens and how to reach the team (issue 36, item 4; docs/decisions.md "Where, and how to
 * reach us"). A calendar has a place, which its event types use unless one names its own (an online
 * consultation in an in-person clinic). The database repeats these rules as CHECKs (migration …2900-Places).
 *
 * - `in_person`: an address (several lines) and, optionally, a map link (https) — shown as a plain link.
 * - `phone`: the team calls the booker at the phone number given when booking (the booking form then asks
 *   for it). One clear model: the booker never has to reach a busy line at the time.
 * - `online`: a meeting link (https), shown to the booker only once booked (confirmation, mails, invite).
 */

export const PLACE_KINDS = ['in_person', 'phone', 'online'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The longest address (several lines), and the longest map or meeting link. */
const PLACE_ADDRESS_MAX = 500;
const PLACE_URL_MAX = 2_000;

/** The field issue (an i18n key under `validation.`) of a map or meeting link that is not a full https address. */
export const PLACE_URL_ISSUE = 'url_https_required';

/**
 * A link a booker may safely open: a full `https://` address with a host name (a dot in it), without a
 * user name or password, spaces or control characters. Plain http is refused: a meeting link or a map
 * travels in mails and calendar files, where a downgrade would be invisible.
 */
export function isHttpsUrl(value: string): boolean {
  if (value.length > PLACE_URL_MAX || !/^https:\/\/\S+$/i.test(value) || !isStorableText(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.hostname.endsWith('.') && url.username === '' && url.password === '';
}

const httpsUrlSchema = z.string().trim().min(1).max(PLACE_URL_MAX).refine(isHttpsUrl, { params: { issue: PLACE_URL_ISSUE } });
/** Blank means "none". */
const blankAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A place as the team enters it (calendar settings, the event type form). */
export const placeInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('in_person'),
    address: textSchema({ min: 1, max: PLACE_ADDRESS_MAX, multiline: true }),
    mapUrl: z.preprocess(blankAsNull, httpsUrlSchema.nullable()).default(null),
  }),
  z.object({ kind: z.literal('phone') }),
  z.object({ kind: z.literal('online'), meetingUrl: httpsUrlSchema }),
]);
export type PlaceInput = z.input<typeof placeInputSchema>;

const inPersonSchema = z.object({ kind: z.literal('in_person'), address: z.string(), mapUrl: z.string().nullable() });
const phoneCallSchema = z.object({ kind: z.literal('phone') });

/** A place as its team sees it. */
export const placeSchema = z.discriminatedUnion('kind', [inPersonSchema, phoneCallSchema, z.object({ kind: z.literal('online'), meetingUrl: z.string() })]);
export type Place = z.infer<typeof placeSchema>;

/**
 * A place as a visitor sees it: an online meeting's link only once booked, with the booking's link
 * (`meetingUrl` null before: a meeting link lets anyone in, so it is not published on the booking page).
 */
export const publicPlaceSchema = z.discriminatedUnion('kind', [
  inPersonSchema,
  phoneCallSchema,
  z.object({ kind: z.literal('online'), meetingUrl: z.string().nullable() }),
]);
export type PublicPlace = z.infer<typeof publicPlaceSchema>;

/** A calendar's place: null for none. */
export const setCalendarPlaceInput = z.object({ teamId: z.uuid(), calendarId: z.uuid(), place: placeInputSchema.nullable() });

/** The team's contact phone as visitors see it: E.164 for `tel:` links, and the way it is dialled (`011 234 5678`). */
export const contactPhoneSchema = z.object({ e164: z.string(), display: z.string() });
export type ContactPhone = z.infer<typeof contactPhoneSchema>;

/**
 * The team's contact phone as typed (team settings); blank clears it. Only its characters are checked here:
 * a clinic's landline is typed the way it is dialled there (`011 234 5678`), so the API reads it with the
 * team's country (libphonenumber-js), refuses a number that is not real (`phone_invalid`) and stores E.164.
 */
export const setContactPhoneInput = teamIdInput.extend({
  phone: z.preprocess(
    blankAsNull,
    z
      .string()
      .trim()
      .max(PHONE_TYPED_MAX)
      .refine((v) => /^\+?[\d\s\-.()\u0660-\u0669\u06f0-\u06f9\u200e\u200f]+$/.test(v) && /\d|[\u0660-\u0669\u06f0-\u06f9]/.test(v), { params: { issue: PHONE_ISSUE } })
      .nullable(),
  ),
});
