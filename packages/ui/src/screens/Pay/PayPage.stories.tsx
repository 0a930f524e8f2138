import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { currencySymbol, formatMoney, formatDay, formatDuration, formatTimeRange, formatCountdown, formatVatRate, groupIban, bookingReference } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import type { Outcome } from '../../patterns/public/PublicPage.tsx';
import { isolate } from '../../patterns/public/bidi.ts';
import { tokens, vars } from '../../theme/contract.css.ts';
import { MoyasarCardForm } from './MoyasarCardForm.tsx';
import type { CardFormConfig } from './PayMethods.tsx';
import { keepCardName } from './pay-token.ts';
import { PayPage, type PayPageProps } from './PayPage.tsx';
import {
  BASE_URL,
  BOOKING_ID,
  CALLBACK_URL,
  CONFIRMATION_HREF,
  GATEWAY_PAYMENT_ID,
  IBAN,
  NOW,
  PUBLISHABLE_KEY,
  TZ,
  bankFirst,
  cancelledPayment,
  confirmedPayment,
  expiredPayment,
  lang,
  noMethods,
  now,
  onlyOnArrival,
  pendingPayment,
  phoneViewport,
  renderStubCardForm,
  runningClock,
  seen,
} from '../../fixtures/pay.tsx';

const meta = {
  title: 'Screens/Pay/PayPage',
  component: PayPage,
  parameters: { layout: 'fullscreen' },
  args: {
    payment: pendingPayment,
    renderCardForm: fn(renderStubCardForm),
    callbackUrl: CALLBACK_URL,
    onCardPaymentCreated: fn(async (_id: string) => undefined),
    onPayOnArrival: fn(async (): Promise<Outcome> => ({ ok: true })),
    onCopy: fn(async (_text: string) => undefined),
    onRetry: fn(),
    confirmationHref: CONFIRMATION_HREF,
    now,
  },
} satisfies Meta<typeof PayPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The value beside a term of a summary. */
const valueOf = (el: HTMLElement, term: string) => within(el).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
/** The page on a clock that runs in real time from the stories' NOW. */
function Ticking(args: PayPageProps) {
  const [clock] = useState(runningClock);
  return <PayPage {...args} now={clock} />;
}
const methods = (el: HTMLElement) => within(el).getByRole('radiogroup', { name: storyTr()('payments.pay.methodsLabel') });

/** Pending, card first (the team's default): the booking, the price with its VAT, the time left, and the card form. */
export const CardForm: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('payments.pay.title') })).toBeInTheDocument();
    // The team's keys are test keys (pk_test_…): the page says no real money is taken (issue 36).
    await expect(c.getByText(containing(t('payments.pay.card.testMode')))).toBeInTheDocument();
    await expect(valueOf(canvasElement, t('booking.review.what'))).toHaveTextContent('تنظيف الأسنان');
    // The calendar in the page's language (its Arabic name on an Arabic page).
    await expect(valueOf(canvasElement, t('booking.confirmed.organizer'))).toHaveTextContent(lang() === 'ar' ? 'د. سارة' : 'Dr Sara');
    const when = valueOf(canvasElement, t('booking.review.when'));
    await expect(when).toHaveTextContent(seen(formatDay('2026-03-04', lang(), true)));
    await expect(when).toHaveTextContent(seen(formatTimeRange(pendingPayment.startsAt, pendingPayment.endsAt, lang(), TZ)));
    // VAT-inclusive: the total is what is charged, and the VAT inside it is said beside it.
    await expect(c.getByText(seen(formatMoney(23_000, lang())))).toBeInTheDocument();
    await expect(c.getByText(seen(t('payments.pay.vatIncluded', { rate: formatVatRate(lang()), amount: formatMoney(3_000, lang()) })))).toBeInTheDocument();
    await expect(c.getByRole('timer', { name: t('payments.pay.timeLeft') })).toHaveTextContent(formatCountdown(15 * 60_000, lang()));
    const group = methods(canvasElement);
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(within(group).getByRole('radio', { name: t('payments.pay.method.card') })).toBeChecked();
    await expect(c.getByText(t('payments.pay.card.note'))).toBeInTheDocument();
    // The form gets the booking's amount and the team's key; the card itself never passes through us.
    await expect(args.renderCardForm).toHaveBeenLastCalledWith(
      expect.objectContaining({ bookingId: BOOKING_ID, amountHalalas: 23_000, currency: 'SAR', publishableKey: PUBLISHABLE_KEY, baseUrl: BASE_URL, callbackUrl: CALLBACK_URL, locale: lang() }),
    );
    // The form's sheet follows the page's theme (Moyasar's own elements take its colours: MoyasarFormInTheTheme).
    await expect(getComputedStyle(c.getByRole('group', { name: 'Moyasar' }).parentElement!).colorScheme).toBe(getComputedStyle(document.documentElement).colorScheme);
    await userEvent.click(within(c.getByRole('group', { name: 'Moyasar' })).getByRole('button'));
    await expect(args.onCardPaymentCreated).toHaveBeenCalledWith(GATEWAY_PAYMENT_ID);
  },
};

