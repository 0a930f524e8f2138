import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, storyTr } from '../../i18n/stories.ts';
import { phoneViewport } from '../../mocks/viewports.ts';
import type { ChangeChoice, ChangeOutcome } from './ChangePlanPreview.tsx';
import { ModifyCalendars } from './ModifyCalendars.tsx';
import {
  ADD_CARD_HREF,
  BILLING_HREF,
  CHANGE_ORDER_ID,
  SUBSCRIBE_HREF,
  activeOverview,
  activeSubscription,
  addCalendarPreview,
  busyOverview,
  carriedPreview,
  endedOverview,
  longDate,
  money,
  named,
  norm,
  num,
  plans,
  removeCalendarPreview,
  storyParameters,
} from '../../fixtures/billing-change.ts';

const meta = {
  title: 'Screens/Billing/ModifyCalendars',
  component: ModifyCalendars,
  parameters: storyParameters,
  args: {
    plans,
    overview: activeOverview,
    billingHref: BILLING_HREF,
    subscribeHref: SUBSCRIBE_HREF,
    addCardHref: ADD_CARD_HREF,
    timeZone: 'Asia/Riyadh',
    onChoiceChange: fn(),
    onConfirm: fn(async (_c: ChangeChoice, _total: number): Promise<ChangeOutcome> => ({ ok: true, result: { timing: 'now', orderId: CHANGE_ORDER_ID } })),
    onRetry: fn(),
  },
} satisfies Meta<typeof ModifyCalendars>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Business monthly with this many extra calendars (5 are included). */
const extra = (n: number): ChangeChoice => ({ planCode: 'business', period: 'monthly', extraCalendars: n });
const field = (el: HTMLElement) => within(el).getByRole('textbox', { name: storyTr()('billing.calendars.total') });
const summary = (el: HTMLElement) => within(el).getByRole('region', { name: storyTr()('billing.change.summary') });
const summaryText = (el: HTMLElement) => norm(summary(el).textContent ?? '');

/** Business with 3 extra calendars: 8 in all, 6 in use; the stepper goes from the plan's 5 up to 105. */
export const Stepper: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('billing.calendars.title') })).toBeInTheDocument();
    const input = field(canvasElement);
    await expect(input).toHaveValue(num(8));
    await expect(input).toHaveAccessibleDescription(containing(t('billing.calendars.inUse', { n: num(6) })));
    await expect(summary(canvasElement)).toHaveTextContent(t('billing.calendars.unchanged'));
    await userEvent.click(c.getByRole('button', { name: containing(t('common.increase')) }));
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith(extra(4));
    await expect(input).toHaveValue(num(9));
    // Never below the plan's own calendars.
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await userEvent.tab();
    // react-aria keeps the digits the owner typed (Latin on an Arabic page too).
    await expect([num(5), '5']).toContain((input as HTMLInputElement).value);
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith(extra(0));
    await expect(c.getByRole('button', { name: containing(t('common.decrease')) })).toBeDisabled();
    // Back to the current number: nothing to preview.
    await userEvent.clear(input);
    await userEvent.type(input, '8');
    await userEvent.tab();
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith(null);
  },
};

/** One more calendar: charged now for the 15 of 28 days left — 15.54 + VAT 2.33 = 17.87, on the Pay button. */
export const AddCalendar: Story = {
  args: { initialTotal: 9, preview: { choice: extra(4), status: 'ready', preview: addCalendarPreview } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const text = summaryText(canvasElement);
    await expect(text).toContain(norm(t('billing.change.lines.extra_calendars', { quantity: num(1) })));
    await expect(text).toContain(norm(t('billing.change.days', { left: num(15), total: num(28) })));
    for (const amount of [1_554, 233, 1_787]) await expect(text).toContain(norm(money(amount)));
    await expect(text).toContain(norm(t('billing.change.fromTo', { before: num(8), after: num(9) })));
    await userEvent.click(within(canvasElement).getByRole('button', { name: named(t('billing.change.confirm.pay', { amount: money(1_787) })) }));
    await expect(args.onConfirm).toHaveBeenCalledWith(extra(4), 1_787);
  },
};

/** One fewer: from the next period, nothing charged now, the date on the button. */
export const RemoveCalendar: Story = {
  args: { initialTotal: 7, preview: { choice: extra(2), status: 'ready', preview: removeCalendarPreview } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const date = longDate(activeSubscription.currentPeriodEnd);
    await expect(summaryText(canvasElement)).toContain(norm(t('billing.calendars.scheduled', { date })));
    await expect(summaryText(canvasElement)).not.toContain(t('billing.totals.total'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: named(t('billing.change.confirm.schedule', { date })) }));
    await expect(args.onConfirm).toHaveBeenCalledWith(extra(2), 0);
  },
};

/** Seven calendars in use and 5 asked for: "delete or archive 2 calendars first" (in Arabic, the dual). */
export const BelowInUse: Story = {
  args: {
    overview: busyOverview,
    initialTotal: 5,
    preview: { choice: extra(0), status: 'error', error: 'CALENDARS_BELOW_USED', needs: { limit: 5, used: 7 } },
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = within(summary(canvasElement)).getByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.CALENDARS_BELOW_USED'));
    await expect(alert).toHaveTextContent(norm(t('billing.calendars.belowUsed', { count: 2, n: num(2) })));
    await expect(within(canvasElement).queryByRole('button', { name: containing(t('billing.change.confirm.pay', { amount: '' }).trim()) })).toBeNull();
  },
};

/** On the period's last day one more calendar costs under 1 SAR: nothing charged now, carried to the renewal. */
export const Carried: Story = {
  args: {
    overview: { ...activeOverview, subscription: { ...activeSubscription, period: 'annual' } },
    initialTotal: 9,
    preview: { choice: { ...extra(4), period: 'annual' }, status: 'ready', preview: carriedPreview },
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await expect(summaryText(canvasElement)).toContain(norm(t('billing.change.timing.carried', { amount: money(carriedPreview.subtotal) })));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('billing.change.confirm.carried') }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ ...extra(4), period: 'annual' }, carriedPreview.total);
  },
};

/** The card was declined: the gateway's reason under the message. */
export const ChargeDeclined: Story = {
  tags: ['visual'],
  args: {
    ...AddCalendar.args,
    onConfirm: fn(async (_c: ChangeChoice, _total: number): Promise<ChangeOutcome> => ({ ok: false, error: 'BILLING_CHARGE_FAILED', gatewayMessage: 'INSUFFICIENT FUNDS' })),
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: named(t('billing.change.confirm.pay', { amount: money(1_787) })) }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.BILLING_CHARGE_FAILED'));
    await expect(within(alert).getByText('INSUFFICIENT FUNDS')).toBeInTheDocument();
    await waitFor(() => expect(field(canvasElement)).not.toBeDisabled());
  },
};

export const NoSubscription: Story = {
  args: { overview: endedOverview },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: storyTr()('billing.change.subscribe') })).toHaveAttribute('href', SUBSCRIBE_HREF);
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
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: storyTr()('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a phone: the stepper, the lines and the Pay button fit the width. */
export const Phone: Story = {
  args: AddCalendar.args,
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const pay = within(canvasElement).getByRole('button', { name: named(storyTr()('billing.change.confirm.pay', { amount: money(1_787) })) });
    await expect(pay.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
