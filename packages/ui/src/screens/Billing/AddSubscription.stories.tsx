import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOCALE_TAGS, isLocale, type Locale } from '@waqt/contracts';
import { formatDayWithHijri, formatMoney, formatNumber } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { phoneViewport } from '../../mocks/viewports.ts';
import { AddSubscription, type SubscribeChoice, type SubscribeOutcome } from './AddSubscription.tsx';
import { ADD_CARD_FOR_SUBSCRIBE_HREF, BILLING_HREF, NOW, activeOverview, endedOverview, mada, plans, storyParameters, trialInUseOverview, trialOverview, visa } from '../../fixtures/billing.ts';
import { isolate } from '../../patterns/public/bidi.ts';

const meta = {
  title: 'Screens/Billing/AddSubscription',
  component: AddSubscription,
  parameters: storyParameters,
  args: {
    plans,
    overview: endedOverview,
    billingHref: BILLING_HREF,
    addCardHref: ADD_CARD_FOR_SUBSCRIBE_HREF,
    now: NOW,
    onSubscribe: fn(async (_c: SubscribeChoice): Promise<SubscribeOutcome> => ({ ok: true })),
    onRetry: fn(),
  },
} satisfies Meta<typeof AddSubscription>;
export default meta;
type Story = StoryObj<typeof meta>;

const locale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
const money = (h: number) => formatMoney(h, locale());
const norm = (text: string) => text.replace(/\s+/g, ' ');
const summary = (el: HTMLElement) => within(el).getByRole('region', { name: storyTr()('billing.subscribe.summary') });
const submitButton = (el: HTMLElement) => within(el).getByRole('button', { name: containing(storyTr()('billing.subscribe.submit', { total: '' }).trim()) });
const planRadio = (el: HTMLElement, code: string) => within(el).getByRole('radio', { name: storyTr()(`billing.plans.${code}`) });
const trialSubmit = (el: HTMLElement) => within(el).getByRole('button', { name: storyTr()('billing.trial.submit') });
/** The trial's end in the fixtures (10 March 2026) as the page writes it: in Arabic with its Hijri date. */
const trialEnd = () => formatDayWithHijri(trialOverview().entitlements.trialEndsAt!, locale(), 'Asia/Riyadh');
const caution = (el: HTMLElement) => within(el).queryByRole('status', { name: (_n, node) => node.textContent?.includes(storyTr()('billing.shortfall.title', { plan: storyTr()('billing.plans.team') })) ?? false });

/** The quote follows every choice: plan, period (annual = 10 × monthly, two months free), extra calendars — always with VAT 15 %. */
export const LiveQuote: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('billing.subscribe.title') })).toBeInTheDocument();
    // Team, monthly: 99.00 + VAT 14.85 = 113.85.
    await expect(planRadio(canvasElement, 'team')).toBeChecked();
    await expect(norm(summary(canvasElement).textContent ?? '')).toContain(norm(money(11_385)));
    await expect(norm(submitButton(canvasElement).textContent ?? '')).toContain(norm(money(11_385)));
    await expect(planRadio(canvasElement, 'business')).toHaveAccessibleDescription(containing(t('billing.features.card_payments')));
    // Business, annual: 1,990.00 + VAT 298.50 = 2,288.50.
    await userEvent.click(planRadio(canvasElement, 'business'));
    await userEvent.click(c.getByRole('radio', { name: containing(t('billing.periods.annual')) }));
    await expect(c.getByText(t('billing.subscribe.annualNote'))).toBeInTheDocument();
    await expect(norm(summary(canvasElement).textContent ?? '')).toContain(norm(money(228_850)));
    // Two extra calendars a year: 2 × 290.00 = 580.00 → subtotal 2,570.00, VAT 385.50, total 2,955.50.
    const extra = c.getByRole('textbox', { name: t('billing.subscribe.extraCalendars') });
    await userEvent.clear(extra);
    await userEvent.type(extra, '2');
    await userEvent.tab();
    const text = norm(summary(canvasElement).textContent ?? '');
    for (const amount of [58_000, 257_000, 38_550, 295_550]) await expect(text).toContain(norm(money(amount)));
    await expect(text).toContain(t('billing.totals.vat', { rate: locale() === 'ar' ? '15٪' : '15%' }));
  },
};

