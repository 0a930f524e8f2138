import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isLocale, type BillingDetails, type Locale } from '@waqt/contracts';
import { formatDateTime, formatDayWithHijri, formatMoney, formatNumber } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { phoneViewport } from '../../mocks/viewports.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import { Billing, type RetryPaymentOutcome } from './Billing.tsx';
import { isolate } from '../../patterns/public/bidi.ts';
import {
  LINKS,
  NOW,
  activeOverview,
  cancelledOverview,
  carriedOverview,
  creditNoteItem,
  endedOverview,
  mada,
  oldMastercard,
  paidRecord,
  pastDueOverview,
  plans,
  scheduledChangeOverview,
  softBlockedOverview,
  storyParameters,
  trialOverview,
  trialingOverview,
  visa,
} from '../../fixtures/billing.ts';

const meta = {
  title: 'Screens/Billing/Billing',
  component: Billing,
  parameters: storyParameters,
  args: {
    overview: activeOverview,
    links: LINKS,
    now: NOW,
    timeZone: 'Asia/Riyadh',
    onSetDefault: fn(async (_id: string): Promise<ActionOutcome> => ({ ok: true })),
    onRemove: fn(async (_id: string): Promise<ActionOutcome> => ({ ok: true })),
    onSaveDetails: fn((_d: BillingDetails) => undefined),
    onCancelSubscription: fn(async (): Promise<ActionOutcome> => ({ ok: true })),
    onReenableSubscription: fn(async (): Promise<ActionOutcome> => ({ ok: true })),
    onCancelScheduledChange: fn(async (): Promise<ActionOutcome> => ({ ok: true })),
    onRetryPayment: fn(async (): Promise<RetryPaymentOutcome> => ({ ok: true })),
    onRetry: fn(),
    plans,
  },
} satisfies Meta<typeof Billing>;
export default meta;
type Story = StoryObj<typeof meta>;

const locale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
const money = (h: number) => formatMoney(h, locale());
const n = (x: number) => formatNumber(x, locale());
const longDate = (iso: string) => formatDateTime(iso, locale(), 'Asia/Riyadh', { dateStyle: 'long' });
/** Intl puts no-break spaces in amounts and dates; toHaveTextContent compares collapsed whitespace. */
const norm = (text: string) => text.replace(/\s+/g, ' ');
const body = () => within(document.body);
const region = (el: HTMLElement, key: string) => within(within(el).getByRole('region', { name: storyTr()(key) }));
const cardLabel = (brand: 'visa' | 'mada' | 'mastercard', last4: string) => storyTr()('billing.cards.label', { brand: storyTr()(`billing.cards.brands.${brand}`), last4: isolate(last4) });
const cardItem = (el: HTMLElement, brand: 'visa' | 'mada' | 'mastercard', last4: string) => within(region(el, 'billing.cards.title').getByRole('article', { name: cardLabel(brand, last4) }));

/** An active Business plan: where it stands, calendars used of the limit (included + extra), the next charge with its VAT. */
export const Active: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('billing.title') })).toBeInTheDocument();
    const plan = region(canvasElement, 'billing.plan.title');
    await expect(plan.getByText(t('billing.plan.name', { plan: t('billing.plans.business') }))).toBeInTheDocument();
    await expect(plan.getByText(t('billing.states.active'))).toBeInTheDocument();
    await expect(plan.getByText(t('billing.plan.active', { date: longDate('2026-03-15T21:00:00.000Z') }))).toBeInTheDocument();
    await expect(plan.getByText(t('billing.plan.calendarsUsed', { used: n(6), limit: n(8) }))).toBeInTheDocument();
    await expect(plan.getByText(t('billing.plan.calendarsSplit', { included: n(5), extra: n(3) }))).toBeInTheDocument();
    await expect(plan.getByText(t('billing.periods.monthly'))).toBeInTheDocument();
    // 328.90 SAR with VAT: 286.00 + VAT 15 % 42.90.
    const next = plan.getByText(t('billing.plan.nextCharge')).parentElement!;
    await expect(norm(next.textContent ?? '')).toContain(norm(money(32_890)));
    await expect(norm(next.textContent ?? '')).toContain(norm(money(28_600)));
    await expect(norm(next.textContent ?? '')).toContain(norm(money(4_290)));
    await expect(norm(next.textContent ?? '')).toContain(norm(t('billing.plan.nextChargeOn', { date: longDate('2026-03-15T21:00:00.000Z') })));
    // Nothing to subscribe to: it is running.
    await expect(plan.queryByRole('link', { name: t('billing.plan.subscribe') })).toBeNull();
  },
};

