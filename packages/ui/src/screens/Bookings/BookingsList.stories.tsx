import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BOOKING_TABS, isLocale, type BookingTab, type Locale } from '@waqt/contracts';
import { formatDateTime, formatNumber, formatDateTimeRange, zoneLabel } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { expectLoadFailure, expectLoading, storyParameters } from '../../fixtures/teams.ts';
import { NO_FILTERS } from './BookingFilters.tsx';
import { BookingsList, type BookingsListProps } from './BookingsList.tsx';
import { checkup, cleaning, drSara, emptyList, list, NOW, pageOf, pastRows, rows, VIEWER_ZONE, xRay } from '../../fixtures/bookings.ts';
import { phoneViewport } from '../../mocks/viewports.ts';

const locale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
const n = (x: number) => formatNumber(x, locale());
const body = () => within(document.body);
/** Intl puts no-break spaces in times; toHaveTextContent compares collapsed whitespace. */
const norm = (text: string) => text.replace(/\s+/g, ' ');

const meta = {
  title: 'Screens/Bookings/BookingsList',
  component: BookingsList,
  parameters: storyParameters,
  args: {
    scope: 'team',
    tab: 'active',
    onTabChange: fn(),
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    calendars: [drSara, xRay].map((c) => ({ id: c.id, label: c.name })),
    eventTypes: [checkup, cleaning].map((et) => ({ id: et.id, label: et.title, description: drSara.name })),
    list: list(rows),
    onPageChange: fn(),
    timezone: VIEWER_ZONE,
    onOpenBooking: fn(),
  },
} satisfies Meta<typeof BookingsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Team-wide: every calendar's bookings with the Calendar filter and the Organizer column; times in the viewer's zone. */
export const TeamWide: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('bookings.title') })).toBeInTheDocument();
    const tabs = within(c.getByRole('tablist', { name: t('bookings.tabsLabel') })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(BOOKING_TABS.map((id) => t(`bookings.tabs.${id}`)));
    await expect(c.getByRole('tab', { name: t('bookings.tabs.active') })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('tabpanel')).toHaveAccessibleDescription(containing(t('bookings.hints.active')));
    // The calendars' zone by its readable name and offset, not the IANA name (issues 23, 36).
    await expect(c.getByRole('tabpanel')).toHaveAccessibleDescription(containing(t('bookings.zoneCalendar', { zone: `\u2068${zoneLabel(drSara.timezone, document.documentElement.lang)}\u2069` })));
    await expect(c.getByRole('tabpanel')).not.toHaveAccessibleDescription(containing(VIEWER_ZONE));

    const grid = within(c.getByRole('grid', { name: t('bookings.table') }));
    const columns = grid.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(columns).toEqual(['event', 'time', 'attendee', 'organizer', 'status'].map((k) => t(`bookings.columns.${k}`)));
    await expect(grid.getAllByRole('row')).toHaveLength(rows.length + 1);
    const [omar, layla] = grid.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    await expect(omar).toHaveTextContent(norm(formatDateTimeRange(rows[0]!.startsAt, rows[0]!.endsAt, locale(), VIEWER_ZONE)));
    await expect(omar).toHaveTextContent('omar@example.com');
    await expect(omar).toHaveTextContent(drSara.name);
    await expect(omar).toHaveTextContent(t('bookings.status.confirmed'));
    // A pending booking says when it expires.
    const expires = formatDateTime(rows[1]!.expiresAt!, locale(), VIEWER_ZONE, { dateStyle: 'medium', timeStyle: 'short' });
    await expect(layla).toHaveTextContent(t('bookings.status.pending'));
    await expect(layla).toHaveTextContent(norm(t('bookings.expires', { time: expires })));

    await userEvent.click(c.getByRole('button', { name: containing(t('bookings.filters.calendar')) }));
    await userEvent.click(await body().findByRole('option', { name: xRay.name }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ search: '', calendarId: xRay.id, eventTypeId: undefined });

    await userEvent.click(c.getByRole('tab', { name: t('bookings.tabs.pending') }));
    await expect(args.onTabChange).toHaveBeenCalledWith('pending');
    await userEvent.click(grid.getByText('Omar Haddad'));
    await expect(args.onOpenBooking).toHaveBeenCalledWith(rows[0]!.id);
  },
};

