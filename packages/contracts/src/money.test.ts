import { describe, expect, it } from 'vitest';
import { halalas, sar, totalsWithVat, vatOf } from './money.ts';
import { ERROR_CODES, ERROR_TRPC_CODE, isErrorCode } from './errors.ts';
import { isLocale } from './constants.ts';

describe('money', () => {
  it('keeps amounts as integer halalas', () => {
    expect(sar(12.34)).toBe(1234);
    expect(() => halalas(1.5)).toThrow(RangeError);
  });

  it('adds 15% VAT rounded to the halala', () => {
    expect(vatOf(halalas(10_000))).toBe(1_500);
    expect(vatOf(halalas(333))).toBe(50); // 49.95 → 50
    expect(totalsWithVat(halalas(9_900))).toEqual({ subtotal: 9_900, vat: 1_485, total: 11_385 });
  });
});

describe('error catalogue', () => {
  it('maps every code to a transport code', () => {
    for (const code of ERROR_CODES) expect(ERROR_TRPC_CODE[code]).toBeTruthy();
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
  it('recognises codes', () => {
    expect(isErrorCode('INVALID_OTP')).toBe(true);
    expect(isErrorCode('nope')).toBe(false);
  });
});

describe('locales', () => {
  it('checks membership in a list, not a substring', () => {
    expect(isLocale('ar')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('r, e')).toBe(false);
    expect(isLocale('a')).toBe(false);
  });
});