/** Cards on file: brand, •••• last four, MM/YY, the default and the expired marked; the add link. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const cards = region(canvasElement, 'billing.cards.title');
    await expect(within(cards.getByRole('list', { name: t('billing.cards.list') })).getAllByRole('listitem')).toHaveLength(3);
    const v = cardItem(canvasElement, 'visa', '4242');
    await expect(v.getByText(t('billing.cards.default'))).toBeInTheDocument();
    await expect(v.getByText(containing(t('billing.cards.expires', { date: '08/29' })))).toBeInTheDocument();
    await expect(v.queryByRole('button', { name: t('billing.cards.setDefault') })).toBeNull();
    const old = cardItem(canvasElement, 'mastercard', '0000');
    await expect(old.getByText(t('billing.cards.expired'))).toBeInTheDocument();
    await expect(cardItem(canvasElement, 'mada', '1010').getByText(containing(t('billing.cards.expires', { date: '01/31' })))).toBeInTheDocument();
    await expect(cards.getByRole('link', { name: t('billing.cards.add') })).toHaveAttribute('href', LINKS.addCardHref);
  },
};

/** "Make default" with the keyboard: Tab to it, Enter. */
export const SetDefault: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const button = cardItem(canvasElement, 'mada', '1010').getByRole('button', { name: t('billing.cards.setDefault') });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSetDefault).toHaveBeenCalledWith(mada.id);
  },
};

/** Remove asks first (naming the card); Cancel keeps it, Remove removes it. */
export const RemoveCard: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const title = t('billing.cards.removeTitle', { card: cardLabel('mastercard', '0000') });
    await userEvent.click(cardItem(canvasElement, 'mastercard', '0000').getByRole('button', { name: t('billing.cards.remove') }));
    let dialog = within(await body().findByRole('alertdialog', { name: title }));
    await expect(dialog.getByText(t('billing.cards.removeBody'))).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(cardItem(canvasElement, 'mastercard', '0000').getByRole('button', { name: t('billing.cards.remove') }));
    dialog = within(await body().findByRole('alertdialog', { name: title }));
    await userEvent.click(dialog.getByRole('button', { name: t('billing.cards.remove') }));
    await expect(args.onRemove).toHaveBeenCalledWith(oldMastercard.id);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** The only card of a running subscription cannot go: the API's reason above the cards. */
export const RemoveRefused: Story = {
  args: { onRemove: fn(async (_id: string): Promise<ActionOutcome> => ({ ok: false, error: 'PAYMENT_METHOD_IN_USE' })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click(cardItem(canvasElement, 'visa', '4242').getByRole('button', { name: t('billing.cards.remove') }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: t('billing.cards.remove') }));
    await expect(await region(canvasElement, 'billing.cards.title').findByRole('alert')).toHaveTextContent(t('errors.PAYMENT_METHOD_IN_USE'));
  },
};

