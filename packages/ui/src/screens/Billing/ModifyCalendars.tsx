import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_TIME_ZONE, EXTRA_CALENDARS_MAX, type BillingOverview, type ChangePreview, type Plan } from '@waqt/contracts';
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import { formatNumber } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import {
  CalendarsFact,
  ChangeSummary,
  changeableSubscription,
  NoSubscription,
  sameChoice,
  ScheduledNote,
  useConfirm,
  type ChangeChoice,
  type ChangeScreenProps,
} from './ChangePlanPreview.tsx';
import { OwnersOnly, useMoney, usePlanName } from './shared.tsx';
import * as s from './Billing.css.ts';
import { Page, PageHeader } from '../../components/layout/index.ts';

export interface ModifyCalendarsProps extends ChangeScreenProps {
  /** The total to open with (the current one by default). */
  initialTotal?: number | undefined;
}

/**
 * /dashboard/team/{teamId}/billing/subscription/calendars: the total number of calendars, from the
 * plan's own up to 100 extra, with how many are in use. More are charged now for the days left in the
 * period; fewer apply from the next period; fewer than in use is refused with how many to remove first.
 */
export function ModifyCalendars(props: ModifyCalendarsProps) {
  const { t } = useTranslation();
  const { plans, overview, loadError, onRetry, subscribeHref } = props;
  const sub = overview ? changeableSubscription(overview) : null;
  const plan = sub ? plans?.find((p) => p.code === sub.planCode) : undefined;
  let content: ReactNode;
  if (loadError === 'PERMISSION_DISABLED') content = <OwnersOnly />;
  else if (loadError) content = <LoadFailure title={t('billing.change.loadError')} code={loadError} onRetry={onRetry} />;
  else if (!plans || !overview) content = <LoadingBlocks count={2} blockSize="6rem" />;
  else if (!sub || !plan) content = <NoSubscription subscribeHref={subscribeHref} personal={overview.entitlements.state === 'personal'} />;
  else content = <CalendarsForm {...props} overview={overview} plan={plan} current={{ planCode: sub.planCode, period: sub.period, extraCalendars: sub.extraCalendars }} />;
  return (
    <Page width="narrow">
      <PageHeader title={t('billing.calendars.title')} lead={t('billing.calendars.lead')} />
      {content}
    </Page>
  );
}

function CalendarsForm({
  overview,
  plan,
  current,
  initialTotal,
  onChoiceChange,
  preview,
  onConfirm,
  billingHref,
  subscribeHref,
  addCardHref,
  timeZone = BILLING_TIME_ZONE,
}: ModifyCalendarsProps & { overview: BillingOverview; plan: Plan; current: ChangeChoice }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  const planName = usePlanName();
  const n = (x: number) => formatNumber(x, locale);
  const included = plan.includedCalendars;
  const unit = current.period === 'annual' ? plan.extraCalendarAnnualHalalas : plan.extraCalendarMonthlyHalalas;
  // A plan without a price for extra calendars takes none.
  const max = unit > 0 ? included + EXTRA_CALENDARS_MAX : included;
  const [total, setTotal] = useState(() => Math.min(max, Math.max(included, initialTotal ?? included + current.extraCalendars)));
  const confirm = useConfirm(onConfirm);
  const choice: ChangeChoice = { ...current, extraCalendars: total - included };
  const isCurrent = sameChoice(choice, current);
  const shown = isCurrent ? null : preview && sameChoice(preview.choice, choice) ? preview : { choice, status: 'loading' as const };

  const change = (v: number) => {
    const next = Number.isNaN(v) ? included + current.extraCalendars : Math.min(max, Math.max(included, Math.round(v)));
    setTotal(next);
    confirm.reset();
    const nextChoice = { ...current, extraCalendars: next - included };
    onChoiceChange?.(sameChoice(nextChoice, current) ? null : nextChoice);
  };

  return (
    <div className={s.form}>
      {overview.subscription?.scheduledChange ? <ScheduledNote scheduled={overview.subscription.scheduledChange} billingHref={billingHref} timeZone={timeZone} /> : null}
      <NumberField
        label={t('billing.calendars.total')}
        description={
          <>
            <span className={s.block}>
              {unit > 0
                ? t('billing.calendars.help', { n: n(included), plan: planName(plan.code), price: t(`billing.perPeriod.${current.period}`, { amount: money(unit) }) })
                : t('billing.calendars.noExtras', { n: n(included), plan: planName(plan.code) })}
            </span>
            <span className={`${s.block} ${s.strong}`}>{t('billing.calendars.inUse', { n: n(overview.entitlements.calendarsUsed) })}</span>
          </>
        }
        minValue={included}
        maxValue={max}
        value={total}
        onChange={change}
        isDisabled={confirm.pending}
      />
      <ChangeSummary
        state={shown}
        subject="calendars"
        changes={(p: ChangePreview) => (
          <dl className={s.facts}>
            <CalendarsFact before={included + current.extraCalendars} preview={p} />
          </dl>
        )}
        unchangedText={t('billing.calendars.unchanged')}
        confirm={confirm}
        billingHref={billingHref}
        addCardHref={addCardHref}
        subscribeHref={subscribeHref}
        timeZone={timeZone}
      />
    </div>
  );
}
