import { createHmac } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { PHONE_FOR_CALL_ISSUE } from '@waqt/contracts/rules';
import { BOOKING_HOLDS_PER_EMAIL, E164, PHONE_ISSUE, publicBookInput, type PublicAttendance, type PublicBooking, type PublicBookOutput, type Locale } from '@waqt/contracts';
import type { Context } from '../../trpc/context.ts';
import { AppError } from '../../errors.ts';
import { withTx, type Db } from '../../db/tx.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { checkCode, issueCode, markCodeUsed } from '../auth/codes.ts';
import { attemptLimits, limitAttempts } from '../auth/rate-limit.ts';
import { codeMail } from '../../mail/templates.ts';
import { mapDbError } from '../../db/errors.ts';
import { bookable, phoneRemindersOf, slotsOf, priceOf } from './public.service.ts';
import { queueBookingMails } from '../bookings/booking-mails.ts';
import { bookingNamesOf } from '../bookings/booking-names.ts';
import { isAttendToken, isManageToken, isOlderToken, linksLive, manageToken, opensBooking } from '../bookings/booking-tokens.ts';
import { cancelBooking, createBooking, isLive, moveBooking } from '../bookings/lifecycle.ts';
import { eventTypePlaceOf, placeOf, publicPlaceOf } from '../calendars/places.ts';
import { contactPhoneOf } from '../teams/contact-phone.ts';
import {
  advisoryXactLock,
  attendanceRow,
  bookingLinkRow,
  bookingViewRow,
  lockAttendRow,
  noShowCount,
  openHoldCounts,
  setCustomerConfirmed,
  upsertBookerCustomer,
  type AttendRow,
  type BookableRow,
  type BookingPlaceRow,
  type BookingRow,
} from './public.queries.ts';

export { manageToken };

const MINUTE = 60_000;
const DAY = 86_400_000;

// ——— Slots re-checked ———

/** The local day around an instant, widened by a day each side: every zone's date of `start` is inside. */
function windowAround(start: number): { from: number; to: number } {
  return { from: start - 2 * DAY, to: start + 2 * DAY };
}

/**
 * Loads the event type behind the links and checks that `start` is a slot the engine offers for
 * it — hours, overrides, notice, active window, horizon, slot grid — leaving busy time out: whether
 * the time is still free is the database's call at write (the exclusion constraint, buffers
 * included), so a booking that lost its time to another one hears SLOT_TAKEN ("this time was just
 * taken"), never "not offered", and a booking being moved does not collide with itself.
 */
async function offered(db: Db, calendarSlug: string, eventTypeSlug: string, startIso: string, now: Date): Promise<BookableRow> {
  const start = Date.parse(startIso);
  const { from, to } = windowAround(start);
  const et = await bookable(db, calendarSlug, eventTypeSlug, from, to, now);
  const wanted = new Date(start).toISOString();
  const days = slotsOf({ ...et, busy: null }, from, to, 'UTC', now);
  if (!days.some((d) => d.slots.includes(wanted))) throw new AppError('SLOT_UNAVAILABLE');
  return et;
}

/**
 * The booker's phone as stored: E.164 from libphonenumber-js. The router's input schema already
 * refused a number that is not valid (`bookInputChecked`), so this only formats.
 */
function phoneE164(raw: string | undefined): string | null {
  if (!raw) return null;
  return parsePhoneNumberFromString(raw)?.number ?? raw;
}

/**
 * Whether the event type asks this booker to pay in advance because of their no-shows with the team
 * (`no_show_prepay_after`; only for an event type that takes payments — the contracts refuse the option
 * otherwise). The count is the team's customer record's bookings marked no-show, matched by email.
 */
async function owesPrepayment(db: Db, et: Pick<BookableRow, 'no_show_prepay_after' | 'payment_enabled' | 'team_id'>, email: string): Promise<boolean> {
  if (et.no_show_prepay_after == null || !et.payment_enabled) return false;
  const row = await noShowCount(db, et.team_id, email);
  return (row?.n ?? 0) >= et.no_show_prepay_after;
}

/** `publicBookInput` plus a real phone-number check (a field issue on `booker.phone`), API-side only. */
export const bookInputChecked = publicBookInput.superRefine((v, ctx) => {
  // A number of the wrong shape already has its issue from the contracts' phoneSchema.
  if (v.booker.phone && E164.test(v.booker.phone) && !isValidPhoneNumber(v.booker.phone)) ctx.addIssue({ code: 'custom', path: ['booker', 'phone'], params: { issue: PHONE_ISSUE } });
});

