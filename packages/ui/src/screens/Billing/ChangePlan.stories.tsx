import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BillingPeriod, ChangePreview } from '@waqt/contracts';
import { formatDayWithHijri } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { phoneViewport } from '../../mocks/viewports.ts';
import type { PaidPlanCode } from './AddSubscription.tsx';
import { ChangePlan } from './ChangePlan.tsx';
import type { ChangeChoice, ChangeOutcome } from './ChangePlanPreview.tsx';
import {
  ADD_CARD_HREF,
  BILLING_HREF,
  CHANGE_ORDER_ID,
  SUBSCRIBE_HREF,
  activeOverview,
  activeSubscription,
  annualPreview,
  businessOverview,
  downgradePreview,
  endedOverview,
  longDate,
  loosely,
  money,
  named,
  norm,
  num,
  plans,
  storyParameters,
  teamOverview,
  upgradePreview,
} from '../../fixtures/billing-change.ts';
import { trialingOverview } from '../../fixtures/billing.ts';

const meta = {
  title: 'Screens/Billing/ChangePlan',
  component: ChangePlan,
  parameters: storyParameters,
  args: {
    plans,
    overview: teamOverview,
    billingHref: BILLING_HREF,
    subscribeHref: SUBSCRIBE_HREF,
    addCardHref: ADD_CARD_HREF,
    timeZone: 'Asia/Riyadh',
    onChoiceChange: fn(),
    onConfirm: fn(async (_c: ChangeChoice, _total: number): Promise<ChangeOutcome> => ({ ok: true, result: { timing: 'now', orderId: CHANGE_ORDER_ID } })),
    onRetry: fn(),
  },
} satisfies Meta<typeof ChangePlan>;
export default meta;
type Story = StoryObj<typeof meta>;

const BUSINESS_MONTHLY: ChangeChoice = { planCode: 'business', period: 'monthly', extraCalendars: 0 };
const TEAM_MONTHLY_3: ChangeChoice = { planCode: 'team', period: 'monthly', extraCalendars: 3 };

const option = (el: HTMLElement, planCode: PaidPlanCode, period: BillingPeriod) => {
  const t = storyTr();
  return within(el).getByRole('radio', { name: containing(t('billing.change.option', { plan: t(`billing.plans.${planCode}`), period: t(`billing.periods.${period}`) })) });
};
const summary = (el: HTMLElement) => within(el).getByRole('region', { name: storyTr()('billing.change.summary') });
const summaryText = (el: HTMLElement) => norm(summary(el).textContent ?? '');
const payButton = (el: HTMLElement, total: number) => within(el).getByRole('button', { name: named(storyTr()('billing.change.confirm.pay', { amount: money(total) })) });

/** Every paid plan monthly and annual side by side, the current one marked; picking another asks for its preview. */
export const Plans: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('billing.change.title') })).toBeInTheDocument();
    await expect(c.getAllByRole('radio')).toHaveLength(4);
    const current = option(canvasElement, 'team', 'monthly');
    await expect(current).toBeChecked();
    await expect(current).toHaveAccessibleName(containing(t('billing.change.current')));
    await expect(option(canvasElement, 'business', 'annual')).toHaveAccessibleDescription(loosely(t('billing.perPeriod.annual', { amount: money(199_000) })));
    await expect(option(canvasElement, 'business', 'monthly')).toHaveAccessibleDescription(containing(t('billing.features.card_payments')));
    // The extra calendars are the subscription's own to start with.
    await expect(c.getByRole('textbox', { name: t('billing.change.extraCalendars') })).toHaveValue(num(0));
    await expect(summary(canvasElement)).toHaveTextContent(t('billing.change.unchanged'));
    await expect(c.queryByRole('button', { name: containing(t('billing.change.confirm.pay', { amount: '' }).trim()) })).toBeNull();
    // Another plan: its preview is asked for (and loads); the current one again: nothing to preview.
    await userEvent.click(option(canvasElement, 'business', 'monthly'));
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith(BUSINESS_MONTHLY);
    await expect(within(summary(canvasElement)).getByRole('status', { name: t('common.loading') })).toBeInTheDocument();
    await userEvent.click(option(canvasElement, 'team', 'monthly'));
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith(null);
  },
};

/**
 * Team → Business monthly with 17 of 31 days left (BILLING.md §4): Business for the days left 108.13,
 * the unused part of Team −54.29, VAT 15 % 8.23, total 63.07 — on the Pay button too.
 */
