import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
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

/** A calendar's sections (home, availability, event types, settings) above its pages; scrolls sideways on a phone. */
export function CalendarNav({ base, current, calendarName }: CalendarNavProps) {
  const { t } = useTranslation();
  return (
    <nav className={s.nav} aria-label={calendarName ? t('calendars.nav.labelNamed', { name: calendarName }) : t('calendars.nav.label')}>
      {calendarName ? <p className={s.heading}>{calendarName}</p> : null}
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
