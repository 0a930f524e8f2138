import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApplyChangeInput, BillingOverview, ChangePreview, ChangeResult, ChangeSubscriptionInput } from '@waqt/contracts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { errorBody, mockError, mockQuery } from '../../mocks/index.ts';
import { ChangePlanContainer } from './ChangePlan.container.tsx';
import {
  ADD_CARD_HREF,
  BILLING_HREF,
  CHANGE_ORDER_ID,
  SUBSCRIBE_HREF,
  TEAM_ID,
  activeSubscription,
  businessOverview,
  downgradePreview,
  endedOverview,
  longDate,
  money,
  named,
  norm,
  plans,
  storyParameters,
  teamOverview,
  upgradeNextDayPreview,
  upgradePreview,
} from '../../fixtures/billing-change.ts';

/** Changing plan against the mocked API. */
const meta = {
  title: 'Screens/Billing/Containers/ChangePlan',
  component: ChangePlanContainer,
  parameters: storyParameters,
  args: { teamId: TEAM_ID, billingHref: BILLING_HREF, subscribeHref: SUBSCRIBE_HREF, addCardHref: ADD_CARD_HREF, timeZone: 'Asia/Riyadh', onChanged: fn() },
} satisfies Meta<typeof ChangePlanContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What the mocked API received in the running story. */
let previews: ChangeSubscriptionInput[] = [];
let changes: ApplyChangeInput[] = [];

type Answer = 'ok' | 'declined' | 'quoteChanged';
/**
 * billing.changePreview quoting by the input (`quote`: the answer for a choice, given how many changes were
 * sent — the day turns after the first), and billing.changeSubscription answering each call in turn.
 */
function scene(overview: BillingOverview, quote: (input: ChangeSubscriptionInput, changesSent: number) => ChangePreview, answers: Answer[] = ['ok'], result: ChangeResult = { timing: 'now', orderId: CHANGE_ORDER_ID }) {
  previews = [];
  changes = [];
  return [
    mockQuery('billing.plans', plans),
    mockQuery('billing.overview', overview),
    mockQuery('billing.changePreview', (input) => {
      previews.push(input);
      return quote(input, changes.length);
    }),
    http.post('*/trpc/billing.changeSubscription', async ({ request }) => {
      changes.push((await request.json()) as ApplyChangeInput);
      await delay(150);
      const answer = answers[changes.length - 1] ?? 'ok';
      if (answer === 'declined') return HttpResponse.json(errorBody('billing.changeSubscription', 'BILLING_CHARGE_FAILED', { gatewayMessage: 'INSUFFICIENT FUNDS' }), { status: 402 });
      if (answer === 'quoteChanged') return HttpResponse.json(errorBody('billing.changeSubscription', 'BILLING_QUOTE_CHANGED'), { status: 409 });
      return HttpResponse.json({ result: { data: result } });
    }),
  ];
}

const option = async (el: HTMLElement, plan: 'team' | 'business', period: 'monthly' | 'annual') => {
  const t = storyTr();
  return within(el).findByRole('radio', { name: containing(t('billing.change.option', { plan: t(`billing.plans.${plan}`), period: t(`billing.periods.${period}`) })) });
};
const payButton = (el: HTMLElement, total: number) => within(el).findByRole('button', { name: named(storyTr()('billing.change.confirm.pay', { amount: money(total) })) });
const summaryText = (el: HTMLElement) => norm(within(el).getByRole('region', { name: storyTr()('billing.change.summary') }).textContent ?? '');

/**
 * Team → Business monthly: the preview's lines (108.13 − 54.29, VAT 8.23, total 63.07), Pay 63.07 — a
 * double click sends one request, with the total shown and a fresh request key; a toast, then billing.
 */