/** Billing history: date, plan and period, status, total with its VAT; an invoice link only where there is an invoice number. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const grid = within(region(canvasElement, 'billing.history.title').getByRole('grid', { name: t('billing.history.table') }));
    const planPeriod = (plan: string, period: string) => t('billing.history.planPeriod', { plan: t(`billing.plans.${plan}`), period: t(`billing.periods.${period}`) });
    const rows = grid.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    const [paid, failed, pending] = rows.map((r) => within(r));
    await expect(paid!.getByRole('rowheader')).toHaveTextContent(planPeriod('business', 'monthly'));
    await expect(paid!.getByText(t('billing.history.statuses.activated'))).toBeInTheDocument();
    await expect(norm(rows[0]!.textContent ?? '')).toContain(norm(money(32_890)));
    await expect(norm(rows[0]!.textContent ?? '')).toContain(norm(money(4_290)));
    await expect(paid!.getByRole('link', { name: t('billing.history.viewInvoice', { number: isolate('INV-000123') }) })).toHaveAttribute(
      'href',
      `/en/dashboard/team/22222222-2222-4222-8222-222222222222/billing/print/subscription/${paidRecord.orderId}`,
    );
    // The gateway's reason for a declined charge, as it came.
    await expect(failed!.getByText(t('billing.history.statuses.failed'))).toBeInTheDocument();
    await expect(failed!.getByText('INSUFFICIENT FUNDS')).toBeInTheDocument();
    await expect(failed!.queryByRole('link')).toBeNull();
    await expect(pending!.getByText(t('billing.history.statuses.pending'))).toBeInTheDocument();
    await expect(pending!.getByText(t('billing.history.noInvoice'))).toBeInTheDocument();
    // Why each was charged.
    await expect(paid!.getByText(t('billing.history.kinds.subscribe'))).toBeInTheDocument();
    await expect(pending!.getByText(t('billing.history.kinds.change'))).toBeInTheDocument();
  },
};

/** Credit notes under the payments: number, the invoice it corrects, the amount, the day, and its printable page. */
export const HistoryCreditNotes: Story = {
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const history = region(canvasElement, 'billing.history.title');
    const notes = within(history.getByRole('grid', { name: t('billing.history.creditNotes') }));
    const rows = notes.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(1);
    const row = within(rows[0]!);
    await expect(row.getByRole('rowheader')).toHaveTextContent(creditNoteItem.number);
    await expect(row.getByText(t(`creditNote.reasons.${creditNoteItem.reason}`))).toBeInTheDocument();
    await expect(row.getByText(t('billing.history.correctsInvoice', { number: isolate('INV-000123') }))).toBeInTheDocument();
    await expect(norm(rows[0]!.textContent ?? '')).toContain(norm(money(3_335)));
    await expect(norm(rows[0]!.textContent ?? '')).toContain(norm(formatDateTime(creditNoteItem.issuedAt, locale(), 'Asia/Riyadh', { dateStyle: 'medium' })));
    await expect(row.getByRole('link', { name: t('billing.history.printCreditNote', { number: isolate('CN-000001') }) })).toHaveAttribute('href', LINKS.creditNoteHref('CN-000001'));
  },
};

/** A new team's trial: days left, no card needed yet, a way to subscribe; no cards, no payments yet. */
export const Trial: Story = {
  args: { overview: trialOverview() },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const plan = region(canvasElement, 'billing.plan.title');
    await expect(plan.getByText(t('billing.states.trial'))).toBeInTheDocument();
    await expect(plan.getByText(t('billing.plan.trialEnds', { date: longDate('2026-03-10T09:00:00.000Z') }))).toBeInTheDocument();
    await expect(plan.getByText(t('billing.plan.trialDaysLeft', { days: n(9) }))).toBeInTheDocument();
    await expect(plan.getByText(t('billing.plan.calendarsUsed', { used: n(2), limit: n(5) }))).toBeInTheDocument();
    await expect(plan.getByRole('link', { name: t('billing.plan.choosePlan') })).toHaveAttribute('href', LINKS.subscribeHref);
    await expect(region(canvasElement, 'billing.cards.title').getByRole('heading', { name: t('billing.cards.emptyTitle') })).toBeInTheDocument();
    await expect(region(canvasElement, 'billing.history.title').getByRole('heading', { name: t('billing.history.emptyTitle') })).toBeInTheDocument();
  },
};

/**
 * Subscribed to Team during the trial (issue 36 item 6): the trial continues until 10 March — with its
 * Hijri date in Arabic — when the first charge of 113.85 SAR is made; Team (monthly) starts then; the
 * calendar limit is Team's already. Cancelling says nothing was or will be charged.
 */
