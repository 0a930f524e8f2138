import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isLocale, type Locale } from '@waqt/contracts';
import { formatDateTime, formatMoney, formatDuration, bookingReference, formatDateTimeRange, zoneLabel } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { phoneViewport } from '../../mocks/viewports.ts';
import { bankProvider, cardPayment, failedPayment } from '../../fixtures/payments.ts';
import { assistantTeam, storyParameters, team } from '../../fixtures/teams.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import { BookingDetail } from './BookingDetail.tsx';
import { BookingDetailContainer } from './BookingDetail.container.tsx';
import { cancelledDetail, confirmedDetail, everyStatusLog, heldLog, noShowDetail, NOW, pastDetail, pendingDetail, remindedDetail, TEAM_ID, VIEWER_ZONE } from '../../fixtures/bookings.ts';

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
  // The screen is a dialog: the picture is of it open (src/test/stillness.ts, OVERLAY_OPEN).
  tags: ['visual', 'overlay-open'],
  play: async ({ args }) => {
    const t = storyTr();
    const b = confirmedDetail;
    const dialog = await body().findByRole('dialog', { name: b.title });
    await expect(dialog).toHaveTextContent(t('bookings.status.confirmed'));
    await expect(valueOf(dialog, 'bookings.detail.when')).toHaveTextContent(norm(formatDateTimeRange(b.startsAt, b.endsAt, locale(), VIEWER_ZONE)));
    // In the calendar's zone, named; the viewer's clock reads the same, so it is not repeated.
    await expect(valueOf(dialog, 'bookings.detail.when')).toHaveTextContent(norm(t('bookings.detail.calendarZone', { zone: `\u2068${zoneLabel(b.organizer.timezone, locale(), new Date(b.startsAt))}\u2069` })));
    await expect(valueOf(dialog, 'bookings.detail.when')).not.toHaveTextContent(norm(t('bookings.yourTime', { time: '' }).trim()));
    await expect(valueOf(dialog, 'bookings.detail.duration')).toHaveTextContent(norm(formatDuration(30, locale())));
    // Booked from London: the zone, and the start as the booker sees it.
    const zone = valueOf(dialog, 'bookings.detail.bookerZone');
    // Its readable name with the offset (issue 23), not the IANA name alone.
    await expect(zone).toHaveTextContent(norm(zoneLabel('Europe/London', locale(), new Date(b.startsAt))));
    await expect(zone).not.toHaveTextContent('Europe/London');
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

/**
 * Seen by a member whose own zone is London (issue 36): every time stays the calendar's (Riyadh), named,
 * with the start on the viewer's clock beside it; the booker's zone as before.
 */
export const ViewerInAnotherZone: Story = {
  tags: ['visual', 'overlay-open'],
  args: { timezone: 'Europe/London' },
  play: async () => {
    const t = storyTr();
    const b = confirmedDetail;
    const dialog = await body().findByRole('dialog', { name: b.title });
    const when = valueOf(dialog, 'bookings.detail.when');
    await expect(when).toHaveTextContent(norm(formatDateTimeRange(b.startsAt, b.endsAt, locale(), 'Asia/Riyadh')));
    await expect(when).toHaveTextContent(norm(t('bookings.detail.calendarZone', { zone: `\u2068${zoneLabel('Asia/Riyadh', locale(), new Date(b.startsAt))}\u2069` })));
    await expect(when).toHaveTextContent(norm(t('bookings.yourTime', { time: formatDateTime(b.startsAt, locale(), 'Europe/London') })));
    await expect(valueOf(dialog, 'bookings.detail.createdAt')).toHaveTextContent(norm(at(b.createdAt, 'Asia/Riyadh')));
    await expect(valueOf(dialog, 'bookings.detail.bookerZone')).toHaveTextContent(norm(t('bookings.detail.bookerTime', { time: formatDateTime(b.startsAt, locale(), 'Europe/London', { timeStyle: 'short' }) })));
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
    await expect(valueOf(dialog, 'bookings.detail.price')).toHaveTextContent(t('eventTypes.shownPrice.free'));
    await expect(valueOf(dialog, 'bookings.detail.phone')).toHaveTextContent(t('bookings.detail.none'));
    // Booked in the viewer's own zone: no second time.
    await expect(valueOf(dialog, 'bookings.detail.bookerZone')).toHaveTextContent(norm(zoneLabel(VIEWER_ZONE, locale(), new Date(b.startsAt))));
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
    await expect(reason).not.toHaveFocus(); // the keyboard of a phone stays down until the field is chosen (issue 36)
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

// ——— Payments ———

/** The card payment of the confirmed checkup, after an attempt the bank declined. */
const paidDetail = { ...confirmedDetail, payments: [failedPayment, cardPayment] };
/** A text as a pattern that takes any white space where the text has some (Intl writes no-break spaces in money). */
const loosely = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
const paymentsOf = (dialog: HTMLElement) => within(within(dialog).getByRole('region', { name: storyTr()('payments.detail.title') }));

/** Each payment: method, status, amount, card and when; an assistant sees them but may not refund. */
export const WithPayments: Story = {
  // The screen is a dialog: the picture is of it open (src/test/stillness.ts, OVERLAY_OPEN).
  tags: ['visual', 'overlay-open'],
  args: { booking: { ...paidDetail, payments: [failedPayment, { ...cardPayment, status: 'partially_refunded', refundedHalalas: 5_000 }] } },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: confirmedDetail.title });
    const payments = paymentsOf(dialog);
    const [failed, paid] = payments.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(valueOf(failed, 'payments.detail.status')).toHaveTextContent(t('payments.status.failed'));
    await expect(valueOf(failed, 'payments.detail.card')).toHaveTextContent(t('payments.detail.cardEnding', { brand: t('payments.brands.visa'), last4: '4242' }));
    await expect(valueOf(paid, 'payments.detail.method')).toHaveTextContent(t('payments.kinds.card'));
    await expect(valueOf(paid, 'payments.detail.status')).toHaveTextContent(t('payments.status.partially_refunded'));
    await expect(valueOf(paid, 'payments.detail.amount')).toHaveTextContent(norm(formatMoney(15_050, locale())));
    await expect(valueOf(paid, 'payments.detail.refunded')).toHaveTextContent(norm(formatMoney(5_000, locale())));
    await expect(valueOf(paid, 'payments.detail.card')).toHaveTextContent(t('payments.detail.cardEnding', { brand: t('payments.brands.mada'), last4: '1234' }));
    await expect(valueOf(paid, 'payments.detail.when')).toHaveTextContent(norm(formatDateTime(cardPayment.paidAt!, locale(), VIEWER_ZONE)));
    await expect(payments.queryByRole('button', { name: t('payments.detail.refund') })).toBeNull();
  },
};

