import { describe, expect, it } from 'vitest';
import { fallbackSlug, suggestSlug, typedSlug } from './slug.ts';

describe('team link suggestion', () => {
  it('makes a Latin name into a link', () => {
    expect(suggestSlug('Riyadh Dental Clinic', 'x')).toBe('riyadh-dental-clinic');
    expect(suggestSlug('  Café & Co. 24/7 ', 'x')).toBe('cafe-co-24-7');
  });
  it('keeps the Latin part of a mixed name', () => {
    expect(suggestSlug('عيادة Smile', 'x')).toBe('smile');
  });
  it('falls back for an Arabic-only name, and suggests nothing for an empty one', () => {
    expect(suggestSlug('عيادة جدة للأسنان', 'team-ab12')).toBe('team-ab12');
    expect(suggestSlug('   ', 'team-ab12')).toBe('');
  });
  it('never ends with a hyphen after cutting to 64', () => {
    const s = suggestSlug(`${'a'.repeat(63)} b`, 'x');
    expect(s.length).toBeLessThanOrEqual(64);
    expect(s.endsWith('-')).toBe(false);
  });
  it('builds a fallback and eases typing', () => {
    expect(fallbackSlug(() => 0.5)).toMatch(/^team-[a-z0-9]{4}$/);
    expect(typedSlug('My Team')).toBe('my-team');
  });
});
