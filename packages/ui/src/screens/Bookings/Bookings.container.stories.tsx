import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BookingDetail, BookingList, ListBookingsInput } from '@waqt/contracts';
import { formatNumber } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { mockError, mockMutation, mockOutage, mockPending, mockQuery } from '../../mocks/index.ts';
import { expectLoadFailure, expectLoading, storyParameters, team } from '../../fixtures/teams.ts';
import { BookingsListContainer } from './BookingsList.container.tsx';
import {
  NOW,
  TEAM_ID,
  VIEWER_ZONE,
  calendars,
  cancelledDetail,
  confirmedDetail,
  drSara,
  emptyList,
  eventTypesByCalendar,
  list,
  numbered,
  pageOf,
  pastDetail,
  pastRows,
  received,
  resetReceived,
  rows,
  xRay,
  xRayScan,
} from '../../fixtures/bookings.ts';
import { useUpcomingCount } from '../../hooks/useUpcomingCount.ts';

const body = () => within(document.body);
const n = (x: number) => formatNumber(x, document.documentElement.lang === 'ar' ? 'ar' : 'en');
const grid = (el: HTMLElement) => within(el).findByRole('grid', { name: storyTr()('bookings.table') });

/** The mocked API: the viewer's team (the detail asks for the role), calendars, their event types, and `bookings.list` answering through `answer`. */
function api(answer: (input: ListBookingsInput) => BookingList, detail: BookingDetail = confirmedDetail) {
  return [
    mockQuery('teams.byId', team),
    mockQuery('calendars.list', calendars),
    mockQuery('eventTypes.list', (input) => eventTypesByCalendar[input.calendarId] ?? []),
    mockQuery('bookings.list', (input) => {
      received.list.push(input);
      return answer(input);
    }),
    mockQuery('bookings.get', detail),
  ];
}
const lastList = () => received.list.at(-1);

const meta = {
  title: 'Screens/Bookings/Containers',
  component: BookingsListContainer,
  parameters: storyParameters,
  args: { teamId: TEAM_ID, timezone: VIEWER_ZONE, now: () => NOW },
  beforeEach: () => resetReceived(),
} satisfies Meta<typeof BookingsListContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Team-wide: the Active tab in the viewer's zone; picking a calendar narrows the list and the event types. */
export const TeamWide: Story = {
  args: { onTabChange: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...api((input) => (input.calendarId === xRay.id ? list(rows.filter((r) => r.organizer.calendarId === xRay.id)) : list(rows))));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(within(await grid(canvasElement)).getAllByRole('row')).toHaveLength(rows.length + 1);
    await expect(received.list[0]).toEqual({ teamId: TEAM_ID, tab: 'active', timezone: VIEWER_ZONE, page: 1 });

    // Every calendar's event types, each saying whose it is.
    const eventType = c.getByRole('button', { name: containing(t('bookings.filters.eventType')) });
    await waitFor(() => expect(eventType).toBeEnabled());
    await userEvent.click(eventType);
    await expect(await body().findByRole('option', { name: containing(xRayScan.title) })).toHaveTextContent(xRay.name);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(c.getByRole('button', { name: containing(t('bookings.filters.calendar')) }));
    await userEvent.click(await body().findByRole('option', { name: xRay.name }));
    await waitFor(() => expect(lastList()).toEqual({ teamId: TEAM_ID, tab: 'active', timezone: VIEWER_ZONE, page: 1, calendarId: xRay.id }));
    await waitFor(() => expect(within(c.getByRole('grid')).getAllByRole('row')).toHaveLength(2));

    // Now only that calendar's event types.
    await waitFor(() => expect(eventType).toBeEnabled());
    await userEvent.click(eventType);
    const options = within(await body().findByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([t('bookings.filters.allEventTypes'), xRayScan.title]);
    await userEvent.click(options[1]!);
    await waitFor(() => expect(lastList()).toMatchObject({ calendarId: xRay.id, eventTypeId: xRayScan.id }));

    await userEvent.click(c.getByRole('tab', { name: t('bookings.tabs.upcoming') }));
    await expect(args.onTabChange).toHaveBeenCalledWith('upcoming');
    await waitFor(() => expect(lastList()).toMatchObject({ tab: 'upcoming', calendarId: xRay.id, eventTypeId: xRayScan.id, page: 1 }));
  },
};

