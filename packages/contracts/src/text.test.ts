import { describe, expect, it } from 'vitest';
import { calendarNameSchema, createTeamInput, fieldIssuesFromZod, fullNameSchema, isStorableText, registerInput, textSchema, updateAccountInput } from './index.ts';

const bad = ['a\u0000b', '\u0000', 'x\u0007y', 'line\nbreak', 'tab\there', 'a\u0085b', 'lone \uD800 high', 'lone \uDC00 low', 'reversed \uDC00\uD800'];
const good = ['Noura Al-Harbi', 'نورة الحربي', 'Zoë 😀 Ünal', 'a\u200Db'];

describe('user text', () => {
  it('refuses NUL, control characters and lone surrogates; keeps real Unicode (Arabic, emoji pairs)', () => {
    for (const s of bad) expect(isStorableText(s), JSON.stringify(s)).toBe(false);
    for (const s of good) expect(isStorableText(s), s).toBe(true);
    expect(isStorableText('two\nlines\twith tab\r\n', { multiline: true })).toBe(true);
    expect(isStorableText('nul\u0000', { multiline: true })).toBe(false);
  });

  it('every name field answers the translatable field issue invalid_characters', () => {
    for (const schema of [fullNameSchema, calendarNameSchema, textSchema({ max: 10 })]) {
      const r = schema.safeParse('Bad\u0000Name');
      expect(r.success).toBe(false);
      expect(fieldIssuesFromZod(r.error!.issues)).toEqual([{ path: '', issue: 'invalid_characters' }]);
    }
    const reg = registerInput.safeParse({ fullName: 'A\u0000', email: 'a@example.com', password: 'long-enough-1' });
    expect(fieldIssuesFromZod(reg.error!.issues)).toEqual([{ path: 'fullName', issue: 'invalid_characters' }]);
    const team = createTeamInput.safeParse({ name: 'Team \uD800', slug: 'team' });
    expect(fieldIssuesFromZod(team.error!.issues)).toEqual([{ path: 'name', issue: 'invalid_characters' }]);
    expect(updateAccountInput.safeParse({ fullName: 'Nora\u0000', timezone: 'Asia/Riyadh', locale: 'en' }).success).toBe(false);
  });

  it('still trims and bounds', () => {
    expect(fullNameSchema.parse('  Nora  ')).toBe('Nora');
    expect(fullNameSchema.safeParse(' ').success).toBe(false);
    expect(textSchema({ max: 3 }).safeParse('abcd').success).toBe(false);
  });
});
