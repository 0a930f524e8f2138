// The booker's details, the mailed code and a cancellation's reason, checked in the browser without zod:
// the contracts' schemas (bookerSchema, otpCodeSchema, publicCancelInput) and zod with them weigh ~35 KB
// gzip, a fifth of the booking page. These checks give the same field issues as `validateWith(schema, …)`
// — the same keys, params and first issue per field, so the same messages — and the same cleaned values
// (validate.test.ts compares them on many inputs). The API still parses every request with the schemas:
// it remains the authority.
import { OTP_LENGTH, type Booker, type FieldErrors, type FieldIssue } from '@waqt/contracts';
import type { Validation } from '../../forms/validation.ts';

/** What the booker typed, as typed (checked on continue). */
export interface BookerDraft {
  name: string;
  email: string;
  phone: string;
  notes: string;
}
export const emptyBooker: BookerDraft = { name: '', email: '', phone: '', notes: '' };

// The bounds and helpers of contracts/booking.ts, auth.ts and text.ts. Imported from there they would
// bring zod along (those modules' schemas are module-level code the bundler keeps, and text.ts's chunk
// imports zod for textSchema), so they are repeated here; validate.test.ts checks they are the contracts' own.
/** FULL_NAME_MAX */
export const NAME_MAX = 120;
/** BOOKING_NOTES_MAX */
export const NOTES_MAX = 1000;
/** The email's bound (emailSchema's max). */
export const EMAIL_MAX = 254;
/** phoneSchema's bound on the typed number. */
export const PHONE_MAX = 40;
/** BOOKING_REASON_MAX */
export const REASON_MAX = 500;
/** PHONE_ISSUE */
export const PHONE_ISSUE = 'phone_invalid';
/** E164 */
export const E164 = /^\+[1-9]\d{7,14}$/;
/** zod's `z.email()` pattern (emailSchema), character for character. */
// eslint-disable-next-line no-useless-escape -- zod's own source (validate.test.ts compares the two)
export const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** INVALID_CHARACTERS_ISSUE */
export const INVALID_CHARACTERS_ISSUE = 'invalid_characters';
// eslint-disable-next-line no-control-regex -- control characters are exactly what these match (contracts/text.ts)
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** contracts' isStorableText: no control characters (tab and line breaks allowed in multi-line text), no lone surrogates. */
export function isStorableText(value: string, opts: { multiline?: boolean } = {}): boolean {
  return !(opts.multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value) && !LONE_SURROGATE.test(value);
}

/** contracts' normalizePhone: a number as typed, to E.164 (spaces, dashes, Arabic digits, 00, a Saudi 05… mobile). */
export function normalizePhone(raw: string): string {
  let s = raw.replace(/[\s\-.()\u200e\u200f]/g, '');
  s = s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  if (/^05\d{8}$/.test(s)) s = `+966${s.slice(1)}`;
  return s;
}

const tooSmall = (min: number): FieldIssue => ({ issue: 'too_small', params: { min } });
const tooBig = (max: number): FieldIssue => ({ issue: 'too_big', params: { max } });

/** textSchema({ min, max, multiline }): trimmed, bounded, storable. */
function text(value: string, min: number, max: number, multiline = false): { value: string } | { issue: FieldIssue } {
  const v = value.trim();
  if (v.length < min) return { issue: tooSmall(min) };
  if (v.length > max) return { issue: tooBig(max) };
  if (!isStorableText(v, { multiline })) return { issue: { issue: INVALID_CHARACTERS_ISSUE } };
  return { value: v };
}

/** The booker's details as `bookerSchema` checks them: one issue per field, or the cleaned booker. */
export function validateBooker(draft: BookerDraft): Validation<Booker> {
  const errors: FieldErrors = {};
  const booker: Booker = { name: '', email: '' };

  const name = text(draft.name, 1, NAME_MAX);
  if ('issue' in name) errors.name = name.issue;
  else booker.name = name.value;

  // z.email() checks the value as typed, then trims, lower-cases and bounds it.
  if (!EMAIL.test(draft.email)) errors.email = { issue: 'invalid_format', format: 'email' };
  else {
    const email = draft.email.trim().toLowerCase();
    if (email.length > EMAIL_MAX) errors.email = tooBig(EMAIL_MAX);
    else booker.email = email;
  }

  // Optional fields: blank means "not given".
  if (draft.phone.trim() !== '') {
    const typed = draft.phone.trim();
    const phone = normalizePhone(typed);
    if (typed.length > PHONE_MAX) errors.phone = tooBig(PHONE_MAX);
    else if (!E164.test(phone)) errors.phone = { issue: PHONE_ISSUE };
    else booker.phone = phone;
  }
  if (draft.notes.trim() !== '') {
    const notes = text(draft.notes, 1, NOTES_MAX, true);
    if ('issue' in notes) errors.notes = notes.issue;
    else booker.notes = notes.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: booker };
}

/** A cancellation's reason as `publicCancelInput` checks it: optional (blank is none), trimmed, bounded, storable. */
export function validateReason(reason: string): { ok: true; data: string | undefined } | { ok: false; issue: FieldIssue } {
  if (reason.trim() === '') return { ok: true, data: undefined };
  const r = text(reason, 1, REASON_MAX, true);
  return 'issue' in r ? { ok: false, issue: r.issue } : { ok: true, data: r.value };
}

/** The mailed code as `otpCodeSchema` checks it: six digits once trimmed. */
export const isOtpCode = (code: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code.trim());