export const Upgrade: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene(teamOverview, () => upgradePreview));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await userEvent.click(await option(canvasElement, 'business', 'monthly'));
    const button = await payButton(canvasElement, 6_307);
    await expect(previews).toEqual([{ teamId: TEAM_ID, planCode: 'business', period: 'monthly', extraCalendars: 0 }]);
    for (const amount of [10_913, -5_429, 823, 6_307]) await expect(summaryText(canvasElement)).toContain(norm(money(amount)));
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledTimes(1));
    await expect(args.onChanged).toHaveBeenCalledWith({ timing: 'now', orderId: CHANGE_ORDER_ID });
    await expect(changes).toEqual([{ teamId: TEAM_ID, planCode: 'business', period: 'monthly', extraCalendars: 0, expectedTotal: 6_307, requestKey: expect.stringMatching(UUID) }]);
    await expect(await body().findByText(t('billing.change.done', { plan: t('billing.plans.business') }))).toBeInTheDocument();
  },
};

/**
 * The day turned between the preview and Confirm: BILLING_QUOTE_CHANGED — the preview is fetched again
 * and the new amount (59.35) is on the button; confirming it is a new attempt with the new total.
 */
export const QuoteChanged: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene(teamOverview, (_input, sent) => (sent === 0 ? upgradePreview : upgradeNextDayPreview), ['quoteChanged', 'ok']));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await userEvent.click(await option(canvasElement, 'business', 'monthly'));
    await userEvent.click(await payButton(canvasElement, 6_307));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.BILLING_QUOTE_CHANGED'));
    const button = await payButton(canvasElement, upgradeNextDayPreview.total);
    await expect(previews).toHaveLength(2);
    await expect(summaryText(canvasElement)).toContain(norm(money(upgradeNextDayPreview.total)));
    await expect(args.onChanged).not.toHaveBeenCalled();
    await userEvent.click(button);
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledTimes(1));
    await expect(changes.map((c) => c.expectedTotal)).toEqual([6_307, upgradeNextDayPreview.total]);
    await expect(changes[1]!.requestKey).not.toBe(changes[0]!.requestKey);
  },
};

/** Declined: the message and the gateway's reason; nothing changes, and trying again is a new attempt. */
export const Declined: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene(teamOverview, () => upgradePreview, ['declined', 'ok']));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await userEvent.click(await option(canvasElement, 'business', 'monthly'));
    await userEvent.click(await payButton(canvasElement, 6_307));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.BILLING_CHARGE_FAILED'));
    await expect(within(alert).getByText('INSUFFICIENT FUNDS')).toBeInTheDocument();
    await expect(args.onChanged).not.toHaveBeenCalled();
    await waitFor(async () => expect(await payButton(canvasElement, 6_307)).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(await payButton(canvasElement, 6_307));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledTimes(1));
    await expect(changes[1]!.requestKey).not.toBe(changes[0]!.requestKey);
  },
};

/** Business → Team: scheduled for the period's end — the date, nothing charged now; Confirm schedules it. */
export const ScheduledDowngrade: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene(businessOverview, () => downgradePreview, ['ok'], { timing: 'period_end', orderId: null }));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const date = longDate(activeSubscription.currentPeriodEnd);
    await userEvent.click(await option(canvasElement, 'team', 'monthly'));
    const button = await within(canvasElement).findByRole('button', { name: named(t('billing.change.confirm.schedule', { date })) });
    await expect(summaryText(canvasElement)).toContain(norm(t('billing.change.scheduled', { date })));
    await userEvent.click(button);
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledWith({ timing: 'period_end', orderId: null }));
    // The extra calendars are kept from the subscription (3), and nothing is expected to be paid now.
    await expect(changes).toEqual([{ teamId: TEAM_ID, planCode: 'team', period: 'monthly', extraCalendars: 3, expectedTotal: 0, requestKey: expect.stringMatching(UUID) }]);
    await expect(await body().findByText(t('billing.change.scheduledDone', { plan: t('billing.plans.team'), date }))).toBeInTheDocument();
  },
};

/** No running subscription: the way to subscribe. */
export const NoSubscription: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.plans', plans), mockQuery('billing.overview', endedOverview));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: storyTr()('billing.change.subscribe') })).toHaveAttribute('href', SUBSCRIBE_HREF);
  },
};

/** Assistants: the API answers PERMISSION_DISABLED. */
export const Assistant: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.plans', plans), mockError('billing.overview', 'PERMISSION_DISABLED'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(storyTr()('billing.ownersOnly'))).toBeInTheDocument();
  },
};
