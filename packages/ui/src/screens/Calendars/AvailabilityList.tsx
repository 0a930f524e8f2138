import { useTranslation } from 'react-i18next';
import type { ErrorCode, ScheduleView } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Inline, Page, PageHeader, Text, Bidi } from '../../components/layout/index.ts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { formatNumber, zoneLabel } from '../../format/index.ts';
import * as s from './Availability.css.ts';

export interface ScheduleListProps {
  /** The calendar's schedules; undefined while loading. */
  schedules: ScheduleView[] | undefined;
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** Where a schedule is edited. */
  hrefOf: (scheduleId: string) => string;
  /** Heading level of "no schedules yet" (2 on its own page, 3 inside the calendar home). */
  headingLevel?: 2 | 3;
  /** "Make default" on each other schedule; undefined hides it. */
  onMakeDefault?: ((schedule: ScheduleView) => void) | undefined;
  /** The schedule being made the default (its button waits). */
  pendingDefaultId?: string | undefined;
}

/** Schedules as links, the default marked, each with how many days a week it is open. */
export function ScheduleList({ schedules, loadError, onRetry, hrefOf, headingLevel = 2, onMakeDefault, pendingDefaultId }: ScheduleListProps) {
  const { t } = useTranslation();
  const { locale, tag } = useLocale();
  const count = (n: number) => formatNumber(n, locale);
  if (loadError) return <LoadFailure title={t('calendars.availability.loadError')} code={loadError} onRetry={onRetry} headingLevel={headingLevel} />;
  if (!schedules) return <LoadingBlocks count={2} />;
  if (schedules.length === 0) return <EmptyState title={t('calendars.availability.empty')} body={t('calendars.availability.emptyBody')} headingLevel={headingLevel} />;
  return (
    <ul className={s.list} aria-label={t('calendars.availability.title')}>
      {schedules.map((sc) => (
        <li key={sc.id} className={s.row}>
          <Inline as="span">
            <Link href={hrefOf(sc.id)} variant="standalone">{sc.name}</Link>
            {sc.isDefault ? <Badge tone="accent">{t('calendars.availability.default')}</Badge> : null}
          </Inline>
          <Text as="span" tone="secondary" size="small">{t('calendars.availability.daysOpen', { count: count(sc.weekly.filter((d) => d.length > 0).length) })} · <Bidi>{zoneLabel(sc.timezone, tag)}</Bidi></Text>
          {onMakeDefault && !sc.isDefault ? (
            <Button
              variant="quiet"
              size="sm"
              aria-label={t('calendars.availability.makeDefaultFor', { name: sc.name })}
              isPending={pendingDefaultId === sc.id}
              isDisabled={pendingDefaultId !== undefined}
              onPress={() => onMakeDefault(sc)}
            >
              {t('calendars.availability.makeDefault')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export interface AvailabilityListProps extends ScheduleListProps {
  /** "New schedule" (owners only); undefined hides it. */
  newHref?: string | undefined;
  calendarName?: string | undefined;
}

/** .../calendars/{calendarId}/availability: the calendar's schedules and "new schedule". */
export function AvailabilityList({ newHref, calendarName, ...list }: AvailabilityListProps) {
  const { t } = useTranslation();
  return (
    <Page width="narrow">
      <PageHeader
        title={t('calendars.availability.title')}
        lead={
          <>
            {calendarName ? <><Bidi>{calendarName}</Bidi> · </> : null}
            {t('calendars.availability.lead')}
          </>
        }
        actions={newHref ? <Link href={newHref} variant="standalone">{t('calendars.availability.new')}</Link> : undefined}
      />
      <Card>
        <ScheduleList {...list} />
      </Card>
    </Page>
  );
}
