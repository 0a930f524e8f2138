import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { vatIncluded, type Entitlements, type ErrorCode, type Plan, type SubscriptionView } from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { AlertDialog } from '../../components/Dialog/AlertDialog.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { formatDateTime, formatDayWithHijri, formatNumber, formatVatRate } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { type ActionOutcome } from '../../patterns/action.ts';
import { PausedCalendarsNote, StateBadge, useMoney, usePlanName } from './shared.tsx';
import * as s from './Billing.css.ts';
import { Text } from '../../components/layout/index.ts';

const DAY_MS = 86_400_000;

/**
 * The last day a period is paid for. A period ends at midnight (Riyadh) of its anchor day, so what the
 * plan "stays until" is the day before; renewals and scheduled changes happen on the end's own day.
 */
export const lastDayOfPeriod = (end: string): Date => new Date(new Date(end).getTime() - 1);

export interface PlanSummaryProps {
  entitlements: Entitlements;
  subscription: SubscriptionView | null;
  /** The plan catalogue (billing.plans), to count a scheduled change's calendars; undefined while loading. */
  plans?: Plan[] | undefined;
  /** Now, for the trial's days left. */
  now: Date;
  /** Time zone for the dates (billing periods are Riyadh's). */
  timeZone: string;
  /** Add a subscription (the trial's and an ended plan's way on). */
  subscribeHref: string;
  /** Change the plan or period of a running subscription. */
  changeHref: string;
  /** Add or remove extra calendars of a running subscription. */
  calendarsHref: string;
  /** Cancels at the period's end (after the confirmation). */
  onCancel: () => Promise<ActionOutcome>;
  /** Takes a cancellation back before the period ends. */
  onReenable: () => Promise<ActionOutcome>;
  /** Drops the change scheduled for the period's end (a downgrade, fewer calendars). */
  onKeepCurrentPlan: () => Promise<ActionOutcome>;
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
 * The plan card: which plan's limits apply and where the team stands — a trial with its days left (and,
 * subscribed in it, until when it continues and when the first charge of how much is made, with the plan
 * that starts then), an active plan and when it renews, a cancelled one and until when (with Re-enable), an ended one
 * ("Personal limits apply, nothing deleted") — a change scheduled for the period's end (with "Keep my
 * current plan"), the calendars used of the limit, the period and the next charge with its VAT. A
 * running subscription links to changing its plan and calendars, and cancels after a confirmation.
 */
