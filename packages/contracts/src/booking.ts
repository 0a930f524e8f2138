import { z } from 'zod';
import { emailSchema, fullNameSchema, otpCodeSchema, timezoneSchema } from './auth.ts';
import { BOOKING_STATUSES, LOCALES } from './constants.ts';
import { manageTokenSchema, paymentRecordSchema } from './payment.ts';
import { slugSchema, teamIdInput } from './team.ts';
import { inLanguagesOut, textSchema } from './text.ts';
import { ATTENDANCE, messageLogEntrySchema } from './reminders.ts';
import { contactPhoneSchema, publicPlaceSchema } from './place.ts';
import { BOOKING_NOTES_MAX, BOOKING_REASON_MAX, E164, normalizePhone, PHONE_ISSUE, PHONE_TYPED_MAX } from './rules.ts';

export { BOOKING_STATUSES };
const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatusView = z.infer<typeof bookingStatusSchema>;

/** The latest a booker may still cancel or reschedule, in minutes before the start (team setting). */
export const BOOKER_CUTOFF_MAX_MINUTES = 7 * 24 * 60;

export { E164, PHONE_ISSUE };
export const phoneSchema = z
  .string()
  .trim()
  .max(PHONE_TYPED_MAX)
  .transform(normalizePhone)
  .refine((s) => E164.test(s), { params: { issue: PHONE_ISSUE } });

/** Optional text fields: an empty string means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** What a booker tells us about themselves. */
export const bookerSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  phone: optional(phoneSchema),
  notes: optional(textSchema({ min: 1, max: BOOKING_NOTES_MAX, multiline: true })),
  /**
   * The booker agreed to reminders by SMS/WhatsApp at `phone` (the form asks only when the event type
   * has a phone reminder and the team a channel for it). Without it no phone message is sent.
   */
  messagingConsent: z.boolean().default(false),
});
export type Booker = z.infer<typeof bookerSchema>;

const localeSchema = z.enum(LOCALES);

// ——— Public pages ———

/** An event type as its calendar's public page lists it. */
const publicEventTypeSummarySchema = z.object({
  title: z.string(),
  description: z.string(),
  ...inLanguagesOut('title'),
  ...inLanguagesOut('description'),
  slug: z.string(),
  durationMinutes: z.number().int(),
  paymentRequired: z.boolean(),
  /** 0 when no payment is taken. */
  priceHalalas: z.number().int(),
});
export type PublicEventTypeSummary = z.infer<typeof publicEventTypeSummarySchema>;

export const publicPageInput = z.object({ slug: slugSchema });
/** `/{slug}`: a calendar's page (its enabled event types) or a team's page (its calendars). */
export const publicPageOutput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('calendar'),
    calendar: z.object({ name: z.string(), ...inLanguagesOut('name'), slug: z.string(), timezone: z.string() }),
    team: z.object({ name: z.string(), slug: z.string() }),
    eventTypes: z.array(publicEventTypeSummarySchema),
  }),
  z.object({
    kind: z.literal('team'),
    team: z.object({ name: z.string(), slug: z.string() }),
    calendars: z.array(z.object({ name: z.string(), ...inLanguagesOut('name'), slug: z.string() })),
  }),
]);
export type PublicPage = z.infer<typeof publicPageOutput>;

/** Which event type and time a booker wants (the start is a UTC instant offered by public.slots). */
const bookingTarget = {
  calendarSlug: slugSchema,
  eventTypeSlug: slugSchema,
};

/** Booker verification: mails a one-time code to the booker (same rules as sign-in codes). */
export const publicRequestCodeInput = z.object({ ...bookingTarget, email: emailSchema, locale: localeSchema });
export const publicRequestCodeOutput = z.object({ ok: z.literal(true), resendAt: z.iso.datetime() });

export const publicBookInput = z.object({
  ...bookingTarget,
  start: z.iso.datetime(),
  /** The booker's zone: mails and the confirmation page show times in it. */
  timezone: timezoneSchema,
  locale: localeSchema,
  booker: bookerSchema,
  /** The mailed code, when the event type requires booker verification. */
  code: otpCodeSchema.optional(),
});

/**
 * A new (or moved) booking: its id and the token that lets the booker cancel or reschedule it
 * (`/book/confirmed/{id}?token=…`). The token changes when the booking is rescheduled.
 */
export const publicBookOutput = z.object({
  bookingId: z.uuid(),
  token: z.string(),
  status: bookingStatusSchema,
});
export type PublicBookOutput = z.infer<typeof publicBookOutput>;

/**
 * The confirmation page's booking. Without a valid token (none, or one a later change retired) only what is
 * not personal: status, event, time, organizer, price. With it also the booker's name, the cancel reason
 * and what the booker may change.
 */
