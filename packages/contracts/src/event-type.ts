import { z } from 'zod';
import { slugSchema } from './team.ts';
import { inLanguagesOut, otherLanguageText, textSchema } from './text.ts';
import { placeInputSchema, placeSchema } from './place.ts';
import { DEFAULT_REMINDERS, noShowPrepaySchema, REMINDER_ISSUES, reminderRulesSchema } from './reminders.ts';

/** Bounds shared by the event type form, the API and the database's CHECKs. */
export const EVENT_TYPE_TITLE_MAX = 120;
const EVENT_TYPE_DESCRIPTION_MAX = 2_000;
export const EVENT_DURATION_MIN_MINUTES = 5;
export const EVENT_DURATION_MAX_MINUTES = 720;
export const EVENT_BUFFER_MAX_MINUTES = 240;
/** Longest minimum notice, whatever its unit: 365 days. */
const MINIMUM_NOTICE_MAX_SECONDS = 365 * 86_400;
/** Smallest price of a paid event: 1.00 SAR. */
export const EVENT_PRICE_MIN_HALALAS = 100;
/** Largest price: 1,000,000.00 SAR (fits an integer column with room to spare). */
export const EVENT_PRICE_MAX_HALALAS = 100_000_000;
/** Event types the personal team may have (SPEC §6). */
export const PERSONAL_PLAN_EVENT_TYPES = 1;

export const NOTICE_UNITS = ['seconds', 'minutes', 'hours', 'days'] as const;
export type NoticeUnit = (typeof NOTICE_UNITS)[number];
const NOTICE_UNIT_SECONDS: Record<NoticeUnit, number> = { seconds: 1, minutes: 60, hours: 3_600, days: 86_400 };

/** Field issue keys (under `validation.`) of the event type rules that span fields. */
export const EVENT_TYPE_ISSUES = {
  noticeTooLong: 'notice_too_long',
  activeToBeforeFrom: 'active_to_before_from',
  priceTooLow: 'price_too_low',
  priceWithoutPayment: 'price_without_payment',
  requiredWithoutPayment: 'payment_required_not_enabled',
} as const;

const minimumNoticeSchema = z
  .object({
    value: z.number().int().min(0).max(MINIMUM_NOTICE_MAX_SECONDS),
    unit: z.enum(NOTICE_UNITS),
  })
  .refine((n) => n.value * NOTICE_UNIT_SECONDS[n.unit] <= MINIMUM_NOTICE_MAX_SECONDS, {
    params: { issue: EVENT_TYPE_ISSUES.noticeTooLong },
    path: ['value'],
  });
export type MinimumNotice = z.infer<typeof minimumNoticeSchema>;

export function minimumNoticeSeconds(n: MinimumNotice): number {
  return n.value * NOTICE_UNIT_SECONDS[n.unit];
}

/** An event type's link inside its calendar: `/{calendarSlug}/{eventTypeSlug}`. */
const eventTypeSlugSchema = slugSchema;

const instantOrNull = z.iso.datetime({ offset: true }).nullable();

/** The fields a user edits (the form's values). */
const eventTypeFields = z.object({
  title: textSchema({ min: 1, max: EVENT_TYPE_TITLE_MAX }),
  description: textSchema({ max: EVENT_TYPE_DESCRIPTION_MAX, multiline: true }).default(''),
  /** The title and description in Arabic and in English, optional (languages.ts): pages and mails show the reader's. */
  titleAr: otherLanguageText({ max: EVENT_TYPE_TITLE_MAX }),
  titleEn: otherLanguageText({ max: EVENT_TYPE_TITLE_MAX }),
  descriptionAr: otherLanguageText({ max: EVENT_TYPE_DESCRIPTION_MAX, multiline: true }),
  descriptionEn: otherLanguageText({ max: EVENT_TYPE_DESCRIPTION_MAX, multiline: true }),
  slug: eventTypeSlugSchema,
  durationMinutes: z.number().int().min(EVENT_DURATION_MIN_MINUTES).max(EVENT_DURATION_MAX_MINUTES),
  bufferBeforeMinutes: z.number().int().min(0).max(EVENT_BUFFER_MAX_MINUTES).default(0),
  bufferAfterMinutes: z.number().int().min(0).max(EVENT_BUFFER_MAX_MINUTES).default(0),
  minimumNotice: minimumNoticeSchema.default({ value: 0, unit: 'minutes' }),
  activeFrom: instantOrNull.default(null),
  activeTo: instantOrNull.default(null),
  bookerVerificationRequired: z.boolean().default(false),
  paymentRequired: z.boolean().default(false),
  paymentEnabled: z.boolean().default(false),
  priceHalalas: z.number().int().min(0).max(EVENT_PRICE_MAX_HALALAS).default(0),
  scheduleId: z.uuid(),
  enabled: z.boolean().default(true),
  /** Up to three reminders before the start (issue 24); a new event type mails the day before. */
  reminders: reminderRulesSchema.default(DEFAULT_REMINDERS),
  /** Customers with this many no-shows or more must pay in advance (needs a price); null: off. */
  noShowPrepayAfter: noShowPrepaySchema.default(null),
  /** Where it happens when not at its calendar's place (an online consultation of a clinic); null: the calendar's. */
  place: placeInputSchema.nullable().default(null),
});
export type EventTypeFields = z.input<typeof eventTypeFields>;