/** A theme colour as the browser computes it (a probe element painted with it). */
function computed(color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/**
 * Moyasar's real form (its script and stylesheet, loaded on demand; nothing is sent before a card is
 * submitted), at phone width: drawn for a light page, its fields, labels and pay button take the theme's
 * colours instead, so in the dark theme it is not a white slab nor light text on the browser's dark fields.
 */
export const MoyasarFormInTheTheme: Story = {
  ...phoneViewport,
  tags: ['visual'],
  args: { renderCardForm: fn((config: CardFormConfig) => <MoyasarCardForm config={config} />) },
  play: async ({ canvasElement }) => {
    const input = await waitFor(
      () => {
        const el = canvasElement.querySelector<HTMLInputElement>('#mysr input[name="mysr-cc-number"]');
        if (!el) throw new Error('Moyasar has not drawn its form yet');
        return el;
      },
      { timeout: 15_000 },
    );
    const field = getComputedStyle(input);
    await expect(field.backgroundColor).toBe(computed(vars.color.bg.surface));
    await expect(field.color).toBe(computed(vars.color.text.primary));
    const label = canvasElement.querySelector<HTMLElement>('#mysr label[for="mysr-cc-name"]')!;
    await expect(getComputedStyle(label).color).toBe(computed(vars.color.text.primary));
    const pay = canvasElement.querySelector<HTMLButtonElement>('#mysr button[type="submit"]')!;
    await expect(getComputedStyle(pay).backgroundColor).toBe(computed(vars.color.accent.solid));
    await expect(getComputedStyle(pay).color).toBe(computed(vars.color.accent.onSolid));
    // One currency notation on the page (issue 36): the button's amount says the currency as the page's
    // amounts do ("SAR", "ر.س.‏"), not the form's riyal-sign image beside them.
    const amount = pay.querySelector<HTMLElement>('.currency-amount')!;
    await expect(getComputedStyle(amount, '::before').content).toBe(JSON.stringify(currencySymbol(lang())));
    await expect(formatMoney(23_000, lang())).toContain(currencySymbol(lang()));
    for (const icon of pay.querySelectorAll('.currency-icon')) await expect(icon).not.toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Moyasar's stylesheet sets `html { line-height: 1.5; font-family: system-ui… }` and `body {
    // line-height: inherit }` for the whole document: the page around the form keeps the theme's.
    const body = getComputedStyle(document.body);
    await expect(Number.parseFloat(body.lineHeight) / Number.parseFloat(body.fontSize)).toBeCloseTo(Number(tokens.lineHeight.normal), 2);
    await expect(body.fontFamily).toBe(tokens.font.body.replaceAll("'", '"'));
    await expect(getComputedStyle(document.documentElement).fontFamily).toBe(tokens.font.body.replaceAll("'", '"'));
  },
};

/**
 * Back from a 3-D Secure decline the page is new and Moyasar's form starts empty: the name on the card
 * the booker typed before (kept in the tab) is in it again, as if typed — the form reads it as its own.
 */
export const MoyasarFormKeepsTheName: Story = {
  args: { renderCardForm: fn((config: CardFormConfig) => <MoyasarCardForm config={config} />), paymentError: 'PAYMENT_FAILED_RETRY', decline: { reason: 'threeds_failed' }, initialMethod: 'card' },
  beforeEach: () => {
    keepCardName(BOOKING_ID, 'Sara Ahmed');
    return () => keepCardName(BOOKING_ID, null);
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('payments.pay.declined.threeds_failed'));
    const name = await waitFor(
      () => {
        const el = canvasElement.querySelector<HTMLInputElement>('#mysr input[name="mysr-cc-name"]');
        if (!el) throw new Error('Moyasar has not drawn its form yet');
        return el;
      },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(name).toHaveValue('Sara Ahmed'));
    // The form took it as its own: still there once the form has settled (and drawn itself again on a
    // blur), and no "Required" when the field is left.
    await new Promise((r) => setTimeout(r, 5_500));
    await expect(name).toHaveValue('Sara Ahmed');
    name.focus();
    name.blur();
    await new Promise((r) => setTimeout(r, 1_200));
    await expect(canvasElement.querySelector('#mysr')!.textContent).not.toMatch(/required|مطلوب/i);
    await expect(name).toHaveValue('Sara Ahmed');
  },
};

