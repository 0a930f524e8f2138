import { describe, expect, it } from 'vitest';
import { APPROVED_CARDS, cardCompany, cardOutcome, luhnValid, maskCardNumber, THREEDS_CARDS } from './cards.ts';
import { callbackRedirect, formatMoney, maskKey } from './format.ts';

describe('test cards', () => {
  it('every documented test card passes the Luhn check and lands on its network (mada before Visa/Mastercard)', () => {
    for (const n of [...Object.values(APPROVED_CARDS), ...Object.values(THREEDS_CARDS)]) expect(luhnValid(n)).toBe(true);
    expect(cardCompany(APPROVED_CARDS.mada)).toBe('mada');
    expect(cardCompany(APPROVED_CARDS.visa)).toBe('visa');
    expect(cardCompany(APPROVED_CARDS.master)).toBe('master');
    expect(cardCompany(APPROVED_CARDS.amex)).toBe('amex');
    expect(cardCompany('4201320000311101')).toBe('mada');
    expect(cardCompany('5457210001000092')).toBe('master');
    // A co-badged mada Mastercard BIN (529741) is mada.
    expect(cardCompany('5297410000000000')).toBe('mada');
    expect(cardCompany('9999999999999995')).toBeNull();
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('the card number decides the outcome; an unlisted card fails unless configured to pay', () => {
    expect(cardOutcome(APPROVED_CARDS.visa)).toEqual({ kind: 'approve' });
    expect(cardOutcome('340033000000000')).toEqual({ kind: 'decline', message: 'INSUFFICIENT FUNDS', code: '51' });
    expect(cardOutcome('4201321144311528')).toEqual({ kind: 'decline', message: 'DECLINED: STOLEN CARD', code: '43' });
    expect(cardOutcome(THREEDS_CARDS.frictionless)).toEqual({ kind: 'frictionless' });
    expect(cardOutcome(THREEDS_CARDS.serviceError2)).toEqual({ kind: 'threeds_failure', message: '3DS service error occurred.' });
    expect(cardOutcome('4242424242424242')).toEqual({ kind: 'decline', message: 'UNSPECIFIED FAILURE', code: '99' });
    expect(cardOutcome('4242424242424242', 'approve')).toEqual({ kind: 'approve' });
  });

  it('masks numbers and keys, formats money in the currency’s decimals', () => {
    expect(maskCardNumber('4111111111111111')).toBe('XXXX-XXXX-XXXX-1111');
    expect(maskCardNumber('340000000900000')).toBe('XXXX-XXXX-XXXX-0000');
    expect(maskKey('sk_test_abcdefghijklmnop')).toBe('sk_test_abcd…mnop');
    expect(formatMoney(4866, 'SAR')).toBe('48.66 SAR');
    expect(formatMoney(1500, 'KWD')).toBe('1.500 KWD');
    expect(formatMoney(600, 'JPY')).toBe('600 JPY');
  });

  it('appends the redirect query with ? or &, keeping the callback’s own query and fragment', () => {
    const q = { id: 'p1', status: 'failed', message: 'INSUFFICIENT FUNDS' };
    expect(callbackRedirect('https://shop.test/return', q)).toBe('https://shop.test/return?id=p1&status=failed&message=INSUFFICIENT+FUNDS');
    expect(callbackRedirect('https://shop.test/return?booking=a%20b', q)).toBe('https://shop.test/return?booking=a%20b&id=p1&status=failed&message=INSUFFICIENT+FUNDS');
    expect(callbackRedirect('https://shop.test/r?x=1#top', { ...q, message: null })).toBe('https://shop.test/r?x=1&id=p1&status=failed&message=#top');
  });
});
