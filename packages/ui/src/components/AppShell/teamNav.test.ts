import { describe, expect, it } from 'vitest';
import { teamIdOf, teamNavItems } from './teamNav.ts';

const TEAM = '11111111-1111-4111-8111-111111111111';
const A = '22222222-2222-4222-8222-222222222222';
const B = '33333333-3333-4333-8333-333333333333';
const t = (key: string) => key;
const base = `/en/dashboard/team/${TEAM}`;

describe('teamNavItems', () => {
  it('is only inside a team', () => {
    expect(teamNavItems('/en/dashboard', 'en', t)).toBeUndefined();
    expect(teamIdOf(`${base}/bookings`)).toBe(TEAM);
  });

  it('reaches the only calendar’s event types and availability from anywhere in the team', () => {
    const nav = teamNavItems(`${base}/bookings`, 'en', t, [{ id: A, name: 'Dr Sara' }], 'owner')!;
    expect(nav.map((i) => i.href)).toEqual([
      base,
      `${base}/bookings`,
      `${base}/calendars/${A}`,
      `${base}/calendars/${A}/eventtypes`,
      `${base}/calendars/${A}/availability`,
      `${base}/members`,
      `${base}/customers`,
      `${base}/billing`,
      `${base}/settings`,
    ]);
    expect(nav.find((i) => i.href.endsWith('/eventtypes'))).toMatchObject({ level: 2, label: 'shell.nav.eventTypes' });
    expect(nav[2]).toMatchObject({ label: 'Dr Sara', section: 'shell.nav.calendars' });
    expect(nav.filter((i) => i.isCurrent).map((i) => i.id)).toEqual(['bookings']);
  });

  it('with several calendars: each calendar, and the sections of the one being looked at (marked current)', () => {
    const nav = teamNavItems(`/ar/dashboard/team/${TEAM}/calendars/${B}/availability/new`, 'ar', t, [
      { id: A, name: 'A' },
      { id: B, name: 'B' },
    ])!;
    const ids = nav.map((i) => i.id);
    expect(ids).toContain(`calendar-${A}`);
    expect(ids).not.toContain(`calendar-${A}-eventtypes`);
    expect(ids.slice(3, 6)).toEqual([`calendar-${B}`, `calendar-${B}-eventtypes`, `calendar-${B}-availability`]);
    expect(nav.filter((i) => i.isCurrent).map((i) => i.id)).toEqual([`calendar-${B}-availability`]);
    expect(nav.every((i) => i.href.startsWith('/ar/'))).toBe(true);
  });

  it('an assistant (or a role not known yet) is not offered members, billing or settings, which are for owners', () => {
    for (const role of ['assistant', undefined] as const) {
      const nav = teamNavItems(`${base}/bookings`, 'en', t, [{ id: A, name: 'Dr Sara' }], role)!;
      expect(nav.map((i) => i.id)).toEqual(['home', 'bookings', `calendar-${A}`, `calendar-${A}-eventtypes`, `calendar-${A}-availability`, 'customers']);
    }
  });
});
