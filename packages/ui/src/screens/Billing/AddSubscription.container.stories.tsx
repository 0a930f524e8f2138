import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BillingRecordView, SubscribeInput, SubscribeResult } from '@waqt/contracts';
import { formatDayWithHijri } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { errorBody, mockError, mockQuery } from '../../mocks/index.ts';
import { AddSubscriptionContainer } from './AddSubscription.container.tsx';
import { ADD_CARD_FOR_SUBSCRIBE_HREF, BILLING_HREF, TEAM_ID, activeSubscription, endedOverview, mada, paidRecord, plans, storyParameters, trialOverview, trialingSubscription, visa } from '../../fixtures/billing.ts';
import { isolate } from '../../patterns/public/bidi.ts';

/** Subscribing against the mocked API. */
const meta = {
  title: 'Screens/Billing/Containers/AddSubscription',
  component: AddSubscriptionContainer,
  parameters: storyParameters,
  args: { teamId: TEAM_ID, billingHref: BILLING_HREF, addCardHref: ADD_CARD_FOR_SUBSCRIBE_HREF, onSubscribed: fn(), onCardOutcomeSeen: fn() },
} satisfies Meta<typeof AddSubscriptionContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What billing.subscribe received in the running story. */
let calls: SubscribeInput[] = [];
/**
 * billing.subscribe answering each call in turn: `ok` (the record), `declined` (BILLING_CHARGE_FAILED with
 * the gateway's reason), `lost` (the request fails on the way: no answer).
 */
function subscribeAnswers(...answers: ('ok' | 'trial' | 'declined' | 'lost')[]) {
  calls = [];
  return http.post('*/trpc/billing.subscribe', async ({ request }) => {
    calls.push((await request.json()) as SubscribeInput);
    await delay(150);
    const answer = answers[calls.length - 1] ?? 'ok';
    if (answer === 'lost') return HttpResponse.error();
    if (answer === 'declined') return HttpResponse.json(errorBody('billing.subscribe', 'BILLING_CHARGE_FAILED', { gatewayMessage: 'INSUFFICIENT FUNDS' }), { status: 402 });
    // In the trial: nothing charged, no record; the subscription starts when the trial ends.
    if (answer === 'trial') return HttpResponse.json({ result: { data: { subscription: { ...trialingSubscription, planCode: 'business' }, record: null } satisfies SubscribeResult } });
    const record: BillingRecordView = { ...paidRecord, planCode: 'team', extraCalendars: 0, subtotal: 9_900, vat: 1_485, total: 11_385 };
    const data: SubscribeResult = { subscription: { ...activeSubscription, planCode: 'team', extraCalendars: 0 }, record };
    return HttpResponse.json({ result: { data } });
  });
}
const scene = (...answers: ('ok' | 'trial' | 'declined' | 'lost')[]) => [mockQuery('billing.plans', plans), mockQuery('billing.overview', { ...endedOverview, paymentMethods: [visa, mada] }), subscribeAnswers(...answers)];
const submit = async (el: HTMLElement) => userEvent.click(await within(el).findByRole('button', { name: containing(storyTr()('billing.subscribe.submit', { total: '' }).trim()) }));

/** Subscribe: one call with the choices, the default card and a fresh request key; a toast, then on to billing. */
export const Subscribe: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene('ok'));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await submit(canvasElement);
    await waitFor(() => expect(args.onSubscribed).toHaveBeenCalledTimes(1));
    await expect(await body().findByText(t('billing.subscribe.done', { plan: t('billing.plans.team') }))).toBeInTheDocument();
    await expect(calls).toHaveLength(1);
    await expect(calls[0]).toEqual({ teamId: TEAM_ID, planCode: 'team', period: 'monthly', extraCalendars: 0, paymentMethodId: visa.id, requestKey: expect.stringMatching(UUID) });
  },
};