/** The team's default is a bank transfer: where to send the money, the reference to write, until when the time is held. */
export const BankTransfer: Story = {
  tags: ['visual'],
  args: { payment: bankFirst },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(within(methods(canvasElement)).getByRole('radio', { name: t('payments.pay.method.bank_transfer') })).toBeChecked();
    await expect(valueOf(canvasElement, t('payments.pay.bank.bank'))).toHaveTextContent('Al Rajhi Bank');
    await expect(valueOf(canvasElement, t('payments.pay.bank.iban'))).toHaveTextContent(groupIban(IBAN));
    await expect(valueOf(canvasElement, t('payments.pay.bank.holder'))).toHaveTextContent('عيادة الرياض لطب الأسنان');
    await expect(valueOf(canvasElement, t('payments.pay.bank.reference'))).toHaveTextContent(bookingReference(BOOKING_ID));
    await expect(c.getByText(t('payments.pay.bank.referenceNote', { reference: isolate(bookingReference(BOOKING_ID)) }))).toBeInTheDocument();
    await expect(args.renderCardForm).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: t('payments.copy.copyOf', { what: t('payments.pay.bank.iban') }) }));
    await expect(args.onCopy).toHaveBeenCalledWith(IBAN);
    await expect(within(valueOf(canvasElement, t('payments.pay.bank.iban'))).getByRole('status')).toHaveTextContent(t('payments.copy.copied'));
    // Switching to the card shows its form instead.
    await userEvent.click(within(methods(canvasElement)).getByRole('radio', { name: t('payments.pay.method.card') }));
    await expect(c.getByRole('group', { name: 'Moyasar' })).toBeInTheDocument();
    await expect(c.queryByText(t('payments.pay.bank.iban'), { selector: 'dt' })).toBeNull();
  },
};

/** Pay on arrival, the team's only method: one button confirms the booking. */
export const PayOnArrival: Story = {
  args: { payment: onlyOnArrival },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.queryByRole('radiogroup')).toBeNull();
    await expect(c.getByText(seen(t('payments.pay.onArrival.note', { amount: formatMoney(23_000, lang()) })))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('payments.pay.onArrival.confirm') }));
    await expect(args.onPayOnArrival).toHaveBeenCalledTimes(1);
  },
};

