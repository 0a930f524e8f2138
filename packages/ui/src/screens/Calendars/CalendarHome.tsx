import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarView, ErrorCode, EventTypeView, ScheduleView } from '@waqt/contracts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Code, Inline, Page, PageHeader, Text } from '../../components/layout/index.ts';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { formatDuration, zoneLabel } from '../../format/index.ts';
import { ScheduleList } from './AvailabilityList.tsx';
import * as s from './Availability.css.ts';

export interface CalendarHomeLinks {
  eventTypesHref: string;
  availabilityHref: string;
  settingsHref: string;
  scheduleHref: (scheduleId: string) => string;
  /** The event type form for a new one: with it, "No event types yet" offers to create one. */
  newEventTypeHref?: string | undefined;
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
  const { locale, tag } = useLocale();
  const duration = (minutes: number) => formatDuration(minutes, locale);
  if (loadError) {
    return (
      <Page width="narrow">
        <PageHeader title={t('routes.calendarHome')} />
        {loadError === 'PERMISSION_DISABLED' || loadError === 'NOT_FOUND' ? (
          <EmptyState role="alert" title={t(`errors.${loadError}`)} headingLevel={2} />
        ) : (
          <LoadFailure title={t('calendars.home.loadError')} code={loadError} onRetry={onRetry} />
        )}
      </Page>
    );
  }
  if (!calendar) {
    return (
      <Page width="narrow">
        <PageHeader title={t('routes.calendarHome')} />
        <LoadingBlocks count={3} blockSize="6rem" />
      </Page>
    );
  }
  const url = `${origin}/${calendar.slug}`;
  return (
    <Page width="narrow">
      <PageHeader
        title={calendar.name}
        lead={zoneLabel(calendar.timezone, tag)}
        actions={<Link href={links.settingsHref} variant="standalone">{t('calendars.home.settings')}</Link>}
      />
      <Card title={t('calendars.home.publicLink')} description={t('calendars.home.publicLinkLead')} role="region">
        <Inline>
          <Code>{url}</Code>
          <Button variant="secondary" size="sm" onPress={() => onCopyLink(url)}>{t('calendars.home.copyLink')}</Button>
        </Inline>
      </Card>
      <Card title={t('routes.eventTypes')} role="region" footer={<Link href={links.eventTypesHref} variant="standalone">{t('calendars.home.manageEventTypes')}</Link>}>
        {eventTypesError ? (
          <LoadFailure title={t('calendars.home.eventTypesError')} code={eventTypesError} headingLevel={3} />
        ) : !eventTypes ? (
          <LoadingBlocks count={2} />
        ) : eventTypes.length === 0 ? (
          <EmptyState
            title={t('calendars.home.noEventTypes')}
            body={links.newEventTypeHref ? t('calendars.home.noEventTypesBody') : undefined}
            headingLevel={3}
            action={links.newEventTypeHref ? <Link href={links.newEventTypeHref} variant="standalone">{t('calendars.home.createEventType')}</Link> : undefined}
          />
        ) : (
          <ul className={s.list} aria-label={t('routes.eventTypes')}>
            {eventTypes.map((et) => (
              <li key={et.id} className={s.row}>
                <Inline as="span">
                  <Link href={links.eventTypesHref}>{et.title}</Link>
                  {!et.enabled ? <Badge tone="neutral">{t('calendars.home.disabled')}</Badge> : null}
                </Inline>
                <Text as="span" tone="secondary" size="small">{duration(et.durationMinutes)}</Text>
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
          <Text tone="secondary" size="small">{t('calendars.home.bookingsSoon')}</Text>
        </Card>
      )}
    </Page>
  );
}
