import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { vatIncluded, type Entitlements, type SubscriptionView } from '@waqt/contracts';
import { Card } from '../../components/Card/Card.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { formatVatRate } from '../Pay/format.ts';
import { useLocale } from '../Teams/shared.tsx';
import { StateBadge, useMoney, usePlanName } from './shared.tsx';
import * as s from './Billing.css.ts';

const DAY_MS = 86_400_000;

export interface PlanSummaryProps {
  entitlements: Entitlements;
  subscription: SubscriptionView | null;
  /** Now, for the trial's days left. */
  now: Date;
  /** Time zone for the dates (billing periods are Riyadh's). */
  timeZone: string;
  /** Add a subscription (the trial's and an ended plan's way on). */
  subscribeHref: string;
}

function Fact({ term, value, note }: { term: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className={s.fact}>
      <dt className={s.factTerm}>{term}</dt>
      <dd className={s.factValue}>{value}</dd>
      {note ? <dd className={s.factNote}>{note}</dd> : null}
    </div>
  );
}

/**
 * The plan card: which plan's limits apply and where the team stands — a trial with its days left, an
 * active plan and when it renews, a cancelled one and until when, an ended one ("Personal limits apply,
 * nothing deleted") — the calendars used of the limit, the period and the next charge with its VAT.
 */
export function PlanSummary({ entitlements: e, subscription: sub, now, timeZone, subscribeHref }: PlanSummaryProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  const planName = usePlanName();
  const date = (iso: string) => formatDateTime(iso, locale, timeZone, { dateStyle: 'long' });
  const n = (x: number) => formatNumber(x, locale);

  let status: ReactNode = null;
  let cta = false;
  if (e.state === 'personal') status = <p>{t('billing.plan.personal')}</p>;
  else if (e.state === 'trial' && e.trialEndsAt) {
    const days = Math.max(0, Math.ceil((new Date(e.trialEndsAt).getTime() - now.getTime()) / DAY_MS));
    status = (
      <>
        <p>{t('billing.plan.trialEnds', { date: date(e.trialEndsAt) })}</p>
        <p className={s.strong}>{days > 0 ? t('billing.plan.trialDaysLeft', { days: n(days) }) : t('billing.plan.trialOver')}</p>
      </>
    );
    cta = true;
  } else if (e.state === 'active' && sub) status = <p>{t('billing.plan.active', { date: date(sub.currentPeriodEnd) })}</p>;
  else if (e.state === 'past_due') status = <p>{t('billing.plan.pastDue')}</p>;
  else if (e.state === 'cancelled' && sub) status = <p>{t('billing.plan.cancelled', { date: date(sub.currentPeriodEnd) })}</p>;
  else if (e.state === 'ended') {
    status = (
      <>
        <p className={s.strong}>{t('billing.plan.ended')}</p>
        <p className={s.muted}>{t('billing.plan.endedBody')}</p>
      </>
    );
    cta = true;
  }

  // A running subscription's limit is the plan's calendars plus the extra ones it pays for.
  const extra = sub && sub.status !== 'ended' ? sub.extraCalendars : 0;
  const next = sub?.nextCharge;
  const nextVat = next ? vatIncluded(next.total) : 0;

  return (
    <Card
      role="region"
      title={t('billing.plan.title')}
      footer={cta ? <Link href={subscribeHref} variant="standalone" withArrow>{e.state === 'ended' ? t('billing.plan.subscribe') : t('billing.plan.choosePlan')}</Link> : undefined}
    >
      <div className={s.stack}>
        <div className={s.planHead}>
          <span className={s.planName}>{t('billing.plan.name', { plan: planName(e.planCode) })}</span>
          <StateBadge state={e.state} />
        </div>
        {status}
        <dl className={s.facts}>
          <Fact
            term={t('billing.plan.calendars')}
            value={t('billing.plan.calendarsUsed', { used: n(e.calendarsUsed), limit: n(e.calendarLimit) })}
            note={extra > 0 ? t('billing.plan.calendarsSplit', { included: n(e.calendarLimit - extra), extra: n(extra) }) : undefined}
          />
          {sub && sub.status !== 'ended' ? <Fact term={t('billing.plan.period')} value={t(`billing.periods.${sub.period}`)} /> : null}
          {next ? (
            <Fact
              term={t('billing.plan.nextCharge')}
              value={<span className={s.nowrap}>{money(next.total)}</span>}
              note={
                <>
                  <span className={s.block}>{t('billing.plan.nextChargeOn', { date: date(next.at) })}</span>
                  <span className={s.block}>{t('billing.totals.breakdown', { subtotal: money(next.total - nextVat), rate: formatVatRate(locale), vat: money(nextVat) })}</span>
                </>
              }
            />
          ) : sub && sub.status !== 'ended' ? (
            <Fact term={t('billing.plan.nextCharge')} value={t('billing.plan.noNextCharge')} />
          ) : null}
        </dl>
      </div>
    </Card>
  );
}
