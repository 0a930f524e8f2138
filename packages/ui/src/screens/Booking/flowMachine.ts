// The booking flow as an explicit step machine: typed states and events, one pure reducer. The screen
// (BookingFlowSteps.tsx) runs the side effects — mailing a code, booking — and reports what came back as
// events; every move between steps is decided here, and unit-tested (flowMachine.test.ts).
import type { Booker, ErrorCode } from '@waqt/contracts';
import type { FieldErrors } from '../../forms/validation.ts';
import { emptyBooker, isOtpCode, validateBooker, type BookerDraft } from '../../forms/booker.ts';

export type BookingStep = 'pick' | 'details' | 'code' | 'review';
type FlowMode = 'book' | 'reschedule';

/** What a booking or a move came to (the container's answer). */
type FlowOutcome = { ok: true } | { ok: false; error: ErrorCode; fields?: FieldErrors };

export interface FlowState {
  mode: FlowMode;
  /** The event type asks every booker for a mailed code. */
  verificationRequired: boolean;
  /**
   * A booker who asks for reminders by phone is asked for a mailed code (a free event type that reminds by
   * SMS or WhatsApp: the API's rule against message fraud, docs/decisions.md "Phone messages and toll fraud").
   */
  consentNeedsCode: boolean;
  /** A phone call (the event type's place): the team calls the booker, so the phone is required. */
  phoneCall: boolean;
  /** The API asked for a code although the event type does not (a second unpaid hold of one email). */
  codeAsked: boolean;
  step: BookingStep;
  /** The visitor moved between steps (focus follows moves, not the first render). */
  moved: boolean;
  /** The selected day, 'YYYY-MM-DD' in the visitor's zone. */
  date?: string | undefined;
  /** The selected time, an ISO instant. */
  start?: string | undefined;
  draft: BookerDraft;
  fieldErrors: FieldErrors;
  /** The validated details, once the visitor continued past them. */
  booker?: Booker | undefined;
  code: string;
  /** Translation key of the code field's error. */
  codeError?: string | undefined;
  /** When the last code may be sent again. */
  resendAt?: string | undefined;
  /** The address the last code went to: coming back to the details and on again reuses that code. */
  codeSentTo?: string | undefined;
  /** The current step's failure (shown in an alert). */
  stepError?: ErrorCode | undefined;
  /** Why the visitor is back at the time picker (the time was taken meanwhile). */
  notice?: ErrorCode | undefined;
  /** A request is in flight (buttons show it, a second press does nothing). */
  pending: boolean;
}

export type FlowEvent =
  | { type: 'dateSelected'; date: string }
  | { type: 'startSelected'; start: string }
  | { type: 'zoneChanged' }
  | { type: 'draftChanged'; draft: BookerDraft }
  /** Continue on the details step; `now` decides whether the last code is still good. */
  | { type: 'detailsSubmitted'; now: number }
  | { type: 'codeRequested' }
  | { type: 'codeSent'; email: string; resendAt: string; advance: boolean }
  | { type: 'codeFailed'; error: ErrorCode; advance: boolean }
  | { type: 'codeChanged'; code: string }
  | { type: 'codeSubmitted' }
  | { type: 'submitStarted' }
  | { type: 'submitted'; outcome: FlowOutcome }
  | { type: 'back' }
  /**
   * The address changed (Back, Forward, a reload or a shared link): go to that step with what the visitor
   * entered, as far as it can be reached — a step whose inputs are missing falls back to the one that asks for them.
   */
  | { type: 'restore'; step: BookingStep; date?: string | undefined; start?: string | undefined }
  /** The chosen time (from the address) is no longer offered: back to the picker, saying so. */
  | { type: 'slotGone' };

export interface FlowInit {
  mode?: FlowMode | undefined;
  verificationRequired: boolean;
  consentNeedsCode?: boolean | undefined;
  phoneCall?: boolean | undefined;
  step?: BookingStep | undefined;
  date?: string | undefined;
  start?: string | undefined;
  booker?: Partial<BookerDraft> | undefined;
  resendAt?: string | undefined;
  /** The address the last code went to (a reload keeps it, so the code step can be restored). */
  codeSentTo?: string | undefined;
  /** The code typed so far. */
  code?: string | undefined;
}

export function initialFlow(init: FlowInit): FlowState {
  const draft = { ...emptyBooker, ...init.booker };
  const phoneCall = init.phoneCall ?? false;
  const valid = validateBooker(draft, { phoneCall });
  const s: FlowState = {
    mode: init.mode ?? 'book',
    verificationRequired: init.verificationRequired,
    consentNeedsCode: init.consentNeedsCode ?? false,
    phoneCall,
    codeAsked: false,
    step: 'pick',
    moved: false,
    date: init.date,
    start: init.start,
    draft,
    fieldErrors: {},
    booker: valid.ok ? valid.data : undefined,
    code: init.code ?? '',
    resendAt: init.resendAt,
    codeSentTo: init.codeSentTo,
    pending: false,
  };
  return { ...s, step: reachableStep(s, init.step ?? 'pick') };
}

/**
 * The step nearest to `want` that the state can show: no time → the picker; no valid details → the details;
 * a code needed but none sent to this address → the details, none typed → the code step.
 */
