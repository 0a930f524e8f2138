import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, SUCCESS_CODES } from '@waqt/contracts';
import en from './en.json' with { type: 'json' };
import ar from './ar.json' with { type: 'json' };
import { createI18n } from './index.ts';
import storiesEn from './stories.en.json' with { type: 'json' };
import storiesAr from './stories.ar.json' with { type: 'json' };
import { createStoryI18n } from './stories.ts';
import { formatMoney } from '../format/index.ts';
import { isLaterKey, isPublicKey, messagesPart, partOfKey } from './parts.ts';

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

describe('messages in parts (the app loads the public part first)', () => {
  const src = path.resolve(import.meta.dirname, '..');
  /** The ui modules a file imports, statically or lazily (relative .ts/.tsx, not styles). */
  const importsOf = (file: string): string[] =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)]
      .map((m) => path.resolve(path.dirname(file), m[1]!))
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.css.ts') && existsSync(f));
  /** Every module the public pages can load, from the public screens and what the app's frame renders. */
  function publicModules(): string[] {
    // Not screens/Pay: the pay page is the app's and loads the `app` part too (app/src/routes.tsx).
    const screens = ['screens/Booking'].map((d) => path.join(src, d));
    const roots = [
      ...screens.flatMap((dir) => readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.(stories|test|fixtures|css)\./.test(f)).map((f) => path.join(dir, f))),
      path.join(src, 'screens/ErrorPages/ErrorPages.tsx'),
      path.join(src, 'components/Toast/Toast.tsx'),
      path.join(src, 'components/UpdateNotice/UpdateNotice.tsx'),
      path.join(src, 'providers/UiProvider.tsx'),
    ];
    return modulesFrom(roots);
  }
  /** The modules `roots` import, transitively (themselves included). */
  function modulesFrom(roots: string[]): string[] {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      importsOf(f).forEach(visit);
    };
    roots.forEach(visit);
    return [...seen];
  }

  it('the public screens use only public keys (and the booking flow’s later steps the later part’s too)', () => {
    const namespaces = new Set(Object.keys(en));
    const used: [key: string, file: string][] = [];
    const modules = publicModules();
    expect(modules.length).toBeGreaterThan(20);
    // The later steps' chunk (screens/Booking/steps.ts and what it imports) waits for the `later` part
    // (screens/Booking/lazySteps.tsx); so does the code step's message, handed to it by the step machine.
    const later = new Set(modulesFrom([path.join(src, 'screens/Booking/steps.ts')]));
    later.add(path.join(src, 'screens/Booking/flowMachine.ts'));
    for (const file of modules) {
      // parts.ts names keys to sort them into parts (APP_ONLY_MESSAGES), not to show them.
      if (file.endsWith(`i18n${path.sep}parts.ts`)) continue;
      // Any literal that reads like a key ('booking.flow.loadError', i18nKey="errorPage.notFound"), or
      // the start of one (`errors.${code}`: then the whole subtree must be public).
      for (const m of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+(?:\.\w+)+|[a-zA-Z]+(?=\.\$\{))/g)) {
        const key = m[1]!;
        if (namespaces.has(key.split('.')[0]!)) used.push([key, file]);
      }
    }
    expect(new Set(used.map(([key]) => key)).size).toBeGreaterThan(50);
    const outside = used.filter(([key, file]) => !isPublicKey(key) && !(isLaterKey(key) && later.has(file))).map(([key, file]) => `${key} (${path.relative(src, file)})`);
    expect(outside).toEqual([]);
    // The later part is the later steps' own: nothing else names its keys.
    expect(used.some(([key, file]) => isLaterKey(key) && later.has(file))).toBe(true);
  });

  it('the three parts split each language without a gap or an overlap', () => {
    for (const messages of [en, ar] as Tree[]) {
      const parts = (['public', 'later', 'app'] as const).map((part) => [part, leaves(messagesPart(messages, part) as Tree)] as const);
      for (const [part, keys] of parts) expect([...keys.keys()].filter((k) => partOfKey(k) !== part), part).toEqual([]);
      expect(parts.flatMap(([, keys]) => [...keys.keys()]).sort()).toEqual([...leaves(messages).keys()].sort());
      const pub = leaves(messagesPart(messages, 'public') as Tree);
      const lat = leaves(messagesPart(messages, 'later') as Tree);
      expect(pub.get('auth.code')).toBe(leaves(messages).get('auth.code'));
      expect(lat.get('booking.details.name')).toBe(leaves(messages).get('booking.details.name'));
      expect(pub.has('booking.details.name')).toBe(false);
    }
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
  it('formats integer halalas as SAR in each locale, Latin digits in Arabic too', () => {
    expect(formatMoney(123_450, 'en')).toMatch(/SAR\s?1,234\.50/);
    expect(formatMoney(123_450, 'ar')).toMatch(/1,234\.50\s?ر\.س\./);
  });
});

describe('the Arabic copy keeps to the glossary (docs/glossary.md)', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const glossary = readFileSync(path.join(root, 'docs/glossary.md'), 'utf8');
  /** The first column of the "Words to avoid" table: `word`. */
  const avoided = [...glossary.slice(glossary.indexOf('## Words to avoid')).matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
  /** The Arabic mails: their copy lives in these sources. */
  const mails = [
    'packages/api/src/mail/templates.ts',
    'packages/api/src/mail/booking-templates.ts',
    'packages/api/src/mail/reminder-templates.ts',
    'packages/api/src/modules/billing/billing-mails.ts',
    'packages/api/src/modules/billing/receipt-mail.ts',
    'packages/api/src/modules/teams/invites.service.ts',
  ].map((f) => [f, readFileSync(path.join(root, f), 'utf8')] as const);
  const copy: (readonly [string, string])[] = [...arKeys, ...leaves(storiesAr as Tree), ...mails];

  it('reads its list of words to avoid', () => {
    expect(avoided).toContain('الحاجز');
    expect(avoided.length).toBeGreaterThan(10);
  });

  it('no avoided word is in the Arabic locale or the mails', () => {
    const found = copy.flatMap(([where, text]) => avoided.filter((w) => text.includes(w)).map((w) => `${where}: ${w}`));
    expect(found).toEqual([]);
  });

  it('one digit style: no Arabic-Indic digit in the Arabic locale or the mails', () => {
    const found = copy.filter(([, text]) => /[\u0660-\u0669\u06F0-\u06F9]/.test(text)).map(([where]) => where);
    expect(found).toEqual([]);
  });

  it('the terms the issue named read as the glossary says', () => {
    const i18n = createI18n('ar');
    expect(i18n.t('eventTypes.form.verification')).toContain('صاحب الحجز');
    expect(i18n.t('eventTypes.form.notice')).toBe('الحد الأدنى للحجز المسبق');
    expect(i18n.t('routes.eventTypes')).toBe('أنواع المواعيد');
    expect(i18n.t('billing.plan.title')).toBe('الباقة');
  });
});
