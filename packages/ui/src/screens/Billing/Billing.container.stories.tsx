import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BillingOverview, PaymentMethodView } from '@waqt/contracts';
import { storyTr, containing } from '../../i18n/stories.ts';
import { http, HttpResponse } from 'msw';
import { errorBody, mockError, mockMutation, mockPending, mockQuery } from '../../mocks/index.ts';
import { formatDateTime } from '../../format/index.ts';
import { BillingContainer } from './Billing.container.tsx';
import { lastDayOfPeriod } from './PlanSummary.tsx';
import { isolate } from '../../patterns/public/bidi.ts';
import {
  LINKS,
  TEAM_ID,
  activeOverview,
  cancelledOverview,
  mada,
  oldMastercard,
  paidRenewal,
  pastDueOverview,
  plans,
  recoveredOverview,
  scheduledChangeOverview,
  storyParameters,
  trialOverview,
  visa,
} from '../../fixtures/billing.ts';

/** The billing page against the mocked API. */
const meta = {
  title: 'Screens/Billing/Containers/Billing',
  component: BillingContainer,
  parameters: storyParameters,
  args: { teamId: TEAM_ID, links: LINKS, timeZone: 'Asia/Riyadh', onCardOutcomeSeen: fn() },
  // The plan catalogue (how many calendars a scheduled change keeps), for every story.
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.plans', plans));
  },
} satisfies Meta<typeof BillingContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** What the mocked API received in the running story, by procedure. */
let sent: Record<string, unknown[]> = {};
const record = (path: string, input: unknown) => {
  (sent[path] ??= []).push(input);
};
const region = (el: HTMLElement, key: string) => within(within(el).getByRole('region', { name: storyTr()(key) }));
const label = (card: PaymentMethodView) => storyTr()('billing.cards.label', { brand: storyTr()(`billing.cards.brands.${card.brand}`), last4: isolate(card.lastFour) });
const cardItem = async (el: HTMLElement, card: PaymentMethodView) => within(await within(el).findByRole('article', { name: label(card) }));

/** Make default, then remove a card: each call, its toast, and the list the API answered. */
export const Cards: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    let methods = [visa, mada, oldMastercard];
    msw.use(
      mockQuery('billing.overview', () => ({ ...activeOverview, paymentMethods: methods })),
      mockMutation('billing.setDefaultPaymentMethod', (input) => {
        record('setDefault', input);
        methods = methods.map((m) => ({ ...m, isDefault: m.id === input.paymentMethodId }));
        return methods;
      }),
      mockMutation('billing.removePaymentMethod', (input) => {
        record('remove', input);
        methods = methods.filter((m) => m.id !== input.paymentMethodId);
        return methods;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click((await cardItem(canvasElement, mada)).getByRole('button', { name: t('billing.cards.setDefault') }));
    await expect(await body().findByText(t('billing.cards.defaultSet'))).toBeInTheDocument();
    await expect(sent.setDefault).toEqual([{ teamId: TEAM_ID, paymentMethodId: mada.id }]);
    await waitFor(async () => expect((await cardItem(canvasElement, mada)).getByText(t('billing.cards.default'))).toBeInTheDocument());
    await expect((await cardItem(canvasElement, visa)).queryByText(t('billing.cards.default'))).toBeNull();
    await userEvent.click((await cardItem(canvasElement, oldMastercard)).getByRole('button', { name: t('billing.cards.remove') }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: t('billing.cards.remove') }));
    await expect(await body().findByText(t('billing.cards.removed'))).toBeInTheDocument();
    await expect(sent.remove).toEqual([{ teamId: TEAM_ID, paymentMethodId: oldMastercard.id }]);
    await waitFor(() => expect(region(canvasElement, 'billing.cards.title').getAllByRole('article')).toHaveLength(2));
  },
};

/** The only card of a renewing subscription: PAYMENT_METHOD_IN_USE, said above the cards, no toast. */
export const RemoveInUse: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.overview', { ...activeOverview, paymentMethods: [visa] }), mockError('billing.removePaymentMethod', 'PAYMENT_METHOD_IN_USE', 'post'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click((await cardItem(canvasElement, visa)).getByRole('button', { name: t('billing.cards.remove') }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: t('billing.cards.remove') }));
    await expect(await region(canvasElement, 'billing.cards.title').findByRole('alert')).toHaveTextContent(t('errors.PAYMENT_METHOD_IN_USE'));
    await expect(body().queryByText(t('billing.cards.removed'))).toBeNull();
  },
};

