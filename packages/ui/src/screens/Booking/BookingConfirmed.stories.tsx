import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney, formatDay, formatHijri, formatTimeRange, formatWhen } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { BookingConfirmed } from './BookingConfirmed.tsx';
import { BOOKING_ID, DAY, TOKEN, TZ, booker, cancelledBooking, closedBooking, confirmedBooking, expiredBooking, lang, lazyWait, now, pendingBooking, phoneViewport, seen, viewOnlyBooking } from '../../fixtures/booking.ts';
import type { Outcome } from '../../patterns/public/PublicPage.tsx';

const meta = {
  title: 'Screens/Booking/BookingConfirmed',
  component: BookingConfirmed,
  parameters: { layout: 'fullscreen' },
  args: {
    booking: confirmedBooking,
    onCancel: fn(async (_reason: string | undefined): Promise<Outcome> => ({ ok: true })),
    onReschedule: fn(),
    onRetry: fn(),
    icsHref: `/ics/booking/${BOOKING_ID}.ics?token=${TOKEN}`,
    now,
  },
} satisfies Meta<typeof BookingConfirmed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value beside a term of the summary. */
const valueOf = (el: HTMLElement, term: string) => within(el).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** Confirmed, opened from the booking's own link: the details in the booker's zone, the calendar file, reschedule and cancel. */
export const ConfirmedWithManage: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('booking.confirmed.title.confirmed') })).toBeInTheDocument();
    // A later visit (the mail's link, a reload): no "a confirmation is on its way".
    await expect(c.getByText(t('booking.confirmed.lead.confirmedLater'))).toBeInTheDocument();
    await expect(c.queryByText(t('booking.confirmed.lead.confirmed'))).toBeNull();
    const when = valueOf(canvasElement, t('booking.review.when'));
    await expect(when).toHaveTextContent(seen(formatDay(DAY, lang(), true)));
    await expect(when).toHaveTextContent(seen(formatTimeRange(confirmedBooking.startsAt, confirmedBooking.endsAt, lang(), TZ)));
    if (lang() === 'ar') await expect(when).toHaveTextContent(seen(formatHijri(DAY)));
    // What and with whom in the page's language (their Arabic names on an Arabic page).
    await expect(valueOf(canvasElement, t('booking.review.what'))).toHaveTextContent(lang() === 'ar' ? 'فحص الأسنان' : 'Checkup');
    await expect(valueOf(canvasElement, t('booking.confirmed.organizer'))).toHaveTextContent(lang() === 'ar' ? 'د. سارة' : 'Dr Sara');
    await expect(valueOf(canvasElement, t('booking.confirmed.bookedBy'))).toHaveTextContent(booker.name);
    const ics = c.getByRole('link', { name: t('booking.confirmed.addToCalendar') });
    await expect(ics).toHaveAttribute('href', `/ics/booking/${BOOKING_ID}.ics?token=${TOKEN}`);
    await expect(ics).toHaveAttribute('download');
    await expect(c.getByText(seen(t('booking.confirmed.changeUntil', { time: formatWhen(confirmedBooking.changeUntil, lang(), TZ) })))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('booking.confirmed.reschedule') }));
    await expect(args.onReschedule).toHaveBeenCalled();
    // Nothing internal: no email address and no id but the booking's own (in the calendar file's link).
    await expect(canvasElement.textContent).not.toMatch(/@/);
  },
};

/** Straight from booking (or moving, or paying): the confirmation mail has just gone out, and the page says so. */
export const JustBooked: Story = {
  args: { mailed: true },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(t('booking.confirmed.lead.confirmed'))).toBeInTheDocument();
    await expect(c.queryByText(t('booking.confirmed.lead.confirmedLater'))).toBeNull();
  },
};

/** Cancel: the dialog asks for an optional reason, then the page shows the cancelled state and says so. */
export const CancelDialog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('booking.confirmed.cancel') }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: t('booking.cancel.title') }, lazyWait));
    await userEvent.type(dialog.getByRole('textbox', { name: t('booking.cancel.reason') }), 'Travelling that week');
    await userEvent.click(dialog.getByRole('button', { name: t('booking.cancel.confirm') }));
    await expect(args.onCancel).toHaveBeenCalledWith('Travelling that week');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(c.getByRole('heading', { level: 1, name: t('booking.confirmed.title.cancelled') })).toBeInTheDocument();
    await expect(c.getByRole('status')).toHaveTextContent(t('success.BOOKING_CANCELLED'));
    await expect(c.getByText('Travelling that week')).toBeInTheDocument();
    await expect(c.getByText(t('booking.confirmed.reason'))).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: t('booking.confirmed.cancel') })).toBeNull();
    await expect(c.queryByRole('link', { name: t('booking.confirmed.addToCalendar') })).toBeNull();
  },
};

