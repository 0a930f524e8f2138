import { describe, expect, it } from 'vitest';
import { createTeamInput } from './team.ts';
import { createCalendarInput } from './calendar.ts';
import { fieldIssuesFromZod } from './issues.ts';
import { isReservedSlug, safeNextPath } from './links.ts';

describe('reserved links', () => {
  it.each(['en', 'ar', 'dashboard', 'auth', 'book', 'invite', 'googleAuth', 'trpc', 'hook', 'health', 'dev', 'api', 'assets', 'ADMIN'])(
    '%s is refused for teams and calendars with a translatable issue',
    (slug) => {
      expect(isReservedSlug(slug)).toBe(true);
      const team = createTeamInput.safeParse({ name: 'T', slug });
      const cal = createCalendarInput.safeParse({ teamId: '00000000-0000-4000-8000-000000000001', name: 'C', slug });
      for (const r of [team, cal]) {
        expect(r.success).toBe(false);
        expect(fieldIssuesFromZod(r.error!.issues)).toEqual([{ path: 'slug', issue: 'reserved_link' }]);
      }
    },
  );

  it('leaves ordinary links alone', () => {
    expect(createTeamInput.safeParse({ name: 'T', slug: 'english-clinic' }).success).toBe(true);
    expect(isReservedSlug('dashboards')).toBe(false);
  });
});

describe('safeNextPath: where to continue after sign-in (`?next=`), same origin only', () => {
  it.each(['/en/invite/abc', '/ar/dashboard', '/en/dashboard/team/1?tab=members#x', '/en/dashboard?q=%2F%2F', '/en/a%20b', '/'])('keeps %j', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    ['a tab (browsers drop it: /\\t/evil is //evil)', '/\t/evil.example'],
    ['a line feed', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['NUL', '/en\u0000/dashboard'],
    ['DEL', '/en/\u007f'],
    ['a C1 control', '/en/\u0085'],
    ['a line separator', '/en/\u2028x'],
    ['a paragraph separator', '/en/\u2029x'],
    ['a zero-width space', '/\u200b/evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash anywhere', '/en/..\\..\\x'],
    ['an encoded second slash', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded line feed', '/en/%0a'],
    ['malformed percent-encoding', '/en/%E0%A4%A'],
    ['an absolute URL', 'https://evil.example/en'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'en/dashboard'],
    ['an empty string', ''],
    ['too long', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_what, path) => {
    expect(safeNextPath(path)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const v of [undefined, null, 1, ['/en'], { path: '/en' }]) expect(safeNextPath(v)).toBeNull();
  });
});