// ——— Verification ———

export async function requestBookerCode(ctx: Context, input: { calendarSlug: string; eventTypeSlug: string; email: string; locale: Locale }): Promise<{ ok: true; resendAt: string }> {
  await limitAttempts(ctx.db, ctx.clock, attemptLimits('booking_code', ctx.config.authAttemptsPerWindow, { email: input.email, ip: ctx.ip }));
  const now = ctx.clock.now();
  const et = await bookable(ctx.db, input.calendarSlug, input.eventTypeSlug, now.getTime(), now.getTime(), now);
  // Paid event types too: a second unpaid hold needs the booker's email verified (bookPublic); and event
  // types that remind by phone: a booker who wants those reminders proves the email first.
  if (!et.booker_verification_required && !et.payment_required && phoneRemindersOf(et).length === 0) throw new AppError('INVALID_REQUEST');
  const resendAt = await withTx(ctx.db, async (tx) => {
    const { code, resendAt } = await issueCode(tx, ctx.clock, ctx.config.authSecret, { email: input.email, purpose: 'booking', userId: null });
    await enqueueMail(tx, ctx.clock, codeMail(input.email, input.locale, 'booking', code));
    return resendAt;
  });
  return { ok: true, resendAt: resendAt.toISOString() };
}

// ——— Booking ———

interface BookInput {
  calendarSlug: string;
  eventTypeSlug: string;
  start: string;
  timezone: string;
  locale: Locale;
  booker: { name: string; email: string; phone?: string | undefined; notes?: string | undefined; messagingConsent?: boolean | undefined };
  code?: string | undefined;
}

/**
 * The booker becomes a customer of the team (one per team and email). A customer the team already
 * has is never changed by a booking — not the name, phone or archive the team chose: the booker's
 * details as given live on the booking, and the team sees any difference there and chooses
 * (bookings.detail, customers.save). Only a confirmed code adds "email verified".
 */
async function ensureCustomer(tx: EntityManager, teamId: string, b: { name: string; email: string; phone: string | null }, verified: boolean, now: Date): Promise<string> {
  const row = await upsertBookerCustomer(tx, teamId, b, verified, now);
  return row!.id;
}

/** The client IP as kept on a booking: a keyed hash, enough to count holds and never the address. */
const ipHash = (secret: string, ip: string) => createHmac('sha256', secret).update(`booker-ip\n${ip}`).digest();

/**
 * Limits on public bookings, against spam and slot hoarding (docs/decisions.md, issue 19):
 * attempts per booker email (BOOKING_ATTEMPTS_PER_WINDOW per 15 minutes) and per client IP (three
 * times that), counted before any work.
 */
function limitBookings(ctx: Context, email: string) {
  const max = ctx.config.bookingAttemptsPerWindow;
  return limitAttempts(ctx.db, ctx.clock, [{ key: `book:email:${email.toLowerCase()}`, max }, ...(ctx.ip ? [{ key: `book:ip:${ctx.ip}`, max: max * 3 }] : [])]);
}

/** Open pending holds of a booker email (across Waqt) and of a client IP. */
async function openHolds(db: Db, email: string, ip: Buffer | null, now: Date): Promise<{ email: number; ip: number }> {
  const row = await openHoldCounts(db, email, ip, now);
  return row!;
}

/**
 * A new pending hold, checked in the booking's transaction under advisory locks on the email and the
 * IP (so two at once cannot both pass): over BOOKING_HOLDS_PER_EMAIL or the IP's cap →
 * BOOKING_HOLDS_LIMIT; a second open hold for the email without a confirmed code → BOOKER_CODE_REQUIRED.
 */
async function assertHoldAllowed(ctx: Context, tx: EntityManager, email: string, ip: Buffer | null, verified: boolean, now: Date): Promise<void> {
  const keys = [`holds:email:${email.toLowerCase()}`, ...(ip ? [`holds:ip:${ip.toString('hex')}`] : [])].sort();
  for (const key of keys) await advisoryXactLock(tx, key);
  const open = await openHolds(tx, email, ip, now);
  assertUnderHoldCaps(ctx, open, ip);
  if (open.email >= 1 && !verified) throw new AppError('BOOKER_CODE_REQUIRED');
}

function assertUnderHoldCaps(ctx: Context, open: { email: number; ip: number }, ip: Buffer | null): void {
  if (open.email >= BOOKING_HOLDS_PER_EMAIL || (ip && open.ip >= ctx.config.bookingHoldsPerIp)) throw new AppError('BOOKING_HOLDS_LIMIT');
}