/** The mail's "Cancel booking" link opens the dialog on arrival; when changes are closed it does not. */
export const CancelFromMailLink: Story = {
  args: { openCancel: true },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = within(await within(document.body).findByRole('dialog', { name: t('booking.cancel.title') }, lazyWait));
    await userEvent.click(dialog.getByRole('button', { name: t('booking.cancel.confirm') }));
    await expect(args.onCancel).toHaveBeenCalledWith(undefined);
  },
};
export const CancelFromMailLinkClosed: Story = {
  args: { openCancel: true, booking: closedBooking },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByRole('button', { name: t('booking.confirmed.cancel') })).toBeDisabled();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** The API refuses (the cut-off passed meanwhile): the dialog stays open with the reason. */
export const CancelRefused: Story = {
  args: { onCancel: fn(async (_reason: string | undefined): Promise<Outcome> => ({ ok: false, error: 'BOOKING_CHANGE_CLOSED' })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('booking.confirmed.cancel') }));
    const dialog = within(await within(document.body).findByRole('dialog', undefined, lazyWait));
    await userEvent.click(dialog.getByRole('button', { name: t('booking.cancel.confirm') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t('errors.BOOKING_CHANGE_CLOSED'));
    await userEvent.click(dialog.getByRole('button', { name: t('booking.cancel.keep') }));
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: t('booking.confirmed.title.confirmed') })).toBeInTheDocument();
  },
};

/** Awaiting payment: until when the time is held and the way to pay; the calendar file waits for the payment. */
export const Pending: Story = {
  args: { booking: pendingBooking, payHref: `/en/book/pay/${BOOKING_ID}?token=${TOKEN}` },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('booking.confirmed.title.pending') })).toBeInTheDocument();
    await expect(c.getByText(seen(t('booking.confirmed.pendingLead', { time: formatWhen(pendingBooking.expiresAt!, lang(), TZ) })))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('booking.confirmed.pay') })).toHaveAttribute('href', `/en/book/pay/${BOOKING_ID}?token=${TOKEN}`);
    await expect(c.queryByRole('link', { name: t('booking.confirmed.addToCalendar') })).toBeNull();
    await expect(valueOf(canvasElement, t('booking.review.price'))).toHaveTextContent(seen(formatMoney(15_050, lang())));
  },
};

export const CancelledWithReason: Story = {
  args: { booking: cancelledBooking },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('booking.confirmed.title.cancelled') })).toBeInTheDocument();
    await expect(c.getByText(t('booking.confirmed.reason'))).toBeInTheDocument();
    await expect(c.getByText(cancelledBooking.cancelReason!)).toBeInTheDocument();
    await expect(c.queryByRole('heading', { name: t('booking.confirmed.manageTitle') })).toBeNull();
    // Another time of the same event type (issue 23).
    await expect(c.getByRole('link', { name: t('booking.confirmed.bookAgain') })).toHaveAttribute('href', `/${lang()}/${cancelledBooking.calendarSlug}/${cancelledBooking.eventTypeSlug}`);
  },
};

/** The payment window closed: "Time's up", nothing to add or change. */
export const Expired: Story = {
  args: { booking: expiredBooking },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('booking.confirmed.title.expired') })).toBeInTheDocument();
    await expect(c.getByText(t('booking.confirmed.lead.expired'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('booking.confirmed.bookAgain') })).toHaveAttribute('href', `/${lang()}/${expiredBooking.calendarSlug}/${expiredBooking.eventTypeSlug}`);
    await expect(c.queryByRole('link', { name: t('booking.confirmed.addToCalendar') })).toBeNull();
    await expect(c.queryByRole('button', { name: t('booking.confirmed.cancel') })).toBeNull();
  },
};

/** Past the cut-off: reschedule and cancel stay visible but disabled, and say why. */
export const ChangesClosed: Story = {
  args: { booking: closedBooking },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const why = seen(t('booking.confirmed.changeClosed', { time: formatWhen(closedBooking.changeUntil, lang(), TZ) }));
    await expect(c.getByText(why)).toBeInTheDocument();
    for (const name of [t('booking.confirmed.reschedule'), t('booking.confirmed.cancel')]) {
      const button = c.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(containing(why.slice(0, 20)));
    }
  },
};

