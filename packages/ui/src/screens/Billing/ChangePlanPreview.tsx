// What changing a subscription costs and when it applies (billing.changePreview), and its Confirm
// button: shared by Change plan and Modify calendars, which differ only in what the owner chooses.
import { useId, type ReactNode } from 'react';
import { useAction } from '../../hooks/useAction.ts';
import { useTranslation } from 'react-i18next';
import { PAID_PLAN_CODES, type BillingOverview, type BillingPeriod, type ChangePreview, type ChangeResult, type ErrorCode, type Plan, type PlanNeeds, type ScheduledChange, type SubscriptionView } from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { formatDateTime, formatDayWithHijri, formatNumber } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { LoadingBlocks } from '../../patterns/Loading.tsx';
import type { PaidPlanCode } from './AddSubscription.tsx';
import { FailureAlert, TotalsList, useMoney, usePlanName } from './shared.tsx';
import * as s from './Billing.css.ts';
import { Text, Heading } from '../../components/layout/index.ts';

/** What the subscription should become: plan, period and extra calendars (changeSubscriptionInput without the team). */
/** What both change screens (plan, calendars) take: the data, the preview for the choice on screen, Confirm, links. */
export interface ChangeScreenProps {
  /** billing.plans; undefined while loading. */
  plans: Plan[] | undefined;
  /** billing.overview: the current subscription, its scheduled change and the calendars in use; undefined while loading. */
  overview: BillingOverview | undefined;
  /** Loading failed; PERMISSION_DISABLED (assistants) shows the owners-only message. */
  loadError?: ErrorCode | undefined;
  /** Loads again after a failure. */
  onRetry?: (() => void) | undefined;
  /** A choice differing from the current subscription, or null when it is the current one again: the container fetches its preview. */
  onChoiceChange?: ((choice: ChangeChoice | null) => void) | undefined;
  /** billing.changePreview for the last choice reported; shown only while it is for the choice on screen. */
  preview?: ChangePreviewState | null | undefined;
  /** Charges the difference or schedules the change, with the total shown. */
  onConfirm: ConfirmChange;
  /** The billing page (Cancel, a scheduled change). */
  billingHref: string;
  /** The add-a-subscription page (a team without one). */
  subscribeHref: string;
  /** The add-a-card page (no card to charge). */
  addCardHref: string;
  /** Time zone for dates: billing periods are Riyadh's. */
  timeZone?: string | undefined;
}

export interface ChangeChoice {
  planCode: PaidPlanCode;
  period: BillingPeriod;
  extraCalendars: number;
}

export const sameChoice = (a: ChangeChoice | null | undefined, b: ChangeChoice | null | undefined) =>
  !!a && !!b && a.planCode === b.planCode && a.period === b.period && a.extraCalendars === b.extraCalendars;

/** billing.changePreview for `choice`: loading, the quote, or why it was refused (with what the plan needs). */
export type ChangePreviewState = { choice: ChangeChoice } & (
  | { status: 'loading' }
  | { status: 'ready'; preview: ChangePreview }
  | { status: 'error'; error: ErrorCode; needs?: PlanNeeds | undefined }
);

/** How confirming ended: done (the page moves on), or a failure with the gateway's reason when the card was declined. */
export type ChangeOutcome = { ok: true; result: ChangeResult } | { ok: false; error: ErrorCode; gatewayMessage?: string | undefined };

/** Confirms a change with the total shown: `expectedTotal` is `preview.total`. */
export type ConfirmChange = (choice: ChangeChoice, expectedTotal: number) => Promise<ChangeOutcome>;

/** A day as the billing pages write it ("March 16, 2026"), in the billing time zone. */
export function useLongDate(timeZone: string): (iso: string) => string {
  const { locale } = useLocale();
  return (iso) => formatDateTime(iso, locale, timeZone, { dateStyle: 'long' });
}

/**
 * Confirm pressed once, whatever the clicks: a double click presses twice before the button re-renders
 * as pending, so only the first press goes; the failure stays until the next press or another choice.
 */
export function useConfirm(onConfirm: ConfirmChange) {
  const { run: confirm, pending, failure, reset } = useAction(onConfirm);
  return { pending, failure, confirm, reset };
}

