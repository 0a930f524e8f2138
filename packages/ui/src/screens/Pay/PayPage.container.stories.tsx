import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { mockError, mockMutation, mockPending, mockQuery } from '../../mocks/index.ts';
import { PayPageContainer } from './PayPage.container.tsx';
import { BOOKING_ID, CALLBACK_URL, CONFIRMATION_HREF, GATEWAY_PAYMENT_ID, TOKEN, declinedPaymentId, now, onlyOnArrival, pendingPayment, renderDecliningCardForm, renderStubCardForm } from '../../fixtures/pay.tsx';

/** The pay page against the mocked API: what it asks, and what it does with each answer. */
const meta = {
  title: 'Screens/Pay/Containers',
  component: PayPageContainer,
  parameters: { layout: 'fullscreen' },
  args: { bookingId: BOOKING_ID, token: TOKEN, callbackUrl: CALLBACK_URL, confirmationHref: CONFIRMATION_HREF, onPaid: fn(), renderCardForm: renderStubCardForm, now },
} satisfies Meta<typeof PayPageContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the mocked API received in the running story, by procedure. */
let sent: Record<string, unknown[]> = {};
const record = (path: string, input: unknown) => {
  (sent[path] ??= []).push(input);
};
const RETURNED = { id: GATEWAY_PAYMENT_ID, status: 'paid', message: 'APPROVED' };

/** The card form's `on_completed` records the gateway's payment id with the booking (public.attachPayment). */
export const AttachesTheCardPayment: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('public.payment', (input) => (record('payment', input), pendingPayment)),
      mockMutation('public.attachPayment', (input) => (record('attach', input), { ok: true as const })),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: storyTr()('payments.pay.title') })).toBeInTheDocument();
    await expect(sent.payment).toEqual([{ bookingId: BOOKING_ID, token: TOKEN }]);
    await userEvent.click(within(c.getByRole('group', { name: 'Moyasar' })).getByRole('button'));
    await waitFor(() => expect(sent.attach).toEqual([{ bookingId: BOOKING_ID, token: TOKEN, paymentId: GATEWAY_PAYMENT_ID }]));
  },
};

/** Back from 3-D Secure, paid: public.verifyPayment once, then the app goes to the confirmation ("Payment succeeded"). */
export const BackFrom3dsSucceeded: Story = {
  args: { returned: RETURNED },
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('public.payment', pendingPayment),
      mockMutation('public.verifyPayment', (input) => (record('verify', input), { status: 'confirmed' as const, paymentStatus: 'paid' as const }), { delayMs: 50 }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('progressbar', { name: storyTr()('payments.pay.checking') })).toBeInTheDocument();
    await expect(c.queryByRole('group', { name: 'Moyasar' })).toBeNull();
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1));
    // No token: the return is checked with the gateway, whatever the tab still knows.
    await expect(sent.verify).toEqual([{ bookingId: BOOKING_ID, paymentId: GATEWAY_PAYMENT_ID }]);
  },
};

/**
 * Back with a card the bank refused at 3-D Secure: "Payment failed. Please try again.", why — from the
 * server's answer, not the redirect's forgeable `message` — and the card form again.
 */