/** In the trial (Business chosen for it): nothing charged; the toast says until when the trial runs. */
export const SubscribeInTrial: Story = {
  beforeEach: ({ msw }) => {
    // The container reads the real clock: a trial with nine days left from now.
    const trialEndsAt = new Date(Date.now() + 9 * 86_400_000).toISOString();
    msw.use(mockQuery('billing.plans', plans), mockQuery('billing.overview', { ...trialOverview(trialEndsAt), paymentMethods: [visa] }), subscribeAnswers('trial'));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await userEvent.click(await within(canvasElement).findByRole('button', { name: containing(t('billing.trial.submit')) }));
    await waitFor(() => expect(args.onSubscribed).toHaveBeenCalledTimes(1));
    const lang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
    const date = formatDayWithHijri(trialingSubscription.currentPeriodEnd, lang, 'Asia/Riyadh');
    await expect(await body().findByText(t('billing.trial.done', { plan: t('billing.plans.business'), date }))).toBeInTheDocument();
    await expect(calls[0]).toMatchObject({ planCode: 'business', period: 'monthly', paymentMethodId: visa.id });
  },
};

/** A double click (and a third press) while the charge runs: one request. */
export const DoubleClickChargesOnce: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene('ok'));
  },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: containing(storyTr()('billing.subscribe.submit', { total: '' }).trim()) });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await waitFor(() => expect(args.onSubscribed).toHaveBeenCalledTimes(1));
    await expect(calls).toHaveLength(1);
  },
};

/** Declined: the message and the gateway's reason, nothing else changes; trying again is a new attempt (a new key). */
export const DeclinedThenRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene('declined', 'ok'));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await submit(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.BILLING_CHARGE_FAILED'));
    await expect(within(alert).getByText('INSUFFICIENT FUNDS')).toBeInTheDocument();
    await expect(args.onSubscribed).not.toHaveBeenCalled();
    // Another card, another attempt.
    await userEvent.click(within(canvasElement).getByRole('radio', { name: containing(t('billing.cards.label', { brand: t('billing.cards.brands.mada'), last4: isolate('1010') })) }));
    await submit(canvasElement);
    await waitFor(() => expect(args.onSubscribed).toHaveBeenCalledTimes(1));
    await expect(calls.map((c) => c.paymentMethodId)).toEqual([visa.id, mada.id]);
    await expect(calls[1]!.requestKey).not.toBe(calls[0]!.requestKey);
  },
};

/** Declined, then the same choices again: still a new key (the old one would only answer the declined record). */
export const DeclinedSameChoices: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene('declined', 'ok'));
  },
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await within(canvasElement).findByRole('alert');
    await submit(canvasElement);
    await waitFor(() => expect(args.onSubscribed).toHaveBeenCalledTimes(1));
    await expect(calls[1]!.requestKey).not.toBe(calls[0]!.requestKey);
  },
};

/** The answer is lost on the way: the retry of the same attempt sends the same key, so the API charges once. */
export const LostAnswerRetriesSameKey: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scene('lost', 'ok'));
  },
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyTr()('errors.UNEXPECTED'));
    await submit(canvasElement);
    await waitFor(() => expect(args.onSubscribed).toHaveBeenCalledTimes(1));
    await expect(calls).toHaveLength(2);
    await expect(calls[1]!.requestKey).toBe(calls[0]!.requestKey);
  },
};

/** Subscribed meanwhile (another tab): SUBSCRIPTION_EXISTS with a link to billing. */
export const AlreadySubscribed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.plans', plans), mockQuery('billing.overview', endedOverview), mockError('billing.subscribe', 'SUBSCRIPTION_EXISTS', 'post'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await submit(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.SUBSCRIPTION_EXISTS'));
    await expect(within(alert).getByRole('link', { name: t('billing.subscribe.toBilling') })).toHaveAttribute('href', BILLING_HREF);
  },
};

/** Back from adding the first card (`?card=added`): the toast, and the new card is chosen to pay with. */
export const CardAdded: Story = {
  args: { cardOutcome: 'added' },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.plans', plans), mockQuery('billing.overview', { ...trialOverview(), paymentMethods: [visa] }));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await expect(await body().findByText(t('success.PAYMENT_METHOD_ADDED'))).toBeInTheDocument();
    await expect(args.onCardOutcomeSeen).toHaveBeenCalledTimes(1);
    const group = await within(canvasElement).findByRole('radiogroup', { name: t('billing.subscribe.payWith') });
    await expect(within(group).getByRole('radio')).toBeChecked();
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
