import { describe, expect, it } from 'vitest';
import { declineReasonOf } from './declines.ts';

describe('declineReasonOf', () => {
  it('reads every failure of Moyasar’s test cards (PAYMENTS.md §1.10) by message alone', () => {
    expect(declineReasonOf('INSUFFICIENT FUNDS')).toBe('insufficient_funds');
    expect(declineReasonOf('DECLINED: EXPIRED CARD')).toBe('expired_card');
    expect(declineReasonOf('EXCEEDS WITHDRAWAL LIMIT')).toBe('limit_exceeded');
    expect(declineReasonOf('DECLINED')).toBe('declined');
    // Lost and stolen read as a plain decline.
    expect(declineReasonOf('DECLINED: LOST CARD')).toBe('declined');
    expect(declineReasonOf('DECLINED: STOLEN CARD')).toBe('declined');
    expect(declineReasonOf('UNSPECIFIED FAILURE')).toBe('unspecified');
  });

  it('reads the 3-D Secure failures as such', () => {
    for (const m of [
      '3DS: attempted but not available, please ensure that you have enabled Online Purchase from your bank portal.',
      '3DS service error occurred.',
      'The card is not enrolled in 3DS service.',
      'The authentication attempt was rejected by the issuer bank.',
      'The authentication is unavailable, please try again later or contact issuer bank if problem persisted.',
    ]) {
      expect(declineReasonOf(m), m).toBe('threeds_failed');
    }
  });

  it('prefers the response code, whatever the words', () => {
    expect(declineReasonOf('DECLINED', '51')).toBe('insufficient_funds');
    expect(declineReasonOf('Something new', '54')).toBe('expired_card');
    expect(declineReasonOf(null, '43')).toBe('declined');
    expect(declineReasonOf('INSUFFICIENT FUNDS', 'zz')).toBe('insufficient_funds');
  });

  it('says unspecified without words, and other for words no rule knows', () => {
    expect(declineReasonOf(null)).toBe('unspecified');
    expect(declineReasonOf('  ')).toBe('unspecified');
    expect(declineReasonOf('Merchant is not allowed to transact')).toBe('other');
  });
});
