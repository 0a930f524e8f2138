import { describe, expect, it } from 'vitest';
import { otherLanguagePath } from './language.ts';

describe('otherLanguagePath', () => {
  it('keeps the page, its query and hash under the other language', () => {
    expect(otherLanguagePath('en', { pathname: '/en/riyadh-dental-main/consultation', search: '?step=details&time=2026-12-01T07%3A00%3A00.000Z', hash: '' })).toBe(
      '/ar/riyadh-dental-main/consultation?step=details&time=2026-12-01T07%3A00%3A00.000Z',
    );
    expect(otherLanguagePath('ar', { pathname: '/ar/book/confirmed/b1', search: '?token=mt_x', hash: '#manage' })).toBe('/en/book/confirmed/b1?token=mt_x#manage');
    expect(otherLanguagePath('ar', { pathname: '/ar', search: '', hash: '' })).toBe('/en');
  });

  it('falls back to the other language’s home off a language path', () => {
    expect(otherLanguagePath('en', { pathname: '/iframe.html', search: '?id=x', hash: '' })).toBe('/ar');
    expect(otherLanguagePath('en', { pathname: '/english/x', search: '', hash: '' })).toBe('/ar');
  });
});