/** "Delete or archive 2 calendars first": the calendars in use over the new limit (CALENDARS_BELOW_USED). */
function BelowUsedAlert({ needs }: { needs?: PlanNeeds | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const over = needs?.used !== undefined && needs.limit !== undefined ? needs.used - needs.limit : 0;
  return (
    <Alert>
      <span className={s.block}>{t('errors.CALENDARS_BELOW_USED')}</span>
      {over > 0 ? <span className={s.block}>{t('billing.calendars.belowUsed', { count: over, n: formatNumber(over, locale) })}</span> : null}
    </Alert>
  );
}

/** One quote line's words: the plan or calendars it is for, a credit for unused time, or an amount carried. */
function useLineLabel(): (line: ChangePreview['lines'][number]) => string {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const planName = usePlanName();
  return (l) => {
    const plan = l.planCode ? planName(l.planCode) : '';
    const quantity = formatNumber(Math.abs(l.quantity), locale);
    if (l.kind === 'plan') return t('billing.change.lines.plan', { plan, period: l.period ? t(`billing.periods.${l.period}`) : '' });
    if (l.kind === 'extra_calendars') return t('billing.change.lines.extra_calendars', { quantity });
    if (l.kind === 'carried') return t('billing.change.lines.carried');
    // A plan's credit is one unit worth its amount; extra calendars' credit is per calendar, for the days left.
    const isPlan = l.quantity === 1 && l.unitHalalas === l.amountHalalas;
    return isPlan ? t('billing.change.lines.credit', { plan }) : t('billing.change.lines.creditExtra', { quantity });
  };
}

export interface ChangeSummaryProps {
  /** The preview of the chosen change; null while nothing differs from the current subscription. */
  state: ChangePreviewState | null;
  /** The plan page's words or the calendars page's (what "you keep until then" is about). */
  subject: 'plan' | 'calendars';
  /** What the change does beyond money (the plan, features gained and lost, the calendar limit), from its preview. */
  changes: (preview: ChangePreview) => ReactNode;
  /** Shown while nothing differs from the current subscription. */
  unchangedText: string;
  /** Confirm: pending, the last failure and the press (useConfirm). */
  confirm: ReturnType<typeof useConfirm>;
  /** The billing page (Cancel; a scheduled change is cancelled there). */
  billingHref: string;
  /** The add-a-card page (PAYMENT_METHOD_REQUIRED). */
  addCardHref: string;
  /** The add-a-subscription page (SUBSCRIPTION_REQUIRED). */
  subscribeHref: string;
  /** Billing periods are Riyadh's. */
  timeZone: string;
}

/**
 * What changes and what it costs, then Confirm with the amount on it: charged now (the lines for the days
 * left, the credit for the unused part, VAT 15 %, total), a new annual period, scheduled for the period's
 * end (nothing charged now), carried to the next renewal when under 1 SAR, or — in the trial — the plan
 * that starts when the trial ends (nothing charged now; until when the trial runs, the first charge).
 */
export function ChangeSummary({ state, subject, changes, unchangedText, confirm, billingHref, addCardHref, subscribeHref, timeZone }: ChangeSummaryProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const date = useLongDate(timeZone);
  const lineLabel = useLineLabel();
  const { locale } = useLocale();
  const titleId = useId();

  let body: ReactNode;
  if (!state) body = <Text tone="secondary" size="small">{unchangedText}</Text>;
  else if (state.status === 'loading') body = <LoadingBlocks count={2} blockSize="4rem" />;
  else if (state.status === 'error') {
    if (state.error === 'CALENDARS_BELOW_USED') body = <BelowUsedAlert needs={state.needs} />;
    else if (state.error === 'SUBSCRIPTION_REQUIRED')
      body = <FailureAlert code={state.error} action={<Link href={subscribeHref} variant="standalone">{t('billing.change.subscribe')}</Link>} />;
    else body = <ErrorAlert code={state.error} />;
  } else {
    const p = state.preview;
    const { failure, pending } = confirm;
    let timing: string;
    let label: string;
    if (p.timing === 'trial_end') {
      const day = formatDayWithHijri(p.effectiveAt, locale, timeZone);
      timing = t('billing.trial.continues', { date: day, amount: money(p.nextPeriodTotal), chargeDate: day });
      label = t('billing.change.confirm.trial');
    } else if (p.timing === 'period_end') {
      timing = t(`billing.${subject === 'plan' ? 'change' : 'calendars'}.scheduled`, { date: date(p.effectiveAt) });
      label = t('billing.change.confirm.schedule', { date: date(p.effectiveAt) });
    } else if (p.carried) {
      timing = t('billing.change.timing.carried', { amount: money(p.subtotal) });
      label = t('billing.change.confirm.carried');
    } else {
      timing = t(`billing.change.timing.${p.timing === 'new_period' ? 'new_period' : 'now'}`);
      label = t('billing.change.confirm.pay', { amount: money(p.total) });
    }
    const price = t(`billing.perPeriod.${state.choice.period}`, { amount: money(p.nextPeriodTotal) });
    let failureAlert: ReactNode = null;
    if (failure?.error === 'BILLING_CHARGE_FAILED') failureAlert = <FailureAlert code={failure.error} gatewayMessage={failure.gatewayMessage} />;
    else if (failure?.error === 'PAYMENT_METHOD_REQUIRED')
      failureAlert = <FailureAlert code={failure.error} action={<Link href={addCardHref} variant="standalone">{t('billing.subscribe.addCard')}</Link>} />;
    else if (failure?.error === 'BILLING_IN_PROGRESS' || failure?.error === 'BILLING_SOFT_BLOCKED')
      failureAlert = <FailureAlert code={failure.error} action={<Link href={billingHref} variant="standalone">{t('billing.subscribe.toBilling')}</Link>} />;
    else if (failure) failureAlert = <ErrorAlert code={failure.error} />;
    body = (
      <>
        {changes(p)}
        <p className={s.strong}>{timing}</p>
        {p.lines.length > 0 ? (
          <dl className={s.totals}>
            {p.lines.map((l, i) => (
              <div key={i} className={s.contents}>
                <dt className={s.totalsTerm}>
                  <span className={s.block}>{lineLabel(l)}</span>
                  {l.days ? <Text as="span" tone="secondary" size="small" className={s.block}>{t('billing.change.days', { left: formatNumber(l.days.left, locale), total: formatNumber(l.days.total, locale) })}</Text> : null}
                </dt>
                <dd className={s.totalsValue}>{money(l.amountHalalas)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {p.timing !== 'period_end' && p.timing !== 'trial_end' && !p.carried ? <TotalsList totals={p} /> : null}
        <Text tone="secondary" size="small">
          {p.timing === 'trial_end'
            ? t('billing.change.timing.trial_end')
            : p.timing === 'period_end'
              ? t('billing.change.nextPeriodFrom', { date: date(p.effectiveAt), price })
              : t('billing.change.nextPeriod', { price })}
        </Text>
        {failureAlert}
        <div className={s.formActions}>
          <Link href={billingHref} variant="standalone">
            {t('common.cancel')}
          </Link>
          <Button variant="primary" isPending={pending} onPress={() => void confirm.confirm(state.choice, p.total)}>
            {label}
          </Button>
        </div>
      </>
    );
  }
  return (
    <section className={s.quote} aria-labelledby={titleId}>
      <Heading level={2} size="small" id={titleId}>
        {t('billing.change.summary')}
      </Heading>
      {body}
    </section>
  );
}

/** The subscription a change starts from: a running one on a paid plan (an ended one is subscribed to anew). */
export function changeableSubscription(overview: BillingOverview): (SubscriptionView & { planCode: PaidPlanCode }) | null {
  const sub = overview.subscription;
  if (!sub || sub.status === 'ended' || !(PAID_PLAN_CODES as readonly string[]).includes(sub.planCode)) return null;
  return sub as SubscriptionView & { planCode: PaidPlanCode };
}

/** No running subscription: nothing to change yet; the way to subscribe (a personal team has no plans to buy). */
export function NoSubscription({ subscribeHref, personal = false }: { subscribeHref: string; personal?: boolean }) {
  const { t } = useTranslation();
  if (personal) return <EmptyState title={t('billing.subscribe.personalTitle')} body={t('billing.subscribe.personalBody')} headingLevel={2} />;
  return (
    <EmptyState
      title={t('billing.change.noSubscriptionTitle')}
      body={t('billing.change.noSubscriptionBody')}
      headingLevel={2}
      action={<Link href={subscribeHref} variant="standalone">{t('billing.change.subscribe')}</Link>}
    />
  );
}

/** A change already scheduled for the period's end: it shows on the billing page, which can cancel it. */
export function ScheduledNote({ scheduled, billingHref, timeZone }: { scheduled: ScheduledChange; billingHref: string; timeZone: string }) {
  const { t } = useTranslation();
  const planName = usePlanName();
  const date = useLongDate(timeZone);
  return (
    <Alert tone="info" action={<Link href={billingHref} variant="standalone">{t('billing.subscribe.toBilling')}</Link>}>
      {t('billing.change.scheduledExists', { plan: planName(scheduled.planCode), period: t(`billing.periods.${scheduled.period}`), date: date(scheduled.at) })}
    </Alert>
  );
}

/** One fact of what changes: a term, its value, and a note under it. */
export function ChangeFact({ term, value, note }: { term: string; value?: ReactNode; note?: ReactNode }) {
  return (
    <div className={s.fact}>
      <dt className={s.factTerm}>{term}</dt>
      {value !== undefined ? <dd className={s.factValue}>{value}</dd> : null}
      {note ? <dd className={s.factNote}>{note}</dd> : null}
    </div>
  );
}

/** The calendars before and after, and how many are in use. */
export function CalendarsFact({ before, preview }: { before: number; preview: ChangePreview }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const n = (x: number) => formatNumber(x, locale);
  return (
    <ChangeFact
      term={t('billing.plan.calendars')}
      value={before === preview.calendarLimitAfter ? n(before) : t('billing.change.fromTo', { before: n(before), after: n(preview.calendarLimitAfter) })}
      note={t('billing.calendars.inUse', { n: n(preview.calendarsUsed) })}
    />
  );
}
