// The booker's details, the mailed code and a cancellation's reason, checked in the browser without zod:
// the contracts' schemas (bookerSchema, otpCodeSchema, publicCancelInput) and zod with them weigh ~35 KB
// gzip, a fifth of the booking page. These checks give the same field issues as `validateWith(schema, …)`
// — the same keys, params and first issue per field, so the same messages — and the same cleaned values
// (validate.test.ts compares them on many inputs). The API still parses every request with the schemas:
// it remains the authority.
import { OTP_LENGTH, type Booker, type FieldErrors, type FieldIssue } from '@waqt/contracts';
import {
  BOOKING_NOTES_MAX,
  BOOKING_REASON_MAX,
  E164,
  EMAIL_MAX,
  FULL_NAME_MAX,
  INVALID_CHARACTERS_ISSUE,
  PHONE_FOR_CALL_ISSUE,
  PHONE_ISSUE,
  PHONE_TYPED_MAX,
  isStorableText,
  normalizePhone,
} from '@waqt/contracts/rules';
import type { Validation } from './validation.ts';

/** What the booker typed, as typed (checked on continue). */
export interface BookerDraft {
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** "Send me reminders by WhatsApp and SMS at this number" (asked only when the event type reminds by phone). */
  messagingConsent?: boolean | undefined;
}
export const emptyBooker: BookerDraft = { name: '', email: '', phone: '', notes: '', messagingConsent: false };

/**
 * The one check beyond `bookerSchema` (the form's own): agreeing to reminders by phone needs the number.
 * (The API takes consent without a phone and simply sends nothing; the form asks for the number instead.)
 */
export const PHONE_FOR_REMINDERS_ISSUE = 'phone_required_for_reminders';

// The bounds and helpers come from `@waqt/contracts/rules`: the very code the schemas use, without zod.
const NAME_MAX = FULL_NAME_MAX;
const NOTES_MAX = BOOKING_NOTES_MAX;
const PHONE_MAX = PHONE_TYPED_MAX;
export const REASON_MAX = BOOKING_REASON_MAX;
/** zod's `z.email()` pattern (emailSchema), character for character. */
// eslint-disable-next-line no-useless-escape -- zod's own source (validate.test.ts compares the two)
export const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

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

/**
 * The booker's details as `bookerSchema` checks them: one issue per field, or the cleaned booker — and,
 * beyond the schema, a phone when the booker agreed to reminders by phone (PHONE_FOR_REMINDERS_ISSUE) or
 * the appointment is a phone call (`phoneCall`: the API refuses it without one, PHONE_FOR_CALL_ISSUE).
 */
export function validateBooker(draft: BookerDraft, { phoneCall = false }: { phoneCall?: boolean } = {}): Validation<Booker> {
  const errors: FieldErrors = {};
  const booker: Booker = { name: '', email: '', messagingConsent: draft.messagingConsent === true };

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
  } else if (phoneCall) errors.phone = { issue: PHONE_FOR_CALL_ISSUE };
  else if (booker.messagingConsent) errors.phone = { issue: PHONE_FOR_REMINDERS_ISSUE };
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
