import { CalendarDate, GregorianCalendar, parseDate, toCalendar } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../components/DatePicker/DatePicker.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { FilterBar, FilterSearch } from '../../patterns/FilterBar.tsx';

/** What the list is narrowed to. Everything but `search` is optional: absent means "all". */
export interface BookingFilterValues {
  /** Team-wide lists only: one calendar's bookings. */
  calendarId?: string | undefined;
  /** One event type's bookings. */
  eventTypeId?: string | undefined;
  /** First local date (YYYY-MM-DD, in the viewer's zone), included. */
  from?: string | undefined;
  /** Last local date (YYYY-MM-DD, in the viewer's zone), included. */
  to?: string | undefined;
  /** Attendee name or email, as typed (the container waits for typing to pause before asking). */
  search: string;
  /** Only confirmed bookings that have ended and are not marked attended or no-show ("Needs marking"). */
  needsMarking?: boolean | undefined;
}

/** A choice of a filter: a calendar or an event type. */
export interface FilterOption {
  id: string;
  label: string;
  /** A second line, e.g. the calendar of an event type when all calendars are listed. */
  description?: string;
}

export const NO_FILTERS: BookingFilterValues = { search: '' };
const ALL = '__all__';

/** Whether anything narrows the list (the empty state then offers to clear). */
export const hasFilters = (f: BookingFilterValues) => Boolean(f.calendarId || f.eventTypeId || f.from || f.to || f.search.trim() || f.needsMarking);
const NEEDS_MARKING = 'needsMarking';

/** The "to" date comes before the "from" date: the list ignores "to" and the field says why. */
export const isRangeReversed = (f: BookingFilterValues) => Boolean(f.from && f.to && f.to < f.from);

const toDate = (iso: string | undefined) => {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
};
// The pickers show the locale's calendar (Hijri in ar-SA); the API takes Gregorian ISO dates.
const toIso = (d: CalendarDate | null) => (d ? toCalendar(d, new GregorianCalendar()).toString() : undefined);

export interface BookingFiltersProps {
  /** The current filters. */
  value: BookingFilterValues;
  /** Called with the whole new set on every change. */
  onChange: (next: BookingFilterValues) => void;
  /** Team-wide: the calendars to choose from (undefined while loading). Per calendar: leave out and set `showCalendar` false. */
  calendars?: FilterOption[] | undefined;
  /** Show the Calendar filter (team-wide lists). */
  showCalendar: boolean;
  /** The event types to choose from; undefined while loading. */
  eventTypes?: FilterOption[] | undefined;
}

/** Calendar, event type, attendance ("Needs marking"), date range and attendee search (a FilterBar), above the bookings tabs. */
export function BookingFilters({ value, onChange, calendars, showCalendar, eventTypes }: BookingFiltersProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<BookingFilterValues>) => onChange({ ...value, ...patch });
  const reversed = isRangeReversed(value);
  const from = toDate(value.from);
  return (
    <FilterBar
      label={t('bookings.filters.label')}
      clear={hasFilters(value) ? { label: t('bookings.filters.clear'), onClear: () => onChange(NO_FILTERS) } : undefined}
    >
      {showCalendar ? (
        <Select
          label={t('bookings.filters.calendar')}
          items={[{ id: ALL, label: t('bookings.filters.allCalendars') }, ...(calendars ?? [])]}
          selectedKey={value.calendarId ?? ALL}
          isDisabled={!calendars}
          // Another calendar has other event types: the event type choice starts over.
          onSelectionChange={(key) => set({ calendarId: key === ALL || key === null ? undefined : String(key), eventTypeId: undefined })}
        />
      ) : null}
      <Select
        label={t('bookings.filters.eventType')}
        items={[{ id: ALL, label: t('bookings.filters.allEventTypes') }, ...(eventTypes ?? [])]}
        selectedKey={value.eventTypeId ?? ALL}
        isDisabled={!eventTypes}
        onSelectionChange={(key) => set({ eventTypeId: key === ALL || key === null ? undefined : String(key) })}
      />
      <Select
        label={t('bookings.attendance.filter')}
        items={[
          { id: ALL, label: t('bookings.attendance.filterAll') },
          { id: NEEDS_MARKING, label: t('bookings.attendance.filterNeedsMarking') },
        ]}
        selectedKey={value.needsMarking ? NEEDS_MARKING : ALL}
        onSelectionChange={(key) => set({ needsMarking: key === NEEDS_MARKING ? true : undefined })}
      />
      <DatePicker<CalendarDate>
        label={t('bookings.filters.from')}
        value={from}
        onChange={(d) => set({ from: toIso(d) })}
      />
      <DatePicker<CalendarDate>
        label={t('bookings.filters.to')}
        value={toDate(value.to)}
        onChange={(d) => set({ to: toIso(d) })}
        isInvalid={reversed}
        errorMessage={reversed ? t('validation.date_range_reversed') : undefined}
      />
      <FilterSearch
        label={t('bookings.filters.search')}
        placeholder={t('bookings.filters.searchPlaceholder')}
        value={value.search}
        onChange={(search) => set({ search })}
        maxLength={120}
      />
    </FilterBar>
  );
}
