import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApplyChangeInput, BillingOverview, ChangeResult, ChangeSubscriptionInput } from '@waqt/contracts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { errorBody, mockError, mockQuery } from '../../mocks/index.ts';
import { ModifyCalendarsContainer } from './ModifyCalendars.container.tsx';
import {
  ADD_CARD_HREF,
  BILLING_HREF,
  CHANGE_ORDER_ID,
  SUBSCRIBE_HREF,
  TEAM_ID,
  activeOverview,
  activeSubscription,
  addCalendarPreview,
  busyOverview,
  longDate,
  money,
  named,
  norm,
  num,
  plans,
  removeCalendarPreview,
  storyParameters,
} from '../../fixtures/billing-change.ts';

/** Modifying calendars against the mocked API. */
const meta = {
  title: 'Screens/Billing/Containers/ModifyCalendars',
  component: ModifyCalendarsContainer,
  parameters: storyParameters,
  args: { teamId: TEAM_ID, billingHref: BILLING_HREF, subscribeHref: SUBSCRIBE_HREF, addCardHref: ADD_CARD_HREF, timeZone: 'Asia/Riyadh', onChanged: fn() },
} satisfies Meta<typeof ModifyCalendarsContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let previews: ChangeSubscriptionInput[] = [];
let changes: ApplyChangeInput[] = [];

/**
 * billing.changePreview as the API quotes it for Business monthly (5 included, 3 extra): 4 extra → charged
 * now, 2 → from the next period, fewer than in use → CALENDARS_BELOW_USED with the limit and the use.
 */
function scene(overview: BillingOverview, result: ChangeResult) {
  previews = [];
  changes = [];
  const used = overview.entitlements.calendarsUsed;
  return [
    mockQuery('billing.plans', plans),
    mockQuery('billing.overview', overview),
    http.get('*/trpc/billing.changePreview', ({ request }) => {
      const input = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as ChangeSubscriptionInput;
      previews.push(input);
      const limit = 5 + input.extraCalendars;
      if (limit < used) return HttpResponse.json(errorBody('billing.changePreview', 'CALENDARS_BELOW_USED', { needs: { limit, used } }), { status: 400 });
      return HttpResponse.json({ result: { data: input.extraCalendars > 3 ? addCalendarPreview : removeCalendarPreview } });
    }),
    http.post('*/trpc/billing.changeSubscription', async ({ request }) => {
      changes.push((await request.json()) as ApplyChangeInput);
      await delay(150);
      return HttpResponse.json({ result: { data: result } });
    }),
  ];
}

const field = (el: HTMLElement) => within(el).findByRole('textbox', { name: storyTr()('billing.calendars.total') });

/** Add one: the prorated charge now (17.87), Pay sends it once with a fresh key; a toast, then billing. */
export const AddCalendar: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene(activeOverview, { timing: 'now', orderId: CHANGE_ORDER_ID }));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await field(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: containing(t('common.increase')) }));
    const pay = await within(canvasElement).findByRole('button', { name: named(t('billing.change.confirm.pay', { amount: money(1_787) })) });
    await expect(previews).toEqual([{ teamId: TEAM_ID, planCode: 'business', period: 'monthly', extraCalendars: 4 }]);
    await userEvent.dblClick(pay);
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledWith({ timing: 'now', orderId: CHANGE_ORDER_ID }));
    await expect(changes).toEqual([{ teamId: TEAM_ID, planCode: 'business', period: 'monthly', extraCalendars: 4, expectedTotal: 1_787, requestKey: expect.stringMatching(UUID) }]);
    await expect(await body().findByText(t('billing.calendars.done', { n: num(9) }))).toBeInTheDocument();
  },
};

/** Remove one: from the next period, nothing charged now; Confirm schedules it. */
export const RemoveCalendar: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene(activeOverview, { timing: 'period_end', orderId: null }));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const date = longDate(activeSubscription.currentPeriodEnd);
    await field(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: containing(t('common.decrease')) }));
    const button = await within(canvasElement).findByRole('button', { name: named(t('billing.change.confirm.schedule', { date })) });
    await expect(norm(within(canvasElement).getByRole('region', { name: t('billing.change.summary') }).textContent ?? '')).toContain(norm(t('billing.calendars.scheduled', { date })));
    await userEvent.click(button);
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledWith({ timing: 'period_end', orderId: null }));
    await expect(changes.map((c) => [c.extraCalendars, c.expectedTotal])).toEqual([[2, 0]]);
    await expect(await body().findByText(t('billing.calendars.scheduledDone', { n: num(7), date }))).toBeInTheDocument();
  },
};

/** Seven in use, down to 5: the API refuses with what is in use; the page says to delete or archive 2 first. */
export const BelowInUse: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene(busyOverview, { timing: 'period_end', orderId: null }));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const input = await field(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await userEvent.tab();
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(norm(t('billing.calendars.belowUsed', { count: 2, n: num(2) })));
    await expect(previews.at(-1)).toEqual({ teamId: TEAM_ID, planCode: 'business', period: 'monthly', extraCalendars: 0 });
    await expect(changes).toEqual([]);
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