/** The x-ray room keeps Dubai's time: the rows of calendars in several zones. */
const xRayInDubai = rows.map((r) => (r.organizer.calendarId === xRay.id ? { ...r, organizer: { ...r.organizer, timezone: 'Asia/Dubai' } } : r));

/**
 * Calendars in two zones (issue 36): each booking's times in its own calendar's zone, each named; the
 * viewer (in Riyadh) also sees the Dubai booking's start on their own clock.
 */
export const CalendarsInTwoZones: Story = {
  tags: ['visual'],
  args: { list: list(xRayInDubai) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('tabpanel')).toHaveAccessibleDescription(containing(t('bookings.zoneEach')));
    const [omar, , nora] = within(c.getByRole('grid', { name: t('bookings.table') })).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement, HTMLElement];
    const x = xRayInDubai[2]!;
    await expect(omar).toHaveTextContent(norm(formatDateTimeRange(rows[0]!.startsAt, rows[0]!.endsAt, locale(), 'Asia/Riyadh')));
    await expect(omar).toHaveTextContent(norm(zoneLabel('Asia/Riyadh', document.documentElement.lang)));
    await expect(omar).not.toHaveTextContent(norm(t('bookings.yourTime', { time: '' }).trim()));
    await expect(nora).toHaveTextContent(norm(formatDateTimeRange(x.startsAt, x.endsAt, locale(), 'Asia/Dubai')));
    await expect(nora).toHaveTextContent(norm(zoneLabel('Asia/Dubai', document.documentElement.lang)));
    await expect(nora).toHaveTextContent(norm(t('bookings.yourTime', { time: formatDateTime(x.startsAt, locale(), VIEWER_ZONE) })));
  },
};

/**
 * A viewer whose own zone is London looks at a Riyadh clinic's bookings: the times stay the clinic's,
 * said so, with the start on the viewer's clock beside each (issue 36: "7:00 AM UTC" for a 10:00 visit).
 */
export const ViewerInAnotherZone: Story = {
  args: { timezone: 'Europe/London', list: list(rows.slice(0, 1)) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('tabpanel')).toHaveAccessibleDescription(containing(t('bookings.zoneCalendar', { zone: `\u2068${zoneLabel('Asia/Riyadh', document.documentElement.lang)}\u2069` })));
    const [omar] = within(c.getByRole('grid', { name: t('bookings.table') })).getAllByRole('row').slice(1) as [HTMLElement];
    await expect(omar).toHaveTextContent(norm(formatDateTimeRange(rows[0]!.startsAt, rows[0]!.endsAt, locale(), 'Asia/Riyadh')));
    await expect(omar).toHaveTextContent(norm(t('bookings.yourTime', { time: formatDateTime(rows[0]!.startsAt, locale(), 'Europe/London') })));
  },
};

/** One calendar's bookings (its home): no Calendar filter, no Organizer column, the heading one level down. */
export const PerCalendar: Story = {
  args: { scope: 'calendar', calendars: undefined, list: list(rows.slice(0, 2)), headingLevel: 2 },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: t('bookings.title') })).toBeInTheDocument();
    await expect(c.getByText(t('bookings.leadCalendar'))).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: containing(t('bookings.filters.calendar')) })).toBeNull();
    await expect(c.queryByRole('columnheader', { name: t('bookings.columns.organizer') })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: containing(t('bookings.filters.eventType')) }));
    await userEvent.click(await body().findByRole('option', { name: containing(cleaning.title) }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ search: '', eventTypeId: cleaning.id });
  },
};