export const publicBookingInput = z.object({ bookingId: z.uuid(), token: manageTokenSchema.optional() });
export const publicBookingSchema = z.object({
  id: z.uuid(),
  status: bookingStatusSchema,
  title: z.string(),
  ...inLanguagesOut('title'),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  /** The zone the booker booked in. */
  timezone: z.string(),
  /** The calendar: the booker's organizer. */
  organizer: z.string(),
  ...inLanguagesOut('organizer'),
  calendarSlug: z.string(),
  eventTypeSlug: z.string(),
  /** The booker's name: with a valid token only (null without one). */
  bookerName: z.string().nullable(),
  priceHalalas: z.number().int(),
  /** Whether its event type asks for payment when booking (false with a price: paid on arrival; contracts pricingOf). */
  paymentRequired: z.boolean(),
  /** Pending only: when the booking expires unless paid. */
  expiresAt: z.iso.datetime().nullable(),
  /** Cancelled only, and with a valid token only (the booker's or the team's words). */
  cancelReason: z.string().nullable(),
  /** Whether the token given is valid for this booking (false without one); without it the view has no personal data. */
  manage: z.boolean(),
  /** With a valid token: whether it may still be cancelled / rescheduled now (cut-off, status). */
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  /** The latest instant the booker may cancel or reschedule. */
  changeUntil: z.iso.datetime(),
  /**
   * The token given was this booking's before a reschedule retired it (an older mail's link): the page says
   * the booking was moved and offers to mail the current link to the booker (public.resendLink). It never
   * regains manage rights (a forwarded old mail).
   */
  olderLink: z.boolean().optional(),
  /** With a valid token: when the booker answered a reminder's "I'll be there" (null if not). */
  customerConfirmedAt: z.iso.datetime().nullable().optional(),
  /** Where it happens (the event type's place, else its calendar's; null: none given). An online meeting's link with a valid token only. */
  place: publicPlaceSchema.nullable(),
  /** A phone call's number: the booker's, which the team calls — with a valid token only (null otherwise, or none given). */
  bookerPhone: z.string().nullable(),
  /** The team's contact phone (null: none given). */
  contactPhone: contactPhoneSchema.nullable(),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;

/**
 * "Send me the latest link": mails the booking's current manage link to the booker's own address. Needs a
 * token this booking once had (so the id alone cannot fill the booker's mailbox); answers `{ ok: true }`
 * alike whether or not anything was sent (an unknown id, a wrong token, an ended booking). RATE_LIMITED.
 */
export const publicResendLinkInput = z.object({ bookingId: z.uuid(), token: manageTokenSchema });

export const publicCancelInput = z.object({
  bookingId: z.uuid(),
  token: manageTokenSchema,
  reason: optional(textSchema({ min: 1, max: BOOKING_REASON_MAX, multiline: true })),
});
export const publicRescheduleInput = z.object({
  bookingId: z.uuid(),
  token: manageTokenSchema,
  start: z.iso.datetime(),
  timezone: timezoneSchema,
});

// ——— Dashboard ———

/** The bookings tabs (SPEC §2); docs/decisions.md says exactly what each holds. */
export const BOOKING_TABS = ['active', 'upcoming', 'past', 'pending', 'cancelled', 'expired'] as const;
const bookingTabSchema = z.enum(BOOKING_TABS);
export type BookingTab = z.infer<typeof bookingTabSchema>;
export const BOOKINGS_PAGE_SIZE = 20;

export const listBookingsInput = teamIdInput.extend({
  tab: bookingTabSchema,
  calendarId: z.uuid().optional(),
  eventTypeId: z.uuid().optional(),
  /** Local dates in the viewer's zone, both ends included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  timezone: timezoneSchema,
  /** Attendee name or email. */
  search: z.string().trim().max(120).optional(),
  /** Only confirmed bookings that have ended and are not marked attended or no-show ("Needs marking"). */
  needsMarking: z.boolean().optional(),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type ListBookingsInput = z.input<typeof listBookingsInput>;

export const bookingRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: bookingStatusSchema,
  attendee: z.object({ name: z.string(), email: z.string() }),
  /** The calendar the booking is on, and its zone: staff see the booking's times in it (issue 36). */
  organizer: z.object({ calendarId: z.uuid(), name: z.string(), timezone: z.string() }),
  eventTypeId: z.uuid(),
  expiresAt: z.iso.datetime().nullable(),
  /** Marked by the team after the end; null until then. */
  attendance: z.enum(ATTENDANCE).nullable(),
  /** When the booker answered a reminder's "I'll be there"; null if they did not. */
  customerConfirmedAt: z.iso.datetime().nullable(),
});
export type BookingRow = z.infer<typeof bookingRowSchema>;

export const listBookingsOutput = z.object({
  items: z.array(bookingRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BookingList = z.infer<typeof listBookingsOutput>;

export const bookingIdInput = teamIdInput.extend({ bookingId: z.uuid() });
export const bookingDetailSchema = bookingRowSchema.extend({
  attendee: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  notes: z.string().nullable(),
  /** The booker's zone (their mails and pages are in it). */
  timezone: z.string(),
  priceHalalas: z.number().int(),
  cancelReason: z.string().nullable(),
  /** 'booker' or 'team' for a cancelled booking. */
  cancelledBy: z.enum(['booker', 'team']).nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** Payments of the booking, oldest first. */
  payments: z.array(paymentRecordSchema),
  /**
   * The team's customer record the booking belongs to, as the team saved it. A booking never changes
   * it (the booker's details as given are `attendee`); the detail shows a difference and the team
   * chooses whether to take the booker's name and phone. Null for a booking without a customer.
   */
  customer: z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable(), archived: z.boolean() }).nullable(),
  /** Whether the booker agreed to phone reminders (SMS/WhatsApp) when booking. */
  messagingConsent: z.boolean(),
  attendanceMarkedAt: z.iso.datetime().nullable(),
  /** The member who marked it (their name); null when unmarked or their account is gone. */
  attendanceMarkedBy: z.string().nullable(),
  /** The delivery log: every reminder of the booking with its channel and status, by due time. */
  messages: z.array(messageLogEntrySchema),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const cancelBookingInput = bookingIdInput.extend({
  reason: optional(textSchema({ min: 1, max: BOOKING_REASON_MAX, multiline: true })),
});

export const bookerCutoffInput = teamIdInput.extend({ minutes: z.number().int().min(0).max(BOOKER_CUTOFF_MAX_MINUTES) });

/** How many live bookings of a team start after now (team home). */
export const upcomingCountOutput = z.object({ count: z.number().int() });
