import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@waqt/contracts/rules';
import { formatPhone, formatPhoneInternational } from './phone.ts';

describe('formatPhone', () => {
  it('shows Saudi numbers as they are dialled at home', () => {
    expect(formatPhone('+966551234567')).toBe('055 123 4567');
    expect(formatPhone('+966112345678')).toBe('011 234 5678');
  });

  it('shows other countries in international form', () => {
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+971501234567')).toBe('+971 50 123 4567');
  });

  it('leaves what it cannot parse as stored', () => {
    expect(formatPhone('12')).toBe('12');
  });

  it('is read back to the same number by the form (edit keeps the phone)', () => {
    for (const e164 of ['+966551234567', '+442079460958', '+12025550123']) expect(normalizePhone(formatPhone(e164))).toBe(e164);
  });
});

describe('formatPhoneInternational', () => {
  it('writes any stored number with its country code, spaced, and leaves what it cannot parse as stored', () => {
    expect(formatPhoneInternational('+966112345678')).toBe('+966 11 234 5678');
    expect(formatPhoneInternational('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhoneInternational('+1')).toBe('+1');
  });
});