/** An answer the story gives when it chooses: the request stays on its way until then. */
function heldAnswer() {
  let give: (o: Outcome) => void = () => {};
  const asked = fn(() => new Promise<Outcome>((resolve) => (give = resolve)));
  return { asked, give: (o: Outcome) => give(o) };
}
const held = heldAnswer();

/** A double click while the answer is on its way asks the API once (the double-submit guard); its answer then shows. */
export const PayOnArrivalPressedTwice: Story = {
  args: { payment: onlyOnArrival, onPayOnArrival: held.asked },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    held.asked.mockClear();
    await userEvent.dblClick(c.getByRole('button', { name: t('payments.pay.onArrival.confirm') }));
    await expect(held.asked).toHaveBeenCalledTimes(1);
    held.give({ ok: false, error: 'PAYMENT_PROVIDER_UNSUPPORTED' });
    await expect(await c.findByRole('alert')).toHaveTextContent(t('errors.PAYMENT_PROVIDER_UNSUPPORTED'));
  },
};

/** The API refused (the team stopped offering it): the reason shows, the page stays. */
export const PayOnArrivalRefused: Story = {
  args: { payment: onlyOnArrival, onPayOnArrival: fn(async (): Promise<Outcome> => ({ ok: false, error: 'PAYMENT_PROVIDER_UNSUPPORTED' })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('payments.pay.onArrival.confirm') }));
    await expect(await c.findByRole('alert')).toHaveTextContent(t('errors.PAYMENT_PROVIDER_UNSUPPORTED'));
  },
};

/** The clock runs: the digits change every second; the polite status names the whole minutes and stays the same meanwhile. */
export const CountdownTicking: Story = {
  args: { payment: { ...pendingPayment, expiresAt: new Date(NOW + 2 * 60_000 + 30_000).toISOString() } },
  render: (args) => <Ticking {...args} />,
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const timer = c.getByRole('timer', { name: t('payments.pay.timeLeft') });
    await expect(timer).toHaveTextContent(formatCountdown(150_000, lang()));
    await waitFor(() => expect(timer).toHaveTextContent(formatCountdown(149_000, lang())), { timeout: 2500 });
    await waitFor(() => expect(timer).toHaveTextContent(formatCountdown(148_000, lang())), { timeout: 2500 });
    const announced = t('payments.pay.timeLeftAnnounce', { time: formatDuration(2, lang()) });
    await expect(c.getByRole('status')).toHaveTextContent(announced);
  },
};

/** The hold ends while the page is open: it turns into "Time's up" without a reload, and the form goes. */
export const ExpiresWhileOpen: Story = {
  args: { payment: { ...pendingPayment, expiresAt: new Date(NOW + 1_500).toISOString() } },
  render: (args) => <Ticking {...args} />,
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(t('payments.pay.lastMinute'));
    await expect(c.getByRole('group', { name: 'Moyasar' })).toBeInTheDocument();
    const alert = await c.findByRole('alert', {}, { timeout: 4000 });
    await expect(within(alert).getByRole('heading', { level: 1, name: t('payments.pay.expiredTitle') })).toBeInTheDocument();
    await expect(alert).toHaveTextContent(t('errors.PAYMENT_EXPIRED'));
    await expect(c.queryByRole('group', { name: 'Moyasar' })).toBeNull();
    await expect(c.queryByRole('radiogroup')).toBeNull();
  },
};

/** Opened after the hold ended: "Time's up", "Payment expired!", nothing to pay with. */
export const Expired: Story = {
  args: { payment: expiredPayment },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: t('payments.pay.expiredTitle') })).toBeInTheDocument();
    await expect(alert.getByText(t('errors.PAYMENT_EXPIRED'))).toBeInTheDocument();
    await expect(args.renderCardForm).not.toHaveBeenCalled();
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
};

