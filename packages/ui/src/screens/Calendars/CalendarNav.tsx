import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../components/icons/index.ts';
import { Inline, Text } from '../../components/layout/index.ts';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu/Menu.tsx';
import * as s from './CalendarNav.css.ts';

export type CalendarSection = 'home' | 'availability' | 'eventTypes' | 'settings';

export interface CalendarNavProps {
  /** The calendar's dashboard address (`…/calendars/{calendarId}`); sections hang off it. */
  base: string;
  current: CalendarSection | undefined;
  /** The calendar's name once loaded, shown above its sections. */
  calendarName?: string | undefined;
}

const SECTIONS: [CalendarSection, string, string][] = [
  ['home', '', 'calendars.nav.home'],
  ['availability', '/availability', 'calendars.availability.title'],
  ['eventTypes', '/eventtypes', 'eventTypes.title'],
  ['settings', '/settings', 'calendars.nav.settings'],
];

/**
 * A calendar's sections (home, availability, event types, settings) above its pages. On a wide screen
 * a row of tabs; where the app's own navigation is a row of tabs too (below 60rem: a phone, a tablet),
 * a single "section" button that opens them as a menu — one row of tabs on the screen, never two.
 */
export function CalendarNav({ base, current, calendarName }: CalendarNavProps) {
  const { t } = useTranslation();
  const currentKey = SECTIONS.find(([id]) => id === current)?.[2];
  return (
    <nav className={s.nav} aria-label={calendarName ? t('calendars.nav.labelNamed', { name: calendarName }) : t('calendars.nav.label')}>
      <Inline>
        {calendarName ? <Text size="small" tone="secondary" className={s.calendarName}>{calendarName}</Text> : null}
        <MenuTrigger>
          <AriaButton className={s.switcher} aria-label={currentKey ? t('calendars.nav.current', { section: t(currentKey) }) : t('calendars.nav.label')}>
            <span>{currentKey ? t(currentKey) : t('calendars.nav.label')}</span>
            <ChevronDownIcon size={16} />
          </AriaButton>
          <Menu placement="bottom start">
            {SECTIONS.map(([id, suffix, key]) => (
              <MenuItem key={id} id={id} href={base + suffix}>
                {t(key)}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      </Inline>
      <ul className={s.list}>
        {SECTIONS.map(([id, suffix, key]) => (
          <li key={id}>
            <AriaLink className={s.item} href={base + suffix} aria-current={id === current ? 'page' : undefined}>
              {t(key)}
            </AriaLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Which section a path under a calendar's base shows. */
export function calendarSectionOf(rest: string): CalendarSection | undefined {
  if (rest === '' || rest === '/') return 'home';
  if (rest.startsWith('/availability')) return 'availability';
  if (rest.startsWith('/eventtypes')) return 'eventTypes';
  if (rest.startsWith('/settings')) return 'settings';
  return undefined;
}
