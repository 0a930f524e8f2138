import { useId, useState, type ReactNode } from 'react';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { BILLING_TIME_ZONE, BILLING_PERIODS, EXTRA_CALENDARS_MAX, PAID_PLAN_CODES, type BillingOverview, type BillingPeriod, type ChangePreview, type Plan } from '@waqt/contracts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { FieldLabel } from '../../components/Field/Field.tsx';
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import { formatNumber } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import type { PaidPlanCode } from './AddSubscription.tsx';
import {
  CalendarsFact,
  ChangeFact,
  ChangeSummary,
  changeableSubscription,
  NoSubscription,
  sameChoice,
  ScheduledNote,
  useConfirm,
  type ChangeChoice,
  type ChangeScreenProps,
} from './ChangePlanPreview.tsx';
import { PlanShortfalls } from './PlanShortfalls.tsx';
import { OwnersOnly, useMoney, usePlanName } from './shared.tsx';
import * as s from './Billing.css.ts';
import * as own from './ChangePlan.css.ts';
import { Page, PageHeader, Text } from '../../components/layout/index.ts';

export interface ChangePlanProps extends ChangeScreenProps {
  /** The choice to open with (the current subscription by default). */
  initialChoice?: ChangeChoice | undefined;
}

type OptionValue = `${PaidPlanCode}:${BillingPeriod}`;
const optionOf = (c: { planCode: PaidPlanCode; period: BillingPeriod }): OptionValue => `${c.planCode}:${c.period}`;

/**
 * /dashboard/team/{teamId}/billing/subscription/change: every paid plan monthly and annual side by side
 * (the current one marked), the extra calendars kept from the subscription; a different choice shows
 * what changes and what it costs (BILLING.md §4) before Confirm, which says the amount or the date.
 */
export function ChangePlan(props: ChangePlanProps) {
  const { t } = useTranslation();
  const { plans, overview, loadError, onRetry, subscribeHref } = props;
  let content: ReactNode;
  const sub = overview ? changeableSubscription(overview) : null;
  if (loadError === 'PERMISSION_DISABLED') content = <OwnersOnly />;
  else if (loadError) content = <LoadFailure title={t('billing.change.loadError')} code={loadError} onRetry={onRetry} />;
  else if (!plans || !overview) content = <LoadingBlocks count={3} blockSize="8rem" />;
  else if (!sub) content = <NoSubscription subscribeHref={subscribeHref} personal={overview.entitlements.state === 'personal'} />;
  else content = <ChangeForm {...props} plans={plans} overview={overview} current={{ planCode: sub.planCode, period: sub.period, extraCalendars: sub.extraCalendars }} />;
  return (
    <Page>
      <PageHeader title={t('billing.change.title')} lead={t('billing.change.lead')} />
      {content}
    </Page>
  );
}

