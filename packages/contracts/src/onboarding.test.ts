import { describe, expect, it } from 'vitest';
import { defaultWeeklyHours } from './availability.ts';
import { countryOfTimeZone, isFallbackTeamSlug, onboardingCalendarInput, onboardingHoursInput, timeZoneOfCountry } from './onboarding.ts';

const workdays = (country: string) => defaultWeeklyHours(country).flatMap((ranges, day) => (ranges.length ? [day] : []));

describe('the working week a setup starts with', () => {
  it('is Sunday–Thursday in Saudi Arabia and the Gulf, Monday–Friday in the UAE (since 2022) and elsewhere', () => {
    for (const c of ['SA', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO']) expect(workdays(c), c).toEqual([0, 1, 2, 3, 4]);
    for (const c of ['AE', 'GB', 'US', 'MA', 'TN']) expect(workdays(c), c).toEqual([1, 2, 3, 4, 5]);
    expect(defaultWeeklyHours('sa')[0]).toEqual([{ start: '09:00', end: '17:00' }]);
  });

  it('takes the country from the time zone when it knows the zone', () => {
    expect(countryOfTimeZone('Asia/Riyadh')).toBe('SA');
    expect(countryOfTimeZone('Asia/Dubai')).toBe('AE');
    expect(countryOfTimeZone('Europe/London')).toBe('GB');
    expect(countryOfTimeZone('Pacific/Fiji')).toBeUndefined();
  });
});

describe('the setup inputs', () => {
  const base = { name: 'Sara', slug: 'sara', timezone: 'Asia/Riyadh', country: 'sa' };

  it('needs a team name only for a team', () => {
    expect(onboardingCalendarInput.safeParse({ use: 'personal', ...base }).success).toBe(true);
    const noName = onboardingCalendarInput.safeParse({ use: 'team', ...base });
    expect(noName.success).toBe(false);
    expect(noName.error?.issues[0]?.path).toEqual(['teamName']);
    const parsed = onboardingCalendarInput.parse({ use: 'team', teamName: ' Riyadh Dental ', ...base, slug: ' Riyadh-Dental ' });
    expect(parsed).toMatchObject({ teamName: 'Riyadh Dental', slug: 'riyadh-dental', country: 'SA' });
  });

  it('refuses a reserved or malformed link', () => {
    expect(onboardingCalendarInput.safeParse({ use: 'personal', ...base, slug: 'dashboard' }).success).toBe(false);
    expect(onboardingCalendarInput.safeParse({ use: 'personal', ...base, slug: 'سارة' }).success).toBe(false);
  });

  it('takes a free event or one of at least 1.00 SAR', () => {
    const hours = { country: 'SA', weekly: defaultWeeklyHours('SA') };
    const ok = (priceHalalas: number) => onboardingHoursInput.safeParse({ ...hours, eventType: { title: 'Consultation', durationMinutes: 30, priceHalalas } }).success;
    expect(ok(0)).toBe(true);
    expect(ok(100)).toBe(true);
    expect(ok(99)).toBe(false);
    expect(onboardingHoursInput.safeParse({ ...hours, eventType: { title: 'Consultation', durationMinutes: 4, priceHalalas: 0 } }).success).toBe(false);
  });

  it('knows the links a sign-up gives names without Latin letters', () => {
    expect(isFallbackTeamSlug('team')).toBe(true);
    expect(isFallbackTeamSlug('team-0a9f3c')).toBe(true);
    expect(isFallbackTeamSlug('teams')).toBe(false);
    expect(isFallbackTeamSlug('sara-team')).toBe(false);
  });
});

describe('the zone a country suggests (issue 36)', () => {
  it('is its only zone, or the first of several; nothing for a country the map does not know', () => {
    expect(timeZoneOfCountry('SA')).toBe('Asia/Riyadh');
    expect(timeZoneOfCountry(' ae ')).toBe('Asia/Dubai');
    expect(timeZoneOfCountry('GB')).toBe('Europe/London');
    expect(timeZoneOfCountry('US')).toBe('America/New_York');
    expect(timeZoneOfCountry('ZZ')).toBeUndefined();
    for (const country of ['SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO']) expect(countryOfTimeZone(timeZoneOfCountry(country)!)).toBe(country);
  });
});
