import type { TeamRole } from '@waqt/contracts';
import type { NavItem } from './AppShell.tsx';

const TEAM_PATH = /^\/(?:en|ar)\/dashboard\/team\/([0-9a-f-]{36})(\/.*)?$/;

/** The team a dashboard path is inside (`/{lang}/dashboard/team/{teamId}/…`), or undefined. */
export const teamIdOf = (pathname: string): string | undefined => TEAM_PATH.exec(pathname)?.[1];

/**
 * A team's side navigation (the dashboard's AppShell `nav`): overview and bookings; then the team's
 * calendars, each reaching its home, and its event types and availability one click away — under the
 * calendar being looked at, or under the team's only calendar; then customers, and for owners members,
 * billing and settings. `calendars` undefined (still loading, or none visible) leaves the group out.
 * `role` undefined (not known yet) leaves the owners' entries out: an assistant is never offered a
 * page that would only say it is for owners.
 */
export function teamNavItems(
  pathname: string,
  lang: string,
  t: (key: string) => string,
  calendars?: readonly { id: string; name: string }[] | undefined,
  role?: TeamRole | undefined,
): NavItem[] | undefined {
  const m = TEAM_PATH.exec(pathname);
  if (!m) return undefined;
  const base = `/${lang}/dashboard/team/${m[1]}`;
  const rest = m[2] ?? '';
  const item = (id: string, suffix: string, label: string): NavItem => ({ id, href: base + suffix, label, isCurrent: suffix === '' ? rest === '' : rest.startsWith(suffix) });
  const items: NavItem[] = [item('home', '', t('shell.nav.overview')), item('bookings', '/bookings', t('shell.nav.bookings'))];
  const currentCalendar = /^\/calendars\/([0-9a-f-]{36})/.exec(rest)?.[1];
  (calendars ?? []).forEach((cal, i) => {
    const home = `/calendars/${cal.id}`;
    items.push({ ...item(`calendar-${cal.id}`, home, cal.name), isCurrent: rest === home, ...(i === 0 ? { section: t('shell.nav.calendars') } : {}) });
    if (cal.id === currentCalendar || calendars!.length === 1) {
      items.push({ ...item(`calendar-${cal.id}-eventtypes`, `${home}/eventtypes`, t('shell.nav.eventTypes')), level: 2 });
      items.push({ ...item(`calendar-${cal.id}-availability`, `${home}/availability`, t('shell.nav.availability')), level: 2 });
    }
  });
  if (role === 'owner') items.push(item('members', '/members', t('shell.nav.members')));
  items.push(item('customers', '/customers', t('shell.nav.customers')));
  if (role === 'owner') items.push(item('billing', '/billing', t('shell.nav.billing')), item('settings', '/settings', t('shell.nav.settings')));
  return items;
}