export const Upgrade: Story = {
  args: { initialChoice: BUSINESS_MONTHLY, preview: { choice: BUSINESS_MONTHLY, status: 'ready', preview: upgradePreview } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await expect(option(canvasElement, 'business', 'monthly')).toBeChecked();
    const text = summaryText(canvasElement);
    await expect(text).toContain(norm(t('billing.change.lines.plan', { plan: t('billing.plans.business'), period: t('billing.periods.monthly') })));
    await expect(text).toContain(norm(t('billing.change.lines.credit', { plan: t('billing.plans.team') })));
    await expect(text).toContain(norm(t('billing.change.days', { left: num(17), total: num(31) })));
    for (const amount of [10_913, -5_429, 5_484, 823, 6_307]) await expect(text).toContain(norm(money(amount)));
    await expect(text).toContain(t('billing.change.timing.now'));
    // What changes: the plan, the calendars (2 → 5), the features gained.
    await expect(text).toContain(t('billing.features.card_payments'));
    await expect(text).toContain(t('billing.features.customers_export'));
    await expect(text).toContain(norm(t('billing.change.fromTo', { before: num(2), after: num(5) })));
    await expect(text).toContain(norm(t('billing.change.nextPeriod', { price: t('billing.perPeriod.monthly', { amount: money(22_885) }) })));
    await userEvent.click(payButton(canvasElement, 6_307));
    await expect(args.onConfirm).toHaveBeenCalledWith(BUSINESS_MONTHLY, 6_307);
  },
};

/** A double click confirms once: the button is pending after the first press. */
export const DoubleClick: Story = {
  args: {
    ...Upgrade.args,
    onConfirm: fn((_c: ChangeChoice, _total: number) => new Promise<ChangeOutcome>(() => undefined)),
  },
  play: async ({ canvasElement, args }) => {
    const button = payButton(canvasElement, 6_307);
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    // Nothing else can be chosen meanwhile.
    await expect(option(canvasElement, 'team', 'annual')).toBeDisabled();
  },
};

/** Monthly → annual: a new annual period starts today, the unused part of the month is a credit line. */
export const MonthlyToAnnual: Story = {
  args: {
    initialChoice: { planCode: 'team', period: 'annual', extraCalendars: 0 },
    preview: { choice: { planCode: 'team', period: 'annual', extraCalendars: 0 }, status: 'ready', preview: annualPreview },
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const text = summaryText(canvasElement);
    await expect(text).toContain(t('billing.change.timing.new_period'));
    for (const amount of [99_000, -5_429, annualPreview.total]) await expect(text).toContain(norm(money(amount)));
    await expect(payButton(canvasElement, annualPreview.total)).toBeEnabled();
  },
};

/** Business → Team: scheduled for the period's end — the date, nothing charged now, the features lost, and what in use Team leaves out. */
export const ScheduledDowngrade: Story = {
  tags: ['visual'],
  args: {
    overview: businessOverview,
    initialChoice: TEAM_MONTHLY_3,
    preview: { choice: TEAM_MONTHLY_3, status: 'ready', preview: downgradePreview },
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const date = longDate(activeSubscription.currentPeriodEnd);
    const text = summaryText(canvasElement);
    await expect(text).toContain(norm(t('billing.change.scheduled', { date })));
    await expect(text).toContain(t('billing.change.lost'));
    await expect(text).toContain(t('billing.features.customers_export'));
    await expect(text).not.toContain(t('billing.totals.total'));
    // The clinic's own Moyasar account and its paid event types: Team has no card payments.
    const team = t('billing.plans.team');
    const caution = within(canvasElement).getAllByRole('status').find((el) => el.textContent?.includes(t('billing.shortfall.title', { plan: team })));
    await expect(norm(caution?.textContent ?? '')).toContain(norm(t('billing.shortfall.card_payments', { plan: team })));
    await expect(norm(caution?.textContent ?? '')).toContain(norm(t('billing.shortfall.paidEventTypes', { count: 3, n: num(3) })));
    const button = within(canvasElement).getByRole('button', { name: named(t('billing.change.confirm.schedule', { date })) });
    await userEvent.click(button);
    await expect(args.onConfirm).toHaveBeenCalledWith(TEAM_MONTHLY_3, 0);
  },
};

const TRIAL_END = '2026-03-10T09:00:00.000Z';
/** In the trial, Team → Business: nothing charged or prorated — the plan that starts when the trial ends. */
const trialPreview: ChangePreview = { timing: 'trial_end', carried: false, lines: [], subtotal: 0, vat: 0, total: 0, effectiveAt: TRIAL_END, nextPeriodTotal: 22_885, calendarLimitAfter: 5, calendarsUsed: 2 };

/**
 * Subscribed to Team during the trial, choosing Business: no charge and no proration — the trial
 * continues until 10 March (its Hijri date in Arabic), when the first charge, now Business's 228.85, is made.
 */