export async function bookPublic(ctx: Context, input: BookInput): Promise<PublicBookOutput> {
  await limitBookings(ctx, input.booker.email);
  const now = ctx.clock.now();
  const et = await offered(ctx.db, input.calendarSlug, input.eventTypeSlug, input.start, now);
  const phone = phoneE164(input.booker.phone);
  // A phone call: the team calls the booker (docs/decisions.md "Where, and how to reach us"), so the number is needed.
  if (!phone && eventTypePlaceOf(et)?.kind === 'phone') throw new AppError('INVALID_REQUEST', undefined, { fields: [{ path: 'booker.phone', issue: PHONE_FOR_CALL_ISSUE }] });
  const ip = ctx.ip ? ipHash(ctx.config.authSecret, ctx.ip) : null;
  // A code is needed when the event type asks for one, and for a second unpaid hold of the same
  // email (re-checked under lock in the transaction, so two racing first holds cannot both skip it).
  // "Customers with N or more no-shows must pay in advance": such a booker books like a paid event type.
  const mustPay = et.payment_required || (await owesPrepayment(ctx.db, et, input.booker.email));
  const held = mustPay ? await openHolds(ctx.db, input.booker.email, ip, now) : null;
  if (held) assertUnderHoldCaps(ctx, held, ip);
  // Phone reminders on a booking that is not paid for need the email proven first (toll fraud: a stranger's
  // consent to messages at any number costs the team money; docs/decisions.md "Phone messages and toll fraud").
  const wantsPhoneMessages = phone !== null && input.booker.messagingConsent === true && phoneRemindersOf(et).length > 0;
  const needsCode = et.booker_verification_required || (held !== null && held.email >= 1) || (wantsPhoneMessages && !mustPay);
  let codeId: string | null = null;
  if (needsCode) {
    if (!input.code) throw new AppError('BOOKER_CODE_REQUIRED');
    await limitAttempts(ctx.db, ctx.clock, attemptLimits('booking_verify', ctx.config.authAttemptsPerWindow, { email: input.booker.email, ip: ctx.ip }));
    // Checked outside the transaction so a wrong try counts even though nothing is booked; used up
    // inside it, so a booking that loses its slot leaves the code usable for another time.
    codeId = (await checkCode(ctx.db, ctx.clock, ctx.config.authSecret, { email: input.booker.email, purpose: 'booking', code: input.code })).id;
  }
  const startsAt = new Date(input.start);
  const endsAt = new Date(startsAt.getTime() + et.duration_minutes * MINUTE);
  const status = mustPay ? 'pending' : 'confirmed';
  const expiresAt = status === 'pending' ? new Date(now.getTime() + et.payment_expiration_minutes * MINUTE) : null;
  const booking = await withTx(ctx.db, async (tx) => {
    if (status === 'pending') await assertHoldAllowed(ctx, tx, input.booker.email, ip, codeId !== null, now);
    if (codeId) await markCodeUsed(tx, ctx.clock, codeId);
    const customerId = await ensureCustomer(tx, et.team_id, { name: input.booker.name, email: input.booker.email, phone }, codeId !== null, now);
    const { id } = await createBooking(ctx, tx, {
      calendarId: et.calendar_id,
      eventTypeId: et.id,
      startsAt,
      endsAt,
      bufferBeforeMinutes: et.buffer_before_minutes,
      bufferAfterMinutes: et.buffer_after_minutes,
      status,
      customer: { name: input.booker.name, email: input.booker.email, phone },
      customerId,
      notes: input.booker.notes ?? null,
      timezone: input.timezone,
      locale: input.locale,
      priceHalalas: priceOf(et),
      expiresAt,
      bookerIpHash: ip,
      messagingConsent: input.booker.messagingConsent,
      bookerVerifiedAt: codeId ? now : null,
      now,
    });
    return { id };
  });
  return { bookingId: booking.id, token: manageToken(ctx.config.authSecret, booking.id, 0), status };
}

// ——— The booker's view and changes ———

async function loadBooking(db: Db, bookingId: string, lock = false): Promise<BookingRow & BookingPlaceRow> {
  const row = await bookingViewRow(db, bookingId, lock);
  if (!row) throw new AppError('BOOKING_NOT_FOUND');
  return row;
}

const changeUntil = (row: BookingRow) => new Date(new Date(row.starts_at).getTime() - row.booker_cutoff_minutes * MINUTE);

/**
 * The confirmation page's view. The booking id alone (it reaches the gateway's metadata, invites' UIDs and
 * the team's links) shows only what is not personal — status, event, time, organizer, price — so an old
 * mail link (its token retired by a reschedule) still says what became of the booking. The booker's name
 * and the cancel reason need the manage token (opensBooking: the current one, or the last one of an ended booking).
 */