/** Pays with the default card unless another is chosen; the choice is sent as it is. */
export const ChooseCard: Story = {
  args: { overview: { ...endedOverview, paymentMethods: [visa, mada] } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const cards = within(c.getByRole('radiogroup', { name: t('billing.subscribe.payWith') }));
    await expect(cards.getAllByRole('radio')).toHaveLength(2);
    await expect(cards.getAllByRole('radio')[0]).toBeChecked();
    await userEvent.click(cards.getByRole('radio', { name: containing(t('billing.cards.label', { brand: t('billing.cards.brands.mada'), last4: isolate('1010') })) }));
    await userEvent.click(submitButton(canvasElement));
    await expect(args.onSubscribe).toHaveBeenCalledWith({ planCode: 'team', period: 'monthly', extraCalendars: 0, paymentMethodId: mada.id });
  },
};

/** Six calendars in use: Team (2 included) needs at least 4 extra, Business (5) 1 — the field starts there and says why. */
export const CalendarsInUse: Story = {
  args: { overview: { ...endedOverview, entitlements: { ...endedOverview.entitlements, calendarsUsed: 6 } } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const extra = c.getByRole('textbox', { name: t('billing.subscribe.extraCalendars') });
    const n = (x: number) => new Intl.NumberFormat(locale() === 'ar' ? LOCALE_TAGS.ar : LOCALE_TAGS.en).format(x);
    await expect(extra).toHaveAccessibleDescription(containing(t('billing.subscribe.extraMinimum', { used: n(6), min: n(4) })));
    // 99.00 + 4 × 39.00 = 255.00, VAT 38.25, total 293.25.
    await expect(norm(summary(canvasElement).textContent ?? '')).toContain(norm(money(29_325)));
    await userEvent.click(planRadio(canvasElement, 'business'));
    await expect(extra).toHaveAccessibleDescription(containing(t('billing.subscribe.extraMinimum', { used: n(6), min: n(1) })));
    await userEvent.click(planRadio(canvasElement, 'team'));
    await userEvent.click(submitButton(canvasElement));
    await expect(args.onSubscribe).toHaveBeenCalledWith({ planCode: 'team', period: 'monthly', extraCalendars: 4, paymentMethodId: visa.id });
  },
};

/** `?plan=business` opens on Business. */
export const InitialPlan: Story = {
  args: { initialPlan: 'business' },
  play: async ({ canvasElement }) => {
    await expect(planRadio(canvasElement, 'business')).toBeChecked();
  },
};

/** A double click charges once: the button is pending after the first press, and one call goes. */
export const DoubleClick: Story = {
  args: {
    onSubscribe: fn((_c: SubscribeChoice) => new Promise<SubscribeOutcome>(() => undefined)),
  },
  play: async ({ canvasElement, args }) => {
    const button = submitButton(canvasElement);
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** The card was declined: the translated message and the gateway's reason, nothing else changes; a new try is possible. */
export const ChargeFailed: Story = {
  tags: ['visual'],
  args: { onSubscribe: fn(async (_c: SubscribeChoice): Promise<SubscribeOutcome> => ({ ok: false, error: 'BILLING_CHARGE_FAILED', gatewayMessage: 'INSUFFICIENT FUNDS' })) },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await userEvent.click(planRadio(canvasElement, 'business'));
    await userEvent.click(submitButton(canvasElement));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.BILLING_CHARGE_FAILED'));
    await expect(within(alert).getByText('INSUFFICIENT FUNDS')).toBeInTheDocument();
    await expect(planRadio(canvasElement, 'business')).toBeChecked();
    await waitFor(() => expect(submitButton(canvasElement)).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(submitButton(canvasElement));
    await expect(args.onSubscribe).toHaveBeenCalledTimes(2);
  },
};

/** Subscribed meanwhile (another tab): the message, with a link to billing. */
export const AlreadySubscribed: Story = {
  args: { onSubscribe: fn(async (_c: SubscribeChoice): Promise<SubscribeOutcome> => ({ ok: false, error: 'SUBSCRIPTION_EXISTS' })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click(submitButton(canvasElement));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.SUBSCRIPTION_EXISTS'));
    await expect(within(alert).getByRole('link', { name: t('billing.subscribe.toBilling') })).toHaveAttribute('href', BILLING_HREF);
  },
};

/** A running subscription: nothing to add; the way to billing. */
export const HasSubscription: Story = {
  args: { overview: activeOverview },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: t('billing.subscribe.existsTitle') })).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('billing.subscribe.toBilling') })).toHaveAttribute('href', BILLING_HREF);
    await expect(c.queryByRole('radio')).toBeNull();
  },
};

