import { useEffect, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useControlledState } from 'react-stately/useControlledState';
import { useTranslation } from 'react-i18next';
import type { BookingTab, ListBookingsInput } from '@waqt/contracts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { useDebounce } from '../../hooks/useDebounce.ts';
import { NO_FILTERS, isRangeReversed, type BookingFilterValues, type FilterOption } from './BookingFilters.tsx';
import { BookingDetailContainer } from './BookingDetail.container.tsx';
import { BookingsList } from './BookingsList.tsx';
import { useMarkAttendance } from './useMarkAttendance.ts';
import { pageCount } from '../../format/index.ts';

export interface BookingsListContainerProps {
  teamId: string;
  /** A calendar's own bookings (its home): no Calendar filter. Leave out for the team-wide list. */
  calendarId?: string | undefined;
  /** The viewer's IANA zone: times are shown and dates filtered in it. */
  timezone: string;
  /** The tab shown; pass it with `onTabChange` to keep it in the URL (`?tab=`). Active when left out. */
  tab?: BookingTab | undefined;
  /** Another tab was chosen. */
  onTabChange?: ((tab: BookingTab) => void) | undefined;
  /** The booking whose detail is open; pass it with `onBookingChange` to keep it in the URL. */
  bookingId?: string | null | undefined;
  /** A booking was opened (its id) or its detail closed (null). */
  onBookingChange?: ((bookingId: string | null) => void) | undefined;
  /** 2 when the list sits inside another page with its own title (a calendar's home). */
  headingLevel?: 1 | 2 | undefined;
  /** The clock (stories pin it); the system time by default. */
  now?: (() => Date) | undefined;
  /** The "Needs marking" filter; pass it with `onNeedsMarkingChange` to keep it in the URL (the team home links to it). */
  needsMarking?: boolean | undefined;
  /** The "Needs marking" filter was set or cleared. */
  onNeedsMarkingChange?: ((needsMarking: boolean) => void) | undefined;
}

const systemNow = () => new Date();

/** How long typing in the search must pause before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

const inputOfKey = (key: readonly unknown[]) => (key[1] as { input?: ListBookingsInput } | undefined)?.input;

/**
 * The bookings list wired to `bookings.list`, with filter choices from `calendars.list` and
 * `eventTypes.list`, and the detail (`bookings.get` / `bookings.cancel`) in a dialog. An ended booking
 * that needs marking has the quick action ("Attended" / "No-show", `bookings.markAttendance`); a refusal
 * shows as a toast.
 */
export function BookingsListContainer(props: BookingsListContainerProps) {
  const { teamId, calendarId, timezone, tab: tabProp, onTabChange, bookingId, onBookingChange, headingLevel, now = systemNow } = props;
  const trpc = useTRPC();
  const toast = useToast();
  const { t } = useTranslation();
  const scope = calendarId ? 'calendar' : 'team';
  // Each is the caller's when given (kept in the URL), the container's own otherwise.
  const [tab, setTab] = useControlledState<BookingTab>(tabProp, 'active', onTabChange);
  const [openId, setOpen] = useControlledState<string | null>(bookingId, null, onBookingChange);
  const [ownFilters, setOwnFilters] = useState<BookingFilterValues>(NO_FILTERS);
  const [needsMarking, setNeedsMarking] = useControlledState<boolean>(props.needsMarking, false, props.onNeedsMarkingChange);
  const filters: BookingFilterValues = { ...ownFilters, needsMarking: needsMarking || undefined };
  const setFilters = (next: BookingFilterValues) => {
    setOwnFilters({ ...next, needsMarking: undefined });
    if (Boolean(next.needsMarking) !== needsMarking) setNeedsMarking(Boolean(next.needsMarking));
  };
  const attendance = useMarkAttendance(teamId);
  const search = useDebounce(filters.search.trim(), SEARCH_DEBOUNCE_MS);

  const calendars = useQuery({ ...trpc.calendars.list.queryOptions({ teamId }), enabled: scope === 'team' });
  const chosenCalendar = calendarId ?? filters.calendarId;
  const typeSources = chosenCalendar ? [chosenCalendar] : (calendars.data ?? []).map((c) => c.id);
  const typeQueries = useQueries({ queries: typeSources.map((id) => trpc.eventTypes.list.queryOptions({ teamId, calendarId: id })) });
  const calendarName = new Map((calendars.data ?? []).map((c) => [c.id, c.name]));
  const typesReady = (scope === 'calendar' || calendars.isSuccess) && typeQueries.every((q) => q.isSuccess || q.isError);
  const eventTypes: FilterOption[] | undefined = typesReady
    ? typeQueries.flatMap((q) =>
        (q.data ?? []).map((et) => ({
          id: et.id,
          label: et.title,
          // With every calendar listed, say whose event type it is.
          ...(chosenCalendar ? {} : { description: calendarName.get(et.calendarId) ?? '' }),
        })),
      )
    : undefined;

  // The page belongs to one tab and one set of filters: any other starts again at page 1.
  const pageKey = JSON.stringify([tab, chosenCalendar, filters.eventTypeId, filters.from, filters.to, search, needsMarking]);
  const [paging, setPaging] = useState({ key: pageKey, page: 1 });
  const page = paging.key === pageKey ? paging.page : 1;
  const input: ListBookingsInput = {
    teamId,
    tab,
    timezone,
    page,
    ...(chosenCalendar ? { calendarId: chosenCalendar } : {}),
    ...(filters.eventTypeId ? { eventTypeId: filters.eventTypeId } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to && !isRangeReversed(filters) ? { to: filters.to } : {}),
    ...(search ? { search } : {}),
    ...(needsMarking ? { needsMarking: true } : {}),
  };
  const list = useQuery({
    ...trpc.bookings.list.queryOptions(input),
    // Within a tab the rows stay while the next page or filter loads (marked busy); another tab starts blank.
    placeholderData: (previous, previousQuery) => (previousQuery && inputOfKey(previousQuery.queryKey)?.tab === tab ? previous : undefined),
  });

  // A page emptied under the viewer (its last booking cancelled): show the last page there is.
  const data = list.data;
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && data.total > 0 && page > 1) {
      setPaging({ key: pageKey, page: pageCount(data.total, data.pageSize) });
    }
  }, [data, list.isPlaceholderData, page, pageKey]);

  return (
    <>
      <BookingsList
        scope={scope}
        tab={tab}
        onTabChange={setTab}
        filters={filters}
        onFiltersChange={setFilters}
        calendars={calendars.data?.map((c) => ({ id: c.id, label: c.name }))}
        eventTypes={eventTypes}
        list={list.data}
        isRefreshing={list.isPlaceholderData}
        error={list.isError ? errorCodeOf(list.error) : undefined}
        onRetry={() => void list.refetch()}
        onPageChange={(next) => setPaging({ key: pageKey, page: next })}
        timezone={timezone}
        onOpenBooking={setOpen}
        headingLevel={headingLevel}
        now={now()}
        markingId={attendance.markingId}
        onMarkAttendance={(id, choice) =>
          void attendance.mark(id, choice).then((outcome) => {
            if (!outcome.ok) toast.critical(t(`errors.${outcome.error}`));
          })
        }
      />
      <BookingDetailContainer teamId={teamId} bookingId={openId} onClose={() => setOpen(null)} timezone={timezone} now={now} />
    </>
  );
}