export const BackFrom3dsFailed: Story = {
  args: { returned: { ...RETURNED, status: 'failed', message: 'DECLINED' } },
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('public.payment', pendingPayment),
      mockMutation('public.verifyPayment', { status: 'pending' as const, paymentStatus: 'failed' as const, decline: { reason: 'threeds_failed' as const } }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const alert = await c.findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.PAYMENT_FAILED_RETRY'));
    await expect(alert).toHaveTextContent(t('payments.pay.declined.threeds_failed'));
    await expect(alert).not.toHaveTextContent(t('payments.pay.declined.declined'));
    await expect(await c.findByRole('group', { name: 'Moyasar' })).toBeInTheDocument();
    await expect(c.getByRole('radio', { name: t('payments.pay.method.card') })).toBeChecked();
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/**
 * Back from the gateway while it cannot be asked (503 PAYMENT_CHECK_DELAYED): not "try again" — the
 * payment may have gone through — but "do not pay again; the booking confirms within minutes".
 */
export const BackWhileGatewayDown: Story = {
  args: { returned: RETURNED },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('public.payment', pendingPayment), mockError('public.verifyPayment', 'PAYMENT_CHECK_DELAYED', 'post'));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const alert = await c.findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.PAYMENT_CHECK_DELAYED'));
    await expect(alert).not.toHaveTextContent(t('errors.PAYMENT_VERIFICATION_FAILED'));
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/**
 * A card declined at once (no 3-D Secure): the form's payment fails on the page. The server is asked why
 * (public.verifyPayment with that payment), the reason is said under "Payment failed. Please try again.",
 * and the form stays as it was — the name typed is still there. A second try says the new reason.
 */
export const DeclinedOnThePage: Story = {
  args: { renderCardForm: renderDecliningCardForm },
  beforeEach: ({ msw }) => {
    sent = {};
    const reasons = ['insufficient_funds', 'expired_card'] as const;
    msw.use(
      mockQuery('public.payment', pendingPayment),
      mockMutation('public.attachPayment', (input) => (record('attach', input), { ok: true as const })),
      mockMutation(
        'public.verifyPayment',
        (input) => (
          record('verify', input),
          { status: 'pending' as const, paymentStatus: 'failed' as const, decline: { reason: reasons[Math.min(sent.verify!.length, reasons.length) - 1]! } }
        ),
        { delayMs: 50 },
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const form = within(await c.findByRole('group', { name: 'Moyasar' }));
    const name = form.getByRole('textbox');
    await userEvent.type(name, 'Sara Ahmed');
    await userEvent.click(form.getByRole('button'));
    const alert = await c.findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.PAYMENT_FAILED_RETRY'));
    await expect(alert).toHaveTextContent(t('payments.pay.declined.insufficient_funds'));
    await expect(sent.attach).toEqual([{ bookingId: BOOKING_ID, token: TOKEN, paymentId: declinedPaymentId(1) }]);
    await expect(sent.verify).toEqual([{ bookingId: BOOKING_ID, paymentId: declinedPaymentId(1) }]);
    // The same form, never hidden behind "Checking…", the name as typed.
    await expect(form.getByRole('textbox')).toBe(name);
    await expect(name).toHaveValue('Sara Ahmed');
    await expect(c.queryByRole('progressbar', { name: t('payments.pay.checking') })).toBeNull();
    // Again: the last failure goes as the new payment starts, and the new reason is said.
    await userEvent.click(form.getByRole('button'));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent(t('payments.pay.declined.expired_card')));
    await expect(c.getByRole('alert')).not.toHaveTextContent(t('payments.pay.declined.insufficient_funds'));
    await expect(sent.verify).toEqual([
      { bookingId: BOOKING_ID, paymentId: declinedPaymentId(1) },
      { bookingId: BOOKING_ID, paymentId: declinedPaymentId(2) },
    ]);
    await expect(name).toHaveValue('Sara Ahmed');
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** The redirect named a payment that is not this booking's (or the gateway does not know it). */
export const BackVerificationFailed: Story = {
  args: { returned: RETURNED },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('public.payment', pendingPayment), mockError('public.verifyPayment', 'PAYMENT_VERIFICATION_FAILED', 'post'));
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent(storyTr()('errors.PAYMENT_VERIFICATION_FAILED'));
    await expect(await c.findByRole('group', { name: 'Moyasar' })).toBeInTheDocument();
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** Paid after the hold ended (the server refunds it): "Time's up", no form. */
export const BackTooLate: Story = {
  args: { returned: RETURNED },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('public.payment', pendingPayment), mockMutation('public.verifyPayment', { status: 'expired', paymentStatus: 'initiated' }));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1, name: t('payments.pay.expiredTitle') })).toBeInTheDocument();
    await expect(alert).toHaveTextContent(t('errors.PAYMENT_EXPIRED'));
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** Pay on arrival: public.payOnArrival confirms the booking, and the app moves on. */
export const PaysOnArrival: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('public.payment', onlyOnArrival),
      mockMutation('public.payOnArrival', (input) => (record('onArrival', input), { status: 'confirmed' as const, paymentStatus: 'on_arrival' as const })),
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: storyTr()('payments.pay.onArrival.confirm') }));
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1));
    await expect(sent.onArrival).toEqual([{ bookingId: BOOKING_ID, token: TOKEN }]);
  },
};

/** The hold ended before the press: the server says so and the page shows "Time's up". */
export const PayOnArrivalTooLate: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('public.payment', onlyOnArrival), mockError('public.payOnArrival', 'PAYMENT_EXPIRED', 'post'));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: t('payments.pay.onArrival.confirm') }));
    const alert = await c.findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1, name: t('payments.pay.expiredTitle') })).toBeInTheDocument();
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** Opened without a token (a bare or forwarded link): nothing is asked; the page sends the booker to the mail's link or the booking. */
export const WithoutToken: Story = {
  args: { token: undefined },
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(mockQuery('public.payment', (input) => (record('payment', input), pendingPayment)));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1, name: t('payments.pay.linkTitle') })).toBeInTheDocument();
    await expect(alert).toHaveTextContent(t('errors.BOOKING_TOKEN_INVALID'));
    await expect(within(alert).getByRole('link', { name: t('payments.pay.viewBooking') })).toHaveAttribute('href', CONFIRMATION_HREF);
    await expect(within(canvasElement).queryByRole('group', { name: 'Moyasar' })).toBeNull();
    await expect(sent.payment).toBeUndefined();
  },
};

/** A token a reschedule retired: the API says BOOKING_TOKEN_INVALID, the page the same as without one. */
export const TokenRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('public.payment', 'BOOKING_TOKEN_INVALID'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1, name: t('payments.pay.linkTitle') })).toBeInTheDocument();
    await expect(within(alert).queryByRole('button', { name: t('common.retry') })).toBeNull();
  },
};

export const NotFound: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('public.payment', 'BOOKING_NOT_FOUND'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1, name: t('payments.pay.notFoundTitle') })).toBeInTheDocument();
    await expect(alert).toHaveTextContent(t('errors.BOOKING_NOT_FOUND'));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockPending('public.payment'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: storyTr()('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};