export function PlanSummary(props: PlanSummaryProps) {
  const { entitlements: e, subscription: sub, plans, now, timeZone, subscribeHref, changeHref, calendarsHref } = props;
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  const planName = usePlanName();
  const [busy, setBusy] = useState<'cancel' | 'reenable' | 'keep' | null>(null);
  const [error, setError] = useState<ErrorCode | undefined>();
  const [confirming, setConfirming] = useState(false);
  const date = (iso: string) => formatDateTime(iso, locale, timeZone, { dateStyle: 'long' });
  const lastDay = (end: string) => formatDateTime(lastDayOfPeriod(end), locale, timeZone, { dateStyle: 'long' });
  const day = (iso: string) => formatDayWithHijri(iso, locale, timeZone);
  const n = (x: number) => formatNumber(x, locale);

  const run = async (which: NonNullable<typeof busy>, action: () => Promise<ActionOutcome>) => {
    setBusy(which);
    setError(undefined);
    const outcome = await action();
    setBusy(null);
    if (!outcome.ok) setError(outcome.error);
    return outcome;
  };

  const running = sub !== null && sub.status !== 'ended';
  const cancelled = running && (sub.cancelAtPeriodEnd || sub.status === 'cancelled');
  const live = running && sub.status === 'active' && !cancelled;
  // Subscribed during the trial: nothing paid yet, the first charge when the trial ends (issue 36 item 6).
  const trialing = running && sub.status === 'trialing';

  let status: ReactNode = null;
  let subscribeCta = false;
  if (e.state === 'personal') status = <p>{t('billing.plan.personal')}</p>;
  else if (e.state === 'trial' && e.trialEndsAt) {
    const days = Math.max(0, Math.ceil((new Date(e.trialEndsAt).getTime() - now.getTime()) / DAY_MS));
    const first = trialing ? sub.nextCharge : null;
    status = (
      <>
        {first ? (
          <p className={s.strong}>{t('billing.trial.continues', { date: day(e.trialEndsAt), amount: money(first.total), chargeDate: day(first.at) })}</p>
        ) : (
          <p>{t('billing.plan.trialEnds', { date: date(e.trialEndsAt) })}</p>
        )}
        <p className={first ? undefined : s.strong}>{days > 0 ? t('billing.plan.trialDaysLeft', { days: n(days) }) : t('billing.plan.trialOver')}</p>
      </>
    );
    subscribeCta = !trialing;
  } else if (cancelled) {
    status = (
      <>
        <p className={s.strong}>{t('billing.lifecycle.cancelledEnds', { date: lastDay(sub.currentPeriodEnd) })}</p>
        <Text tone="secondary" size="small">{t('billing.lifecycle.cancelledBody')}</Text>
      </>
    );
  } else if (e.state === 'active' && sub) status = <p>{t('billing.plan.active', { date: date(sub.currentPeriodEnd) })}</p>;
  else if (e.state === 'past_due') status = <p>{t('billing.plan.pastDue')}</p>;
  else if (e.state === 'ended') {
    status = (
      <>
        <p className={s.strong}>{t('billing.plan.ended')}</p>
        <Text tone="secondary" size="small">{t('billing.plan.endedBody')}</Text>
        <PausedCalendarsNote entitlements={e} />
      </>
    );
    subscribeCta = true;
  }

  // A running subscription's limit is the plan's calendars plus the extra ones it pays for.
  const extra = running ? sub.extraCalendars : 0;
  const next = sub?.nextCharge;
  const nextVat = next ? vatIncluded(next.total) : 0;
  const change = running && !cancelled ? sub.scheduledChange : null;
  const changePlan = change ? plans?.find((p) => p.code === change.planCode) : undefined;

  let footer: ReactNode;
  if (subscribeCta) {
    footer = (
      <Link href={subscribeHref} variant="standalone" withArrow>
        {e.state === 'ended' ? t('billing.plan.subscribe') : t('billing.plan.choosePlan')}
      </Link>
    );
  } else if (cancelled) {
    footer = (
      <Button variant="primary" isPending={busy === 'reenable'} onPress={() => void run('reenable', props.onReenable)}>
        {t('billing.lifecycle.reenable')}
      </Button>
    );
  } else if (live || trialing) {
    footer = (
      <div className={s.footerSplit}>
        <Button variant="quiet" onPress={() => setConfirming(true)}>
          {t('billing.lifecycle.cancel')}
        </Button>
        <div className={s.actions}>
          <Link href={calendarsHref} variant="standalone">
            {t('billing.lifecycle.modifyCalendars')}
          </Link>
          <Link href={changeHref} variant="standalone" withArrow>
            {t('billing.lifecycle.changePlan')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <Card role="region" title={t('billing.plan.title')} footer={footer}>
      <div className={s.stack}>
        <div className={s.planHead}>
          <span className={s.planName}>{t('billing.plan.name', { plan: planName(e.planCode) })}</span>
          <StateBadge state={e.state} />
        </div>
        {status}
        <ErrorAlert code={error} />
        {change ? (
          <Alert
            tone="info"
            action={
              <Button size="sm" variant="secondary" isPending={busy === 'keep'} onPress={() => void run('keep', props.onKeepCurrentPlan)}>
                {t('billing.lifecycle.keepCurrent')}
              </Button>
            }
          >
            <span className={`${s.block} ${s.strong}`}>
              {changePlan
                ? t('billing.lifecycle.scheduledChange', {
                    plan: planName(change.planCode),
                    period: t(`billing.lifecycle.periods.${change.period}`),
                    calendars: n(changePlan.includedCalendars + change.extraCalendars),
                    date: date(change.at),
                  })
                : t('billing.lifecycle.scheduledChangeNoCount', { plan: planName(change.planCode), period: t(`billing.lifecycle.periods.${change.period}`), date: date(change.at) })}
            </span>
            <span className={s.block}>{t('billing.lifecycle.scheduledChangeBody')}</span>
          </Alert>
        ) : null}
        <dl className={s.facts}>
          <Fact
            term={t('billing.plan.calendars')}
            value={t('billing.plan.calendarsUsed', { used: n(e.calendarsUsed), limit: n(e.calendarLimit) })}
            note={extra > 0 ? t('billing.plan.calendarsSplit', { included: n(e.calendarLimit - extra), extra: n(extra) }) : undefined}
          />
          {trialing ? <Fact term={t('billing.trial.afterTrial')} value={t('billing.history.planPeriod', { plan: planName(sub.planCode), period: t(`billing.periods.${sub.period}`) })} /> : null}
          {running && !trialing ? <Fact term={t('billing.plan.period')} value={t(`billing.periods.${sub.period}`)} /> : null}
          {next ? (
            <Fact
              term={t('billing.plan.nextCharge')}
              value={<span className={s.nowrap}>{money(next.total)}</span>}
              note={
                <>
                  <span className={s.block}>{t('billing.plan.nextChargeOn', { date: date(next.at) })}</span>
                  <span className={s.block}>{t('billing.totals.breakdown', { subtotal: money(next.total - nextVat), rate: formatVatRate(locale), vat: money(nextVat) })}</span>
                  {sub && sub.carriedHalalas > 0 ? <span className={s.block}>{t('billing.lifecycle.carried', { amount: money(sub.carriedHalalas) })}</span> : null}
                </>
              }
            />
          ) : running && sub.status !== 'past_due' ? (
            <Fact term={t('billing.plan.nextCharge')} value={t('billing.plan.noNextCharge')} />
          ) : null}
        </dl>
      </div>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        variant="destructive"
        title={t('billing.lifecycle.cancelTitle')}
        cancelLabel={t('billing.lifecycle.cancelKeep')}
        primaryActionLabel={t('billing.lifecycle.cancel')}
        onPrimaryAction={() => run('cancel', props.onCancel)}
      >
        {!sub ? '' : trialing ? t('billing.trial.cancelBody', { date: day(sub.currentPeriodEnd) }) : t('billing.lifecycle.cancelBody', { date: lastDay(sub.currentPeriodEnd) })}
      </AlertDialog>
    </Card>
  );
}
