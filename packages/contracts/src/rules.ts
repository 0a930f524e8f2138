/**
 * Rules of the contracts that need no zod: plain constants and functions the schemas use, and that the
 * public booking pages import directly (`@waqt/contracts/rules`) so the browser checks a booker's
 * details with the very same code without loading zod.
 */

/** The field issue (an i18n key under `validation.`) for text holding characters we never store. */
export const INVALID_CHARACTERS_ISSUE = 'invalid_characters';

// NUL (PostgreSQL text cannot store it: the request would fail as a 500), the other C0 and C1
// control characters (invisible; a name with a carriage return could break a mail header or a CSV),
// and lone UTF-16 surrogates (not Unicode: they cannot be encoded as UTF-8 and turn into U+FFFD or
// an error on the way to the database). Multi-line text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- control characters are exactly what these match
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text can be stored and shown as it was typed (see above). */
export function isStorableText(value: string, opts: { multiline?: boolean } = {}): boolean {
  return !(opts.multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value) && !LONE_SURROGATE.test(value);
}

/** Arabic-Indic and Eastern Arabic-Indic digits (as an Arabic keyboard types them) as ASCII ones. */
export function asciiDigits(s: string): string {
  return s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/**
 * A phone number as typed, to E.164. Spaces, dashes, dots and brackets are dropped; `00` becomes
 * `+`; a Saudi mobile in local form (05x xxx xxxx) becomes +9665…. Anything else must already be
 * E.164 (`+` and 8–15 digits). The API checks the number with libphonenumber-js on top of this.
 */
export function normalizePhone(raw: string): string {
  let s = asciiDigits(raw.replace(/[\s\-.()\u200e\u200f]/g, ''));
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  if (/^05\d{8}$/.test(s)) s = `+966${s.slice(1)}`;
  return s;
}
export const E164 = /^\+[1-9]\d{7,14}$/;
export const PHONE_ISSUE = 'phone_invalid';
/** The field issue of a booking without the phone number a phone-call event type needs (the team calls it). */
export const PHONE_FOR_CALL_ISSUE = 'phone_required_for_call';
/** The longest phone number accepted as typed (before normalising). */
export const PHONE_TYPED_MAX = 40;

export const FULL_NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const BOOKING_NOTES_MAX = 1000;
export const BOOKING_REASON_MAX = 500;