/** Billing details: billing.saveDetails with what was typed, a toast, and the saved values kept. */
export const SaveDetails: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('billing.overview', trialOverview(new Date(Date.now() + 9 * 86_400_000).toISOString())),
      mockMutation('billing.saveDetails', (input) => {
        record('saveDetails', input);
        return { legalName: input.legalName, vatNumber: input.vatNumber, address: input.address };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const details = within(await within(canvasElement).findByRole('region', { name: t('billing.details.title') }));
    await userEvent.type(details.getByRole('textbox', { name: t('billing.details.legalName') }), 'Riyadh Dental Clinic LLC');
    await userEvent.type(details.getByRole('textbox', { name: t('billing.details.vatNumber') }), '310122393500003');
    await userEvent.type(details.getByRole('textbox', { name: t('billing.details.address') }), 'King Fahd Road, Riyadh');
    await userEvent.click(details.getByRole('button', { name: t('billing.details.save') }));
    await expect(await body().findByText(t('billing.details.saved'))).toBeInTheDocument();
    await expect(sent.saveDetails).toEqual([{ teamId: TEAM_ID, legalName: 'Riyadh Dental Clinic LLC', vatNumber: '310122393500003', address: 'King Fahd Road, Riyadh' }]);
    await expect(details.getByRole('textbox', { name: t('billing.details.vatNumber') })).toHaveValue('310122393500003');
  },
};

/** The API's field issue (the same rule as the form's) lands under the VAT number. */
export const SaveDetailsRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('billing.overview', activeOverview),
      mockError('billing.saveDetails', 'INVALID_REQUEST', 'post', { fields: [{ path: 'vatNumber', issue: 'vat_number_invalid' }] }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const details = within(await within(canvasElement).findByRole('region', { name: t('billing.details.title') }));
    await userEvent.click(details.getByRole('button', { name: t('billing.details.save') }));
    await waitFor(() => expect(details.getByRole('textbox', { name: t('billing.details.vatNumber') })).toHaveAccessibleDescription(containing(t('billing.details.vatNumberInvalid'))));
  },
};

/** Back with `?card=added`: "Payment Method Added" once, the cards as they are now, the outcome handed back to drop from the URL. */
export const CardAdded: Story = {
  args: { cardOutcome: 'added' },
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(mockQuery('billing.overview', () => (record('overview', null), activeOverview)));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await expect(await body().findByText(t('success.PAYMENT_METHOD_ADDED'))).toBeInTheDocument();
    await waitFor(() => expect(args.onCardOutcomeSeen).toHaveBeenCalledTimes(1));
    await within(canvasElement).findByRole('article', { name: label(visa) });
    await expect(sent.overview!.length).toBeGreaterThanOrEqual(1);
    await expect(body().getAllByText(t('success.PAYMENT_METHOD_ADDED'))).toHaveLength(1);
  },
};

/** Back with `?card=failed`: "Payment Method Add Failed!", staying after the URL has dropped it. */
export const CardFailed: Story = {
  args: { cardOutcome: 'failed' },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.overview', activeOverview));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await within(canvasElement).findByRole('article', { name: label(visa) });
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent(t('errors.PAYMENT_METHOD_ADD_FAILED'));
    await expect(args.onCardOutcomeSeen).toHaveBeenCalledTimes(1);
    await expect(body().queryByText(t('success.PAYMENT_METHOD_ADDED'))).toBeNull();
  },
};

/** Assistants: the API answers PERMISSION_DISABLED; the page says billing is the owners'. */
export const Assistant: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('billing.overview', 'PERMISSION_DISABLED'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(await within(canvasElement).findByText(t('billing.ownersOnly'))).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors.PERMISSION_DISABLED'));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockPending('billing.overview'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: storyTr()('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('billing.overview', 'UNEXPECTED'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(await within(canvasElement).findByRole('heading', { name: t('billing.loadError') })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Past due: Retry now sends one billing.retryPayment with a fresh UUID request key (the default card), a toast, and the page as the API now answers it. */
export const RetryPayment: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    let current: BillingOverview = pastDueOverview;
    msw.use(
      mockQuery('billing.overview', () => current),
      mockMutation(
        'billing.retryPayment',
        (input) => {
          record('retry', input);
          current = recoveredOverview;
          return paidRenewal;
        },
        { delayMs: 150 },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const notice = within(await within(canvasElement).findByRole('region', { name: t('billing.lifecycle.pastDue.title') }));
    await userEvent.dblClick(notice.getByRole('button', { name: t('billing.lifecycle.pastDue.retryNow') }));
    await expect(await body().findByText(t('billing.lifecycle.pastDue.retryDone'))).toBeInTheDocument();
    await expect(sent.retry).toHaveLength(1);
    const [input] = sent.retry as { teamId: string; requestKey: string; paymentMethodId?: string }[];
    await expect(input!.teamId).toBe(TEAM_ID);
    await expect(input!.requestKey).toMatch(UUID);
    await expect(input!.paymentMethodId).toBeUndefined();
    // The overview is fetched again: active, the notice gone.
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: t('billing.lifecycle.pastDue.title') })).toBeNull());
    await expect(within(canvasElement).getByText(t('billing.states.active'))).toBeInTheDocument();
  },
};