function TabSwitcher(props: BookingsListProps) {
  const [tab, setTab] = useState<BookingTab>(props.tab);
  return (
    <BookingsList
      {...props}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
    />
  );
}

/** Nothing in any tab: each tab says what it would hold and has its own empty state. */
export const EmptyTabs: Story = {
  tags: ['visual'],
  args: { list: emptyList },
  render: (args) => <TabSwitcher {...args} />,
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    for (const tab of BOOKING_TABS) {
      await userEvent.click(c.getByRole('tab', { name: t(`bookings.tabs.${tab}`) }));
      await expect(c.getByRole('tab', { name: t(`bookings.tabs.${tab}`) })).toHaveAttribute('aria-selected', 'true');
      const panel = within(c.getByRole('tabpanel'));
      await expect(panel.getByRole('heading', { name: t(`bookings.empty.${tab}.title`) })).toBeInTheDocument();
      await expect(panel.getByText(t(`bookings.empty.${tab}.body`))).toBeInTheDocument();
      await expect(c.getByRole('tabpanel')).toHaveAccessibleDescription(containing(t(`bookings.hints.${tab}`)));
      await expect(panel.queryByRole('navigation', { name: t('bookings.pagination.label') })).toBeNull();
    }
    await expect(args.onTabChange).toHaveBeenLastCalledWith('expired');
  },
};

/** Filters that match nothing: the empty state says so and clears them. */
export const FilteredEmpty: Story = {
  args: { list: emptyList, filters: { search: 'nobody' } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByRole('heading', { name: t('bookings.empty.filtered.title') })).toBeInTheDocument();
    await expect(panel.queryByRole('heading', { name: t('bookings.empty.active.title') })).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: t('bookings.filters.clear') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_FILTERS);
  },
};

