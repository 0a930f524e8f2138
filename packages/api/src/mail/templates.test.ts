import { describe, expect, it } from 'vitest';
import { ONE_HOUR_MS, OTP_VALID_MS, PASSWORD_RESET_VALID_MS } from '@waqt/contracts';
import { codeMail, lifetime, resetMail } from './templates.ts';

describe('mail templates', () => {
  it('say how long a code and a reset link live in words of the mail language, from the constants', () => {
    expect(lifetime('en', 10 * 60_000)).toBe('10 minutes');
    expect(lifetime('ar', 10 * 60_000)).toBe('10 دقائق');
    expect(lifetime('en', ONE_HOUR_MS)).toBe('1 hour');
    expect(lifetime('ar', ONE_HOUR_MS)).toBe('ساعة');
    expect(lifetime('en', 24 * ONE_HOUR_MS)).toBe('24 hours');
    expect(codeMail('a@example.com', 'en', 'login', '123456').text).toContain(`valid for ${lifetime('en', OTP_VALID_MS)}.`);
    expect(codeMail('a@example.com', 'ar', 'login', '123456').text).toContain(lifetime('ar', OTP_VALID_MS));
    expect(resetMail('a@example.com', 'en', 'A', 'https://x/r').text).toContain(`expires in ${lifetime('en', PASSWORD_RESET_VALID_MS)}.`);
  });
});

describe('invite mail', () => {
  it('says how long the invite lives: the configured validity, in days', async () => {
    const { inviteMail } = await import('../modules/teams/invites.service.ts');
    const week = 7 * 24 * ONE_HOUR_MS;
    expect(inviteMail('en', 'Clinic', 'Sara', 'https://x/i', week).text).toContain('(valid for 7 days)');
    expect(inviteMail('ar', 'Clinic', 'Sara', 'https://x/i', week).text).toContain(`(صالح لمدة ${lifetime('ar', week)})`);
    expect(inviteMail('en', 'Clinic', 'Sara', 'https://x/i', 2 * 24 * ONE_HOUR_MS).text).toContain('(valid for 2 days)');
  });
});
