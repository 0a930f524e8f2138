import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isLocale, type Locale } from '@waqt/contracts';
import { formatDateTime, formatNumber, zoneLabel } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { expectLoadFailure, expectLoading, storyParameters } from '../../fixtures/teams.ts';
import { CustomerDetail } from './CustomerDetail.tsx';
import { VIEWER_ZONE, khalid, khalidDetail, nora, noraDetail, omar, omarDetail } from '../../fixtures/customers.ts';

const locale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
const n = (x: number) => formatNumber(x, locale());
const body = () => within(document.body);
const norm = (text: string) => text.replace(/\s+/g, ' ');
/** The value next to a label in the detail's description list. */
const valueOf = (dialog: HTMLElement, labelKey: string) => within(dialog).getByText(storyTr()(labelKey), { selector: 'dt' }).nextElementSibling as HTMLElement;

const meta = {
  title: 'Screens/Customers/CustomerDetail',
  component: CustomerDetail,
  parameters: storyParameters,
  args: {
    isOpen: true,
    onClose: fn(),
    detail: omarDetail,
    timezone: VIEWER_ZONE,
    canManage: true,
    onEdit: fn(),
    onDelete: fn(),
    onRestore: fn(),
    onOpenBooking: fn(),
  },
} satisfies Meta<typeof CustomerDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A customer with bookings: how to reach them (verified), counts and dates, their bookings as in the Bookings list. */
export const WithBookings: Story = {
  // The screen is a dialog: the picture is of it open (src/test/stillness.ts, OVERLAY_OPEN).
  tags: ['visual', 'overlay-open'],
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: omar.name });
    const d = within(dialog);
    await expect(d.getByRole('link', { name: omar.email })).toHaveAttribute('href', `mailto:${omar.email}`);
    await expect(d.getByRole('link', { name: '055 123 4567' })).toHaveAttribute('href', 'tel:+966551234567');
    await expect(valueOf(dialog, 'customers.detail.email')).toHaveTextContent(t('customers.verified'));
    await expect(valueOf(dialog, 'customers.detail.phone')).toHaveTextContent(t('customers.verified'));
    await expect(valueOf(dialog, 'customers.detail.bookingsCount')).toHaveTextContent(n(3));
    const at = (iso: string) => norm(formatDateTime(iso, locale(), VIEWER_ZONE, { dateStyle: 'medium', timeStyle: 'short' }));
    await expect(valueOf(dialog, 'customers.detail.lastBooking')).toHaveTextContent(at(omar.lastBookingAt!));
    await expect(valueOf(dialog, 'customers.detail.createdAt')).toHaveTextContent(at(omar.createdAt));

    const section = within(d.getByRole('region', { name: t('customers.detail.bookings') }));
    const rows = within(section.getByRole('grid', { name: t('bookings.table') })).getAllByRole('row');
    await expect(rows).toHaveLength(omarDetail.bookings.length + 1);
    // The customer's own bookings do not repeat them as the attendee; the calendar is named.
    await expect(within(rows[0]!).queryByRole('columnheader', { name: t('bookings.columns.attendee') })).toBeNull();
    await expect(within(rows[0]!).getByRole('columnheader', { name: t('bookings.columns.organizer') })).toBeVisible();
    await expect(rows[1]!).toHaveTextContent(omarDetail.bookings[0]!.title);
    await expect(section.queryByText(t('customers.detail.noBookings'))).toBeNull();
    await userEvent.click(within(rows[1]!).getByText(omarDetail.bookings[0]!.title));
    await expect(args.onOpenBooking).toHaveBeenCalledWith(omarDetail.bookings[0]!.id);

    await userEvent.click(d.getByRole('button', { name: t('customers.edit') }));
    await expect(args.onEdit).toHaveBeenCalledWith(omar);
    await userEvent.click(d.getByRole('button', { name: t('customers.delete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(omar);
    await userEvent.click(d.getByRole('button', { name: t('common.close') }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A customer who missed bookings: the no-shows as a warning badge, the last visit, and which booking was missed. */
export const NoShows: Story = {
  args: {
    detail: {
      customer: { ...omar, noShowCount: 2 },
      bookings: omarDetail.bookings.map((b, i) => (i === 0 ? { ...b, attendance: 'no_show' as const } : i === 1 ? { ...b, attendance: 'attended' as const } : b)),
    },
  },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: omar.name });
    const noShows = valueOf(dialog, 'customers.noShows');
    await expect(noShows.querySelector('[data-tone="caution"]')).toHaveTextContent(n(2));
    await expect(valueOf(dialog, 'customers.lastVisit')).toHaveTextContent(norm(formatDateTime(omar.lastVisitAt!, locale(), VIEWER_ZONE, { dateStyle: 'medium', timeStyle: 'short' })));
    const rows = within(within(dialog).getByRole('grid', { name: t('bookings.table') })).getAllByRole('row');
    await expect(rows[1]!).toHaveTextContent(t('bookings.attendance.status.no_show'));
    await expect(rows[2]!).toHaveTextContent(t('bookings.attendance.status.attended'));
  },
};

/** Never missed, never visited yet: a plain 0 and "No visit yet". */
export const NoVisitYet: Story = {
  args: { detail: noraDetail },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: nora.name });
    await expect(valueOf(dialog, 'customers.noShows')).toHaveTextContent(n(0));
    await expect(valueOf(dialog, 'customers.noShows').querySelector('[data-tone]')).toBeNull();
    await expect(valueOf(dialog, 'customers.lastVisit')).toHaveTextContent(t('customers.neverVisited'));
  },
};

