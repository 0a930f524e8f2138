import { localized, routes } from '@waqt/contracts';
import type { AppDeps } from '../../trpc/context.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { bookingIcs, bookingUid } from '../../mail/ics.ts';
import type { Db } from '../../db/tx.ts';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingExpiredMail,
  bookingNotifyTeamMail,
  bookingPendingMail,
  bookingRescheduledMail,
  icsLocation,
  publishedIcsDescription,
  type BookingMailBooking,
  type BookingMailRecipient,
} from '../../mail/booking-templates.ts';
import { manageToken, opensBooking } from './booking-tokens.ts';
import { placeOf } from '../calendars/places.ts';
import { contactPhoneOf } from '../teams/contact-phone.ts';
import { bookingNamesOf } from './booking-names.ts';
import { bookingMailRow, bookingTeamRecipients, type BookingMailRow } from './bookings.queries.ts';

/**
 * The invites' ORGANIZER address: the mail From address (a no-reply one; teams have no contact address
 * of their own) — never a member's personal mailbox, which every booker's calendar would show. Its name
 * is the calendar's. `Waqt <no-reply@x>` → `no-reply@x`.
 */
const organizerAddress = (mailFrom: string): string => /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

/** `latest`: the booker asked for the current link again (public.resendLink): their current mail, to them only. */
export type BookingMailEvent = 'confirmed' | 'pending' | 'rescheduled' | 'cancelled' | 'expired' | 'latest';

export interface BookingMailExtra {
  /** Rescheduled: where the booking was. */
  previous?: { start: Date; end: Date };
  /** Cancelled by the team: the member who did it. */
  cancelledByName?: string | null;
}

/** A booking read for its mails (and reminders): the booking, the booker as a recipient, their links. */
export interface BookingMailContext {
  row: BookingMailRow;
  booking: BookingMailBooking;
  booker: BookingMailRecipient;
  /** The booking's current manage token. */
  token: string;
  bookerUrls: { manage: string; cancel: string; reschedule: string };
  /** The latest the booker may change it (the team's cut-off before the start). */
  changeUntil: Date;
}

/** A booking's row as its mails and calendar files say it (the place as it is now: a moved clinic's new address). */
function mailBookingOf(deps: Pick<AppDeps, 'config'>, r: BookingMailRow & { customer_email: string }): BookingMailBooking {
  return {
    id: r.id,
    title: r.title,
    titleAr: r.title_ar,
    titleEn: r.title_en,
    start: new Date(r.starts_at),
    end: new Date(r.ends_at),
    durationMinutes: Math.round((new Date(r.ends_at).getTime() - new Date(r.starts_at).getTime()) / 60_000),
    booker: { name: r.customer_name ?? r.customer_email, email: r.customer_email, phone: r.customer_phone, notes: r.notes },
    calendarName: r.calendar_name,
    calendarNameAr: r.calendar_name_ar,
    calendarNameEn: r.calendar_name_en,
    teamName: r.team_name,
    calendarTimezone: r.calendar_timezone,
    organizerEmail: organizerAddress(deps.config.mailFrom),
    sequence: r.sequence,
    createdAt: new Date(r.created_at),
    price: { halalas: r.price_halalas, currency: r.currency, paymentRequired: r.payment_required },
    place: placeOf(r),
    contactPhone: contactPhoneOf(r.team_contact_phone, r.team_country),
  };
}

/** Reads a booking for its mails, as the transaction `db` sees it; null when it has no booker address. */
export async function bookingMailContext(deps: Pick<AppDeps, 'config'>, db: Db, bookingId: string): Promise<BookingMailContext | null> {
  const r = await bookingMailRow(db, bookingId);
  if (!r?.customer_email) return null;
  const origin = deps.config.appOrigin;
  const booking = mailBookingOf(deps, { ...r, customer_email: r.customer_email });
  const booker: BookingMailRecipient = { email: r.customer_email, name: booking.booker.name, locale: r.locale, timezone: r.timezone };
  const token = manageToken(deps.config.authSecret, r.id, r.sequence);
  const page = `${origin}${routes.bookingConfirmed(r.locale, r.id, token)}`;
  const bookerUrls = {
    manage: page,
    cancel: `${origin}${routes.bookingConfirmed(r.locale, r.id, token, { action: 'cancel' })}`,
    reschedule: `${origin}${routes.eventType(r.locale, r.calendar_slug, r.event_type_slug, { bookingId: r.id, token })}`,
  };
  const changeUntil = new Date(booking.start.getTime() - r.booker_cutoff_minutes * 60_000);
  return { row: r, booking, booker, token, bookerUrls, changeUntil };
}

/**
 * Queues the mails a booking change sends — to the booker and to the team — in the transaction of
 * the change, so they go out if and only if it commits (and a mail server that is down only delays
 * them: the queue retries). Reads the booking as the change left it (status, sequence).
 */