/** A declined card: "Payment failed. Please try again.", the gateway's reason in the page's language, and the card form again to retry. */
export const PaymentFailed: Story = {
  args: { payment: bankFirst, paymentError: 'PAYMENT_FAILED_RETRY', decline: { reason: 'insufficient_funds' }, initialMethod: 'card' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.PAYMENT_FAILED_RETRY'));
    await expect(c.getByRole('alert')).toHaveTextContent(t('payments.pay.declined.insufficient_funds'));
    // Not the gateway's English words.
    await expect(c.getByRole('alert')).not.toHaveTextContent('INSUFFICIENT FUNDS');
    await expect(within(methods(canvasElement)).getByRole('radio', { name: t('payments.pay.method.card') })).toBeChecked();
    await expect(c.getByRole('group', { name: 'Moyasar' })).toBeInTheDocument();
  },
};

/** Words the page has no translation for are shown as the gateway sent them, isolated (Latin inside Arabic reads right). */
export const PaymentFailedGatewayWords: Story = {
  args: { paymentError: 'PAYMENT_FAILED_RETRY', decline: { reason: 'other', message: 'Merchant is not allowed to transact directly' } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.PAYMENT_FAILED_RETRY'));
    const words = within(alert).getByText('Merchant is not allowed to transact directly');
    await expect(words.tagName).toBe('BDI');
    await expect(alert.textContent).toContain(t('payments.pay.declined.other', { message: '' }).replace(/<\/?bdi>/g, '').trim());
  },
};

export const VerificationFailed: Story = {
  args: { paymentError: 'PAYMENT_VERIFICATION_FAILED' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(storyTr()('errors.PAYMENT_VERIFICATION_FAILED'));
    await expect(c.getByRole('group', { name: 'Moyasar' })).toBeInTheDocument();
  },
};

/** Back from the gateway, the server is asked: a busy status in place of the methods. */
export const Verifying: Story = {
  args: { verifying: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('progressbar', { name: storyTr()('payments.pay.checking') })).toBeInTheDocument();
    await expect(c.queryByRole('radiogroup')).toBeNull();
    await expect(args.renderCardForm).not.toHaveBeenCalled();
  },
};

/** The team offers no method (removed meanwhile). */
export const NoMethods: Story = {
  args: { payment: noMethods },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(storyTr()('errors.PAYMENT_PROVIDER_NOT_FOUND'));
    await expect(c.queryByRole('radiogroup')).toBeNull();
  },
};

/** Already paid (a second tab, the back button): nothing to pay, a link to the booking. */
export const AlreadyConfirmed: Story = {
  args: { payment: confirmedPayment },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('payments.pay.paidTitle') })).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('payments.pay.viewBooking') })).toHaveAttribute('href', CONFIRMATION_HREF);
    await expect(c.queryByRole('timer')).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { payment: cancelledPayment },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('payments.pay.cancelledTitle') })).toBeInTheDocument();
    await expect(c.getByText(t('payments.pay.cancelledBody'))).toBeInTheDocument();
    await expect(c.queryByRole('radiogroup')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { payment: undefined, error: 'BOOKING_NOT_FOUND' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: t('payments.pay.notFoundTitle') })).toBeInTheDocument();
    await expect(alert.getByText(t('errors.BOOKING_NOT_FOUND'))).toBeInTheDocument();
    await expect(alert.queryByRole('button')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { payment: undefined, error: 'UNEXPECTED' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: t('payments.pay.loadError') })).toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { payment: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: storyTr()('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** At 390 px with the bank transfer (the longest values): one column, nothing scrolls sideways. */
export const Phone: Story = {
  ...phoneViewport,
  args: { payment: bankFirst },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const term = within(canvasElement).getByText(t('payments.pay.bank.iban'), { selector: 'dt' });
    await expect((term.nextElementSibling as HTMLElement).getBoundingClientRect().top).toBeGreaterThanOrEqual(term.getBoundingClientRect().bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(body().getByRole('timer')).toBeInTheDocument();
  },
};
