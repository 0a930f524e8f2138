// The app's URLs, built in one place: the app's links and navigations and every link the API mails or
// redirects to. Paths only (`/ar/book/pay/…`); the API puts its APP_ORIGIN in front. Path segments and
// query values are percent-encoded, so a token or a slug can never change the path's shape. The route
// table itself is packages/app/src/routes.tsx; contracts/src/routes.test.ts pins each builder's output.
// No zod here: the public pages use it (see languages.ts).
import type { Locale } from './constants.ts';

const seg = encodeURIComponent;

/** `?a=1&b=2` from the given values (none undefined), or '' when there are none. */
function query(params: Record<string, string | undefined>): string {
  const parts = Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [`${k}=${encodeURIComponent(v)}`]));
  return parts.length ? `?${parts.join('&')}` : '';
}

/** `?next=…`: where sign-in goes afterwards (an app path), or '' without one. */
const nextQuery = (next?: string) => query({ next });

/** A billing page under /dashboard/team/{teamId}/billing (the printable documents have their own builders). */
export type BillingPage = 'paymentmethods/add' | 'subscription/add' | 'subscription/change' | 'subscription/calendars';
/** A page of a team under /dashboard/team/{teamId}. */
type TeamPage = 'billing' | 'bookings' | 'customers' | 'members' | 'settings';
/** A page of a calendar under /dashboard/team/{teamId}/calendars/{calendarId}. */
type CalendarPage = 'availability' | 'availability/new' | 'eventtypes' | 'settings';

const team = (l: Locale, teamId: string) => `/${l}/dashboard/team/${seg(teamId)}`;
const billing = (l: Locale, teamId: string) => `${team(l, teamId)}/billing`;

export const routes = {
  /** The landing page (sign-in), optionally coming back to `next` afterwards. */
  home: (l: Locale, next?: string) => `/${l}${nextQuery(next)}`,
  otp: (l: Locale, next?: string) => `/${l}/auth/otp${nextQuery(next)}`,
  register: (l: Locale, next?: string) => `/${l}/auth/register${nextQuery(next)}`,
  resetRequest: (l: Locale) => `/${l}/auth/password/resetrequest`,
  /** The reset mail's link. */
  resetSubmit: (l: Locale, token: string) => `/${l}/auth/password/resetsubmit${query({ token })}`,
  /** The "undo this email change" link mailed to the old address. */
  emailUndo: (l: Locale, token: string) => `/${l}/auth/email/undo${query({ token })}`,
  /** Where Google sign-in comes back to in the app (the API's callback redirects here). */
  googleAuth: (l: Locale, opts: { next?: string; error?: string } = {}) => `/${l}/googleAuth${query({ error: opts.error, next: opts.next })}`,
  /** A team invitation (mailed). */
  invite: (l: Locale, token: string) => `/${l}/invite/${seg(token)}`,

  dashboard: (l: Locale) => `/${l}/dashboard`,
  account: (l: Locale) => `/${l}/dashboard/account`,
  setup: (l: Locale) => `/${l}/dashboard/setup`,
  teamNew: (l: Locale) => `/${l}/dashboard/team/new`,
  /** A team's home, or one of its pages; `section` is the page's anchor (`settings#messaging`). */
  team: (l: Locale, teamId: string, page?: TeamPage, section?: string) => `${team(l, teamId)}${page ? `/${page}` : ''}${section ? `#${section}` : ''}`,
  /** The team's bookings, opened on one. */
  teamBooking: (l: Locale, teamId: string, bookingId: string) => `${team(l, teamId)}/bookings${query({ booking: bookingId })}`,
  /** The billing page, or one of its pages; `card`: the outcome of adding a card, which the page announces. */
  billing: (l: Locale, teamId: string, page?: BillingPage, opts: { card?: 'added' | 'failed' } = {}) => `${billing(l, teamId)}${page ? `/${page}` : ''}${query({ card: opts.card })}`,
  invoice: (l: Locale, teamId: string, orderId: string) => `${billing(l, teamId)}/print/subscription/${seg(orderId)}`,
  creditNote: (l: Locale, teamId: string, number: string) => `${billing(l, teamId)}/print/credit-note/${seg(number)}`,
  calendarNew: (l: Locale, teamId: string) => `${team(l, teamId)}/calendars/new`,
  calendar: (l: Locale, teamId: string, calendarId: string, page?: CalendarPage) => `${team(l, teamId)}/calendars/${seg(calendarId)}${page ? `/${page}` : ''}`,

  /** A calendar's public page. */
  publicCalendar: (l: Locale, calendarSlug: string) => `/${l}/${seg(calendarSlug)}`,
  /** An event type's booking page; with `reschedule`, moving that booking (its manage token with it). */
  eventType: (l: Locale, calendarSlug: string, eventTypeSlug: string, reschedule?: { bookingId: string; token: string }) =>
    `/${l}/${seg(calendarSlug)}/${seg(eventTypeSlug)}${query({ reschedule: reschedule?.bookingId, token: reschedule?.token })}`,
  /**
   * A booking's page; with its manage token, the booker can cancel (`action: 'cancel'` opens that) and
   * reschedule. `booked`: just booked (the page says so); `notice`: a success code the page announces.
   */
  bookingConfirmed: (l: Locale, bookingId: string, token?: string, opts: { action?: 'cancel'; booked?: true; notice?: string } = {}) =>
    `/${l}/book/confirmed/${seg(bookingId)}${query({ token, action: opts.action, booked: opts.booked ? '1' : undefined, notice: opts.notice })}`,
  /** The pay page of a pending booking. */
  pay: (l: Locale, bookingId: string, token?: string) => `/${l}/book/pay/${seg(bookingId)}${query({ token })}`,
  /** A reminder's "I'll be there" (`t`: the attend token). */
  attend: (l: Locale, bookingId: string, t: string) => `/${l}/book/attend/${seg(bookingId)}${query({ t })}`,
  /** A phone message's opt-out (`m`: the message, `t`: its opt-out token). */
  optOut: (l: Locale, messageId: string, t: string) => `/${l}/stop${query({ m: messageId, t })}`,
  /** Where a short link past its booking's links lands; no language (the app picks the reader's). */
  linkExpired: () => '/book/link-expired',
} as const;
