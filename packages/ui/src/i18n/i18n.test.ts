import { describe, expect, it } from 'vitest';
import { ERROR_CODES, SUCCESS_CODES } from '@waqt/contracts';
import en from './en.json' with { type: 'json' };
import ar from './ar.json' with { type: 'json' };
import { createI18n } from './index.ts';
import storiesEn from './stories.en.json' with { type: 'json' };
import storiesAr from './stories.ar.json' with { type: 'json' };
import { createStoryI18n } from './stories.ts';
import { formatMoney } from './format.ts';

type Tree = { [k: string]: string | Tree };
function leaves(t: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(t)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const enKeys = leaves(en as Tree);
const arKeys = leaves(ar as Tree);

describe('translations', () => {
  it('en and ar have the same keys', () => {
    expect([...arKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  const LATIN_OK = new Set(['dashboard.publicLink']);
  it('no value is empty, and Arabic values are really Arabic', () => {
    for (const [k, v] of arKeys) {
      expect(v.trim(), k).not.toBe('');
      // Language names and brand-neutral strings (a URL pattern) may stay Latin; everything else carries Arabic script.
      if (!k.startsWith('shell.localeName.') && !LATIN_OK.has(k)) expect(/[\u0600-\u06FF]/.test(v), `${k}: ${v}`).toBe(true);
    }
  });

  it('the same interpolation variables appear in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [k, v] of enKeys) expect(vars(arKeys.get(k) ?? ''), k).toEqual(vars(v));
  });

  it('every error and success code of contracts has a message', () => {
    for (const code of ERROR_CODES) {
      expect(enKeys.has(`errors.${code}`), code).toBe(true);
      expect(arKeys.has(`errors.${code}`), code).toBe(true);
    }
    for (const code of SUCCESS_CODES) expect(enKeys.has(`success.${code}`), code).toBe(true);
  });

  it('speaks the spec’s words', () => {
    const i18n = createI18n('en');
    expect(i18n.t('errors.INVALID_REQUEST')).toBe('Invalid request parameters. Please try again.');
    expect(i18n.t('errors.INVALID_OTP')).toBe('Invalid OTP code');
    expect(i18n.t('success.TEAM_JOINED')).toBe('Joined the team successfully.');
    expect(createI18n('ar').t('teams.roles.owner')).toBe('مدير');
  });
});

describe('story-only translations', () => {
  const storyEn = leaves(storiesEn as Tree);
  const storyAr = leaves(storiesAr as Tree);

  it('stay out of the production translations (no demo.* key ships)', () => {
    expect([...enKeys.keys()].filter((k) => k.startsWith('demo.'))).toEqual([]);
    expect([...arKeys.keys()].filter((k) => k.startsWith('demo.'))).toEqual([]);
    expect(createI18n('en').exists('demo.fullName')).toBe(false);
  });

  it('have the same keys in both languages, real Arabic, and never shadow a product key', () => {
    expect([...storyAr.keys()].sort()).toEqual([...storyEn.keys()].sort());
    for (const [k, v] of storyAr) expect(/[\u0600-\u06FF]/.test(v), `${k}: ${v}`).toBe(true);
    for (const k of storyEn.keys()) expect(enKeys.has(k), k).toBe(false);
  });

  it('reach stories through createStoryI18n, next to the product keys', () => {
    const ar = createStoryI18n('ar');
    expect(ar.t('demo.owner')).toBe('مدير');
    expect(ar.t('errors.INVALID_OTP')).toBe(createI18n('ar').t('errors.INVALID_OTP'));
  });
});

describe('formatting', () => {
  it('formats integer halalas as SAR in each locale', () => {
    expect(formatMoney(123_450, 'en')).toMatch(/SAR\s?1,234\.50/);
    expect(formatMoney(123_450, 'ar')).toMatch(/١٬٢٣٤٫٥٠/);
  });
});
