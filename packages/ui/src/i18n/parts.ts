// Which translations the app loads up front, and which with the signed-in part of the app.
//
// Each language's messages are split in three chunks by the app's build (packages/app/vite.config.ts):
// `public` — what the public pages (a calendar's page, the booking flow, its confirmation), the error
// pages and the app's frame need — is fetched before the first render; `later` — what only the booking
// flow's later steps show (the details and the mailed code) — comes with those steps' chunk
// (screens/Booking/lazySteps.tsx), so the page's first screen, the time picker, goes without it; `app`
// — the shell, the landing page, sign-in and the dashboard — comes with the pages that use it (the
// routes inside the app shell). A key the public pages use must be under a path listed here (i18n.test.ts
// follows the public screens' imports and checks every key they name); whatever is not listed is `app`.
// A page outside the shell with words of its own may instead load the `app` part through its route (the
// pay page does: packages/app/src/routes.tsx, `withMessages`). Stories and tests load everything (createI18n).

/** Namespaces (top-level keys of en.json / ar.json), or single keys of one, the public pages need. */
export const PUBLIC_MESSAGES = [
  'app',
  'common',
  'errorPage',
  'update',
  'errors',
  'success',
  'validation',
  'booking',
  // (Not `payments`: the pay page's words and its copy buttons are `app`, which its route loads too —
  // packages/app/src/routes.tsx — so the booking pages go without them.)
  // The code field's default label (the booking flow's verification step).
  'auth.code',
  // The other language's name, in the public pages' footer.
  'shell.localeName',
  // An event type's price as every view shows it (format/price.ts): the booking panel, review, confirmation.
  'eventTypes.shownPrice',
] as const;

/**
 * Keys inside a public namespace that only the dashboard shows: billing's refusals and successes, the
 * other dashboard, sign-in and account refusals, the dashboard's forms' checks. No public procedure
 * answers these codes (nor checks those fields), so the public pages do not carry their words.
 */
const APP_ONLY_MESSAGES = [
  'errors.SUBSCRIPTION_EXISTS',
  'errors.PAYMENT_METHOD_REQUIRED',
  'errors.PAYMENT_METHOD_IN_USE',
  'errors.PAYMENT_METHODS_LIMIT',
  'errors.PAYMENT_METHOD_ADD_FAILED',
  'errors.BILLING_CHARGE_FAILED',
  'errors.BILLING_IN_PROGRESS',
  'errors.CALENDARS_BELOW_USED',
  'errors.SUBSCRIPTION_REQUIRED',
  'errors.SUBSCRIPTION_UNCHANGED',
  'errors.SUBSCRIPTION_ENDED',
  'errors.BILLING_QUOTE_CHANGED',
  'errors.BILLING_SOFT_BLOCKED',
  'errors.NOTHING_TO_PAY',
  'errors.CARD_EXPIRES_BEFORE_CHARGE',
  'success.PAYMENT_METHOD_ADDED',
  'success.SUBSCRIPTION_REENABLED',
  // A team's Moyasar keys and its invites: the dashboard's own refusals.
  'errors.MOYASAR_KEY_NOT_RECOGNISED',
  'errors.MOYASAR_KEY_MODE_MISMATCH',
  'errors.MOYASAR_SECRET_CANNOT_LIST',
  'errors.ALREADY_MEMBER',
  'errors.INVITE_EXPIRED',
  'errors.INVITE_RESEND_LIMITED',
  'errors.INVITE_CALENDAR_NOT_FOUND',
  'success.INVITE_RESENT',
  'validation.moyasar_key_not_recognised',
  'validation.moyasar_key_is_live',
  'validation.moyasar_key_is_test',
  'validation.moyasar_secret_cannot_list',
  // The dashboard's, sign-in's and the account's refusals: thrown only by procedures of the app (teams,
  // calendars, availability, event types, customers, payment settings, auth, account), never by the
  // public ones (api modules/public, payments/pay-page) nor the HTTP layer.
  'errors.CALENDAR_SLUG_TAKEN',
  'errors.TEAM_SLUG_TAKEN',
  'errors.TEAM_LIMIT_REACHED',
  'errors.EMAIL_TAKEN',
  'errors.INVITE_INVALID',
  'errors.CALENDAR_LIMIT_REACHED',
  'errors.FEATURE_BLOCKED',
  'errors.PERMISSION_DISABLED',
  'errors.INVALID_CREDENTIALS',
  'errors.EMAIL_NOT_VERIFIED',
  'errors.RESET_TOKEN_INVALID',
  'errors.WRONG_PASSWORD',
  'errors.GOOGLE_NOT_CONFIGURED',
  'errors.GOOGLE_SIGNIN_FAILED',
  'errors.PERSONAL_TEAM',
  'errors.LAST_OWNER',
  'errors.INVITE_LIMIT_REACHED',
  'errors.SCHEDULE_IN_USE',
  'errors.DEFAULT_SCHEDULE_UNDELETABLE',
  'errors.EVENT_TYPE_LIMIT_REACHED',
  'errors.PAYMENTS_NOT_AVAILABLE',
  'errors.PAYMENT_PROVIDER_CONFIG',
  'errors.EVENT_TYPE_SLUG_TAKEN',
  'errors.EVENT_TYPE_HAS_BOOKINGS',
  'errors.CUSTOMER_EMAIL_TAKEN',
  'errors.CUSTOMER_NOT_FOUND',
  'errors.LOGIN_CODE_REQUIRED',
  'errors.EMAIL_CHANGE_UNDO_INVALID',
  // The pay page's (public.payment, attachPayment, verifyPayment, payOnArrival: only the pay page calls
  // them, and it loads the `app` part too).
  'errors.PAYMENT_PROVIDER_NOT_FOUND',
  'errors.PAYMENT_PROVIDER_UNSUPPORTED',
  'errors.PAYMENT_FAILED',
  'errors.PAYMENT_FAILED_RETRY',
  'errors.PAYMENT_VERIFICATION_FAILED',
  'errors.PAYMENT_CHECK_DELAYED',
  'errors.PAYMENT_EXPIRED',
  // The dashboard's confirmations (the confirmation page shows only the notices the booking flow and
  // the pay page hand it: app/src/pages/BookingConfirmedPage.tsx).
  'success.CUSTOMER_ADDED',
  'success.CUSTOMER_UPDATED',
  'success.CUSTOMER_DELETED',
  'success.CUSTOMER_ARCHIVED',
  'success.INVITE_SENT',
  'success.INVITE_CANCELLED',
  'success.PAYMENT_PROVIDER_UPDATED',
  'success.PAYMENT_PROVIDER_DELETED',
  'success.PAYMENT_EXPIRATION_UPDATED',
  'success.TEAM_JOINED',
  // Words of the frame and of the dashboard's forms, lists and dialogs that no public page shows.
  'app.tagline',
  'common.done',
  'common.cancel',
  'common.save',
  'common.search',
  'common.required',
  'common.optional',
  'common.actions',
  'common.more',
  'common.increase',
  'common.decrease',
  'common.selectPlaceholder',
  'common.comingNextBody',
  'common.select',
  'common.chooseDate',
  // Forms of the dashboard only: links, availability, event types, payment settings, refunds.
  'validation.reserved_link',
  'validation.invalid_time',
  'validation.range_end_before_start',
  'validation.ranges_overlap',
  'validation.invalid_date',
  'validation.date_out_of_window',
  'validation.duplicate_date',
  'validation.notice_too_long',
  'validation.active_to_before_from',
  'validation.price_too_low',
  'validation.price_without_payment',
  'validation.payment_required_not_enabled',
  'validation.publishable_key_invalid',
  'validation.secret_key_invalid',
  'validation.keys_mode_mismatch',
  'validation.iban_invalid',
  'validation.refund_too_big',
  'validation.refund_too_small',
  // Where, and how to reach us (issue 36): the calendar's and event type's place forms.
  'validation.url_https_required',
  // Reminders and messaging (issue 24): the event type form's reminder rules and no-show option, the
  // team's SMS and WhatsApp settings.
  'validation.reminder_offset_repeated',
  'validation.reminder_channel_repeated',
  'validation.no_show_prepay_without_payment',
  'errors.MESSAGING_CHANNEL_CONFIG',
  'errors.MESSAGING_NOT_AVAILABLE',
  // Marking attendance (the dashboard's), and the reminder's "I'll be there" page (the app's, with the `app`
  // part like the pay page: app/src/routes.tsx).
  'errors.BOOKING_NOT_ENDED',
  'errors.ATTEND_LINK_INVALID',
] as const;