/** A declined retry: the gateway's reason under the notice; the next press is a new attempt (a new key). */
export const RetryDeclined: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('billing.overview', pastDueOverview),
      http.post('*/trpc/billing.retryPayment', async ({ request }) => {
        record('retry', await request.json());
        return HttpResponse.json(errorBody('billing.retryPayment', 'BILLING_CHARGE_FAILED', { gatewayMessage: 'INSUFFICIENT FUNDS' }), { status: 402 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const notice = within(await within(canvasElement).findByRole('region', { name: t('billing.lifecycle.pastDue.title') }));
    const retry = notice.getByRole('button', { name: t('billing.lifecycle.pastDue.retryNow') });
    await userEvent.click(retry);
    await expect(await notice.findByText('INSUFFICIENT FUNDS')).toBeInTheDocument();
    await expect(notice.getByText(t('errors.BILLING_CHARGE_FAILED'))).toBeInTheDocument();
    await expect(body().queryByText(t('billing.lifecycle.pastDue.retryDone'))).toBeNull();
    await userEvent.click(retry);
    await waitFor(() => expect(sent.retry).toHaveLength(2));
    const [first, second] = sent.retry as { requestKey: string }[];
    await expect(second!.requestKey).not.toBe(first!.requestKey);
  },
};

/** Cancel: the confirmation, billing.cancelSubscription, a toast, and "Cancelled — ends on …" from the answer. */
export const Cancel: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    let current: BillingOverview = activeOverview;
    msw.use(
      mockQuery('billing.overview', () => current),
      mockMutation('billing.cancelSubscription', (input) => {
        record('cancel', input);
        current = cancelledOverview;
        return cancelledOverview.subscription!;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const plan = within(await within(canvasElement).findByRole('region', { name: t('billing.plan.title') }));
    await userEvent.click(plan.getByRole('button', { name: t('billing.lifecycle.cancel') }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: t('billing.lifecycle.cancel') }));
    await expect(await plan.findByRole('button', { name: t('billing.lifecycle.reenable') })).toBeInTheDocument();
    await expect(sent.cancel).toEqual([{ teamId: TEAM_ID }]);
    const lang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
    const until = formatDateTime(lastDayOfPeriod(cancelledOverview.subscription!.currentPeriodEnd), lang, 'Asia/Riyadh', { dateStyle: 'long' });
    await expect(await body().findByText(t('billing.lifecycle.cancelDone', { date: until }))).toBeInTheDocument();
  },
};

/** Re-enable before the end: billing.reenableSubscription and "Subscription re-enabled". */
export const Reenable: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    let current: BillingOverview = cancelledOverview;
    msw.use(
      mockQuery('billing.overview', () => current),
      mockMutation('billing.reenableSubscription', (input) => {
        record('reenable', input);
        current = activeOverview;
        return activeOverview.subscription!;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const plan = within(await within(canvasElement).findByRole('region', { name: t('billing.plan.title') }));
    await userEvent.click(await plan.findByRole('button', { name: t('billing.lifecycle.reenable') }));
    await expect(await body().findByText(t('success.SUBSCRIPTION_REENABLED'))).toBeInTheDocument();
    await expect(sent.reenable).toEqual([{ teamId: TEAM_ID }]);
    await expect(await plan.findByRole('button', { name: t('billing.lifecycle.cancel') })).toBeInTheDocument();
  },
};

/** Too late to re-enable (the period ended): SUBSCRIPTION_ENDED in the plan card, no toast. */
export const ReenableEnded: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.overview', cancelledOverview), mockError('billing.reenableSubscription', 'SUBSCRIPTION_ENDED', 'post'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const plan = within(await within(canvasElement).findByRole('region', { name: t('billing.plan.title') }));
    await userEvent.click(await plan.findByRole('button', { name: t('billing.lifecycle.reenable') }));
    await expect(await plan.findByRole('alert')).toHaveTextContent(t('errors.SUBSCRIPTION_ENDED'));
    await expect(body().queryByText(t('success.SUBSCRIPTION_REENABLED'))).toBeNull();
  },
};

/** A scheduled downgrade, then Keep my current plan: billing.cancelScheduledChange, a toast, the notice gone. */
export const KeepCurrentPlan: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    let current: BillingOverview = scheduledChangeOverview;
    msw.use(
      mockQuery('billing.overview', () => current),
      mockMutation('billing.cancelScheduledChange', (input) => {
        record('keep', input);
        current = { ...scheduledChangeOverview, subscription: { ...scheduledChangeOverview.subscription!, scheduledChange: null } };
        return current.subscription!;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const plan = within(await within(canvasElement).findByRole('region', { name: t('billing.plan.title') }));
    await userEvent.click(await plan.findByRole('button', { name: t('billing.lifecycle.keepCurrent') }));
    await expect(await body().findByText(t('billing.lifecycle.changeKept'))).toBeInTheDocument();
    await expect(sent.keep).toEqual([{ teamId: TEAM_ID }]);
    await waitFor(() => expect(plan.queryByRole('button', { name: t('billing.lifecycle.keepCurrent') })).toBeNull());
  },
};