/** An owner refunds part: the amount in SAR, checked against what is left, sent in halalas. */
export const RefundPartial: Story = {
  args: { booking: paidDetail, canManagePayments: true, onRefund: fn(async (_amount: number | undefined): Promise<ActionOutcome> => ({ ok: true })) },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: confirmedDetail.title });
    await userEvent.click(paymentsOf(dialog).getByRole('button', { name: t('payments.detail.refund') }));
    const refund = within(await body().findByRole('dialog', { name: t('payments.detail.refundTitle') }));
    await userEvent.click(refund.getByRole('radio', { name: t('payments.detail.refundPartial') }));
    const amount = refund.getByRole('textbox', { name: containing(t('payments.detail.refundAmount')) });
    await userEvent.type(amount, '200');
    await userEvent.click(refund.getByRole('button', { name: t('payments.detail.refundConfirm') }));
    await expect(amount).toHaveAccessibleDescription(loosely(t('validation.refund_too_big', { max: formatMoney(15_050, locale()) })));
    await expect(args.onRefund).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(refund.getByRole('button', { name: t('payments.detail.refundConfirm') }));
    await expect(args.onRefund).toHaveBeenCalledWith(5_000);
    await waitFor(() => expect(body().queryByRole('dialog', { name: t('payments.detail.refundTitle') })).toBeNull());
  },
};

/** The whole amount (the default choice) says that it cancels the booking, and sends no amount. */
export const RefundFull: Story = {
  args: { booking: paidDetail, canManagePayments: true, onRefund: fn(async (_amount: number | undefined): Promise<ActionOutcome> => ({ ok: true })) },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: confirmedDetail.title });
    await userEvent.click(paymentsOf(dialog).getByRole('button', { name: t('payments.detail.refund') }));
    const refund = within(await body().findByRole('dialog', { name: t('payments.detail.refundTitle') }));
    await expect(refund.getByRole('radio', { name: loosely(t('payments.detail.refundFull', { amount: formatMoney(15_050, locale()) })) })).toBeChecked();
    await expect(refund.getByText(t('payments.detail.refundFullNote'))).toBeInTheDocument();
    await userEvent.click(refund.getByRole('button', { name: t('payments.detail.refundConfirm') }));
    await expect(args.onRefund).toHaveBeenCalledWith(undefined);
  },
};