export async function queueBookingMails(deps: Pick<AppDeps, 'config' | 'clock'>, tx: Db, bookingId: string, event: BookingMailEvent, extra: BookingMailExtra = {}): Promise<void> {
  const ctx = await bookingMailContext(deps, tx, bookingId);
  if (!ctx) return;
  const { row: r, booking, booker, token, bookerUrls } = ctx;
  // Staff read a booking in its calendar's zone, named in the mail ("Riyadh time"), whatever their own
  // account's zone says (issue 36: an account made on a UTC laptop read a 10:00 Riyadh visit as 7:00 AM).
  // Who on the team hears about it: the calendar's assigned members and the team's owners, each once. Owners first.
  const team = (await bookingTeamRecipients(tx, r.team_id, r.calendar_id)).map((to) => ({
    ...to,
    timezone: r.calendar_timezone,
  }));
  team.sort((a, b) => (a.role === b.role ? a.email.localeCompare(b.email) : a.role === 'owner' ? -1 : 1));
  const now = deps.clock.now();
  const origin = deps.config.appOrigin;
  const page = bookerUrls.manage;
  const pay = `${origin}${routes.pay(r.locale, r.id, token)}`;
  const bookAgain = `${origin}${routes.eventType(r.locale, r.calendar_slug, r.event_type_slug)}`;
  const teamUrls = (to: BookingMailRecipient) => ({ dashboard: `${origin}${routes.teamBooking(to.locale, r.team_id, r.id)}` });
  const mails = [];
  switch (event) {
    case 'confirmed':
      mails.push(bookingConfirmedMail({ booking, to: booker, now, urls: bookerUrls }));
      for (const to of team) mails.push(bookingNotifyTeamMail({ booking, to, now, urls: teamUrls(to) }));
      break;
    case 'pending': {
      const expiresAt = new Date(r.expires_at!);
      mails.push(bookingPendingMail({ booking, to: booker, expiresAt, urls: { pay, manage: page } }));
      for (const to of team) mails.push(bookingNotifyTeamMail({ booking, to, now, urls: teamUrls(to), expiresAt }));
      break;
    }
    case 'rescheduled': {
      const previous = extra.previous ?? { start: booking.start, end: booking.end };
      // A booking still awaiting payment gets its invite when paid (as when it was made).
      if (r.status === 'confirmed') {
        mails.push(bookingRescheduledMail({ booking, to: booker, now, audience: 'booker', urls: bookerUrls, previous }));
        for (const to of team) mails.push(bookingRescheduledMail({ booking, to, now, audience: 'team', urls: teamUrls(to), previous }));
      } else {
        mails.push(bookingPendingMail({ booking, to: booker, expiresAt: new Date(r.expires_at!), urls: { pay, manage: page } }));
      }
      break;
    }
    case 'cancelled': {
      const by = r.cancelled_by ?? 'team';
      const common = { booking, now, cancelledBy: by, cancelledByName: extra.cancelledByName ?? null, reason: r.cancel_reason };
      mails.push(bookingCancelledMail({ ...common, to: booker, audience: 'booker', urls: { book: bookAgain } }));
      for (const to of team) mails.push(bookingCancelledMail({ ...common, to, audience: 'team', urls: teamUrls(to) }));
      break;
    }
    case 'latest':
      if (r.status === 'confirmed') mails.push(bookingConfirmedMail({ booking, to: booker, now, urls: bookerUrls }));
      else if (r.status === 'pending') mails.push(bookingPendingMail({ booking, to: booker, expiresAt: new Date(r.expires_at!), urls: { pay, manage: page } }));
      break;
    case 'expired':
      mails.push(bookingExpiredMail({ booking, to: booker, now, expiresAt: new Date(r.expires_at ?? now), urls: { book: bookAgain } }));
      break;
  }
  for (const mail of mails) await enqueueMail(tx, deps.clock, mail);
}

/**
 * The "add to calendar" file of the confirmation page (GET /ics/booking/{id}.ics?token=…): METHOD:PUBLISH,
 * the booking's UID and SEQUENCE (a later import updates the same event), STATUS:CANCELLED once
 * cancelled or expired. 'not-found' for an unknown booking; 'token' when the token does not open it (the
 * file names the booker, so the id alone is not enough — as for the page's personal data).
 */
export async function downloadableIcs(deps: AppDeps, db: Db, bookingId: string, token: string | undefined): Promise<{ ics: string } | 'not-found' | 'token'> {
  const r = await bookingMailRow(db, bookingId);
  if (!r) return 'not-found';
  if (!opensBooking(deps.config.authSecret, r, token)) return 'token';
  const live = r.status === 'pending' || r.status === 'confirmed';
  const booking = mailBookingOf(deps, { ...r, customer_email: r.customer_email ?? organizerAddress(deps.config.mailFrom) });
  const url = `${deps.config.appOrigin}${routes.bookingConfirmed(r.locale, r.id, token)}`;
  // Named in the booker's language, as their mails' invites are.
  const names = bookingNamesOf(r);
  const title = localized(names, 'title', r.locale);
  const calendarName = localized(names, 'organizer', r.locale);
  const ics = bookingIcs({
    method: 'PUBLISH',
    status: live ? 'CONFIRMED' : 'CANCELLED',
    uid: bookingUid(r.id),
    sequence: r.sequence,
    start: booking.start,
    end: booking.end,
    organizerTimezone: r.calendar_timezone,
    summary: `${title} · ${calendarName}`,
    // The booking's page moved here from LOCATION (issue 36), which is where the visit happens.
    description: publishedIcsDescription(booking, r.locale, url),
    url,
    location: live ? icsLocation(booking, r.locale) : undefined,
    organizer: { name: calendarName, email: organizerAddress(deps.config.mailFrom) },
    attendee: { name: booking.booker.name, email: booking.booker.email },
    stamp: deps.clock.now(),
    createdAt: booking.createdAt,
  });
  return { ics };
}