/** "To" before "From": the field says why (the container leaves "to" out of the request). */
export const ReversedRange: Story = {
  args: { filters: { search: '', from: '2026-03-10', to: '2026-03-01' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(storyTr()('validation.date_range_reversed'))).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { list: undefined },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
    await expect(within(canvasElement).getByRole('tab', { name: storyTr()('bookings.tabs.active') })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { list: undefined, error: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await expectLoadFailure(canvasElement, 'bookings.loadError', 'UNEXPECTED'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** 57 bookings, page 1: "1–20 of 57", "Page 1 of 3"; Previous waits, Next asks for page 2. */
export const Paged: Story = {
  args: { list: pageOf(1) },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('bookings.pagination.label') }));
    await expect(nav.getByText(t('bookings.pagination.range', { from: n(1), to: n(20), total: n(57) }))).toBeInTheDocument();
    await expect(nav.getByText(t('bookings.pagination.page', { page: n(1), pages: n(3) }))).toBeInTheDocument();
    await expect(nav.getByRole('button', { name: t('bookings.pagination.previous') })).toBeDisabled();
    await userEvent.click(nav.getByRole('button', { name: t('bookings.pagination.next') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** The last page: "41–57 of 57", Next waits. */
export const LastPage: Story = {
  args: { list: pageOf(3) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('bookings.pagination.label') }));
    await expect(nav.getByText(t('bookings.pagination.range', { from: n(41), to: n(57), total: n(57) }))).toBeInTheDocument();
    await expect(nav.getByRole('button', { name: t('bookings.pagination.next') })).toBeDisabled();
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(17 + 1);
  },
};

/**
 * A phone: one card per booking instead of a table that scrolls sideways — every field in sight, and
 * the whole card opens the booking. It stays the same grid, so screen readers still hear column names.
 */
export const Phone: Story = {
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const gridEl = c.getByRole('grid', { name: t('bookings.table') });
    const frame = gridEl.parentElement!;
    // Nothing hides off the side.
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(gridEl.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    // The column names are still there for assistive technology, but take no room.
    await expect(c.getByRole('columnheader', { name: t('bookings.columns.event') })).toBeInTheDocument();
    await expect(c.getAllByRole('row')[1]!.getBoundingClientRect().top - gridEl.getBoundingClientRect().top).toBeLessThanOrEqual(2);
    // The fields of a card are stacked: the time under the title, the attendee under the time.
    const card = within(c.getAllByRole('row')[1]!);
    const title = card.getByRole('rowheader');
    const [time, attendee] = card.getAllByRole('gridcell');
    await expect(time!.getBoundingClientRect().top).toBeGreaterThanOrEqual(title!.getBoundingClientRect().bottom - 1);
    await expect(attendee!.getBoundingClientRect().top).toBeGreaterThanOrEqual(time!.getBoundingClientRect().bottom - 1);
    await expect(c.getAllByRole('row')[1]!).toHaveTextContent(t('bookings.columns.organizer'));
    await userEvent.click(c.getByText('ليلى ناصر'));
    await expect(args.onOpenBooking).toHaveBeenCalledWith(rows[1]!.id);
  },
};

// ——— Attendance (issue 24) ———

/** The row of a booking, by its attendee (a row is named by its event, the row header). */
const rowOf = (el: HTMLElement, name: string) => within(el).getByText(name).closest<HTMLElement>('[role="row"]')!;
const [toMark, attendedRow, noShowRow] = pastRows as [(typeof pastRows)[number], (typeof pastRows)[number], (typeof pastRows)[number]];

/**
 * The Past tab: an ended booking not marked yet offers "Attended" / "No-show" (each named with the
 * booker); marked ones show the mark. The booker of the first said "I'll be there" — the mark is still the team's.
 */
export const NeedsMarking: Story = {
  args: { tab: 'past', list: list(pastRows), now: NOW, onMarkAttendance: fn() },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const grid = within(c.getByRole('grid', { name: t('bookings.table') }));
    await expect(grid.getByRole('columnheader', { name: t('bookings.attendance.column') })).toBeInTheDocument();
    const first = within(rowOf(canvasElement, toMark.attendee.name));
    await expect(first.getByRole('button', { name: t('bookings.attendance.markAs.attended', { name: toMark.attendee.name }) })).toHaveTextContent(t('bookings.attendance.status.attended'));
    await expect(rowOf(canvasElement, attendedRow.attendee.name)).toHaveTextContent(t('bookings.attendance.status.attended'));
    await expect(within(rowOf(canvasElement, attendedRow.attendee.name)).queryByRole('button')).toBeNull();
    await expect(rowOf(canvasElement, noShowRow.attendee.name)).toHaveTextContent(t('bookings.attendance.status.no_show'));
    await expect(rowOf(canvasElement, noShowRow.attendee.name).querySelector('[data-tone="caution"]')).toHaveTextContent(t('bookings.attendance.status.no_show'));

    await userEvent.click(first.getByRole('button', { name: t('bookings.attendance.markAs.no_show', { name: toMark.attendee.name }) }));
    await expect(args.onMarkAttendance).toHaveBeenCalledWith(toMark.id, 'no_show');
    // The quick action does not open the booking.
    await expect(args.onOpenBooking).not.toHaveBeenCalled();
  },
};

/** While a row's mark is saved, its buttons wait; the other rows' stay. */
export const Marking: Story = {
  args: { tab: 'past', list: list([toMark, { ...toMark, id: 'b9999999-9999-4999-8999-999999999999', attendee: { name: 'Huda Al-Zahrani', email: 'huda@example.com' } }]), now: NOW, onMarkAttendance: fn(), markingId: toMark.id },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    for (const b of within(rowOf(canvasElement, toMark.attendee.name)).getAllByRole('button')) await expect(b).toBeDisabled();
    await expect(within(rowOf(canvasElement, 'Huda Al-Zahrani')).getByRole('button', { name: t('bookings.attendance.markAs.attended', { name: 'Huda Al-Zahrani' }) })).toBeEnabled();
  },
};

/** Upcoming bookings have nothing to mark: no Attendance column, unless a booker said "I'll be there". */
export const CustomerConfirmedUpcoming: Story = {
  args: { tab: 'upcoming', list: list([{ ...rows[0]!, customerConfirmedAt: NOW.toISOString() }, rows[2]!]), now: NOW, onMarkAttendance: fn() },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(rowOf(canvasElement, rows[0]!.attendee.name)).toHaveTextContent(t('bookings.attendance.customerConfirmedShort'));
    await expect(rowOf(canvasElement, rows[2]!.attendee.name)).not.toHaveTextContent(t('bookings.attendance.customerConfirmedShort'));
    await expect(within(canvasElement).queryByRole('button', { name: containing(t('bookings.attendance.status.attended')) })).toBeNull();
  },
};

