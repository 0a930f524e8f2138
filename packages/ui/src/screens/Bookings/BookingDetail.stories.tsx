import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isLocale, type Locale } from '@waqt/contracts';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { formatDuration } from '../EventTypes/format.ts';
import { storyParameters } from '../Teams/Teams.fixtures.ts';
import type { ActionOutcome } from '../Teams/shared.tsx';
import { BookingDetail } from './BookingDetail.tsx';
import { cancelledDetail, confirmedDetail, NOW, pastDetail, pendingDetail, VIEWER_ZONE } from './Bookings.fixtures.ts';
import { formatTimeRange } from './format.ts';

const locale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
const body = () => within(document.body);
/** Intl puts no-break spaces in money and times; toHaveTextContent compares collapsed whitespace. */
const norm = (text: string) => text.replace(/\s+/g, ' ');
const at = (iso: string, zone = VIEWER_ZONE) => formatDateTime(iso, locale(), zone, { dateStyle: 'medium', timeStyle: 'short' });
/** The value next to a label in the detail's description list. */
const valueOf = (dialog: HTMLElement, labelKey: string) => within(dialog).getByText(storyTr()(labelKey), { selector: 'dt' }).nextElementSibling as HTMLElement;

const meta = {
  title: 'Screens/Bookings/BookingDetail',
  component: BookingDetail,
  parameters: storyParameters,
  args: {
    isOpen: true,
    onClose: fn(),
    booking: confirmedDetail,
    timezone: VIEWER_ZONE,
    now: NOW,
    onCancel: fn(async (): Promise<ActionOutcome> => ({ ok: true })),
  },
} satisfies Meta<typeof BookingDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmed booking to come: when (and in the booker's own zone), who, notes, price; it may be cancelled. */
export const Confirmed: Story = {
  play: async ({ args }) => {
    const t = storyTr();
    const b = confirmedDetail;
    const dialog = await body().findByRole('dialog', { name: b.title });
    await expect(dialog).toHaveTextContent(t('bookings.status.confirmed'));
    await expect(valueOf(dialog, 'bookings.detail.when')).toHaveTextContent(norm(formatTimeRange(b.startsAt, b.endsAt, locale(), VIEWER_ZONE)));
    await expect(valueOf(dialog, 'bookings.detail.duration')).toHaveTextContent(norm(formatDuration(30, locale())));
    // Booked from London: the zone, and the start as the booker sees it.
    const zone = valueOf(dialog, 'bookings.detail.bookerZone');
    await expect(zone).toHaveTextContent('Europe/London');
    await expect(zone).toHaveTextContent(norm(t('bookings.detail.bookerTime', { time: formatDateTime(b.startsAt, locale(), 'Europe/London', { timeStyle: 'short' }) })));
    await expect(valueOf(dialog, 'bookings.detail.attendee')).toHaveTextContent('Omar Haddad');
    await expect(within(dialog).getByRole('link', { name: 'omar@example.com' })).toHaveAttribute('href', 'mailto:omar@example.com');
    await expect(within(dialog).getByRole('link', { name: '+966501234567' })).toHaveAttribute('href', 'tel:+966501234567');
    await expect(valueOf(dialog, 'bookings.detail.notes')).toHaveTextContent(b.notes!);
    await expect(valueOf(dialog, 'bookings.detail.price')).toHaveTextContent(norm(formatMoney(15_050, locale())));
    await expect(valueOf(dialog, 'bookings.detail.createdAt')).toHaveTextContent(norm(at(b.createdAt)));
    await expect(within(dialog).queryByText(t('bookings.detail.reason'))).toBeNull();
    await expect(within(dialog).getByRole('button', { name: t('bookings.detail.cancel') })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Cancelled by the team with a reason: who, when and why; free; nothing left to cancel. */
export const CancelledWithReason: Story = {
  args: { booking: cancelledDetail },
  play: async () => {
    const t = storyTr();
    const b = cancelledDetail;
    const dialog = await body().findByRole('dialog', { name: b.title });
    await expect(dialog).toHaveTextContent(t('bookings.status.cancelled'));
    await expect(valueOf(dialog, 'bookings.detail.reason')).toHaveTextContent(b.cancelReason!);
    await expect(valueOf(dialog, 'bookings.detail.cancelledBy')).toHaveTextContent(t('bookings.detail.cancelledByTeam'));
    await expect(valueOf(dialog, 'bookings.detail.cancelledAt')).toHaveTextContent(norm(at(b.cancelledAt!)));
    await expect(valueOf(dialog, 'bookings.detail.price')).toHaveTextContent(t('bookings.detail.free'));
    await expect(valueOf(dialog, 'bookings.detail.phone')).toHaveTextContent(t('bookings.detail.none'));
    // Booked in the viewer's own zone: no second time.
    await expect(valueOf(dialog, 'bookings.detail.bookerZone')).toHaveTextContent(VIEWER_ZONE);
    await expect(within(dialog).queryByRole('button', { name: t('bookings.detail.cancel') })).toBeNull();
  },
};

/** Cancelled by the booker without a reason. */
export const CancelledByBooker: Story = {
  args: { booking: { ...cancelledDetail, cancelledBy: 'booker', cancelReason: null } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: cancelledDetail.title });
    await expect(valueOf(dialog, 'bookings.detail.cancelledBy')).toHaveTextContent(storyTr()('bookings.detail.cancelledByBooker'));
    await expect(valueOf(dialog, 'bookings.detail.reason')).toHaveTextContent(storyTr()('bookings.detail.noReason'));
  },
};

/** Awaiting payment: when it expires, the price; it may still be cancelled. */
export const Pending: Story = {
  args: { booking: pendingDetail },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: pendingDetail.title });
    await expect(dialog).toHaveTextContent(t('bookings.status.pending'));
    await expect(valueOf(dialog, 'bookings.detail.expiresAt')).toHaveTextContent(norm(at(pendingDetail.expiresAt!)));
    await expect(valueOf(dialog, 'bookings.detail.price')).toHaveTextContent(norm(formatMoney(pendingDetail.priceHalalas, locale())));
    await expect(within(dialog).getByRole('button', { name: t('bookings.detail.cancel') })).toBeInTheDocument();
  },
};

