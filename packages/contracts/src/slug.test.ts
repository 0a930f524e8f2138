import { describe, expect, it } from 'vitest';
import { slugFromName, SLUG_MAX_LENGTH } from './slug.ts';
import { slugSchema } from './team.ts';

describe('slugFromName', () => {
  it('keeps Latin letters and digits, lower-cased, with single inner hyphens', () => {
    expect(slugFromName('Riyadh Dental Clinic')).toBe('riyadh-dental-clinic');
    expect(slugFromName('  Café & Co. 24/7 ')).toBe('cafe-co-24-7');
    expect(slugFromName('Ünïcödé--Námé')).toBe('unicode-name');
  });

  it('drops Arabic words and gives "" for a name with no Latin letters or digits', () => {
    expect(slugFromName('عيادة Smile')).toBe('smile');
    expect(slugFromName('عيادة جدة للأسنان')).toBe('');
    expect(slugFromName('   ')).toBe('');
  });

  it('cuts at the limit without leaving a trailing hyphen, and the result is always a valid link', () => {
    const long = 'ab '.repeat(40);
    const cut = slugFromName(long, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('-')).toBe(false);
    for (const name of [long, 'x'.repeat(100), 'Dr. Sara Al-Qahtani', '9 to 5']) {
      const slug = slugFromName(name);
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      expect(slugSchema.safeParse(slug).success).toBe(true);
    }
  });
});