/** The gateway refused the refund: the reason shows in the dialog, which stays. */
export const RefundRefused: Story = {
  args: { booking: paidDetail, canManagePayments: true, onRefund: fn(async (_amount: number | undefined): Promise<ActionOutcome> => ({ ok: false, error: 'PAYMENT_PROVIDER_CONFIG' })) },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: confirmedDetail.title });
    await userEvent.click(paymentsOf(dialog).getByRole('button', { name: t('payments.detail.refund') }));
    const refund = within(await body().findByRole('dialog', { name: t('payments.detail.refundTitle') }));
    await userEvent.click(refund.getByRole('button', { name: t('payments.detail.refundConfirm') }));
    await expect(await refund.findByRole('alert')).toHaveTextContent(t('errors.PAYMENT_PROVIDER_CONFIG'));
  },
};

/** A pending booking of a team taking bank transfers: the reference to look for, then "Mark transfer received" (asked first). */
export const MarkTransferReceived: Story = {
  args: { booking: pendingDetail, canManagePayments: true, acceptsBankTransfer: true, onMarkTransferReceived: fn(async (): Promise<ActionOutcome> => ({ ok: true })) },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: pendingDetail.title });
    const payments = paymentsOf(dialog);
    await expect(payments.getByText(t('payments.detail.none'))).toBeInTheDocument();
    await expect(valueOf(dialog, 'payments.detail.reference')).toHaveTextContent(bookingReference(pendingDetail.id));
    await userEvent.click(payments.getByRole('button', { name: t('payments.detail.markReceived') }));
    const confirm = within(await body().findByRole('alertdialog', { name: t('payments.detail.markReceivedTitle') }));
    await expect(confirm.getByText(t('payments.detail.markReceivedBody', { name: pendingDetail.attendee.name }))).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: t('payments.detail.markReceivedConfirm') }));
    await expect(args.onMarkTransferReceived).toHaveBeenCalledTimes(1);
  },
};

/** No bank transfer offered (or not an owner): nothing to mark. */
export const PendingWithoutBankTransfer: Story = {
  args: { booking: pendingDetail, canManagePayments: true, acceptsBankTransfer: false, onMarkTransferReceived: fn(async (): Promise<ActionOutcome> => ({ ok: true })) },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: pendingDetail.title });
    await expect(paymentsOf(dialog).queryByRole('button', { name: storyTr()('payments.detail.markReceived') })).toBeNull();
  },
};

type ContainerStory = StoryObj<typeof BookingDetailContainer>;
let sent: Record<string, unknown[]> = {};
const record = (path: string, input: unknown) => {
  (sent[path] ??= []).push(input);
};

/** Against the mocked API, as an owner (read from teams.byId): bookings.refund, its toast, and the booking read again. */
export const ContainerRefund: ContainerStory = {
  render: (args) => <BookingDetailContainer {...args} />,
  args: { teamId: TEAM_ID, bookingId: paidDetail.id, onClose: fn(), timezone: VIEWER_ZONE, now: () => NOW },
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('bookings.get', (input) => (record('get', input), paidDetail)),
      mockMutation('bookings.refund', (input) => (record('refund', input), { ok: true as const })),
    );
  },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: confirmedDetail.title });
    await userEvent.click(await paymentsOf(dialog).findByRole('button', { name: t('payments.detail.refund') }));
    const refund = within(await body().findByRole('dialog', { name: t('payments.detail.refundTitle') }));
    await userEvent.click(refund.getByRole('button', { name: t('payments.detail.refundConfirm') }));
    await expect(await body().findByText(t('payments.detail.refundDone'))).toBeInTheDocument();
    await expect(sent.refund).toEqual([{ teamId: TEAM_ID, bookingId: paidDetail.id }]);
    await waitFor(() => expect(sent.get).toHaveLength(2));
  },
};