export async function publicBooking(ctx: Context, input: { bookingId: string; token?: string | undefined }): Promise<PublicBooking> {
  const row = await loadBooking(ctx.db, input.bookingId);
  const manage = opensBooking(ctx.config.authSecret, row, input.token);
  const open = manage && isLive(row.status) && ctx.clock.now() < changeUntil(row);
  const place = placeOf(row);
  return {
    id: row.id,
    status: row.status,
    ...bookingNamesOf(row),
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    durationMinutes: Math.round((new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime()) / MINUTE),
    timezone: row.timezone,
    calendarSlug: row.calendar_slug,
    eventTypeSlug: row.event_type_slug,
    bookerName: manage ? (row.customer_name ?? '') : null,
    priceHalalas: row.price_halalas,
    // A booking awaiting payment was asked to pay when booking (the event type's rule, or the booker's no-shows).
    paymentRequired: row.payment_required || row.status === 'pending',
    expiresAt: row.status === 'pending' && row.expires_at ? new Date(row.expires_at).toISOString() : null,
    cancelReason: manage && row.status === 'cancelled' ? row.cancel_reason : null,
    manage,
    canCancel: open,
    canReschedule: open,
    changeUntil: changeUntil(row).toISOString(),
    // "Send me the latest link" is offered while the booking's links still act (resendLatestLink).
    olderLink: !manage && linksLive(row.ends_at, ctx.config.bookingLinkDays, ctx.clock.now()) && isOlderToken(ctx.config.authSecret, row, input.token),
    customerConfirmedAt: manage && row.customer_confirmed_at ? new Date(row.customer_confirmed_at).toISOString() : null,
    // The booker's own link shows an online meeting's link and the number a phone call goes to; the id alone neither.
    place: publicPlaceOf(place, manage),
    bookerPhone: manage && place?.kind === 'phone' ? row.customer_phone : null,
    contactPhone: contactPhoneOf(row.team_contact_phone, row.team_country),
  };
}

/**
 * Whether an attend link still holds: the token is bound to the booking's version (booking-tokens.ts
 * `attendToken`), so a tampered token, a reminder of a moved booking, and a booking that is no longer
 * confirmed (cancelled, expired) or has ended all fail alike — as does an unknown id.
 */
function attendLinkHolds(ctx: Context, b: AttendRow | undefined, token: string): b is AttendRow {
  return !!b && isAttendToken(ctx.config.authSecret, b.id, b.sequence, token) && b.status === 'confirmed' && new Date(b.ends_at) > ctx.clock.now();
}

/**
 * The attend page's view (a query: it changes nothing, so a mail scanner or a link preview that opens
 * the page confirms nothing): what, when and with whom — what the booking id alone shows anyone — and
 * when the booker already said they will come. ATTEND_LINK_INVALID as for the confirmation itself.
 */
export async function attendance(ctx: Context, input: { bookingId: string; token: string }): Promise<PublicAttendance> {
  const b = await attendanceRow(ctx.db, input.bookingId);
  if (!attendLinkHolds(ctx, b, input.token)) throw new AppError('ATTEND_LINK_INVALID');
  return {
    ...bookingNamesOf(b),
    startsAt: new Date(b.starts_at).toISOString(),
    endsAt: new Date(b.ends_at).toISOString(),
    timezone: b.timezone,
    confirmedAt: b.customer_confirmed_at ? new Date(b.customer_confirmed_at).toISOString() : null,
  };
}

/**
 * A reminder's "I'll be there", pressed on the attend page: the booker says they will come, and the team
 * sees "confirmed by the customer" on the booking. ATTEND_LINK_INVALID when the link no longer holds
 * (attendLinkHolds). A second press answers the first answer's time (idempotent).
 */
export async function confirmAttendance(ctx: Context, input: { bookingId: string; token: string }): Promise<{ confirmedAt: string }> {
  return withTx(ctx.db, async (tx) => {
    const b = await lockAttendRow(tx, input.bookingId);
    if (!attendLinkHolds(ctx, b, input.token)) throw new AppError('ATTEND_LINK_INVALID');
    if (b.customer_confirmed_at) return { confirmedAt: new Date(b.customer_confirmed_at).toISOString() };
    const now = ctx.clock.now();
    await setCustomerConfirmed(tx, b.id, now);
    return { confirmedAt: now.toISOString() };
  });
}

