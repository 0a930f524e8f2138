import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarView, ErrorCode, EventTypeView, ScheduleView } from '@waqt/contracts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { formatDuration } from '../../format/index.ts';
import { ScheduleList } from './AvailabilityList.tsx';
import * as s from './Availability.css.ts';

export interface CalendarHomeLinks {
  eventTypesHref: string;
  availabilityHref: string;
  settingsHref: string;
  scheduleHref: (scheduleId: string) => string;
}

export interface CalendarHomeProps {
  /** The calendar; undefined while loading. */
  calendar: CalendarView | undefined;
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** This app's origin, for the public link `{origin}/{slug}`. */
  origin: string;
  /** Copies the public link (the container writes the clipboard and shows a toast). */
  onCopyLink: (url: string) => void;
  eventTypes: EventTypeView[] | undefined;
  eventTypesError?: ErrorCode | undefined;
  schedules: ScheduleView[] | undefined;
  schedulesError?: ErrorCode | undefined;
  links: CalendarHomeLinks;
  /** The calendar's bookings (the app passes the bookings list); a note that they will appear here otherwise. */
  bookings?: ReactNode;
}

/** /dashboard/team/{teamId}/calendars/{calendarId}: the public link, event types, schedules, bookings (later). */
export function CalendarHome({ calendar, loadError, onRetry, origin, onCopyLink, eventTypes, eventTypesError, schedules, schedulesError, links, bookings }: CalendarHomeProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const duration = (minutes: number) => formatDuration(minutes, locale);
  if (loadError) {
    return (
      <div className={s.page}>
        <h1 className={s.title}>{t('routes.calendarHome')}</h1>
        {loadError === 'PERMISSION_DISABLED' || loadError === 'NOT_FOUND' ? (
          <EmptyState role="alert" title={t(`errors.${loadError}`)} headingLevel={2} />
        ) : (
          <LoadFailure title={t('calendars.home.loadError')} code={loadError} onRetry={onRetry} />
        )}
      </div>
    );
  }
  if (!calendar) {
    return (
      <div className={s.page}>
        <h1 className={s.title}>{t('routes.calendarHome')}</h1>
        <LoadingBlocks count={3} blockSize="6rem" />
      </div>
    );
  }
  const url = `${origin}/${calendar.slug}`;
  return (
    <div className={s.page}>
      <header className={s.header}>
        <div>
          <h1 className={s.title}>{calendar.name}</h1>
          <p className={s.muted}>{calendar.timezone}</p>
        </div>
        <Link href={links.settingsHref} variant="standalone">{t('calendars.home.settings')}</Link>
      </header>
      <Card title={t('calendars.home.publicLink')} description={t('calendars.home.publicLinkLead')} role="region">
        <div className={s.rowMain}>
          <bdi dir="ltr" className={s.url}>{url}</bdi>
          <Button variant="secondary" size="sm" onPress={() => onCopyLink(url)}>{t('calendars.home.copyLink')}</Button>
        </div>
      </Card>
      <Card title={t('routes.eventTypes')} role="region" footer={<Link href={links.eventTypesHref} variant="standalone">{t('calendars.home.manageEventTypes')}</Link>}>
        {eventTypesError ? (
          <LoadFailure title={t('calendars.home.eventTypesError')} code={eventTypesError} headingLevel={3} />
        ) : !eventTypes ? (
          <LoadingBlocks count={2} />
        ) : eventTypes.length === 0 ? (
          <EmptyState title={t('calendars.home.noEventTypes')} headingLevel={3} />
        ) : (
          <ul className={s.list} aria-label={t('routes.eventTypes')}>
            {eventTypes.map((et) => (
              <li key={et.id} className={s.row}>
                <span className={s.rowMain}>
                  <Link href={links.eventTypesHref}>{et.title}</Link>
                  {!et.enabled ? <Badge tone="neutral">{t('calendars.home.disabled')}</Badge> : null}
                </span>
                <span className={s.muted}>{duration(et.durationMinutes)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('calendars.availability.title')} role="region" footer={<Link href={links.availabilityHref} variant="standalone">{t('calendars.home.manageAvailability')}</Link>}>
        <ScheduleList schedules={schedules} loadError={schedulesError} hrefOf={links.scheduleHref} headingLevel={3} />
      </Card>
      {bookings ?? (
        <Card title={t('calendars.home.bookings')} role="region">
          <p className={s.muted}>{t('calendars.home.bookingsSoon')}</p>
        </Card>
      )}
    </div>
  );
}