/** An owner of a team taking bank transfers (paymentProviders.list) confirms a pending booking's transfer. */
export const ContainerMarkTransferReceived: ContainerStory = {
  ...ContainerRefund,
  args: { ...ContainerRefund.args, bookingId: pendingDetail.id, canManagePayments: true },
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('bookings.get', pendingDetail),
      mockQuery('paymentProviders.list', [bankProvider]),
      mockMutation('bookings.markTransferReceived', (input) => (record('mark', input), { ok: true as const })),
    );
  },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: pendingDetail.title });
    await userEvent.click(await paymentsOf(dialog).findByRole('button', { name: t('payments.detail.markReceived') }));
    await userEvent.click(within(await body().findByRole('alertdialog', { name: t('payments.detail.markReceivedTitle') })).getByRole('button', { name: t('payments.detail.markReceivedConfirm') }));
    await expect(await body().findByText(t('payments.detail.markReceivedDone'))).toBeInTheDocument();
    await expect(sent.mark).toEqual([{ teamId: TEAM_ID, bookingId: pendingDetail.id }]);
  },
};

/** An assistant (teams.byId): the payments, no refund. */
export const ContainerAssistant: ContainerStory = {
  ...ContainerRefund,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', assistantTeam), mockQuery('bookings.get', paidDetail));
  },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: confirmedDetail.title });
    await expect(await paymentsOf(dialog).findByText(t('payments.status.paid'))).toBeInTheDocument();
    await expect(paymentsOf(dialog).queryByRole('button', { name: t('payments.detail.refund') })).toBeNull();
  },
};

/**
 * The booker typed another name and phone than the team's customer record (anyone may type anything
 * on a public page): nothing changed on the record; the team sees both and may take the booker's.
 */
export const BookerDetailsDiffer: Story = {
  args: {
    booking: { ...confirmedDetail, customer: { ...confirmedDetail.customer!, name: 'Omar H.', phone: '+966500000000', archived: true } },
    onUseBookerDetails: fn(async (): Promise<ActionOutcome> => ({ ok: true })),
  },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: confirmedDetail.title });
    await expect(dialog).toHaveTextContent(t('bookings.detail.customerDiffers'));
    await expect(dialog).toHaveTextContent(`${t('bookings.detail.customerSaved')} Omar H. · +966500000000`);
    await expect(dialog).toHaveTextContent(`${t('bookings.detail.customerGiven')} Omar Haddad · +966501234567`);
    await expect(dialog).toHaveTextContent(t('bookings.detail.customerArchived'));
    // The detail still shows what the booker gave.
    await expect(valueOf(dialog, 'bookings.detail.attendee')).toHaveTextContent('Omar Haddad');
    await userEvent.click(within(dialog).getByRole('button', { name: t('bookings.detail.useBookerDetails') }));
    await expect(args.onUseBookerDetails).toHaveBeenCalledOnce();
  },
};

/** The same details as the record: no note, no button. */
export const BookerDetailsSame: Story = {
  args: { onUseBookerDetails: fn(async (): Promise<ActionOutcome> => ({ ok: true })) },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: confirmedDetail.title });
    await expect(within(dialog).queryByRole('button', { name: t('bookings.detail.useBookerDetails') })).toBeNull();
    await expect(dialog).not.toHaveTextContent(t('bookings.detail.customerDiffers'));
  },
};

// ——— Attendance and reminders (issue 24) ———

/** A section of the detail, by its heading. */
const sectionOf = (dialog: HTMLElement, titleKey: string) => within(within(dialog).getByRole('region', { name: storyTr()(titleKey) }));
const markFn = () => fn(async (_attendance: 'attended' | 'no_show' | null): Promise<ActionOutcome> => ({ ok: true }));

/** Before the end: no choice yet, only when marking opens. */
export const AttendanceBeforeEnd: Story = {
  args: { onMarkAttendance: markFn() },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: confirmedDetail.title });
    const section = sectionOf(dialog, 'bookings.attendance.title');
    await expect(section.getByText(t('bookings.attendance.notYet', { end: at(confirmedDetail.endsAt) }))).toBeInTheDocument();
    await expect(section.queryByRole('radiogroup')).toBeNull();
    await expect(section.queryByRole('radio')).toBeNull();
  },
};