/** No card yet (a trial): "Add a card" (back here afterwards), Subscribe waits for one. */
export const NoCard: Story = {
  args: { overview: trialOverview() },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(t('billing.subscribe.noCard'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('billing.subscribe.addCard') })).toHaveAttribute('href', ADD_CARD_FOR_SUBSCRIBE_HREF);
    await expect(trialSubmit(canvasElement)).toBeDisabled();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

/**
 * Subscribing on day 3 of the trial (it ends on 10 March): the trialled plan, Business, is chosen; nothing
 * is charged today — the page says, before Subscribe, until when the trial continues (with the Hijri date
 * in Arabic) and when the first charge of how much is made, and the button says nothing is charged.
 */
export const InTrial: Story = {
  tags: ['visual'],
  args: { overview: { ...trialOverview(), paymentMethods: [visa, mada] } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await expect(planRadio(canvasElement, 'business')).toBeChecked();
    // Business, monthly: 199.00 + VAT 29.85 = 228.85, charged on the trial's last day.
    const said = t('billing.trial.continues', { date: trialEnd(), amount: money(22_885), chargeDate: trialEnd() });
    await expect(norm(summary(canvasElement).textContent ?? '')).toContain(norm(said));
    await expect(summary(canvasElement)).toHaveTextContent(t('billing.trial.notToday'));
    if (locale() === 'ar') await expect(said).toMatch(/رمضان 1447 هـ/);
    const button = trialSubmit(canvasElement);
    // Said again where Subscribe is pressed (its description, for screen readers).
    const described = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    await expect(norm(described?.textContent ?? '')).toBe(norm(said));
    await expect(within(canvasElement).queryByRole('button', { name: containing(t('billing.subscribe.submit', { total: '' }).trim()) })).toBeNull();
    // Annual: the first charge is the year's price, 2,288.50.
    await userEvent.click(within(canvasElement).getByRole('radio', { name: containing(t('billing.periods.annual')) }));
    await expect(norm(summary(canvasElement).textContent ?? '')).toContain(norm(t('billing.trial.continues', { date: trialEnd(), amount: money(228_850), chargeDate: trialEnd() })));
    await userEvent.click(button);
    await expect(args.onSubscribe).toHaveBeenCalledWith({ planCode: 'business', period: 'annual', extraCalendars: 0, paymentMethodId: visa.id });
  },
};

/**
 * The clinic uses what Business gives (its own Moyasar account with three paid event types, two
 * assistants, four calendars): Business warns of nothing; Team warns before it is chosen — card payments
 * and the paid event types, the calendars beyond its two (bought as extra ones) — and names Business as
 * covering it all. Back on Business the warning goes; Team can still be chosen.
 */