/** A confirmed booking that has ended: nothing to cancel. */
export const Ended: Story = {
  args: { booking: pastDetail },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: pastDetail.title });
    await expect(within(dialog).queryByRole('button', { name: storyTr()('bookings.detail.cancel') })).toBeNull();
  },
};

/** Cancel asks first, with an optional reason, and sends it. */
export const CancelWithReason: Story = {
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: confirmedDetail.title });
    await userEvent.click(within(dialog).getByRole('button', { name: t('bookings.detail.cancel') }));
    const confirm = within(await body().findByRole('alertdialog', { name: t('bookings.detail.confirmTitle') }));
    await expect(confirm.getByText(t('bookings.detail.confirmBody', { name: 'Omar Haddad' }))).toBeInTheDocument();
    const reason = confirm.getByRole('textbox', { name: containing(t('bookings.detail.reasonLabel')) });
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, '  The doctor is ill. ');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(confirm.getByRole('button', { name: t('bookings.detail.confirm') }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith('The doctor is ill.'));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** "Keep booking" backs out without cancelling; an empty reason is sent as none. */
export const KeepThenCancelWithoutReason: Story = {
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = within(await body().findByRole('dialog', { name: confirmedDetail.title }));
    await userEvent.click(dialog.getByRole('button', { name: t('bookings.detail.cancel') }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: t('bookings.detail.keep') }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: t('bookings.detail.cancel') }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: t('bookings.detail.confirm') }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith(undefined));
  },
};

/** The API refuses (the booking ended or was cancelled meanwhile): the message shows and the dialog stays. */
export const CancelRefused: Story = {
  args: { onCancel: fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'BOOKING_NOT_CHANGEABLE' })) },
  play: async () => {
    const t = storyTr();
    const dialog = within(await body().findByRole('dialog', { name: confirmedDetail.title }));
    await userEvent.click(dialog.getByRole('button', { name: t('bookings.detail.cancel') }));
    const confirm = within(await body().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: t('bookings.detail.confirm') }));
    await expect(await confirm.findByRole('alert')).toHaveTextContent(t('errors.BOOKING_NOT_CHANGEABLE'));
    await expect(body().getByRole('alertdialog')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { booking: undefined },
  play: async () => {
    const t = storyTr();
    const dialog = within(await body().findByRole('dialog', { name: t('bookings.detail.heading') }));
    await expect(dialog.getByRole('status', { name: t('common.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.queryByRole('button', { name: t('bookings.detail.cancel') })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { booking: undefined, error: 'BOOKING_NOT_FOUND', onRetry: fn() },
  play: async ({ args }) => {
    const t = storyTr();
    const alert = within(within(await body().findByRole('dialog')).getByRole('alert'));
    await expect(alert.getByRole('heading', { name: t('bookings.detail.loadError') })).toBeInTheDocument();
    await expect(alert.getByText(t('errors.BOOKING_NOT_FOUND'))).toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
