import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingDetails, BillingOverview, ErrorCode } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { LoadFailure, LoadingBlocks, type ActionOutcome, type ActionState } from '../Teams/shared.tsx';
import { BillingDetailsForm } from './BillingDetailsForm.tsx';
import { BillingHistory } from './BillingHistory.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { PlanSummary } from './PlanSummary.tsx';
import { OwnersOnly } from './shared.tsx';
import * as s from './Billing.css.ts';

/** Where the billing page's links go. */
export interface BillingLinks {
  /** The add-a-card page (`…/billing/paymentmethods/add`). */
  addCardHref: string;
  /** The add-a-subscription page (`…/billing/subscription/add`). */
  subscribeHref: string;
  /** A record's printable invoice (`/{lang}/dashboard/team/{teamId}/billing/print/subscription/{orderId}`). */
  invoiceHref: (orderId: string) => string;
}

export interface BillingProps {
  /** Plan, subscription, cards, records and details (billing.overview); undefined while loading. */
  overview: BillingOverview | undefined;
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
  /** Now (trial days left, expired cards); the real clock by default. */
  now?: Date | undefined;
  /** Time zone for dates: billing periods are Riyadh's. */
  timeZone?: string | undefined;
}

/**
 * /dashboard/team/{teamId}/billing (owners): the plan and where the team stands, the cards on file, the
 * billing history with invoices, and the billing details for tax invoices. Assistants see the
 * permission-disabled message.
 */
export function Billing({ overview, loadError, onRetry, links, cardFailed, onSetDefault, onRemove, onSaveDetails, details, now = new Date(), timeZone = 'Asia/Riyadh' }: BillingProps) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (loadError === 'PERMISSION_DISABLED') content = <OwnersOnly />;
  else if (loadError) content = <LoadFailure title={t('billing.loadError')} code={loadError} onRetry={onRetry} />;
  else if (!overview) content = <LoadingBlocks count={3} blockSize="8rem" />;
  else {
    content = (
      <>
        {cardFailed ? (
          <Alert action={<Link href={links.addCardHref} variant="standalone">{t('billing.cards.add')}</Link>}>
            <span className={s.block}>{t('errors.PAYMENT_METHOD_ADD_FAILED')}</span>
            <span className={s.block}>{t('billing.cards.failedBody')}</span>
          </Alert>
        ) : null}
        <PlanSummary entitlements={overview.entitlements} subscription={overview.subscription} now={now} timeZone={timeZone} subscribeHref={links.subscribeHref} />
        <PaymentMethods methods={overview.paymentMethods} now={now} addCardHref={links.addCardHref} onSetDefault={onSetDefault} onRemove={onRemove} />
        <BillingHistory records={overview.records} timeZone={timeZone} invoiceHref={links.invoiceHref} />
        <BillingDetailsForm initial={overview.details} onSave={onSaveDetails} state={details} />
      </>
    );
  }
  return (
    <div className={s.page}>
      <header className={s.headerText}>
        <h1 className={s.title}>{t('billing.title')}</h1>
        <p className={s.lead}>{t('billing.lead')}</p>
      </header>
      {content}
    </div>
  );
}
