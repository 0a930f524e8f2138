import { describe, expect, it } from 'vitest';
import { createTeamInput } from './team.ts';
import { createCalendarInput } from './calendar.ts';
import { fieldIssuesFromZod } from './issues.ts';
import { isReservedSlug } from './links.ts';

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