/**
 * Keys of public namespaces that only the booking flow's later steps show — its details (with the phone
 * reminders' consent), the mailed code and their own checks: the `later` part, fetched with those steps'
 * chunk (screens/Booking/lazySteps.tsx). No other page names them (i18n.test.ts).
 */
export const LATER_MESSAGES = ['booking.details', 'booking.code', 'validation.phone_required_for_reminders', 'validation.phone_required_for_call'] as const;

export type MessagesPart = 'public' | 'later' | 'app';

type Tree = { [key: string]: unknown };
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);
const under = (key: string, paths: readonly string[]) => paths.some((p) => key === p || key.startsWith(`${p}.`));
const LISTED: readonly string[] = [...PUBLIC_MESSAGES, ...APP_ONLY_MESSAGES, ...LATER_MESSAGES];

/** Whether a key (or a key prefix) is in the `later` part. */
export const isLaterKey = (key: string): boolean => under(key, LATER_MESSAGES);

/** Whether a key (or a key prefix, 'errors') is in the public part. */
export const isPublicKey = (key: string): boolean => !isLaterKey(key) && !under(key, APP_ONLY_MESSAGES) && under(key, PUBLIC_MESSAGES);

/** The part a key (or a key prefix) is in. */
export const partOfKey = (key: string): MessagesPart => (isLaterKey(key) ? 'later' : isPublicKey(key) ? 'public' : 'app');

/** The part of `messages` that belongs to `part` (deep: a public key inside an app namespace goes alone). */
export function messagesPart<T extends Tree>(messages: T, part: MessagesPart): Partial<T> {
  const pick = (tree: Tree, prefix: string): Tree | undefined => {
    const out: Tree = {};
    for (const [k, v] of Object.entries(tree)) {
      const key = prefix + k;
      // A subtree with a listed path somewhere below it (auth → auth.code public, errors →
      // errors.BILLING_CHARGE_FAILED not, booking → booking.details later) is split further down.
      const mixed = isTree(v) && LISTED.some((p) => p.startsWith(`${key}.`));
      if (mixed) {
        const sub = pick(v, `${key}.`);
        if (sub) out[k] = sub;
      } else if (partOfKey(key) === part) out[k] = v;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  };
  return (pick(messages, '') ?? {}) as Partial<T>;
}
