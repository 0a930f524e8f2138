/** Business constants of SPEC §9. One place; every package imports from here. */

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/**
 * Full BCP 47 tags used for Intl formatting, by the UI and the mails alike. Arabic is Saudi Arabic with
 * Latin digits (`-u-nu-latn`: "10:30 ص", "150.00 ر.س."), as Saudi apps and banks write it; plain ar-SA
 * would write Arabic-Indic digits (١٠), whose zero reads as a dot (docs/decisions.md, "Digits in Arabic").
 */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', ar: 'ar-SA-u-nu-latn' };

/**
 * A locale's tag with a calendar pinned ('gregory', 'islamic-umalqura'): 'ar-SA-u-ca-gregory-nu-latn'.
 * Always build such tags here: appending "-u-ca-…" to a tag that already has a -u- extension is a
 * RangeError in Intl; Intl.Locale merges the keys.
 */
export function localeTag(locale: Locale, calendar?: string): string {
  return calendar ? new Intl.Locale(LOCALE_TAGS[locale], { calendar }).toString() : LOCALE_TAGS[locale];
}
export const LOCALE_DIR: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };
/** localStorage key for the chosen locale. */
export const LOCALE_STORAGE_KEY = 'locale';
/** Cookie the server reads to send mail in the right language. */
export const LOCALE_COOKIE = 'waqt_locale';
export const LOCALE_COOKIE_DAYS = 365;

export function isLocale(value: unknown): value is Locale {
  // A real list membership test — not the spec's 'ar, en' substring quirk (docs/decisions.md).
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'theme';
/** localStorage key of the cached current user (SPEC §3). */
export const USER_STORAGE_KEY = 'user';

/** The product's home zone (SPEC): new accounts and calendars start in it. */
export const DEFAULT_TIMEZONE = 'Asia/Riyadh';

/** How long an invite stays valid unless the API's INVITE_VALID_DAYS says otherwise (SPEC said 24 h; issue 36 item 8). */
export const INVITE_VALID_DAYS_DEFAULT = 7;
export const ONE_HOUR_MS = 3_600_000;
/** @alias of ONE_HOUR_MS, by what it is for. */
export const PASSWORD_RESET_VALID_MS = ONE_HOUR_MS;
/** How long the old address's "undo this email change" link works. */
export const EMAIL_CHANGE_UNDO_VALID_MS = 7 * 24 * ONE_HOUR_MS;
/** Wrong passwords for one address (from anywhere, 24 h) after which password sign-in also needs a mailed code. */
export const LOGIN_CODE_AFTER_FAILURES = 10;

/** TanStack Query defaults (SPEC §9). */
export const QUERY_STALE_MS = 5_000;
export const QUERY_GC_MS = 5 * 60_000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1_000;
export const QUERY_RETRY_MAX_MS = 30_000;

/** HTTP client retry rules (SPEC §7). */
export const HTTP_RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const HTTP_SAFE_METHOD_RETRIES = 1;
export const HTTP_UNSAFE_METHOD_RETRIES = 0;

export const DEV_API_PORT = 5011;
export const DEV_APP_PORT = 5030;

/** Chunk-load reload guard (SPEC §8/§9). */
export const RELOAD_GUARD_MS = 10_000;

/** VAT on totals, as basis points (15 %). */
export const VAT_BASIS_POINTS = 1_500;
/** Card verification charge: 1 SAR, refunded at once. */
export const CARD_VERIFICATION_HALALAS = 100;
export const CURRENCY = 'SAR' as const;

export const PAYMENT_EXPIRATION_MIN_MINUTES = 1;
export const PAYMENT_EXPIRATION_MAX_MINUTES = 1_440;
export const PAYMENT_EXPIRATION_DEFAULT_MINUTES = 15;

/** Analytics (SPEC §9). */
export const ANALYTICS = {
  sessionIdleTimeoutSeconds: 1_800,
  cookieExpirationDays: 365,
  featureFlagRequestTimeoutMs: 3_000,
  requestTimeoutMs: 60_000,
  propertyStringMaxLength: 65_535,
  rejectedDistinctIds: ['distinct_id', 'distinctid'],
} as const;

/** One-time codes (accounts). */
export const OTP_LENGTH = 6;
export const OTP_VALID_MS = 10 * 60_000;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_MS = 60_000;

/** A booking's life (SPEC §4): pending awaits payment and expires at `expiresAt`. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
/**
 * A live booking: pending or confirmed. It holds its time (the API's exclusion constraint
 * `bookings_no_overlap` covers exactly these) and may still be changed or cancelled.
 */
export const isLiveStatus = (status: string): boolean => status === 'pending' || status === 'confirmed';

/**
 * Open pending (unpaid) holds one booker email may have at once, across Waqt. The first needs no
 * code (unless the event type asks for one); a second needs the email verified by code; more than
 * this many are refused (BOOKING_HOLDS_LIMIT). Per client IP: the API's BOOKING_HOLDS_PER_IP.
 */
export const BOOKING_HOLDS_PER_EMAIL = 3;
