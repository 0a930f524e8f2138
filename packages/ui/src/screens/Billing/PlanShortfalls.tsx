import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAID_PLAN_CODES, planShortfalls, type Plan, type PlanUsage } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { formatNumber } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { usePlanName } from './shared.tsx';
import * as s from './Billing.css.ts';

export interface PlanShortfallsProps {
  /** The plan being chosen. */
  plan: Plan;
  /** What the team uses today (billing.overview's `usage`). */
  usage: PlanUsage;
  /** The catalogue, to name the cheapest paid plan that covers everything in use. */
  plans: readonly Plan[];
  /** Say the calendars beyond those the plan includes (where the page adds them as extra ones); true by default. */
  withCalendars?: boolean | undefined;
}

/**
 * Before a plan is chosen, what it would switch off of what the team uses — card payments (its own
 * Moyasar account, and the event types that take payment), payments, members — and the calendars beyond
 * those it includes (bought as extra ones); then the cheapest paid plan that covers it all. Nothing
 * when the plan covers everything. A caution, not an error: the owner may still choose it.
 */
export function PlanShortfalls({ plan, usage, plans, withCalendars = true }: PlanShortfallsProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const planName = usePlanName();
  const titleId = useId();
  const shortfalls = planShortfalls(plan, usage).filter((x) => withCalendars || x.kind !== 'calendars');
  if (shortfalls.length === 0) return null;
  const n = (x: number) => formatNumber(x, locale);
  const name = planName(plan.code);
  // Features only: any plan covers more calendars as extra ones.
  const covering = [...plans]
    .filter((p) => p.code !== plan.code && (PAID_PLAN_CODES as readonly string[]).includes(p.code))
    .sort((a, b) => a.monthlyHalalas - b.monthlyHalalas)
    .find((p) => planShortfalls(p, usage).every((x) => x.kind === 'calendars'));
  return (
    <Alert tone="caution">
      <strong id={titleId} className={`${s.block} ${s.strong}`}>
        {t('billing.shortfall.title', { plan: name })}
      </strong>
      <ul className={s.shortfallList} aria-labelledby={titleId}>
        {shortfalls.map((x) => (
          <li key={x.kind}>
            {x.kind === 'card_payments' || x.kind === 'payments' ? (
              <>
                {t(`billing.shortfall.${x.kind}`, { plan: name })}
                {x.paidEventTypes > 0 ? <> {t('billing.shortfall.paidEventTypes', { count: x.paidEventTypes, n: n(x.paidEventTypes) })}</> : null}
              </>
            ) : x.kind === 'members' ? (
              t('billing.shortfall.members', { plan: name, n: n(x.assistants) })
            ) : (
              t('billing.shortfall.calendars', { plan: name, used: n(x.used), included: n(x.included) })
            )}
          </li>
        ))}
      </ul>
      {covering && shortfalls.some((x) => x.kind !== 'calendars') ? <span className={s.block}>{t('billing.shortfall.covered', { plan: planName(covering.code) })}</span> : null}
    </Alert>
  );
}