/** More bookings than the detail lists: it says it shows the latest. */
export const ManyBookings: Story = {
  args: { detail: { ...omarDetail, customer: { ...omar, bookingsCount: 73 } } },
  play: async () => {
    const t = storyTr();
    const dialog = within(await body().findByRole('dialog', { name: omar.name }));
    // The latest, and (issue 36) the zone their times are in: their calendar's.
    const zone = `\u2068${zoneLabel(omarDetail.bookings[0]!.organizer.timezone, locale())}\u2069`;
    await expect(dialog.getByText(containing(t('customers.detail.latest', { shown: n(omarDetail.bookings.length), total: n(73) })))).toHaveTextContent(t('bookings.zoneCalendar', { zone }));
  },
};

/** No bookings, no phone, nothing verified: each said in words. */
export const WithoutBookings: Story = {
  args: { detail: noraDetail },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: nora.name });
    const d = within(dialog);
    await expect(valueOf(dialog, 'customers.detail.phone')).toHaveTextContent(t('customers.noPhone'));
    await expect(valueOf(dialog, 'customers.detail.email')).toHaveTextContent(t('customers.notVerified'));
    await expect(valueOf(dialog, 'customers.detail.lastBooking')).toHaveTextContent(t('customers.neverBooked'));
    const section = within(d.getByRole('region', { name: t('customers.detail.bookings') }));
    await expect(section.getByRole('heading', { name: t('customers.detail.noBookings') })).toBeInTheDocument();
    await expect(section.queryByRole('grid')).toBeNull();
  },
};

/** An assistant edits, but does not delete. */
export const Assistant: Story = {
  args: { canManage: false },
  play: async () => {
    const t = storyTr();
    const d = within(await body().findByRole('dialog', { name: omar.name }));
    await expect(d.getByRole('button', { name: t('customers.edit') })).toBeInTheDocument();
    await expect(d.queryByRole('button', { name: t('customers.delete') })).toBeNull();
  },
};

/** An archived customer: marked so, with Restore (owners) instead of Edit and Delete. */
export const ArchivedCustomer: Story = {
  // The screen is a dialog: the picture is of it open (src/test/stillness.ts, OVERLAY_OPEN).
  tags: ['visual', 'overlay-open'],
  args: { detail: khalidDetail },
  play: async ({ args }) => {
    const t = storyTr();
    const d = within(await body().findByRole('dialog', { name: khalid.name }));
    await expect(d.getByText(t('customers.archivedBadge'))).toBeInTheDocument();
    await expect(d.getByText(t('customers.archivedOn', { date: formatDateTime(khalid.archivedAt!, locale(), VIEWER_ZONE, { dateStyle: 'medium' }) }))).toBeInTheDocument();
    await expect(d.queryByRole('button', { name: t('customers.edit') })).toBeNull();
    await expect(d.queryByRole('button', { name: t('customers.delete') })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: t('customers.restore') }));
    await expect(args.onRestore).toHaveBeenCalledWith(khalid);
  },
};

export const Loading: Story = {
  args: { detail: undefined },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: storyTr()('customers.detail.heading') });
    await expectLoading(dialog);
  },
};

/** Not found (deleted meanwhile, or an old link): the reason, and Retry. */
export const NotFound: Story = {
  args: { detail: undefined, error: 'CUSTOMER_NOT_FOUND', onRetry: fn() },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: storyTr()('customers.detail.heading') });
    await userEvent.click(await expectLoadFailure(dialog, 'customers.detail.loadError', 'CUSTOMER_NOT_FOUND'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
