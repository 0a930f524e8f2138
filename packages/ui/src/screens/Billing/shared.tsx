// Pieces the billing screens share: plan and card names, amounts with their VAT, the state badge and
// the owners-only notice.
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { BillingState, CardBrand, ErrorCode, PaymentMethodView, PlanCode } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Badge, type BadgeTone } from '../../components/Badge/Badge.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { formatMoney, formatVatRate } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import * as s from './Billing.css.ts';
import { isolate } from '../../patterns/public/bidi.ts';
import { Bidi } from '../../components/layout/Text.tsx';

export { PausedCalendarsNote } from '../../patterns/PausedCalendarsNote.tsx';

/** Amounts (integer halalas) in the page's locale: "SAR 113.85" / "‏١١٣٫٨٥ ر.س.‏". */
export function useMoney(): (halalas: number) => string {
  const { locale } = useLocale();
  return (halalas) => formatMoney(halalas, locale);
}

/** A plan's name by its code ("Team", "الفريق"). */
export function usePlanName(): (code: PlanCode) => string {
  const { t } = useTranslation();
  return (code) => t(`billing.plans.${code}`);
}

/** The expiry as printed on a card, MM/YY (Latin digits, as on the card). */
export function expiryText(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** Whether a card's expiry month is over at `now` (a card is valid through the last day of its month). */
export function isExpired(month: number, year: number, now: Date): boolean {
  return year * 12 + (month - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

export const brandName = (t: (key: string) => string, brand: CardBrand) => t(`billing.cards.brands.${brand}`);

/** "Visa •••• 4242": a card's name wherever it is listed or confirmed. */
export function useCardLabel(): (card: Pick<PaymentMethodView, 'brand' | 'lastFour'>) => string {
  const { t } = useTranslation();
  return (card) => t('billing.cards.label', { brand: brandName(t, card.brand), last4: isolate(card.lastFour) });
}

const STATE_TONES: Record<BillingState, BadgeTone> = {
  personal: 'neutral',
  trial: 'accent',
  active: 'positive',
  past_due: 'critical',
  cancelled: 'caution',
  ended: 'neutral',
};

/** Where the team stands (trial, active, payment overdue…), not by colour alone: the word is the badge. */
export function StateBadge({ state }: { state: BillingState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATE_TONES[state]} withDot>
      {t(`billing.states.${state}`)}
    </Badge>
  );
}

/** Subtotal, VAT 15 % and total, as a term list (the total last and strongest). */
export function TotalsList({ totals, label }: { totals: { subtotal: number; vat: number; total: number }; label?: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  return (
    <dl className={s.totals} aria-label={label}>
      <dt className={s.totalsTerm}>{t('billing.totals.subtotal')}</dt>
      <dd className={s.totalsValue}>{money(totals.subtotal)}</dd>
      <dt className={s.totalsTerm}>{t('billing.totals.vat', { rate: formatVatRate(locale) })}</dt>
      <dd className={s.totalsValue}>{money(totals.vat)}</dd>
      <dt className={`${s.totalsTerm} ${s.totalsGrand}`}>{t('billing.totals.total')}</dt>
      <dd className={`${s.totalsValue} ${s.totalsGrand}`}>{money(totals.total)}</dd>
    </dl>
  );
}

/** Assistants: billing is the owners' (the API answers PERMISSION_DISABLED); said in place of the page's content. */
export function OwnersOnly() {
  const { t } = useTranslation();
  return <EmptyState role="alert" title={t('errors.PERMISSION_DISABLED')} body={t('billing.ownersOnly')} headingLevel={2} />;
}

/**
 * A failure with the gateway's own reason under it, shown as it came ("INSUFFICIENT FUNDS"), isolated
 * so Latin words read right inside Arabic text. `action` sits beside it (a link on).
 */
export function FailureAlert({ code, gatewayMessage, action }: { code: ErrorCode; gatewayMessage?: string | undefined; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert action={action}>
      <span className={s.block}>{t(`errors.${code}`)}</span>
      {gatewayMessage ? (
        <span className={s.block}>
          <Trans i18nKey="billing.gatewayReason" values={{ message: gatewayMessage }} components={{ bdi: <Bidi /> }} />
        </span>
      ) : null}
    </Alert>
  );
}