function reachableStep(s: FlowState, want: BookingStep): BookingStep {
  if (!s.start || want === 'pick') return 'pick';
  if (s.mode === 'reschedule') return 'review';
  if (want === 'details' || !s.booker) return 'details';
  const codeReady = !needsCode(s) || (s.codeSentTo === s.booker.email && isOtpCode(s.code));
  if (want === 'code') return needsCode(s) && s.codeSentTo === s.booker.email ? 'code' : 'details';
  return codeReady ? 'review' : needsCode(s) && s.codeSentTo === s.booker.email ? 'code' : 'details';
}

/** Whether this flow asks for a mailed code before the review (never when moving a booking). */
export const needsCode = (s: FlowState): boolean =>
  s.mode === 'book' && (s.verificationRequired || s.codeAsked || (s.consentNeedsCode && s.booker?.messagingConsent === true));

/** The step the screen shows: without a time there is nothing to review or book. */
export const visibleStep = (s: FlowState): BookingStep => (s.start ? s.step : 'pick');

/** After the details: straight to review, to the code already on its way, or a code must be mailed first. */
export function afterDetails(s: FlowState, booker: Booker, now: number): 'review' | 'code' | 'send' {
  // These details decide (a booker asking for phone reminders may need a code), not the ones before.
  if (!needsCode({ ...s, booker })) return 'review';
  if (s.codeSentTo === booker.email && s.resendAt && Date.parse(s.resendAt) > now) return 'code';
  return 'send';
}

/** The step before the current one (Back). */
export function previousStep(s: FlowState): BookingStep {
  switch (s.step) {
    case 'details':
      return 'pick';
    case 'code':
      return 'details';
    case 'review':
      return s.mode === 'reschedule' ? 'pick' : needsCode(s) ? 'code' : 'details';
    default:
      return 'pick';
  }
}

const go = (s: FlowState, step: BookingStep): FlowState => ({ ...s, step, moved: true, stepError: undefined });

/** Field issues the API sent back for the booker, keyed by the form's field names. */
function bookerFields(fields: FieldErrors | undefined): FieldErrors | undefined {
  if (!fields) return undefined;
  const mine: FieldErrors = {};
  for (const [k, v] of Object.entries(fields)) if (k.startsWith('booker.')) mine[k.slice('booker.'.length)] = v;
  return Object.keys(mine).length > 0 ? mine : undefined;
}

export function flowReducer(s: FlowState, e: FlowEvent): FlowState {
  switch (e.type) {
    case 'dateSelected':
      return { ...s, date: e.date, notice: undefined };
    case 'startSelected':
      return go({ ...s, start: e.start, notice: undefined }, s.mode === 'reschedule' ? 'review' : 'details');
    case 'zoneChanged':
      // The times change with the zone: the chosen one no longer means what the visitor saw.
      return { ...s, start: undefined, step: 'pick' };
    case 'draftChanged':
      return { ...s, draft: e.draft };
    case 'detailsSubmitted': {
      // The same issues as the contracts' bookerSchema (validate.ts); the API checks again with the schema.
      const r = validateBooker(s.draft, { phoneCall: s.phoneCall });
      if (!r.ok) return { ...s, fieldErrors: r.errors };
      const next = { ...s, fieldErrors: {}, booker: r.data };
      const then = afterDetails(next, r.data, e.now);
      return then === 'send' ? next : go(next, then);
    }
    case 'codeRequested':
    case 'submitStarted':
      return { ...s, pending: true };
    case 'codeSent': {
      const sent = { ...s, pending: false, resendAt: e.resendAt, codeSentTo: e.email, codeError: undefined };
      return e.advance ? go(sent, 'code') : { ...sent, stepError: undefined };
    }
    case 'codeFailed':
      // A code for this address went out less than a minute ago: it is still good.
      if (e.advance && e.error === 'OTP_RESEND_TOO_SOON') return { ...go({ ...s, pending: false }, 'code'), stepError: e.error };
      return { ...s, pending: false, stepError: e.error };
    case 'codeChanged':
      return { ...s, code: e.code };
    case 'codeSubmitted':
      if (!isOtpCode(s.code)) return { ...s, codeError: 'booking.code.invalid' };
      return go({ ...s, codeError: undefined }, 'review');
    case 'submitted': {
      const r = e.outcome;
      const done = { ...s, pending: false };
      if (r.ok) return done;
      if (r.error === 'SLOT_TAKEN' || r.error === 'SLOT_UNAVAILABLE') return { ...go({ ...done, start: undefined }, 'pick'), notice: r.error };
      // The screen mails the code next (sendCode with advance), which moves on to the code step.
      if (r.error === 'BOOKER_CODE_REQUIRED' && s.booker) return { ...done, codeAsked: true };
      if (r.error === 'INVALID_OTP' || r.error === 'OTP_EXPIRED') return { ...go(done, 'code'), codeError: `errors.${r.error}` };
      const fields = bookerFields(r.fields);
      if (fields) return go({ ...done, fieldErrors: fields }, 'details');
      return { ...done, stepError: r.error };
    }
    case 'back':
      return go(s, previousStep(s));
    case 'restore': {
      const next = { ...s, date: e.date, start: e.start, notice: undefined, pending: false };
      return go(next, reachableStep(next, e.step));
    }
    case 'slotGone':
      return { ...go({ ...s, start: undefined }, 'pick'), notice: 'SLOT_UNAVAILABLE' };
  }
}
