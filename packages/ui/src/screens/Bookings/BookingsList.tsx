import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_TABS, type Attendance, type BookingList, type BookingTab, type ErrorCode } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { CalendarIcon } from '../../components/icons/index.ts';
import { Tabs, TabList, Tab, TabPanel } from '../../components/Tabs/Tabs.tsx';
import { Page, PageHeader, Section, Stack, Text } from '../../components/layout/index.ts';
import { BookingsTable, bookingsZoneNote } from '../../patterns/BookingsTable.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { Pagination } from '../../patterns/Pagination.tsx';
import { BookingFilters, NO_FILTERS, hasFilters, type BookingFilterValues, type FilterOption } from './BookingFilters.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import * as s from './Bookings.css.ts';

export interface BookingsListProps {
  /** team: every calendar the viewer sees, with a Calendar filter and an Organizer column; calendar: one calendar's bookings. */
  scope: 'team' | 'calendar';
  /** The tab shown (the app keeps it in the URL, `?tab=`). */
  tab: BookingTab;
  /** Another tab was chosen. */
  onTabChange: (tab: BookingTab) => void;
  /** The filters in force. */
  filters: BookingFilterValues;
  /** The filters changed (the container goes back to page 1). */
  onFiltersChange: (next: BookingFilterValues) => void;
  /** Team-wide: the calendars to filter by; undefined while loading. */
  calendars?: FilterOption[] | undefined;
  /** The event types to filter by; undefined while loading. */
  eventTypes?: FilterOption[] | undefined;
  /** One page of the tab's bookings; undefined while loading. */
  list: BookingList | undefined;
  /** `list` is the previous page's while the next one loads. */
  isRefreshing?: boolean | undefined;
  /** The list failed to load. */
  error?: ErrorCode | undefined;
  /** Loads the list again after a failure. */
  onRetry?: (() => void) | undefined;
  /** Go to another page of the list. */
  onPageChange: (page: number) => void;
  /** The viewer's IANA zone: the date filters are in it; times are in each booking's calendar's zone, and in it too when it differs. */
  timezone: string;
  /** A booking was chosen: show its detail. */
  onOpenBooking: (bookingId: string) => void;
  /** 1 on its own page; 2 inside another page (a calendar's home) that has its own title. */
  headingLevel?: 1 | 2;
  /** The current time: ended confirmed bookings show their attendance or the quick action (injected, so stories are stable). */
  now?: Date | undefined;
  /** A row's quick action: mark an ended booking attended or no-show. */
  onMarkAttendance?: ((bookingId: string, attendance: Attendance) => void) | undefined;
  /** The booking whose attendance is being saved. */
  markingId?: string | null | undefined;
}

/** Only ended bookings can need marking: the filter lives on the Past tab. */
const MARKING_TAB: BookingTab = 'past';

/**
 * The team's (or one calendar's) bookings: filters, the six tabs with what each holds, a table of one
 * page, and the pages. Each tab has its own empty state; a filtered list that is empty offers to clear.
 */
export function BookingsList(props: BookingsListProps) {
  const { t } = useTranslation();
  const { tag } = useLocale();
  const { scope, tab, onTabChange, filters, onFiltersChange, calendars, eventTypes, headingLevel = 1 } = props;
  const hintId = useId();
  // "Needs marking" holds only ended bookings: choosing it goes to the Past tab, and leaving that tab drops it.
  const changeFilters = (next: BookingFilterValues) => {
    onFiltersChange(next);
    if (next.needsMarking && !filters.needsMarking && tab !== MARKING_TAB) onTabChange(MARKING_TAB);
  };
  const changeTab = (next: BookingTab) => {
    onTabChange(next);
    if (next !== MARKING_TAB && filters.needsMarking) onFiltersChange({ ...filters, needsMarking: undefined });
  };
  const lead = t(scope === 'team' ? 'bookings.lead' : 'bookings.leadCalendar');
  const zoneNote = props.list && !props.error ? bookingsZoneNote(props.list.items, t, tag) : undefined;
  const content = (
    <>
      <BookingFilters value={filters} onChange={changeFilters} showCalendar={scope === 'team'} calendars={calendars} eventTypes={eventTypes} />
      <Tabs className={s.tabs} selectedKey={tab} onSelectionChange={(key) => changeTab(key as BookingTab)}>
        <TabList aria-label={t('bookings.tabsLabel')}>
          {BOOKING_TABS.map((id) => (
            <Tab key={id} id={id}>
              {t(`bookings.tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        {BOOKING_TABS.map((id) => (
          // Only the selected panel renders; each says what its tab holds first.
          <TabPanel key={id} id={id} className={s.tabPanel} aria-describedby={hintId}>
            {/* Which zone the times are in: the calendars' (issue 36), said once the rows are here. */}
            <Text id={hintId} tone="secondary" size="small">
              {t(`bookings.hints.${id}`)}
              {zoneNote ? ` ${zoneNote}` : null}
            </Text>
            <TabContent {...props} tab={id} subLevel={headingLevel === 1 ? 2 : 3} />
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
  // On its own page the title is the h1; inside a calendar's home, a section of it.
  return headingLevel === 1 ? (
    <Page>
      <PageHeader title={t('bookings.title')} lead={lead} />
      {content}
    </Page>
  ) : (
    <Section title={t('bookings.title')} lead={lead}>
      {content}
    </Section>
  );
}

function TabContent(props: BookingsListProps & { subLevel: 2 | 3 }) {
  const { scope, tab, filters, onFiltersChange, list, isRefreshing, error, onRetry, onPageChange, timezone, onOpenBooking, subLevel } = props;
  const { t } = useTranslation();
  if (error) return <LoadFailure title={t('bookings.loadError')} code={error} onRetry={onRetry} headingLevel={subLevel} />;
  if (!list) return <LoadingBlocks count={4} blockSize="3.5rem" />;
  const filtered = hasFilters(filters);
  // "Needs marking" alone and nothing left: every ended booking is marked.
  const allMarked = filtered && filters.needsMarking && !hasFilters({ ...filters, needsMarking: undefined });
  const empty: ReactNode = filtered ? (
    <EmptyState
      icon={<CalendarIcon size={24} />}
      title={t(allMarked ? 'bookings.attendance.emptyTitle' : 'bookings.empty.filtered.title')}
      body={t(allMarked ? 'bookings.attendance.emptyBody' : 'bookings.empty.filtered.body')}
      headingLevel={subLevel}
      action={
        <Button variant="secondary" onPress={() => onFiltersChange(NO_FILTERS)}>
          {t('bookings.filters.clear')}
        </Button>
      }
    />
  ) : (
    <EmptyState icon={<CalendarIcon size={24} />} title={t(`bookings.empty.${tab}.title`)} body={t(`bookings.empty.${tab}.body`)} headingLevel={subLevel} />
  );
  return (
    <Stack space="lg" aria-busy={isRefreshing ? true : undefined}>
      <BookingsTable
        rows={list.items}
        showOrganizer={scope === 'team'}
        timezone={timezone}
        onOpen={onOpenBooking}
        emptyState={empty}
        now={props.now}
        onMarkAttendance={props.onMarkAttendance}
        markingId={props.markingId}
      />
      {list.total > 0 ? <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onPageChange={onPageChange} isDisabled={isRefreshing === true} /> : null}
    </Stack>
  );
}