/**
 * Ended and not marked: "Attended" and "No-show" as one group of toggle buttons, neither chosen. The
 * keyboard moves between them with the arrow keys and chooses with Space; a press chooses too.
 */
export const AttendanceUnmarked: Story = {
  args: { booking: pastDetail, onMarkAttendance: markFn() },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: pastDetail.title });
    const section = sectionOf(dialog, 'bookings.attendance.title');
    const group = section.getByRole('radiogroup', { name: t('bookings.attendance.groupLabel', { name: pastDetail.attendee.name }) });
    const attended = within(group).getByRole('radio', { name: t('bookings.attendance.status.attended') });
    const noShow = within(group).getByRole('radio', { name: t('bookings.attendance.status.no_show') });
    await expect(attended).not.toBeChecked();
    await expect(noShow).not.toBeChecked();
    await expect(section.getByText(t('bookings.attendance.hint'))).toBeInTheDocument();
    await expect(section.queryByRole('button', { name: t('bookings.attendance.clear') })).toBeNull();

    // The arrow key that points forward in the page's direction reaches "No-show"; Space chooses it.
    attended.focus();
    await userEvent.keyboard(document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(noShow).toHaveFocus();
    await expect(args.onMarkAttendance).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onMarkAttendance).toHaveBeenCalledWith('no_show'));
    await userEvent.click(attended);
    await waitFor(() => expect(args.onMarkAttendance).toHaveBeenLastCalledWith('attended'));
  },
};

/** Marked a no-show: that choice is on, when it was marked, and "Clear" takes the mark off. */
export const AttendanceMarked: Story = {
  args: { booking: noShowDetail, onMarkAttendance: markFn() },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: noShowDetail.title });
    const section = sectionOf(dialog, 'bookings.attendance.title');
    await expect(section.getByRole('radio', { name: t('bookings.attendance.status.no_show') })).toBeChecked();
    await expect(section.getByRole('radio', { name: t('bookings.attendance.status.attended') })).not.toBeChecked();
    await expect(section.getByText(norm(t('bookings.attendance.markedBy', { name: noShowDetail.attendanceMarkedBy, time: at(noShowDetail.attendanceMarkedAt!) })))).toBeInTheDocument();
    await expect(section.queryByText(t('bookings.attendance.hint'))).toBeNull();
    // Choosing the one already chosen changes nothing.
    await userEvent.click(section.getByRole('radio', { name: t('bookings.attendance.status.no_show') }));
    await expect(args.onMarkAttendance).not.toHaveBeenCalled();
    await userEvent.click(section.getByRole('button', { name: t('bookings.attendance.clear') }));
    await waitFor(() => expect(args.onMarkAttendance).toHaveBeenCalledWith(null));
  },
};

/** The API refuses (the booking was cancelled meanwhile): the reason shows in the section, nothing is chosen. */
export const AttendanceRefused: Story = {
  args: { booking: pastDetail, onMarkAttendance: fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'BOOKING_NOT_CHANGEABLE' })) },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: pastDetail.title });
    const section = sectionOf(dialog, 'bookings.attendance.title');
    await userEvent.click(section.getByRole('radio', { name: t('bookings.attendance.status.attended') }));
    await expect(await section.findByRole('alert')).toHaveTextContent(t('errors.BOOKING_NOT_CHANGEABLE'));
    await expect(section.getByRole('radio', { name: t('bookings.attendance.status.attended') })).not.toBeChecked();
  },
};

/** Only a confirmed booking is marked: a cancelled one has no attendance section. */
export const AttendanceNotForCancelled: Story = {
  args: { booking: { ...cancelledDetail, startsAt: pastDetail.startsAt, endsAt: pastDetail.endsAt }, onMarkAttendance: markFn() },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: cancelledDetail.title });
    await expect(within(dialog).queryByRole('region', { name: storyTr()('bookings.attendance.title') })).toBeNull();
  },
};

/** The booker answered a reminder's "I'll be there": said beside the status, with when. The log shows what went out. */
export const ConfirmedByCustomer: Story = {
  args: { booking: remindedDetail },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: remindedDetail.title });
    await expect(dialog).toHaveTextContent(t('bookings.attendance.customerConfirmed'));
    await expect(dialog).toHaveTextContent(norm(t('bookings.attendance.customerConfirmedOn', { time: at(remindedDetail.customerConfirmedAt!) })));
    const log = sectionOf(dialog, 'bookings.reminders.title');
    await expect(log.getAllByRole('listitem')).toHaveLength(remindedDetail.messages.length);
  },
};

