import { describe, expect, it } from 'vitest';
import { accessOf, redirectFor } from './guards.ts';

describe('route guards (SPEC §2)', () => {
  it('classifies routes', () => {
    expect(accessOf('/')).toBe('guest');
    expect(accessOf('/auth/otp')).toBe('guest');
    expect(accessOf('/auth/password/resetsubmit')).toBe('guest');
    expect(accessOf('/auth/email/undo')).toBe('any');
    expect(accessOf('/dashboard')).toBe('user');
    expect(accessOf('/dashboard/team/1/billing/print/subscription/9')).toBe('user');
    expect(accessOf('/invite/abc')).toBe('any');
    expect(accessOf('/riyadh-dental')).toBe('any');
    expect(accessOf('/book/confirmed/1')).toBe('any');
    expect(accessOf('/dashboardx')).toBe('any');
  });

  it('sends a logged-in user from auth routes and the index to the dashboard', () => {
    expect(redirectFor('/', true, 'ar')).toBe('/ar/dashboard');
    expect(redirectFor('/auth/register', true, 'en')).toBe('/en/dashboard');
    expect(redirectFor('/dashboard', true, 'en')).toBeNull();
  });

  it('continues to a safe ?next once signed in, never off-site', () => {
    expect(redirectFor('/', true, 'en', '?next=%2Fen%2Finvite%2Fabc')).toBe('/en/invite/abc');
    expect(redirectFor('/auth/otp', true, 'en', '?next=//evil.example')).toBe('/en/dashboard');
    expect(redirectFor('/auth/otp', true, 'en', '?next=https://evil.example')).toBe('/en/dashboard');
    expect(redirectFor('/auth/otp', true, 'en', '?next=/%5Cevil')).toBe('/en/dashboard');
    // Browsers drop tabs and line feeds from URLs: "/\t/evil.example" would become "//evil.example".
    for (const next of ['/%09/evil.example', '/%0A/evil.example', '/%0D/evil.example', '/%00x', '/%E2%80%A8x', '/%252F%252Fevil.example'])
      expect(redirectFor('/auth/otp', true, 'en', `?next=${next}`), next).toBe('/en/dashboard');
  });

  it('sends a logged-out user from any dashboard route to the index', () => {
    expect(redirectFor('/dashboard/account', false, 'en')).toBe('/en');
    expect(redirectFor('/dashboard', false, 'ar')).toBe('/ar');
    expect(redirectFor('/', false, 'en')).toBeNull();
    expect(redirectFor('/invite/x', false, 'en')).toBeNull();
  });
});
