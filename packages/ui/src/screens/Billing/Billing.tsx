import { useId, type ReactNode } from 'react';
import { useAction } from '../../hooks/useAction.ts';
import { useTranslation } from 'react-i18next';
import { BILLING_TIME_ZONE, endsUnpaidAt, softBlockAt, type BillingDetails, type BillingOverview, type ErrorCode, type Plan, type SubscriptionView } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { formatDateTime } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { type ActionOutcome, type ActionState } from '../../patterns/action.ts';
import type { SubscribeOutcome } from './AddSubscription.tsx';
import { BillingDetailsForm } from './BillingDetailsForm.tsx';
import { BillingHistory } from './BillingHistory.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { PlanSummary } from './PlanSummary.tsx';
import { FailureAlert, OwnersOnly, useMoney } from './shared.tsx';
import * as s from './Billing.css.ts';
import { Page, PageHeader } from '../../components/layout/index.ts';

/** Where the billing page's links go. */
export interface BillingLinks {
  /** The add-a-card page (`…/billing/paymentmethods/add`). */
  addCardHref: string;
  /** The add-a-subscription page (`…/billing/subscription/add`). */
  subscribeHref: string;
  /** Change the plan or period (`…/billing/subscription/change`). */
  changeHref: string;
  /** Add or remove extra calendars (`…/billing/subscription/calendars`). */
  calendarsHref: string;
  /** A record's printable invoice (`/{lang}/dashboard/team/{teamId}/billing/print/subscription/{orderId}`). */
  invoiceHref: (orderId: string) => string;
  /** A printable credit note (`/{lang}/dashboard/team/{teamId}/billing/print/credit-note/{number}`). */
  creditNoteHref: (number: string) => string;
}

/** How paying a past-due renewal now ended: paid, or a failure with the gateway's reason when the card was declined. */
export type RetryPaymentOutcome = SubscribeOutcome;

export interface BillingProps {
  /** Plan, subscription, cards, records and details (billing.overview); undefined while loading. */
  overview: BillingOverview | undefined;
  /** The plan catalogue (billing.plans): how many calendars a scheduled change keeps. */
  plans?: Plan[] | undefined;
  /** Loading failed; PERMISSION_DISABLED (assistants) shows the owners-only message. */
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  links: BillingLinks;
  /** Back from the card form with `?card=failed`: the card was not saved. */
  cardFailed?: boolean | undefined;
  /** Makes a card the default. */
  onSetDefault: (paymentMethodId: string) => Promise<ActionOutcome>;
  /** Removes a card (after the confirmation). */
  onRemove: (paymentMethodId: string) => Promise<ActionOutcome>;
  /** Saves the billing details. */
  onSaveDetails: (details: BillingDetails) => void;
  /** The details' save: pending, failure, field issues. */
  details?: ActionState | undefined;
  /** Cancels the subscription at the period's end (after the confirmation). */
  onCancelSubscription: () => Promise<ActionOutcome>;
  /** Takes the cancellation back before the period ends. */
  onReenableSubscription: () => Promise<ActionOutcome>;
  /** Drops the change scheduled for the period's end. */
  onCancelScheduledChange: () => Promise<ActionOutcome>;
  /** Pays the past-due renewal now with the default card. */
  onRetryPayment: () => Promise<RetryPaymentOutcome>;
  /** Now (trial days left, expired cards); the real clock by default. */
  now?: Date | undefined;
  /** Time zone for dates: billing periods are Riyadh's. */
  timeZone?: string | undefined;
}

/**
 * /dashboard/team/{teamId}/billing (owners): a failed renewal first (what happens when, Retry now),
 * the plan and where the team stands, the cards on file, the billing history with invoices and credit
 * notes, and the billing details for tax invoices. Assistants see the permission-disabled message.
 */