/** A text as a pattern that takes any white space where the text has some (Intl writes no-break spaces in times). */
const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));

/**
 * The delivery log with every status: each reminder's channel, how long before the start and when it is
 * due, its status, and why one was skipped, cancelled or failed — the failure with the provider's words
 * and its attempts. The booker agreed to phone reminders.
 */
export const DeliveryLog: Story = {
  args: { booking: { ...confirmedDetail, messages: everyStatusLog } },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: confirmedDetail.title });
    const log = sectionOf(dialog, 'bookings.reminders.title');
    await expect(log.getByText(t('bookings.reminders.consentGiven'))).toBeInTheDocument();
    const items = log.getAllByRole('listitem');
    await expect(items).toHaveLength(everyStatusLog.length);
    for (const [i, m] of everyStatusLog.entries()) {
      const item = items[i]!;
      await expect(item).toHaveTextContent(t(`messages.channel.${m.channel}`));
      await expect(item).toHaveTextContent(t(`messages.status.${m.status}`));
      await expect(item).toHaveTextContent(spaced(t('bookings.reminders.due', { time: at(m.dueAt) })));
      if (m.reason) await expect(item).toHaveTextContent(t(`messages.reason.${m.reason}`));
    }
    // Every status of the contract is in the log once.
    await expect(new Set(everyStatusLog.map((m) => m.status)).size).toBe(8);
    const [delivered, , , sentTwice, failed] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(delivered).toHaveTextContent(spaced(t('bookings.reminders.deliveredAt', { time: at(everyStatusLog[0]!.deliveredAt!) })));
    await expect(sentTwice).toHaveTextContent(t('bookings.reminders.attempts', { count: 2, n: '2' }));
    await expect(failed).toHaveTextContent(t('bookings.reminders.providerSaid'));
    await expect(within(failed).getByText(everyStatusLog[4]!.detail!)).toHaveAttribute('dir', 'auto');
    await expect(failed).toHaveTextContent(t('bookings.reminders.attempts', { count: 4, n: '4' }));
    await expect(failed.querySelector('[data-tone="critical"]')).toHaveTextContent(t('messages.status.failed'));
    // One attempt is not worth saying.
    await expect(delivered).not.toHaveTextContent(t('bookings.reminders.attempts', { count: 1, n: '1' }));
  },
};

/**
 * Phone messages held back by the limits against message fraud: each says "Held", in the warning tone,
 * and which limit held it — the number's country, the team's or the number's day, a booker who proved
 * nothing; the mail reminder beside them went.
 */
export const HeldMessages: Story = {
  args: { booking: { ...confirmedDetail, messages: heldLog } },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: confirmedDetail.title });
    const items = sectionOf(dialog, 'bookings.reminders.title').getAllByRole('listitem');
    await expect(items).toHaveLength(heldLog.length);
    await expect(items[0]).toHaveTextContent(t('messages.status.sent'));
    for (const [i, m] of heldLog.entries()) {
      if (m.status !== 'held') continue;
      const item = items[i]!;
      await expect(item).toHaveTextContent(t(`messages.channel.${m.channel}`));
      await expect(item.querySelector('[data-tone="caution"]')).toHaveTextContent(t('messages.status.held'));
      await expect(within(item).getByText(t(`messages.reason.${m.reason!}`))).toBeInTheDocument();
      await expect(item).not.toHaveTextContent(t('bookings.reminders.providerSaid'));
    }
    // One of each limit.
    await expect(new Set(heldLog.filter((m) => m.status === 'held').map((m) => m.reason)).size).toBe(4);
  },
};

/** No reminders (the event type has none), and a booker who did not agree to phone reminders. */
export const NoReminders: Story = {
  args: { booking: { ...confirmedDetail, messagingConsent: false } },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: confirmedDetail.title });
    const log = sectionOf(dialog, 'bookings.reminders.title');
    await expect(log.getByText(t('bookings.reminders.empty'))).toBeInTheDocument();
    await expect(log.getByText(t('bookings.reminders.consentNotGiven'))).toBeInTheDocument();
    await expect(log.queryByRole('list')).toBeNull();
  },
};