type RuleInput = Pick<z.infer<typeof eventTypeFields>, 'activeFrom' | 'activeTo' | 'paymentRequired' | 'paymentEnabled' | 'priceHalalas'> & { noShowPrepayAfter?: number | null | undefined };

/**
 * Rules across fields, each reported on the field a user would change: active-to after active-from;
 * a payment-required event takes payments; an event that takes payments costs at least 1.00 SAR
 * (SPEC: minimum 1.00 SAR); an event that takes none has no price.
 */
export function eventTypeRuleIssues(v: RuleInput): { path: string; issue: string }[] {
  const out: { path: string; issue: string }[] = [];
  if (v.activeFrom && v.activeTo && Date.parse(v.activeTo) <= Date.parse(v.activeFrom)) out.push({ path: 'activeTo', issue: EVENT_TYPE_ISSUES.activeToBeforeFrom });
  if (v.paymentRequired && !v.paymentEnabled) out.push({ path: 'paymentRequired', issue: EVENT_TYPE_ISSUES.requiredWithoutPayment });
  if (v.paymentEnabled && v.priceHalalas < EVENT_PRICE_MIN_HALALAS) out.push({ path: 'priceHalalas', issue: EVENT_TYPE_ISSUES.priceTooLow });
  if (!v.paymentEnabled && v.priceHalalas !== 0) out.push({ path: 'priceHalalas', issue: EVENT_TYPE_ISSUES.priceWithoutPayment });
  // Paying in advance needs a price and the card payments of the paid-booking flow.
  if (v.noShowPrepayAfter != null && !v.paymentEnabled) out.push({ path: 'noShowPrepayAfter', issue: REMINDER_ISSUES.noShowWithoutPayment });
  return out;
}

function withRules<T extends z.ZodType<RuleInput>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    for (const { path, issue } of eventTypeRuleIssues(v)) ctx.addIssue({ code: 'custom', path: [path], params: { issue } });
  });
}

export const createEventTypeInput = withRules(eventTypeFields.extend({ teamId: z.uuid(), calendarId: z.uuid() }));
export type CreateEventTypeInput = z.input<typeof createEventTypeInput>;

/** Replaces every field (the form sends them all). */
export const updateEventTypeInput = withRules(eventTypeFields.extend({ teamId: z.uuid(), calendarId: z.uuid(), eventTypeId: z.uuid() }));

export const eventTypeIdInput = z.object({ teamId: z.uuid(), calendarId: z.uuid(), eventTypeId: z.uuid() });

export const setEventTypeEnabledInput = eventTypeIdInput.extend({ enabled: z.boolean() });

/** An event type as a calendar member sees it. */
export const eventTypeSchema = z.object({
  id: z.uuid(),
  calendarId: z.uuid(),
  title: z.string(),
  description: z.string(),
  ...inLanguagesOut('title'),
  ...inLanguagesOut('description'),
  slug: z.string(),
  durationMinutes: z.number().int(),
  bufferBeforeMinutes: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  minimumNotice: z.object({ value: z.number().int(), unit: z.enum(NOTICE_UNITS) }),
  activeFrom: z.iso.datetime().nullable(),
  activeTo: z.iso.datetime().nullable(),
  bookerVerificationRequired: z.boolean(),
  paymentRequired: z.boolean(),
  paymentEnabled: z.boolean(),
  priceHalalas: z.number().int(),
  scheduleId: z.uuid(),
  enabled: z.boolean(),
  reminders: reminderRulesSchema,
  noShowPrepayAfter: z.number().int().nullable(),
  /** Its own place; null: its calendar's. */
  place: placeSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type EventTypeView = z.infer<typeof eventTypeSchema>;