export function Billing({ overview, plans, loadError, onRetry, links, cardFailed, onSetDefault, onRemove, onSaveDetails, details, now = new Date(), timeZone = BILLING_TIME_ZONE, ...actions }: BillingProps) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (loadError === 'PERMISSION_DISABLED') content = <OwnersOnly />;
  else if (loadError) content = <LoadFailure title={t('billing.loadError')} code={loadError} onRetry={onRetry} />;
  else if (!overview) content = <LoadingBlocks count={3} blockSize="8rem" />;
  else {
    const sub = overview.subscription;
    content = (
      <>
        {cardFailed ? (
          <Alert action={<Link href={links.addCardHref} variant="standalone">{t('billing.cards.add')}</Link>}>
            <span className={s.block}>{t('errors.PAYMENT_METHOD_ADD_FAILED')}</span>
            <span className={s.block}>{t('billing.cards.failedBody')}</span>
          </Alert>
        ) : null}
        {overview.entitlements.state === 'past_due' && sub ? (
          <PastDueAlert overview={overview} subscription={sub} timeZone={timeZone} addCardHref={links.addCardHref} onRetryPayment={actions.onRetryPayment} />
        ) : null}
        <PlanSummary
          entitlements={overview.entitlements}
          subscription={sub}
          plans={plans}
          now={now}
          timeZone={timeZone}
          subscribeHref={links.subscribeHref}
          changeHref={links.changeHref}
          calendarsHref={links.calendarsHref}
          onCancel={actions.onCancelSubscription}
          onReenable={actions.onReenableSubscription}
          onKeepCurrentPlan={actions.onCancelScheduledChange}
        />
        <PaymentMethods methods={overview.paymentMethods} now={now} addCardHref={links.addCardHref} onSetDefault={onSetDefault} onRemove={onRemove} />
        <BillingHistory records={overview.records} creditNotes={overview.creditNotes} timeZone={timeZone} invoiceHref={links.invoiceHref} creditNoteHref={links.creditNoteHref} />
        <BillingDetailsForm initial={overview.details} onSave={onSaveDetails} state={details} />
      </>
    );
  }
  return (
    <Page>
      <PageHeader title={t('billing.title')} lead={t('billing.lead')} />
      {content}
    </Page>
  );
}

/**
 * A failed renewal (BILLING.md §5), said before anything else: the amount and when it failed, the next
 * automatic retry, when adding calendars, event types and members pauses (already paused: stronger
 * words) and when the subscription ends — then Retry now (the default card, charged once however often
 * it is pressed) and a way to add another card. A declined retry shows the gateway's reason.
 */
function PastDueAlert({ overview, subscription: sub, timeZone, addCardHref, onRetryPayment }: { overview: BillingOverview; subscription: SubscriptionView; timeZone: string; addCardHref: string; onRetryPayment: () => Promise<RetryPaymentOutcome> }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  // Pending, the last failure, and a double click retrying once (useAction's guard).
  const { run: retry, pending, failure } = useAction(onRetryPayment);
  const titleId = useId();
  const e = overview.entitlements;
  const date = (at: string | number) => formatDateTime(new Date(at), locale, timeZone, { dateStyle: 'long' });
  const since = sub.pastDueSince ?? e.pastDueSince;
  const sinceAt = since ? new Date(since) : undefined;
  // The renewal that failed (records are newest first); its amount, else the charge still due.
  const failed = overview.records.find((r) => r.kind === 'renewal' && r.status === 'failed');
  const amount = failed?.total ?? sub.nextCharge?.total;
  const blockAt = sinceAt ? softBlockAt(sinceAt).getTime() : undefined;
  const endAt = sub.endsUnpaidAt ?? (sinceAt ? endsUnpaidAt(sinceAt).getTime() : undefined);

  return (
    <section className={s.pastDue} aria-labelledby={titleId}>
      <Alert
        action={
          <>
            <Button variant="primary" isPending={pending} onPress={() => void retry()}>
              {t('billing.lifecycle.pastDue.retryNow')}
            </Button>
            <Link href={addCardHref} variant="standalone">
              {t('billing.lifecycle.pastDue.addCard')}
            </Link>
          </>
        }
      >
        <strong id={titleId} className={`${s.block} ${s.pastDueTitle}`}>
          {t(e.softBlocked ? 'billing.lifecycle.pastDue.titleBlocked' : 'billing.lifecycle.pastDue.title')}
        </strong>
        {since ? (
          <span className={s.block}>
            {amount !== undefined ? t('billing.lifecycle.pastDue.failed', { amount: money(amount), date: date(since) }) : t('billing.lifecycle.pastDue.failedNoAmount', { date: date(since) })}{' '}
            {sub.nextRetryAt ? t('billing.lifecycle.pastDue.retryOn', { date: date(sub.nextRetryAt) }) : t('billing.lifecycle.pastDue.noRetry')}
          </span>
        ) : null}
        {blockAt !== undefined && endAt !== undefined ? (
          <span className={`${s.block} ${e.softBlocked ? s.strong : ''}`}>
            {t(e.softBlocked ? 'billing.lifecycle.pastDue.consequencesBlocked' : 'billing.lifecycle.pastDue.consequences', { blockDate: date(blockAt), endDate: date(endAt) })}
          </span>
        ) : null}
      </Alert>
      {failure ? <FailureAlert code={failure.error} gatewayMessage={failure.gatewayMessage} /> : null}
    </section>
  );
}