/** Without a phone there is no consent to speak of: the log alone. */
export const RemindersWithoutPhone: Story = {
  args: { booking: { ...pendingDetail, messages: [everyStatusLog[2]!] } },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: pendingDetail.title });
    const log = sectionOf(dialog, 'bookings.reminders.title');
    await expect(log.queryByText(t('bookings.reminders.consentGiven'))).toBeNull();
    await expect(log.queryByText(t('bookings.reminders.consentNotGiven'))).toBeNull();
    await expect(log.getByRole('listitem')).toHaveTextContent(t('messages.reason.opted_out'));
  },
};

/** A phone: the attendance choices and the log fit the dialog's width; nothing scrolls sideways. */
export const AttendanceAndLogPhone: Story = {
  args: { booking: { ...noShowDetail, messages: everyStatusLog }, onMarkAttendance: markFn() },
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async () => {
    const t = storyTr();
    await expect(window.innerWidth).toBe(390);
    const dialog = await body().findByRole('dialog', { name: noShowDetail.title });
    const section = sectionOf(dialog, 'bookings.attendance.title');
    for (const radio of section.getAllByRole('radio')) await expect(radio.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    const log = within(dialog).getByRole('region', { name: t('bookings.reminders.title') });
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
    for (const item of within(log).getAllByRole('listitem')) await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

/**
 * Against the mocked API: "No-show" calls bookings.markAttendance, says "Marked as no-show" and shows the
 * booking the API answered; "Clear" takes it off again.
 */
export const ContainerMarkAttendance: ContainerStory = {
  render: (args) => <BookingDetailContainer {...args} />,
  args: { teamId: TEAM_ID, bookingId: pastDetail.id, onClose: fn(), timezone: VIEWER_ZONE, now: () => NOW, canManagePayments: false },
  beforeEach: ({ msw }) => {
    sent = {};
    let stored = pastDetail;
    msw.use(
      mockQuery('bookings.get', (input) => (record('get', input), stored)),
      mockMutation('bookings.markAttendance', (input) => {
        record('mark', input);
        stored = { ...pastDetail, attendance: input.attendance, attendanceMarkedAt: input.attendance ? NOW.toISOString() : null };
        return stored;
      }),
    );
  },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: pastDetail.title });
    const section = sectionOf(dialog, 'bookings.attendance.title');
    await userEvent.click(section.getByRole('radio', { name: t('bookings.attendance.status.no_show') }));
    await expect(await body().findByText(t('bookings.attendance.done.no_show'))).toBeInTheDocument();
    await expect(sent.mark).toEqual([{ teamId: TEAM_ID, bookingId: pastDetail.id, attendance: 'no_show' }]);
    await waitFor(() => expect(section.getByRole('radio', { name: t('bookings.attendance.status.no_show') })).toBeChecked());
    await expect(section.getByText(norm(t('bookings.attendance.marked', { time: at(NOW.toISOString()) })))).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: t('bookings.attendance.clear') }));
    await expect(await body().findByText(t('bookings.attendance.done.cleared'))).toBeInTheDocument();
    await waitFor(() => expect(section.getByRole('radio', { name: t('bookings.attendance.status.no_show') })).not.toBeChecked());
    // "Clear" is gone with the mark: focus is back on the choices.
    await expect(section.getByRole('radio', { name: t('bookings.attendance.status.attended') })).toHaveFocus();
    await expect(sent.mark).toHaveLength(2);
    await expect(sent.mark![1]).toEqual({ teamId: TEAM_ID, bookingId: pastDetail.id, attendance: null });
  },
};

/** The API says the booking has not ended (the viewer's clock ran ahead): the translated reason in the section. */
export const ContainerMarkNotEnded: ContainerStory = {
  ...ContainerMarkAttendance,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('bookings.get', pastDetail), mockError('bookings.markAttendance', 'BOOKING_NOT_ENDED', 'post'));
  },
  play: async () => {
    const t = storyTr();
    const dialog = await body().findByRole('dialog', { name: pastDetail.title });
    const section = sectionOf(dialog, 'bookings.attendance.title');
    await userEvent.click(section.getByRole('radio', { name: t('bookings.attendance.status.attended') }));
    await expect(await section.findByRole('alert')).toHaveTextContent(t('errors.BOOKING_NOT_ENDED'));
    await expect(body().queryByText(t('bookings.attendance.done.attended'))).toBeNull();
  },
};