export const TrialSubscribed: Story = {
  tags: ['visual'],
  args: { overview: trialingOverview },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const plan = region(canvasElement, 'billing.plan.title');
    const day = formatDayWithHijri('2026-03-10T09:00:00.000Z', locale(), 'Asia/Riyadh');
    await expect(plan.getByText(t('billing.states.trial'))).toBeInTheDocument();
    await expect(plan.getByText(norm(t('billing.trial.continues', { date: day, amount: money(11_385), chargeDate: day })), { normalizer: norm })).toBeInTheDocument();
    if (locale() === 'ar') await expect(day).toMatch(/\(21 رمضان 1447 هـ\)$/);
    await expect(plan.getByText(t('billing.plan.trialDaysLeft', { days: n(9) }))).toBeInTheDocument();
    const after = plan.getByText(t('billing.trial.afterTrial')).parentElement!;
    await expect(after).toHaveTextContent(t('billing.history.planPeriod', { plan: t('billing.plans.team'), period: t('billing.periods.monthly') }));
    await expect(plan.getByText(t('billing.plan.calendarsUsed', { used: n(2), limit: n(2) }))).toBeInTheDocument();
    // No "Choose a plan": it is chosen; it can be changed or cancelled.
    await expect(plan.queryByRole('link', { name: t('billing.plan.choosePlan') })).toBeNull();
    await expect(plan.getByRole('link', { name: t('billing.lifecycle.changePlan') })).toHaveAttribute('href', LINKS.changeHref);
    await userEvent.click(plan.getByRole('button', { name: t('billing.lifecycle.cancel') }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(norm(t('billing.trial.cancelBody', { date: day })), { normalizeWhitespace: true });
    await userEvent.click(within(dialog).getByRole('button', { name: t('billing.lifecycle.cancel') }));
    await waitFor(() => expect(args.onCancelSubscription).toHaveBeenCalledTimes(1));
  },
};

/** Cancelled: "Cancelled — ends on 15 March 2026" (the last day paid for), nothing more charged, and Re-enable. */
export const Cancelled: Story = {
  args: { overview: cancelledOverview },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const plan = region(canvasElement, 'billing.plan.title');
    await expect(plan.getByText(t('billing.states.cancelled'))).toBeInTheDocument();
    await expect(plan.getByText(t('billing.lifecycle.cancelledEnds', { date: longDate('2026-03-15T20:59:59.999Z') }))).toBeInTheDocument();
    await expect(plan.getByText(t('billing.plan.noNextCharge'))).toBeInTheDocument();
    // No way to change or cancel what is already cancelled.
    await expect(plan.queryByRole('button', { name: t('billing.lifecycle.cancel') })).toBeNull();
    await expect(plan.queryByRole('link', { name: t('billing.lifecycle.changePlan') })).toBeNull();
    await userEvent.click(plan.getByRole('button', { name: t('billing.lifecycle.reenable') }));
    await expect(args.onReenableSubscription).toHaveBeenCalledTimes(1);
  },
};

/** Re-enabling after the period ended: the API's SUBSCRIPTION_ENDED, said in the plan card. */
export const ReenableRefused: Story = {
  args: { overview: cancelledOverview, onReenableSubscription: fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'SUBSCRIPTION_ENDED' })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const plan = region(canvasElement, 'billing.plan.title');
    await userEvent.click(plan.getByRole('button', { name: t('billing.lifecycle.reenable') }));
    await expect(await plan.findByRole('alert')).toHaveTextContent(t('errors.SUBSCRIPTION_ENDED'));
  },
};

/** A running plan: Change plan and Modify calendars lead to their pages. */
export const ChangeLinks: Story = {
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const plan = region(canvasElement, 'billing.plan.title');
    await expect(plan.getByRole('link', { name: t('billing.lifecycle.changePlan') })).toHaveAttribute('href', LINKS.changeHref);
    await expect(plan.getByRole('link', { name: t('billing.lifecycle.modifyCalendars') })).toHaveAttribute('href', LINKS.calendarsHref);
  },
};

/** Cancel asks first, saying until when the plan stays and that nothing more is charged; Keep changes nothing, Cancel cancels. */
export const CancelSubscription: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const plan = region(canvasElement, 'billing.plan.title');
    await userEvent.click(plan.getByRole('button', { name: t('billing.lifecycle.cancel') }));
    let dialog = within(await body().findByRole('alertdialog', { name: t('billing.lifecycle.cancelTitle') }));
    // The period ends at midnight of 16 March (Riyadh): the plan stays until 15 March.
    await expect(dialog.getByText(t('billing.lifecycle.cancelBody', { date: longDate('2026-03-15T20:59:59.999Z') }))).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t('billing.lifecycle.cancelKeep') }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancelSubscription).not.toHaveBeenCalled();
    await userEvent.click(plan.getByRole('button', { name: t('billing.lifecycle.cancel') }));
    dialog = within(await body().findByRole('alertdialog', { name: t('billing.lifecycle.cancelTitle') }));
    await userEvent.click(dialog.getByRole('button', { name: t('billing.lifecycle.cancel') }));
    await expect(args.onCancelSubscription).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A downgrade scheduled for the period's end: "Changes to Team (monthly, 2 calendars) on 16 March 2026", and Keep my current plan. */
export const ScheduledDowngrade: Story = {
  args: { overview: scheduledChangeOverview },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const plan = region(canvasElement, 'billing.plan.title');
    const words = t('billing.lifecycle.scheduledChange', { plan: t('billing.plans.team'), period: t('billing.lifecycle.periods.monthly'), calendars: n(2), date: longDate('2026-03-15T21:00:00.000Z') });
    await expect(plan.getByText(words)).toBeInTheDocument();
    await userEvent.click(plan.getByRole('button', { name: t('billing.lifecycle.keepCurrent') }));
    await expect(args.onCancelScheduledChange).toHaveBeenCalledTimes(1);
  },
};