/** Without a way to mark (no handler), an ended booking says it is not marked. */
export const NotMarkedReadOnly: Story = {
  args: { tab: 'past', list: list([toMark]), now: NOW },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(rowOf(canvasElement, toMark.attendee.name)).toHaveTextContent(t('bookings.attendance.notMarked'));
    await expect(within(rowOf(canvasElement, toMark.attendee.name)).queryAllByRole('button')).toHaveLength(0);
  },
};

/** "Needs marking" in the filter bar: the filter is set and the list goes to the Past tab (ended bookings only). */
export const NeedsMarkingFilter: Story = {
  args: { tab: 'active' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: containing(t('bookings.attendance.filter')) }));
    await userEvent.click(await body().findByRole('option', { name: t('bookings.attendance.filterNeedsMarking') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ search: '', needsMarking: true });
    await expect(args.onTabChange).toHaveBeenLastCalledWith('past');
  },
};

/** With "Needs marking" on, another tab drops it (only the Past tab can hold such bookings); Clear filters too. */
export const NeedsMarkingLeftWithItsTab: Story = {
  args: { tab: 'past', filters: { search: '', needsMarking: true }, list: list([toMark]), now: NOW, onMarkAttendance: fn() },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: containing(t('bookings.attendance.filter')) })).toHaveTextContent(t('bookings.attendance.filterNeedsMarking'));
    await userEvent.click(c.getByRole('tab', { name: t('bookings.tabs.upcoming') }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('upcoming');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ search: '', needsMarking: undefined });
    await userEvent.click(c.getByRole('button', { name: t('bookings.filters.clear') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(NO_FILTERS);
  },
};

/** Every ended booking is marked: "Nothing to mark", and a way to clear the filter. */
export const NothingToMark: Story = {
  args: { tab: 'past', filters: { search: '', needsMarking: true }, list: emptyList },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByRole('heading', { name: t('bookings.attendance.emptyTitle') })).toBeInTheDocument();
    await expect(panel.getByText(t('bookings.attendance.emptyBody'))).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: t('bookings.filters.clear') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_FILTERS);
  },
};

/** A phone: the quick action sits on its own line at the foot of the card, within the width, and works by touch. */
export const NeedsMarkingPhone: Story = {
  ...NeedsMarking,
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await expect(window.innerWidth).toBe(390);
    const gridEl = within(canvasElement).getByRole('grid', { name: t('bookings.table') });
    await expect(gridEl.parentElement!.scrollWidth).toBeLessThanOrEqual(gridEl.parentElement!.clientWidth);
    const card = rowOf(canvasElement, toMark.attendee.name);
    const noShow = within(card).getByRole('button', { name: t('bookings.attendance.markAs.no_show', { name: toMark.attendee.name }) });
    await expect(noShow.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(noShow.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    // Under the attendee, at the foot of the card.
    await expect(noShow.getBoundingClientRect().top).toBeGreaterThanOrEqual(within(card).getByText(toMark.attendee.email).getBoundingClientRect().bottom - 1);
    await expect(card).toHaveTextContent(t('bookings.attendance.column'));
    await userEvent.click(noShow);
    await expect(args.onMarkAttendance).toHaveBeenCalledWith(toMark.id, 'no_show');
  },
};
