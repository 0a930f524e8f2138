import { describe, expect, it } from 'vitest';
import { afterDetails, flowReducer, initialFlow, needsCode, previousStep, visibleStep, type FlowEvent, type FlowState } from './flowMachine.ts';

const START = '2026-12-01T07:00:00.000Z';
const NOW = Date.parse('2026-11-26T08:00:00Z');
const details = { name: 'Sara Al-Qahtani', email: 'sara@example.com', phone: '', notes: '' };
const run = (s: FlowState, ...events: FlowEvent[]) => events.reduce(flowReducer, s);
const fresh = (verificationRequired = false) => initialFlow({ verificationRequired });

describe('booking flow machine', () => {
  it('walks pick → details → review without verification', () => {
    let s = run(fresh(), { type: 'dateSelected', date: '2026-12-01' }, { type: 'startSelected', start: START });
    expect(s.step).toBe('details');
    expect(s.moved).toBe(true);
    s = run(s, { type: 'draftChanged', draft: details }, { type: 'detailsSubmitted', now: NOW });
    expect(s.step).toBe('review');
    expect(s.booker).toMatchObject({ name: 'Sara Al-Qahtani', email: 'sara@example.com' });
    expect(previousStep(s)).toBe('details');
  });

  it('stays on the details with the field errors when they are invalid', () => {
    const s = run(fresh(), { type: 'startSelected', start: START }, { type: 'draftChanged', draft: { ...details, email: 'not-an-email' } }, { type: 'detailsSubmitted', now: NOW });
    expect(s.step).toBe('details');
    expect(Object.keys(s.fieldErrors)).toContain('email');
    expect(s.booker).toBeUndefined();
  });

  it('asks for a code when verification is required: send, then code, then review', () => {
    let s = run(fresh(true), { type: 'startSelected', start: START }, { type: 'draftChanged', draft: details }, { type: 'detailsSubmitted', now: NOW });
    expect(s.step).toBe('details');
    expect(afterDetails(s, s.booker!, NOW)).toBe('send');
    s = run(s, { type: 'codeRequested' });
    expect(s.pending).toBe(true);
    s = run(s, { type: 'codeSent', email: details.email, resendAt: '2026-11-26T08:01:00Z', advance: true });
    expect(s).toMatchObject({ step: 'code', pending: false, codeSentTo: details.email });
    s = run(s, { type: 'codeChanged', code: '12' }, { type: 'codeSubmitted' });
    expect(s).toMatchObject({ step: 'code', codeError: 'booking.code.invalid' });
    s = run(s, { type: 'codeChanged', code: '123456' }, { type: 'codeSubmitted' });
    expect(s).toMatchObject({ step: 'review', codeError: undefined });
    expect(previousStep(s)).toBe('code');
  });

  it('asks for a code when the booker wants phone reminders on a free event type (message fraud), not otherwise', () => {
    const phoneFlow = () => run(initialFlow({ verificationRequired: false, consentNeedsCode: true }), { type: 'startSelected', start: START });
    const consenting = { ...details, phone: '0512345678', messagingConsent: true };
    let s = run(phoneFlow(), { type: 'draftChanged', draft: consenting }, { type: 'detailsSubmitted', now: NOW });
    expect(needsCode(s)).toBe(true);
    expect(afterDetails(s, s.booker!, NOW)).toBe('send');
    s = run(s, { type: 'codeSent', email: details.email, resendAt: '2026-11-26T08:01:00Z', advance: true }, { type: 'codeChanged', code: '123456' }, { type: 'codeSubmitted' });
    expect(s.step).toBe('review');
    expect(previousStep(s)).toBe('code');
    // Unticked: no code; the same box on a paid event type (consentNeedsCode false): no code either.
    const plain = run(phoneFlow(), { type: 'draftChanged', draft: { ...consenting, messagingConsent: false } }, { type: 'detailsSubmitted', now: NOW });
    expect(plain.step).toBe('review');
    const paid = run(fresh(), { type: 'startSelected', start: START }, { type: 'draftChanged', draft: consenting }, { type: 'detailsSubmitted', now: NOW });
    expect(paid.step).toBe('review');
  });

  it('reuses a code still good for the same address, and mails a new one for another address', () => {
    let s = run(fresh(true), { type: 'startSelected', start: START }, { type: 'draftChanged', draft: details }, { type: 'detailsSubmitted', now: NOW });
    s = run(s, { type: 'codeSent', email: details.email, resendAt: '2026-11-26T08:01:00Z', advance: true }, { type: 'back' });
    expect(s.step).toBe('details');
    expect(run(s, { type: 'detailsSubmitted', now: NOW }).step).toBe('code');
    // A minute later the code may be sent again: a new one goes out.
    expect(run(s, { type: 'detailsSubmitted', now: NOW + 61_000 }).step).toBe('details');
    s = run(s, { type: 'draftChanged', draft: { ...details, email: 'other@example.com' } }, { type: 'detailsSubmitted', now: NOW });
    expect(s.step).toBe('details');
    expect(afterDetails(s, s.booker!, NOW)).toBe('send');
  });

  it('goes on to the code step when a code was sent less than a minute ago, and says so', () => {
    const s = run(fresh(true), { type: 'startSelected', start: START }, { type: 'codeFailed', error: 'OTP_RESEND_TOO_SOON', advance: true });
    expect(s).toMatchObject({ step: 'code', stepError: 'OTP_RESEND_TOO_SOON', pending: false });
    const resend = run(s, { type: 'codeFailed', error: 'RATE_LIMITED', advance: false });
    expect(resend).toMatchObject({ step: 'code', stepError: 'RATE_LIMITED' });
  });

  it('sends the visitor back to the times when the slot was taken meanwhile', () => {
    let s = run(fresh(), { type: 'startSelected', start: START }, { type: 'draftChanged', draft: details }, { type: 'detailsSubmitted', now: NOW }, { type: 'submitStarted' });
    s = run(s, { type: 'submitted', outcome: { ok: false, error: 'SLOT_TAKEN' } });
    expect(s).toMatchObject({ step: 'pick', start: undefined, notice: 'SLOT_TAKEN', pending: false });
    expect(s.booker?.email).toBe(details.email);
    s = run(s, { type: 'dateSelected', date: '2026-12-02' });
    expect(s.notice).toBeUndefined();
  });

  it('asks for a code the event type does not require when the API asks for one', () => {
    const s = run(fresh(), { type: 'startSelected', start: START }, { type: 'draftChanged', draft: details }, { type: 'detailsSubmitted', now: NOW }, { type: 'submitted', outcome: { ok: false, error: 'BOOKER_CODE_REQUIRED' } });
    expect(s.codeAsked).toBe(true);
    expect(needsCode(s)).toBe(true);
    expect(previousStep(s)).toBe('code');
  });

  it('returns to the code on a wrong or expired code, and to the details on the API’s field issues', () => {
    const review = run(fresh(true), { type: 'startSelected', start: START }, { type: 'draftChanged', draft: details }, { type: 'detailsSubmitted', now: NOW }, { type: 'codeSent', email: details.email, resendAt: '2026-11-26T08:01:00Z', advance: true }, { type: 'codeChanged', code: '123456' }, { type: 'codeSubmitted' });
    expect(run(review, { type: 'submitted', outcome: { ok: false, error: 'OTP_EXPIRED' } })).toMatchObject({ step: 'code', codeError: 'errors.OTP_EXPIRED' });
    const fields = run(review, { type: 'submitted', outcome: { ok: false, error: 'INVALID_REQUEST', fields: { 'booker.phone': { code: 'INVALID_PHONE' } as never, start: { code: 'X' } as never } } });
    expect(fields.step).toBe('details');
    expect(Object.keys(fields.fieldErrors)).toEqual(['phone']);
    const other = run(review, { type: 'submitted', outcome: { ok: false, error: 'RATE_LIMITED' } });
    expect(other).toMatchObject({ step: 'review', stepError: 'RATE_LIMITED' });
  });

  it('reschedules with no details: pick → review → back to pick', () => {
    let s = initialFlow({ mode: 'reschedule', verificationRequired: true });
    expect(needsCode(s)).toBe(false);
    s = run(s, { type: 'startSelected', start: START });
    expect(s.step).toBe('review');
    expect(run(s, { type: 'back' }).step).toBe('pick');
  });

  it('shows the times when the zone changes or no time is chosen', () => {
    const s = run(fresh(), { type: 'startSelected', start: START }, { type: 'zoneChanged' });
    expect(s.start).toBeUndefined();
    expect(visibleStep(s)).toBe('pick');
    expect(visibleStep(initialFlow({ verificationRequired: false, step: 'review' }))).toBe('pick');
  });

  it('a step change clears the last step’s error', () => {
    const s = run(fresh(), { type: 'startSelected', start: START }, { type: 'codeFailed', error: 'RATE_LIMITED', advance: false });
    expect(s.stepError).toBe('RATE_LIMITED');
    expect(run(s, { type: 'back' }).stepError).toBeUndefined();
  });

  describe('restoring a step from the address (Back, Forward, reload, a shared link)', () => {
    it('Back and Forward move between steps with the details kept', () => {
      let s = run(fresh(), { type: 'dateSelected', date: '2026-12-01' }, { type: 'startSelected', start: START }, { type: 'draftChanged', draft: details }, { type: 'detailsSubmitted', now: NOW });
      expect(s.step).toBe('review');
      s = run(s, { type: 'restore', step: 'details', date: '2026-12-01', start: START });
      expect(s).toMatchObject({ step: 'details', draft: details });
      s = run(s, { type: 'restore', step: 'pick', date: '2026-12-01', start: START });
      expect(s).toMatchObject({ step: 'pick', start: START, date: '2026-12-01' });
      s = run(s, { type: 'restore', step: 'review', date: '2026-12-01', start: START });
      expect(s).toMatchObject({ step: 'review', booker: { email: details.email } });
    });

    it('falls back to the step that asks for what is missing', () => {
      // No time: the picker, whatever the address says.
      expect(run(fresh(), { type: 'restore', step: 'review', date: '2026-12-01' }).step).toBe('pick');
      // A time but no details yet (a shared link to the review): the details.
      expect(run(fresh(), { type: 'restore', step: 'review', start: START }).step).toBe('details');
      // A code is required but none was mailed to this address: the details (Continue mails it).
      const withDetails = initialFlow({ verificationRequired: true, start: START, booker: details });
      expect(run(withDetails, { type: 'restore', step: 'code', start: START }).step).toBe('details');
      expect(run(withDetails, { type: 'restore', step: 'review', start: START }).step).toBe('details');
      // Mailed but not typed: the code step.
      const mailed = initialFlow({ verificationRequired: true, start: START, booker: details, codeSentTo: details.email });
      expect(run(mailed, { type: 'restore', step: 'review', start: START }).step).toBe('code');
      // Mailed and typed: the review.
      const typed = initialFlow({ verificationRequired: true, start: START, booker: details, codeSentTo: details.email, code: '123456' });
      expect(run(typed, { type: 'restore', step: 'review', start: START }).step).toBe('review');
    });

    it('a reload starts on the step of the address with what was saved', () => {
      const s = initialFlow({ verificationRequired: false, step: 'review', date: '2026-12-01', start: START, booker: details });
      expect(s).toMatchObject({ step: 'review', moved: false, booker: { name: details.name } });
      expect(initialFlow({ verificationRequired: false, step: 'review', start: START }).step).toBe('details');
      expect(initialFlow({ mode: 'reschedule', verificationRequired: true, step: 'details', start: START }).step).toBe('review');
    });

    it('a time no longer offered goes back to the picker with a notice', () => {
      const s = run(initialFlow({ verificationRequired: false, step: 'details', start: START }), { type: 'slotGone' });
      expect(s).toMatchObject({ step: 'pick', start: undefined, notice: 'SLOT_UNAVAILABLE' });
    });
  });
});