/** Resends of the latest link per booking per window (the booker's mailbox is the one that fills). */
const RESEND_LINK_PER_BOOKING = 3;

/**
 * "Send me the latest link" from an older mail's page: the booking's current mail (confirmation, or the
 * pay-by mail while pending) goes again, to the booker's own address only, in the booking's language —
 * so a forwarded old mail never regains manage rights, and its holder learns nothing new. Counted per
 * booking id and per client IP before anything is read; then the same `{ ok: true }` whether or not a
 * mail went (unknown id, a token this booking never had, an ended booking, one whose links have ended —
 * BOOKING_LINK_DAYS after its end: a link that would only read is not worth a mail).
 */
export async function resendLatestLink(ctx: Context, input: { bookingId: string; token: string }): Promise<void> {
  await limitAttempts(ctx.db, ctx.clock, [
    { key: `resend_link:booking:${input.bookingId}`, max: RESEND_LINK_PER_BOOKING },
    ...(ctx.ip ? [{ key: `resend_link:ip:${ctx.ip}`, max: ctx.config.authAttemptsPerWindow }] : []),
  ]);
  await withTx(ctx.db, async (tx) => {
    const row = await bookingLinkRow(tx, input.bookingId);
    if (!row || !isLive(row.status) || !linksLive(row.ends_at, ctx.config.bookingLinkDays, ctx.clock.now())) return;
    const known = isManageToken(ctx.config.authSecret, row.id, row.sequence, input.token) || isOlderToken(ctx.config.authSecret, row, input.token);
    if (known) await queueBookingMails(ctx, tx, row.id, 'latest');
  });
}

/**
 * The checks before a booker's change, on the locked row: token, the booking's links still acting
 * (BOOKING_LINK_EXPIRED from BOOKING_LINK_DAYS after its end), still live, before the cut-off.
 */
function assertChangeable(ctx: Context, row: BookingRow, token: string): void {
  if (!isManageToken(ctx.config.authSecret, row.id, row.sequence, token)) throw new AppError('BOOKING_TOKEN_INVALID');
  if (!linksLive(row.ends_at, ctx.config.bookingLinkDays, ctx.clock.now())) throw new AppError('BOOKING_LINK_EXPIRED');
  if (!isLive(row.status)) throw new AppError('BOOKING_NOT_CHANGEABLE');
  if (ctx.clock.now() >= changeUntil(row)) throw new AppError('BOOKING_CHANGE_CLOSED');
}

export async function cancelByBooker(ctx: Context, input: { bookingId: string; token: string; reason?: string | undefined }): Promise<void> {
  await withTx(ctx.db, async (tx) => {
    const row = await loadBooking(tx, input.bookingId, true);
    assertChangeable(ctx, row, input.token);
    if (!(await cancelBooking(ctx, tx, row.id, { by: 'booker', reason: input.reason ?? null }))) throw new AppError('BOOKING_NOT_CHANGEABLE');
  });
}

/**
 * Moves a booking to another start the engine offers for its event type, in one transaction: the
 * row is updated in place, so its old time is freed exactly when the new one is held (the exclusion
 * constraint checks the new range against every other live booking). The sequence is bumped: the
 * invite is updated (same UID) and the old manage link stops working.
 */
export async function rescheduleByBooker(ctx: Context, input: { bookingId: string; token: string; start: string; timezone: string }): Promise<PublicBookOutput> {
  const now = ctx.clock.now();
  const result = await withTx(ctx.db, async (tx) => {
    const row = await loadBooking(tx, input.bookingId, true);
    assertChangeable(ctx, row, input.token);
    const et = await offered(tx, row.calendar_slug, row.event_type_slug, input.start, now);
    const startsAt = new Date(input.start);
    const endsAt = new Date(startsAt.getTime() + et.duration_minutes * MINUTE);
    const blockedFrom = new Date(startsAt.getTime() - et.buffer_before_minutes * MINUTE);
    const blockedTo = new Date(endsAt.getTime() + et.buffer_after_minutes * MINUTE);
    let moved: boolean;
    try {
      moved = await moveBooking(ctx, tx, row.id, { startsAt, endsAt, blockedFrom, blockedTo, timezone: input.timezone });
    } catch (err) {
      throw mapDbError(err); // bookings_no_overlap → SLOT_TAKEN
    }
    if (!moved) throw new AppError('BOOKING_NOT_CHANGEABLE');
    return { id: row.id, sequence: row.sequence + 1, status: row.status };
  });
  return { bookingId: result.id, token: manageToken(ctx.config.authSecret, result.id, result.sequence), status: result.status };
}