/** Opened without the manage token: the booking without the booker's name, no calendar file (it needs the token), nothing to change. */
export const ViewOnly: Story = {
  args: { booking: viewOnlyBooking, icsHref: undefined },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('booking.confirmed.title.confirmed') })).toBeInTheDocument();
    await expect(valueOf(canvasElement, t('booking.confirmed.organizer'))).toHaveTextContent(lang() === 'ar' ? 'د. سارة' : 'Dr Sara');
    await expect(c.queryByText(t('booking.confirmed.bookedBy'))).toBeNull();
    await expect(c.queryByRole('link', { name: t('booking.confirmed.addToCalendar') })).toBeNull();
    await expect(c.queryByRole('button', { name: t('booking.confirmed.reschedule') })).toBeNull();
    await expect(c.queryByRole('button', { name: t('booking.confirmed.cancel') })).toBeNull();
    await expect(c.queryByRole('status')).toBeNull();
  },
};

/** An old mail's link (a reschedule retired its token): the booking as it is now, and where the working link is. */
export const OldLink: Story = {
  args: { booking: viewOnlyBooking, tokenRefused: true, payHref: `/en/book/pay/${BOOKING_ID}?token=${TOKEN}` },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(t('errors.BOOKING_TOKEN_INVALID'));
    await expect(c.queryByRole('button', { name: t('booking.confirmed.sendLatest') })).toBeNull();
    await expect(c.queryByRole('link', { name: t('booking.confirmed.bookAgain') })).toBeNull();
    await expect(c.queryByText(t('booking.confirmed.bookedBy'))).toBeNull();
    await expect(c.queryByRole('link', { name: t('booking.confirmed.addToCalendar') })).toBeNull();
    await expect(c.queryByRole('heading', { name: t('booking.confirmed.manageTitle') })).toBeNull();
  },
};

/**
 * An older mail's link, after a reschedule (issue 23): the booking where it is now, said outright; no manage
 * rights for the old link — the latest link is mailed to the booker's own address on request.
 */
export const MovedOldLink: Story = {
  args: {
    booking: { ...viewOnlyBooking, olderLink: true },
    tokenRefused: true,
    onResendLink: fn(async (): Promise<Outcome> => ({ ok: true })),
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const moved = c.getByRole('status');
    await expect(moved).toHaveTextContent(seen(t('booking.confirmed.movedNotice', { time: formatWhen(viewOnlyBooking.startsAt, lang(), TZ) })));
    await expect(moved).not.toHaveTextContent(t('errors.BOOKING_TOKEN_INVALID'));
    await expect(c.queryByRole('heading', { name: t('booking.confirmed.manageTitle') })).toBeNull();
    await expect(c.queryByText(t('booking.confirmed.bookedBy'))).toBeNull();
    await userEvent.click(c.getByRole('button', { name: t('booking.confirmed.sendLatest') }));
    await expect(args.onResendLink).toHaveBeenCalledTimes(1);
    await expect(await c.findByText(t('booking.confirmed.latestSent'))).toBeInTheDocument();
    // Sent once: the button is gone.
    await expect(c.queryByRole('button', { name: t('booking.confirmed.sendLatest') })).toBeNull();
  },
};

/** Asking too often: the refusal is said, and the button stays for later. */
export const MovedOldLinkRateLimited: Story = {
  args: {
    booking: { ...viewOnlyBooking, olderLink: true },
    tokenRefused: true,
    onResendLink: fn(async (): Promise<Outcome> => ({ ok: false, error: 'RATE_LIMITED' })),
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('booking.confirmed.sendLatest') }));
    await expect(await c.findByRole('alert')).toHaveTextContent(t('errors.RATE_LIMITED'));
    await expect(c.queryByText(t('booking.confirmed.latestSent'))).toBeNull();
    await expect(c.getByRole('button', { name: t('booking.confirmed.sendLatest') })).toBeEnabled();
  },
};

export const NotFound: Story = {
  args: { booking: undefined, error: 'BOOKING_NOT_FOUND' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: t('booking.confirmed.notFoundTitle') })).toBeInTheDocument();
    await expect(alert.getByText(t('errors.BOOKING_NOT_FOUND'))).toBeInTheDocument();
    await expect(alert.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { booking: undefined },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByRole('status', { name: t('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** At 390 px: one column, the summary stacked, nothing scrolls sideways. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const term = c.getByText(t('booking.review.when'), { selector: 'dt' });
    await expect((term.nextElementSibling as HTMLElement).getBoundingClientRect().top).toBeGreaterThanOrEqual(term.getBoundingClientRect().bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