function ChangeForm({
  plans: all,
  overview,
  current,
  initialChoice,
  onChoiceChange,
  preview,
  onConfirm,
  billingHref,
  subscribeHref,
  addCardHref,
  timeZone = BILLING_TIME_ZONE,
}: ChangePlanProps & { plans: Plan[]; overview: BillingOverview; current: ChangeChoice }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const planName = usePlanName();
  const plans = all.filter((p): p is Plan & { code: PaidPlanCode } => (PAID_PLAN_CODES as readonly string[]).includes(p.code));
  const [choice, setChoice] = useState<ChangeChoice>(initialChoice ?? current);
  const confirm = useConfirm(onConfirm);
  const isCurrent = sameChoice(choice, current);
  const chosenPlan = plans.find((p) => p.code === choice.planCode);

  const choose = (next: ChangeChoice) => {
    setChoice(next);
    confirm.reset();
    onChoiceChange?.(sameChoice(next, current) ? null : next);
  };
  const onOption = (value: string) => {
    const [planCode, period] = value.split(':') as [PaidPlanCode, BillingPeriod];
    choose({ ...choice, planCode, period });
  };
  const shown = !isCurrent && preview && sameChoice(preview.choice, choice) ? preview : isCurrent ? null : { choice, status: 'loading' as const };

  const name = (c: { planCode: PaidPlanCode; period: BillingPeriod }) => t('billing.change.option', { plan: planName(c.planCode), period: t(`billing.periods.${c.period}`) });
  const featuresOf = (code: PaidPlanCode) => plans.find((p) => p.code === code)?.features ?? [];
  const changes = (p: ChangePreview) => {
    const gained = featuresOf(choice.planCode).filter((f) => !featuresOf(current.planCode).includes(f));
    const lost = featuresOf(current.planCode).filter((f) => !featuresOf(choice.planCode).includes(f));
    const list = (features: typeof gained) => features.map((f) => <span key={f} className={s.block}>{t(`billing.features.${f}`)}</span>);
    return (
      <dl className={s.facts}>
        <ChangeFact term={t('billing.plan.title')} value={t('billing.change.fromTo', { before: name(current), after: name(choice) })} />
        <CalendarsFact before={overview.entitlements.calendarLimit} preview={p} />
        {gained.length > 0 ? <ChangeFact term={t('billing.change.gained')} note={list(gained)} /> : null}
        {lost.length > 0 ? <ChangeFact term={t('billing.change.lost')} note={list(lost)} /> : null}
      </dl>
    );
  };

  return (
    <div className={s.form}>
      {overview.subscription?.scheduledChange ? <ScheduledNote scheduled={overview.subscription.scheduledChange} billingHref={billingHref} timeZone={timeZone} /> : null}
      <AriaRadioGroup className={s.choices} value={optionOf(choice)} onChange={onOption} isDisabled={confirm.pending}>
        <FieldLabel>{t('billing.change.options')}</FieldLabel>
        <div className={s.planOptions}>
          {plans.flatMap((p) => BILLING_PERIODS.map((period) => <PlanPeriodOption key={optionOf({ planCode: p.code, period })} plan={p} period={period} isCurrent={p.code === current.planCode && period === current.period} />))}
        </div>
      </AriaRadioGroup>
      {chosenPlan && choice.planCode !== current.planCode ? <PlanShortfalls plan={chosenPlan} usage={overview.usage} plans={all} withCalendars={false} /> : null}
      <NumberField
        className={own.countField}
        label={t('billing.change.extraCalendars')}
        description={t('billing.change.extraCalendarsHelp', { n: formatNumber(current.extraCalendars, locale) })}
        minValue={0}
        maxValue={EXTRA_CALENDARS_MAX}
        value={choice.extraCalendars}
        onChange={(v) => choose({ ...choice, extraCalendars: Number.isNaN(v) ? 0 : Math.min(EXTRA_CALENDARS_MAX, Math.max(0, Math.round(v))) })}
        isDisabled={confirm.pending}
      />
      <ChangeSummary
        state={shown}
        subject="plan"
        changes={changes}
        unchangedText={t('billing.change.unchanged')}
        confirm={confirm}
        billingHref={billingHref}
        addCardHref={addCardHref}
        subscribeHref={subscribeHref}
        timeZone={timeZone}
      />
    </div>
  );
}

/** One plan in one period as a card to choose: its price, calendars included, extra calendar's price and features. */
function PlanPeriodOption({ plan, period, isCurrent }: { plan: Plan & { code: PaidPlanCode }; period: BillingPeriod; isCurrent: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const planName = usePlanName();
  const { locale } = useLocale();
  const nameId = useId();
  const detailsId = useId();
  const annual = period === 'annual';
  const perPeriod = (amount: number) => t(`billing.perPeriod.${period}`, { amount: money(amount) });
  return (
    <AriaRadio value={optionOf({ planCode: plan.code, period })} className={s.planOption} aria-labelledby={nameId} aria-describedby={detailsId}>
      <span className={s.radioDot} aria-hidden="true" />
      <span className={s.planOptionBody}>
        <Text as="span" size="large" weight="strong" id={nameId}>
          {t('billing.change.option', { plan: planName(plan.code), period: t(`billing.periods.${period}`) })}
          {isCurrent ? <> <Badge tone="accent">{t('billing.change.current')}</Badge></> : null}
        </Text>
        <span id={detailsId} className={s.planOptionBody}>
          <span className={s.planPrice}>{perPeriod(annual ? plan.annualHalalas : plan.monthlyHalalas)}</span>
          {annual ? <span><Badge tone="positive">{t('billing.subscribe.annualNote')}</Badge></span> : null}
          <span>{t('billing.subscribe.included', { count: formatNumber(plan.includedCalendars, locale) })}</span>
          <Text as="span" tone="secondary" size="small">{t('billing.subscribe.extraPrice', { price: perPeriod(annual ? plan.extraCalendarAnnualHalalas : plan.extraCalendarMonthlyHalalas) })}</Text>
          <span className={s.featureList}>
            {plan.features.map((f) => (
              <span key={f} className={s.block}>
                {t(`billing.features.${f}`)}
              </span>
            ))}
          </span>
        </span>
      </span>
    </AriaRadio>
  );
}