/** A difference under 1 SAR carried from a change: said with the next charge. */
export const CarriedAmount: Story = {
  args: { overview: carriedOverview },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const next = region(canvasElement, 'billing.plan.title').getByText(t('billing.plan.nextCharge')).parentElement!;
    await expect(norm(next.textContent ?? '')).toContain(norm(t('billing.lifecycle.carried', { amount: money(75) })));
  },
};

const pastDue = (el: HTMLElement) => within(within(el).getByRole('region', { name: storyTr()('billing.lifecycle.pastDue.title') }));

/** Past due: the failed amount and day, the next retry, when adding pauses and when the plan ends; Retry now once however often pressed. */
export const PastDue: Story = {
  tags: ['visual'],
  // The charge takes a moment, as a real one does: a second press meanwhile is the same attempt.
  args: { overview: pastDueOverview, onRetryPayment: fn(() => new Promise<RetryPaymentOutcome>((resolve) => setTimeout(() => resolve({ ok: true }), 300))) },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const notice = pastDue(canvasElement);
    const alert = notice.getByRole('alert');
    const text = norm(alert.textContent ?? '');
    await expect(text).toContain(norm(t('billing.lifecycle.pastDue.failed', { amount: money(32_890), date: longDate('2026-02-25T21:00:00.000Z') })));
    await expect(text).toContain(norm(t('billing.lifecycle.pastDue.retryOn', { date: longDate('2026-03-02T21:00:00.000Z') })));
    await expect(text).toContain(
      norm(t('billing.lifecycle.pastDue.consequences', { blockDate: longDate('2026-03-04T21:00:00.000Z'), endDate: longDate('2026-03-11T21:00:00.000Z') })),
    );
    await expect(notice.getByRole('link', { name: t('billing.lifecycle.pastDue.addCard') })).toHaveAttribute('href', LINKS.addCardHref);
    await expect(region(canvasElement, 'billing.plan.title').getByText(t('billing.states.past_due'))).toBeInTheDocument();
    await userEvent.dblClick(notice.getByRole('button', { name: t('billing.lifecycle.pastDue.retryNow') }));
    await waitFor(() => expect(notice.getByRole('button', { name: t('billing.lifecycle.pastDue.retryNow') })).not.toHaveAttribute('aria-disabled'));
    await expect(args.onRetryPayment).toHaveBeenCalledTimes(1);
  },
};

/** The retry is declined: the gateway's reason, as it came, under the notice. */
export const PastDueDeclined: Story = {
  args: { overview: pastDueOverview, onRetryPayment: fn(async (): Promise<RetryPaymentOutcome> => ({ ok: false, error: 'BILLING_CHARGE_FAILED', gatewayMessage: 'INSUFFICIENT FUNDS' })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const notice = pastDue(canvasElement);
    await userEvent.click(notice.getByRole('button', { name: t('billing.lifecycle.pastDue.retryNow') }));
    await waitFor(() => expect(notice.getAllByRole('alert')).toHaveLength(2));
    const declined = notice.getAllByRole('alert')[1]!;
    await expect(declined).toHaveTextContent(t('errors.BILLING_CHARGE_FAILED'));
    await expect(within(declined).getByText('INSUFFICIENT FUNDS')).toBeInTheDocument();
  },
};

/** Day 8: adding is paused already, no automatic retry is left — stronger words. */
export const SoftBlocked: Story = {
  args: { overview: softBlockedOverview },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const notice = within(within(canvasElement).getByRole('region', { name: t('billing.lifecycle.pastDue.titleBlocked') }));
    const text = norm(notice.getByRole('alert').textContent ?? '');
    await expect(text).toContain(norm(t('billing.lifecycle.pastDue.noRetry')));
    await expect(text).toContain(
      norm(t('billing.lifecycle.pastDue.consequencesBlocked', { blockDate: longDate('2026-02-27T21:00:00.000Z'), endDate: longDate('2026-03-06T21:00:00.000Z') })),
    );
  },
};

/** Past due on a phone: the notice and its buttons fit. */
export const PastDuePhone: Story = {
  args: { overview: pastDueOverview },
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(pastDue(canvasElement).getByRole('button', { name: t('billing.lifecycle.pastDue.retryNow') })).toBeVisible();
  },
};