export const InTrial: Story = {
  args: {
    overview: trialingOverview,
    initialChoice: BUSINESS_MONTHLY,
    preview: { choice: BUSINESS_MONTHLY, status: 'ready', preview: trialPreview },
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const day = formatDayWithHijri(TRIAL_END, document.documentElement.lang === 'ar' ? 'ar' : 'en', 'Asia/Riyadh');
    const text = summaryText(canvasElement);
    await expect(text).toContain(norm(t('billing.trial.continues', { date: day, amount: money(22_885), chargeDate: day })));
    await expect(text).toContain(norm(t('billing.change.timing.trial_end')));
    await expect(text).not.toContain(t('billing.totals.total'));
    await expect(option(canvasElement, 'team', 'monthly')).toHaveAccessibleName(containing(t('billing.change.current')));
    await userEvent.click(within(canvasElement).getByRole('button', { name: named(t('billing.change.confirm.trial')) }));
    await expect(args.onConfirm).toHaveBeenCalledWith(BUSINESS_MONTHLY, 0);
  },
};

/** The card was declined: the translated message and the gateway's reason; confirming again is possible. */
export const ChargeDeclined: Story = {
  args: {
    ...Upgrade.args,
    onConfirm: fn(async (_c: ChangeChoice, _total: number): Promise<ChangeOutcome> => ({ ok: false, error: 'BILLING_CHARGE_FAILED', gatewayMessage: 'INSUFFICIENT FUNDS' })),
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await userEvent.click(payButton(canvasElement, 6_307));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.BILLING_CHARGE_FAILED'));
    await expect(within(alert).getByText('INSUFFICIENT FUNDS')).toBeInTheDocument();
    await waitFor(() => expect(payButton(canvasElement, 6_307)).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(payButton(canvasElement, 6_307));
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

/** No card to charge: the message with the way to add one. */
export const NoCard: Story = {
  args: { ...Upgrade.args, onConfirm: fn(async (_c: ChangeChoice, _total: number): Promise<ChangeOutcome> => ({ ok: false, error: 'PAYMENT_METHOD_REQUIRED' })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click(payButton(canvasElement, 6_307));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('link', { name: t('billing.subscribe.addCard') })).toHaveAttribute('href', ADD_CARD_HREF);
  },
};

/** Team with 3 extra calendars would be 5, and 6 are in use: the preview says how many to remove first. */
export const BelowCalendarsInUse: Story = {
  args: {
    overview: activeOverview,
    initialChoice: TEAM_MONTHLY_3,
    preview: { choice: TEAM_MONTHLY_3, status: 'error', error: 'CALENDARS_BELOW_USED', needs: { limit: 5, used: 6 } },
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = within(summary(canvasElement)).getByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.CALENDARS_BELOW_USED'));
    await expect(alert).toHaveTextContent(norm(t('billing.calendars.belowUsed', { count: 1, n: num(1) })));
    await expect(within(canvasElement).queryByRole('button', { name: containing(t('billing.change.confirm.pay', { amount: '' }).trim()) })).toBeNull();
  },
};

/** A downgrade is already scheduled: said at the top, with the way to billing where it can be cancelled. */
export const ScheduledChangeExists: Story = {
  args: {
    overview: { ...businessOverview, subscription: { ...activeSubscription, scheduledChange: { planCode: 'team', period: 'monthly', extraCalendars: 3, at: activeSubscription.currentPeriodEnd } } },
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const note = within(canvasElement).getAllByRole('status').find((el) => el.textContent?.includes(t('billing.plans.team')));
    await expect(note).toHaveTextContent(norm(t('billing.change.scheduledExists', { plan: t('billing.plans.team'), period: t('billing.periods.monthly'), date: longDate(activeSubscription.currentPeriodEnd) })));
    await expect(within(note!).getByRole('link', { name: t('billing.subscribe.toBilling') })).toHaveAttribute('href', BILLING_HREF);
  },
};

/** No running subscription: nothing to change; the way to subscribe. */
export const NoSubscription: Story = {
  args: { overview: endedOverview },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: t('billing.change.noSubscriptionTitle') })).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('billing.change.subscribe') })).toHaveAttribute('href', SUBSCRIBE_HREF);
    await expect(c.queryByRole('radio')).toBeNull();
  },
};

/** A personal team: free, no plans to buy or change. */
export const PersonalTeam: Story = {
  args: { overview: { ...endedOverview, entitlements: { ...endedOverview.entitlements, state: 'personal' }, subscription: null } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: storyTr()('billing.subscribe.personalTitle') })).toBeInTheDocument();
    await expect(c.queryByRole('link', { name: storyTr()('billing.change.subscribe') })).toBeNull();
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
  args: { overview: undefined, loadError: 'UNEXPECTED' },
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { name: storyTr()('billing.change.loadError') })).toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: storyTr()('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a phone the four options stack, the summary and its Pay button fit, nothing runs off the side. */
export const Phone: Story = {
  args: Upgrade.args,
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const box = (planCode: PaidPlanCode, period: BillingPeriod) => option(canvasElement, planCode, period).closest('label')!.getBoundingClientRect();
    await expect(box('team', 'annual').top).toBeGreaterThan(box('team', 'monthly').bottom);
    await expect(payButton(canvasElement, 6_307).getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
