import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookerSchema, otpCodeSchema, publicCancelInput } from '@waqt/contracts';
import { validateWith } from './validation.ts';
import { EMAIL, isOtpCode, PHONE_FOR_REMINDERS_ISSUE, validateBooker, validateReason, type BookerDraft } from './booker.ts';

const names = ['', '   ', 'Nora', '  Nora Al-Harbi  ', 'نورة', 'a'.repeat(120), ` ${'a'.repeat(120)} `, 'a'.repeat(121), 'x\u0000y', 'two\nlines', 'bad\uD800', '\u200e'];
const emails = [
  '',
  ' ',
  'nora@',
  'nora@example.com',
  'Nora@Example.COM',
  ' nora@example.com',
  'nora@example.com ',
  'a@b.c',
  "o'neil+tag@mail.example.sa",
  'nora@exa mple.com',
  'nora..x@example.com',
  '.nora@example.com',
  `${'a'.repeat(64)}@${'b'.repeat(190)}.com`,
  `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
  'نورة@example.com',
];
const phones = ['', '   ', '0512345678', '05 1234 5678', ' 0512345678 ', '+966512345678', '00966512345678', '12345', '+1 (415) 555-0100', '٠٥١٢٣٤٥٦٧٨', '۰۵۱۲۳۴۵۶۷۸', '+12', '+9665123456789012', '1'.repeat(41), ` ${'1'.repeat(39)} `, '+966-51.234(5678)\u200f', 'abc'];
const notes = ['', '  ', 'Please call first', 'line1\nline2\ttab\r\n', 'bell\u0007', 'x'.repeat(1000), 'x'.repeat(1001), '\uDC00'];

describe('booker details without zod (the same as the contracts’ bookerSchema)', () => {
  it('uses zod’s own email pattern (the one check not shared through @waqt/contracts/rules)', () => {
    expect(EMAIL.source).toBe(z.regexes.email.source);
  });

  // A full cross product of inputs (a few seconds on a loaded 2-core machine): no duration is asserted.
  it('gives the same field issues and the same cleaned booker, input by input', { timeout: 30_000 }, () => {
    let cases = 0;
    for (const name of names)
      for (const email of emails)
        for (const phone of phones)
          for (const note of notes) {
            const draft: BookerDraft = { name, email, phone, notes: note };
            const light = validateBooker(draft);
            const schema = validateWith(bookerSchema, draft);
            expect(light, JSON.stringify(draft)).toEqual(schema);
            cases++;
          }
    expect(cases).toBeGreaterThan(10_000);
  });

  it('accepts a Saudi mobile in local form and sends it as E.164', () => {
    const r = validateBooker({ name: ' Nora ', email: 'Nora@Example.com', phone: '05 1234 5678', notes: '' });
    expect(r).toEqual({ ok: true, data: { name: 'Nora', email: 'nora@example.com', phone: '+966512345678', messagingConsent: false } });
  });

  it('takes the consent to phone reminders as the schema does, and then needs the phone (the form’s one extra check)', () => {
    for (const phone of phones)
      for (const messagingConsent of [false, true]) {
        const draft: BookerDraft = { name: 'Nora', email: 'nora@example.com', phone, notes: '', messagingConsent };
        const light = validateBooker(draft);
        const schema = validateWith(bookerSchema, draft);
        if (messagingConsent && phone.trim() === '') {
          expect(schema.ok, phone).toBe(true);
          expect(light, phone).toEqual({ ok: false, errors: { phone: { issue: PHONE_FOR_REMINDERS_ISSUE } } });
        } else expect(light, JSON.stringify(draft)).toEqual(schema);
      }
    expect(validateBooker({ name: 'Nora', email: 'nora@example.com', phone: '0512345678', notes: '', messagingConsent: true })).toEqual({
      ok: true,
      data: { name: 'Nora', email: 'nora@example.com', phone: '+966512345678', messagingConsent: true },
    });
  });

  it('checks the mailed code as otpCodeSchema does', () => {
    for (const code of ['', '123456', ' 123456 ', '12345', '1234567', '12a456', '١٢٣٤٥٦', '123 456']) expect(isOtpCode(code), code).toBe(otpCodeSchema.safeParse(code).success);
  });

  it('checks a cancellation’s reason as publicCancelInput does', () => {
    const schema = publicCancelInput.pick({ reason: true });
    for (const reason of [...notes, 'x'.repeat(500), ` ${'x'.repeat(500)} `, 'x'.repeat(501)]) {
      const light = validateReason(reason);
      const r = validateWith(schema, { reason });
      expect(light, reason.slice(0, 20)).toEqual(r.ok ? { ok: true, data: r.data.reason } : { ok: false, issue: r.errors.reason });
    }
  });
});
