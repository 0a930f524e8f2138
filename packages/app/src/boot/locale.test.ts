import { describe, expect, it } from 'vitest';
import { chooseLocale, localeOfPath, withLocale } from './locale.ts';

describe('chooseLocale (SPEC §4 order)', () => {
  it('1. the signed-in user’s locale wins and is saved', () => {
    expect(chooseLocale({ userLocale: 'ar', stored: 'en', browserLanguage: 'en-US' })).toEqual({ locale: 'ar', storage: 'save' });
  });
  it('2. else a supported stored locale, left as it is', () => {
    expect(chooseLocale({ userLocale: null, stored: 'ar', browserLanguage: 'en-US' })).toEqual({ locale: 'ar', storage: 'keep' });
  });
  it('3. else the browser language prefix, then saved', () => {
    expect(chooseLocale({ stored: null, browserLanguage: 'ar-SA' })).toEqual({ locale: 'ar', storage: 'save' });
    expect(chooseLocale({ stored: 'fr', browserLanguage: 'AR' })).toEqual({ locale: 'ar', storage: 'save' });
  });
  it('4. else English, clearing the stored value', () => {
    expect(chooseLocale({ stored: 'fr', browserLanguage: 'de-DE' })).toEqual({ locale: 'en', storage: 'clear' });
    expect(chooseLocale({})).toEqual({ locale: 'en', storage: 'clear' });
  });
  it('uses a real list, not the spec’s substring quirk', () => {
    expect(chooseLocale({ stored: 'ar, en', browserLanguage: 'r' })).toEqual({ locale: 'en', storage: 'clear' });
    expect(chooseLocale({ userLocale: 'n' as string, stored: ', ' })).toEqual({ locale: 'en', storage: 'clear' });
  });
});

describe('locale prefixes', () => {
  it('reads the prefix', () => {
    expect(localeOfPath('/ar/dashboard')).toBe('ar');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/fr/x')).toBeNull();
    expect(localeOfPath('/')).toBeNull();
  });
  it('swaps or adds the prefix', () => {
    expect(withLocale('/en/dashboard/account', 'ar')).toBe('/ar/dashboard/account');
    expect(withLocale('/ar', 'en')).toBe('/en');
    expect(withLocale('/', 'ar')).toBe('/ar');
    expect(withLocale('/riyadh-dental', 'ar')).toBe('/ar/riyadh-dental');
  });
});