/** A calendar's own bookings: every request carries its id; no calendar filter, no calendars.list. */
export const PerCalendar: Story = {
  args: { calendarId: drSara.id, headingLevel: 2 },
  beforeEach: ({ msw }) => {
    msw.use(...api(() => list(rows.slice(0, 2))), mockError('calendars.list', 'UNEXPECTED'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await grid(canvasElement);
    await expect(received.list[0]).toMatchObject({ calendarId: drSara.id, tab: 'active' });
    await expect(c.queryByRole('button', { name: containing(t('bookings.filters.calendar')) })).toBeNull();
    await expect(c.queryByRole('columnheader', { name: t('bookings.columns.organizer') })).toBeNull();
    const eventType = c.getByRole('button', { name: containing(t('bookings.filters.eventType')) });
    await waitFor(() => expect(eventType).toBeEnabled());
    await userEvent.click(eventType);
    const options = within(await body().findByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([t('bookings.filters.allEventTypes'), ...eventTypesByCalendar[drSara.id]!.map((et) => et.title)]);
    await userEvent.keyboard('{Escape}');
  },
};

/** Switching tabs asks for that tab; an empty one shows its own empty state. */
export const EmptyTabs: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api((input) => (input.tab === 'active' ? list(rows) : emptyList)));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await grid(canvasElement);
    for (const tab of ['cancelled', 'expired', 'past'] as const) {
      await userEvent.click(c.getByRole('tab', { name: t(`bookings.tabs.${tab}`) }));
      await expect(await c.findByRole('heading', { name: t(`bookings.empty.${tab}.title`) })).toBeInTheDocument();
      await expect(lastList()).toMatchObject({ tab, page: 1 });
    }
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('calendars.list', calendars), mockPending('eventTypes.list'), mockPending('bookings.list'));
  },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, true);
  },
};

const listOutage = mockOutage('bookings.list', 'UNEXPECTED');

/** The list fails; Retry asks again and the bookings show. */
export const ErrorThenRetry: Story = {
  beforeEach: ({ msw }) => {
    // First in the list, so it answers before the default bookings.list handler until the outage ends.
    msw.use(listOutage.handler(), ...api(() => list(rows)));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('alert');
    const retry = await expectLoadFailure(canvasElement, 'bookings.loadError', 'UNEXPECTED');
    listOutage.end();
    await userEvent.click(retry);
    await expect(within(await grid(canvasElement)).getAllByRole('row')).toHaveLength(rows.length + 1);
    await expect(c.queryByRole('alert')).toBeNull();
    // The filters load too (every calendar's event types) once the calendars are in.
    await waitFor(() => expect(c.getByRole('button', { name: containing(storyTr()('bookings.filters.eventType')) })).toBeEnabled());
  },
};

/** 57 bookings: Next asks for page 2 and shows it ("21–40 of 57"); Previous goes back. */
export const Pagination: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api((input) => pageOf(input.page ?? 1)));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByText(numbered(1).attendee.email)).toBeInTheDocument();
    const nav = within(c.getByRole('navigation', { name: t('bookings.pagination.label') }));
    await userEvent.click(nav.getByRole('button', { name: t('bookings.pagination.next') }));
    await expect(await c.findByText(numbered(21).attendee.email)).toBeInTheDocument();
    await expect(lastList()).toMatchObject({ page: 2 });
    await expect(c.queryByText(numbered(1).attendee.email)).toBeNull();
    await expect(nav.getByText(t('bookings.pagination.range', { from: n(21), to: n(40), total: n(57) }))).toBeInTheDocument();
    await expect(nav.getByText(t('bookings.pagination.page', { page: n(2), pages: n(3) }))).toBeInTheDocument();
    await userEvent.click(nav.getByRole('button', { name: t('bookings.pagination.previous') }));
    await expect(await c.findByText(numbered(1).attendee.email)).toBeInTheDocument();
  },
};

/** Typing a name waits for a pause, then sends it once as `search` (from page 1). */
export const Search: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api((input) => (input.search ? list([numbered(7)]) : pageOf(input.page ?? 1))));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await c.findByText(numbered(1).attendee.email);
    await userEvent.click(c.getByRole('button', { name: t('bookings.pagination.next') }));
    await c.findByText(numbered(21).attendee.email);
    // Pasted, so the term arrives in one input event: typed key by key on a loaded machine, a pause
    // between two keys could outlast the debounce and send a prefix first (seen in CI).
    await userEvent.click(c.getByRole('searchbox', { name: t('bookings.filters.search') }));
    await userEvent.paste('guest7');
    await expect(await c.findByText(numbered(7).attendee.email)).toBeInTheDocument();
    await waitFor(() => expect(within(c.getByRole('grid')).getAllByRole('row')).toHaveLength(2));
    const searches = received.list.filter((i) => i.search !== undefined);
    await expect(searches).toEqual([expect.objectContaining({ search: 'guest7', page: 1 })]);
  },
};