/** Ended: "Personal limits apply, nothing deleted", and Subscribe. */
export const Ended: Story = {
  args: { overview: endedOverview },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const plan = region(canvasElement, 'billing.plan.title');
    await expect(plan.getByText(t('billing.plan.ended'))).toBeInTheDocument();
    await expect(plan.getByText(t('billing.plan.endedBody'))).toBeInTheDocument();
    await expect(plan.getByText(t('billing.plan.calendarsUsed', { used: n(2), limit: n(1) }))).toBeInTheDocument();
    // The calendar beyond the Personal limit takes no new bookings (kept, not deleted).
    await expect(plan.getByText(t('billing.plan.pausedCalendars', { count: 1, n: n(1) }))).toBeInTheDocument();
    await expect(plan.getByRole('link', { name: t('billing.plan.subscribe') })).toHaveAttribute('href', LINKS.subscribeHref);
    await expect(plan.queryByText(t('billing.plan.nextCharge'))).toBeNull();
  },
};

/** The VAT number is checked before saving (15 digits, 3…3), in the billing words; a good one is saved with the rest. */
export const DetailsVatNumber: Story = {
  args: { overview: trialOverview() },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const details = region(canvasElement, 'billing.details.title');
    const vat = details.getByRole('textbox', { name: t('billing.details.vatNumber') });
    await userEvent.type(details.getByRole('textbox', { name: t('billing.details.legalName') }), 'Riyadh Dental Clinic LLC');
    await userEvent.type(vat, '310122393500004');
    await userEvent.click(details.getByRole('button', { name: t('billing.details.save') }));
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await expect(vat).toHaveAccessibleDescription(containing(t('billing.details.vatNumberInvalid')));
    await expect(args.onSaveDetails).not.toHaveBeenCalled();
    await userEvent.clear(vat);
    await userEvent.type(vat, '310122393500003');
    await userEvent.type(details.getByRole('textbox', { name: t('billing.details.address') }), 'King Fahd Road, Riyadh');
    await userEvent.click(details.getByRole('button', { name: t('billing.details.save') }));
    await expect(args.onSaveDetails).toHaveBeenCalledWith({ legalName: 'Riyadh Dental Clinic LLC', vatNumber: '310122393500003', address: 'King Fahd Road, Riyadh' });
  },
};

/** The API's field issue lands under its field, in the same words; no vague banner. */
export const DetailsServerError: Story = {
  args: { details: { error: 'INVALID_REQUEST', serverErrors: { vatNumber: { issue: 'vat_number_invalid' } } } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const details = region(canvasElement, 'billing.details.title');
    await expect(details.getByRole('textbox', { name: t('billing.details.vatNumber') })).toHaveAccessibleDescription(containing(t('billing.details.vatNumberInvalid')));
    await expect(details.queryByRole('alert')).toBeNull();
    // What is saved is filled in.
    await expect(details.getByRole('textbox', { name: t('billing.details.legalName') })).toHaveValue(activeOverview.details.legalName);
  },
};

/** Back from the card form with `?card=failed`: "Payment Method Add Failed!" and a way to try again. */
export const CardFailed: Story = {
  args: { cardFailed: true },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = within(canvasElement).getAllByRole('alert')[0]!;
    await expect(alert).toHaveTextContent(t('errors.PAYMENT_METHOD_ADD_FAILED'));
    await expect(within(alert).getByRole('link', { name: t('billing.cards.add') })).toHaveAttribute('href', LINKS.addCardHref);
  },
};

/** Assistants: billing is the owners' (the API answers PERMISSION_DISABLED). */
export const Assistant: Story = {
  args: { overview: undefined, loadError: 'PERMISSION_DISABLED' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.PERMISSION_DISABLED'));
    await expect(alert).toHaveTextContent(t('billing.ownersOnly'));
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Loading: Story = {
  args: { overview: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: storyTr()('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { overview: undefined, loadError: 'UNEXPECTED' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { name: t('billing.loadError') })).toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a phone nothing runs off the side: the history becomes one card per payment, still one grid. */
export const Phone: Story = {
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const grid = region(canvasElement, 'billing.history.title').getByRole('grid', { name: t('billing.history.table') });
    await expect(grid.parentElement!.scrollWidth).toBeLessThanOrEqual(grid.parentElement!.clientWidth);
    const row = within(grid).getAllByRole('row')[1]!;
    // Card layout: the total's column name is written on the card.
    await expect(row).toHaveTextContent(t('billing.history.total'));
    await expect(cardItem(canvasElement, 'visa', visa.lastFour).getByRole('button', { name: t('billing.cards.remove') })).toBeVisible();
  },
};
