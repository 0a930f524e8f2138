import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOptions, currencyOptions } from './countries.ts';

describe('country and currency options', () => {
  it('lists each ISO code once', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES).toContain('SA');
  });
  it('names countries in the language, sorted by name', () => {
    const ar = countryOptions('ar-SA');
    expect(ar.find((c) => c.id === 'SA')?.label).toBe('المملكة العربية السعودية');
    const en = countryOptions('en-US').map((c) => c.label);
    expect(en).toEqual([...en].sort(new Intl.Collator('en-US').compare));
  });
  it('labels currencies with name and code, SAR first', () => {
    const list = currencyOptions('en-US');
    expect(list[0]).toEqual({ id: 'SAR', label: 'Saudi Riyal (SAR)' });
  });
});