/** Cancel from the detail with a reason: "Booking cancelled", the list and the booking are asked again. */
export const CancelFlow: Story = {
  beforeEach: ({ msw }) => {
    let cancelled = false;
    msw.use(
      // Before api(): the first handler of a path answers.
      mockQuery('bookings.get', () => (cancelled ? { ...confirmedDetail, status: 'cancelled', cancelReason: 'Doctor is ill', cancelledBy: 'team', cancelledAt: NOW.toISOString() } : confirmedDetail)),
      mockMutation('bookings.cancel', (input) => {
        received.cancel.push(input);
        cancelled = true;
        return { ok: true as const };
      }),
      ...api(() => list(cancelled ? rows.slice(1) : rows)),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(await c.findByText('Omar Haddad'));
    const dialog = within(await body().findByRole('dialog', { name: confirmedDetail.title }));
    await userEvent.click(await dialog.findByRole('button', { name: t('bookings.detail.cancel') }));
    const confirm = within(await body().findByRole('alertdialog', { name: t('bookings.detail.confirmTitle') }));
    await userEvent.type(confirm.getByRole('textbox', { name: containing(t('bookings.detail.reasonLabel')) }), 'Doctor is ill');
    const listCalls = received.list.length;
    await userEvent.click(confirm.getByRole('button', { name: t('bookings.detail.confirm') }));
    await expect(await body().findByText(t('success.BOOKING_CANCELLED'))).toBeInTheDocument();
    await expect(received.cancel).toEqual([{ teamId: TEAM_ID, bookingId: confirmedDetail.id, reason: 'Doctor is ill' }]);
    await waitFor(() => expect(body().queryByRole('alertdialog', { name: t('bookings.detail.confirmTitle') })).toBeNull());
    // The detail shows what is stored now, and the list no longer has the booking.
    await expect(await dialog.findByText('Doctor is ill')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: t('bookings.detail.cancel') })).toBeNull();
    await waitFor(() => expect(received.list.length).toBeGreaterThan(listCalls));
    await userEvent.click(dialog.getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(c.queryByText('Omar Haddad')).toBeNull());
    await expect(within(c.getByRole('grid')).getAllByRole('row')).toHaveLength(rows.length);
  },
};

/** The API refuses (the booking ended or changed meanwhile): the translated reason, in the confirmation. */
export const CancelFailure: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api(() => list(rows)), mockError('bookings.cancel', 'BOOKING_NOT_CHANGEABLE', 'post'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click(await within(canvasElement).findByText('Omar Haddad'));
    const dialog = within(await body().findByRole('dialog', { name: confirmedDetail.title }));
    await userEvent.click(await dialog.findByRole('button', { name: t('bookings.detail.cancel') }));
    const confirm = within(await body().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: t('bookings.detail.confirm') }));
    await expect(await confirm.findByRole('alert')).toHaveTextContent(t('errors.BOOKING_NOT_CHANGEABLE'));
    await expect(body().queryByText(t('success.BOOKING_CANCELLED'))).toBeNull();
  },
};

/** A cancelled booking opened from its tab: the reason and who cancelled, no cancel action. */
export const CancelledDetail: Story = {
  args: { tab: 'cancelled' },
  beforeEach: ({ msw }) => {
    msw.use(...api(() => list([{ ...cancelledDetail, attendee: { name: cancelledDetail.attendee.name, email: cancelledDetail.attendee.email } }]), cancelledDetail));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click(await within(canvasElement).findByText(cancelledDetail.attendee.name));
    const dialog = within(await body().findByRole('dialog', { name: cancelledDetail.title }));
    await expect(await dialog.findByText(cancelledDetail.cancelReason!)).toBeInTheDocument();
    await expect(dialog.getByText(t('bookings.detail.cancelledByTeam'))).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: t('bookings.detail.cancel') })).toBeNull();
    await expect(lastList()).toMatchObject({ tab: 'cancelled' });
  },
};

function UpcomingProbe({ teamId }: { teamId: string }) {
  const { count } = useUpcomingCount(teamId);
  return <output aria-label={storyTr()('bookings.tabs.upcoming')}>{count === undefined ? '' : n(count)}</output>;
}

/** `useUpcomingCount` for the team home. */
export const UpcomingCount: StoryObj<typeof UpcomingProbe> = {
  render: () => <UpcomingProbe teamId={TEAM_ID} />,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('bookings.upcomingCount', { count: 12 }));
  },
  play: async ({ canvasElement }) => {
    const out = within(canvasElement).getByRole('status', { name: storyTr()('bookings.tabs.upcoming') });
    await waitFor(() => expect(out).toHaveTextContent(n(12)));
  },
};

// ——— Attendance (issue 24) ———

