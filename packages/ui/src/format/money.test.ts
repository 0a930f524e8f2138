import { describe, expect, it } from 'vitest';
import { formatMoney, formatVatRate, halalasFromSar } from './money.ts';
import { formatNumber, pageCount } from './number.ts';
import { bookingReference, groupIban } from './reference.ts';

describe('money', () => {
  it('shows integer halalas in SAR, with Latin digits and Arabic marks in Arabic', () => {
    expect(formatMoney(15_000, 'en')).toBe('SAR\u00a0150.00');
    expect(formatMoney(15_050, 'en')).toBe('SAR\u00a0150.50');
    expect(formatMoney(15_000, 'ar')).toBe('\u200f150.00\u00a0ر.س.\u200f');
    expect(formatMoney(1_234_567, 'en')).toBe('SAR\u00a012,345.67');
  });

  it('turns typed SAR into halalas without float noise', () => {
    expect(halalasFromSar(150.1)).toBe(15_010);
    expect(halalasFromSar(0.29)).toBe(29);
  });

  it('writes the VAT rate as a percentage', () => {
    expect(formatVatRate('en')).toBe('15%');
    expect(formatVatRate('ar')).toBe('15٪');
    expect(formatVatRate('en', 1_250)).toBe('12.5%');
  });

  it('counts with Latin digits and grouping in both languages', () => {
    expect(formatNumber(1_234, 'en')).toBe('1,234');
    expect(formatNumber(1_234, 'ar')).toBe('1,234');
  });
});

describe('references', () => {
  it('groups an IBAN by four and shortens a booking id', () => {
    expect(groupIban('sa0380000000608010167519')).toBe('SA03 8000 0000 6080 1016 7519');
    expect(groupIban('SA03 8000 0000608010167519')).toBe('SA03 8000 0000 6080 1016 7519');
    expect(bookingReference('0b5f2c1e-9a7d-4c3b-8e6f-1a2b3c4d5e6f')).toBe('0B5F2C1E');
  });
});

describe('pageCount', () => {
  it('is at least one page, and rounds a part page up', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(5, 0)).toBe(5);
  });
});