export const DowngradeWarning: Story = {
  tags: ['visual'],
  args: { overview: trialInUseOverview },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const n = (x: number) => formatNumber(x, locale());
    const team = t('billing.plans.team');
    await expect(planRadio(canvasElement, 'business')).toBeChecked();
    await expect(caution(canvasElement)).toBeNull();
    await userEvent.click(planRadio(canvasElement, 'team'));
    await userEvent.click(planRadio(canvasElement, 'business'));
    await expect(caution(canvasElement)).toBeNull();
    await userEvent.click(planRadio(canvasElement, 'team'));
    const warning = caution(canvasElement);
    await expect(warning).not.toBeNull();
    const text = norm(warning!.textContent ?? '');
    await expect(text).toContain(norm(t('billing.shortfall.card_payments', { plan: team })));
    await expect(text).toContain(norm(t('billing.shortfall.paidEventTypes', { count: 3, n: n(3) })));
    await expect(text).toContain(norm(t('billing.shortfall.calendars', { plan: team, used: n(4), included: n(2) })));
    await expect(text).toContain(norm(t('billing.shortfall.covered', { plan: t('billing.plans.business') })));
    // Members are in Team: not a shortfall.
    await expect(text).not.toContain(norm(t('billing.shortfall.members', { plan: team, n: n(2) })));
    await expect(within(warning!).getAllByRole('listitem')).toHaveLength(2);
    // Team with the two extra calendars its four need: 99.00 + 78.00 = 177.00 + VAT 26.55 = 203.55, on the trial's last day.
    await expect(norm(summary(canvasElement).textContent ?? '')).toContain(norm(t('billing.trial.continues', { date: trialEnd(), amount: money(20_355), chargeDate: trialEnd() })));
    // A caution, not a refusal: Team can still be chosen (the screenshot keeps the warning in view).
    await userEvent.click(trialSubmit(canvasElement));
    await expect(args.onSubscribe).toHaveBeenCalledWith({ planCode: 'team', period: 'monthly', extraCalendars: 2, paymentMethodId: visa.id });
  },
};

/** A card that expires before the trial's end (the first charge): the reason, and a way to add another card. */
export const CardExpiresBeforeCharge: Story = {
  args: {
    overview: { ...trialOverview(), paymentMethods: [visa] },
    onSubscribe: fn(async (_c: SubscribeChoice): Promise<SubscribeOutcome> => ({ ok: false, error: 'CARD_EXPIRES_BEFORE_CHARGE' })),
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click(trialSubmit(canvasElement));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.CARD_EXPIRES_BEFORE_CHARGE'));
    await expect(within(alert).getByRole('link', { name: t('billing.subscribe.addCard') })).toHaveAttribute('href', ADD_CARD_FOR_SUBSCRIBE_HREF);
  },
};

/** Back from the card form with `?card=failed`. */
export const CardFailed: Story = {
  args: { overview: trialOverview(), cardFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyTr()('errors.PAYMENT_METHOD_ADD_FAILED'));
  },
};

export const Assistant: Story = {
  args: { overview: undefined, loadError: 'PERMISSION_DISABLED' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyTr()('errors.PERMISSION_DISABLED'));
  },
};

export const Loading: Story = {
  args: { plans: undefined, overview: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: storyTr()('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { plans: undefined, loadError: 'UNEXPECTED' },
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await userEvent.click(alert.getByRole('button', { name: storyTr()('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** With the keyboard alone: arrows choose the plan and period, Tab reaches Subscribe. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    planRadio(canvasElement, 'team').focus();
    // Arrow keys follow the reading direction; Down works in both.
    await userEvent.keyboard('{ArrowDown}');
    await expect(planRadio(canvasElement, 'business')).toBeChecked();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: t('billing.periods.monthly') })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    submitButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubscribe).toHaveBeenCalledWith({ planCode: 'business', period: 'annual', extraCalendars: 0, paymentMethodId: visa.id });
  },
};

/** On a phone the plans stack and nothing runs off the side. */
export const Phone: Story = {
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(planRadio(canvasElement, 'business').closest('label')!.getBoundingClientRect().top).toBeGreaterThan(
      planRadio(canvasElement, 'team').closest('label')!.getBoundingClientRect().bottom,
    );
  },
};