/** The row of a booking, by its attendee (a row is named by its event, the row header). */
const rowOf = (el: HTMLElement, name: string) => within(el).getByText(name).closest<HTMLElement>('[role="row"]')!;
const toMark = pastRows[0]!;

/**
 * The quick action against the mocked API: "No-show" on a row calls bookings.markAttendance, says
 * "Marked as no-show", and the list read again shows the mark instead of the buttons.
 */
export const QuickMarkNoShow: Story = {
  args: { tab: 'past' },
  beforeEach: ({ msw }) => {
    let stored = pastRows;
    msw.use(
      mockMutation('bookings.markAttendance', (input) => {
        received.mark.push(input);
        stored = stored.map((r) => (r.id === input.bookingId ? { ...r, attendance: input.attendance } : r));
        return { ...pastDetail, id: input.bookingId, attendance: input.attendance, attendanceMarkedAt: NOW.toISOString() };
      }),
      ...api(() => list(stored)),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await c.findByText(toMark.attendee.name);
    const calls = received.list.length;
    await userEvent.click(within(rowOf(canvasElement, toMark.attendee.name)).getByRole('button', { name: t('bookings.attendance.markAs.no_show', { name: toMark.attendee.name }) }));
    await expect(await body().findByText(t('bookings.attendance.done.no_show'))).toBeInTheDocument();
    await expect(received.mark).toEqual([{ teamId: TEAM_ID, bookingId: toMark.id, attendance: 'no_show' }]);
    await waitFor(() => expect(received.list.length).toBeGreaterThan(calls));
    await waitFor(() => expect(within(rowOf(canvasElement, toMark.attendee.name)).queryAllByRole('button')).toHaveLength(0));
    await expect(rowOf(canvasElement, toMark.attendee.name).querySelector('[data-tone="caution"]')).toHaveTextContent(t('bookings.attendance.status.no_show'));
    // The quick action is not a row press: no booking opened.
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** The API refuses (the booking was cancelled meanwhile): the translated reason as a toast, the row left as it was. */
export const QuickMarkRefused: Story = {
  args: { tab: 'past' },
  beforeEach: ({ msw }) => {
    msw.use(mockError('bookings.markAttendance', 'BOOKING_NOT_CHANGEABLE', 'post'), ...api(() => list(pastRows)));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await within(canvasElement).findByText(toMark.attendee.name);
    await userEvent.click(within(rowOf(canvasElement, toMark.attendee.name)).getByRole('button', { name: t('bookings.attendance.markAs.attended', { name: toMark.attendee.name }) }));
    await expect(await body().findByText(t('errors.BOOKING_NOT_CHANGEABLE'))).toBeInTheDocument();
    await expect(body().queryByText(t('bookings.attendance.done.attended'))).toBeNull();
    await expect(within(rowOf(canvasElement, toMark.attendee.name)).getAllByRole('button').length).toBeGreaterThanOrEqual(2);
  },
};

/** Choosing "Needs marking" asks for the Past tab's ended, unmarked bookings (`needsMarking`), from page 1, and reports the filter. */
export const NeedsMarkingFilter: Story = {
  args: { onNeedsMarkingChange: fn(), onTabChange: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...api((input) => (input.needsMarking ? list([toMark]) : list(rows))));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(c.getByRole('button', { name: containing(t('bookings.attendance.filter')) }));
    await userEvent.click(await body().findByRole('option', { name: t('bookings.attendance.filterNeedsMarking') }));
    await expect(args.onNeedsMarkingChange).toHaveBeenCalledWith(true);
    await expect(args.onTabChange).toHaveBeenCalledWith('past');
    await waitFor(() => expect(lastList()).toEqual({ teamId: TEAM_ID, tab: 'past', timezone: VIEWER_ZONE, page: 1, needsMarking: true }));
    await expect(await c.findByText(toMark.attendee.name)).toBeInTheDocument();
  },
};

/** Opened from the team home's "N to mark" (the filter kept in the URL): the first request already asks for them. */
export const NeedsMarkingFromLink: Story = {
  args: { tab: 'past', needsMarking: true, onNeedsMarkingChange: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...api(() => list([toMark])));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await c.findByText(toMark.attendee.name);
    await expect(received.list[0]).toEqual({ teamId: TEAM_ID, tab: 'past', timezone: VIEWER_ZONE, page: 1, needsMarking: true });
    await expect(c.getByRole('button', { name: containing(t('bookings.attendance.filter')) })).toHaveTextContent(t('bookings.attendance.filterNeedsMarking'));
    await userEvent.click(c.getByRole('button', { name: t('bookings.filters.clear') }));
    await expect(args.onNeedsMarkingChange).toHaveBeenCalledWith(false);
  },
};
