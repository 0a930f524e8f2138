import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useAction } from '../../hooks/useAction.ts';
import { Form, Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  BILLING_TIME_ZONE,
  EXTRA_CALENDARS_MAX,
  PAID_PLAN_CODES,
  TRIAL_PLAN_CODE,
  quoteSubscription,
  type BillingOverview,
  type BillingPeriod,
  type ErrorCode,
  type Plan,
} from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { FieldLabel } from '../../components/Field/Field.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { formatDayWithHijri, formatNumber } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { PlanShortfalls } from './PlanShortfalls.tsx';
import { expiryText, FailureAlert, isExpired, OwnersOnly, TotalsList, useCardLabel, useMoney, usePlanName } from './shared.tsx';
import * as s from './Billing.css.ts';
import { Page, PageHeader, Text, Heading } from '../../components/layout/index.ts';

export type PaidPlanCode = (typeof PAID_PLAN_CODES)[number];

/** What the owner chose: plan, period, extra calendars, and the card (the default when left out). */
export interface SubscribeChoice {
  planCode: PaidPlanCode;
  period: BillingPeriod;
  extraCalendars: number;
  paymentMethodId?: string | undefined;
}

/** How subscribing ended: charged or started in the trial (the page moves on), or a failure with the gateway's reason when the card was declined. */
export type SubscribeOutcome = { ok: true } | { ok: false; error: ErrorCode; gatewayMessage?: string | undefined };

export interface AddSubscriptionProps {
  /** billing.plans (the personal one is left out here); undefined while loading. */
  plans: Plan[] | undefined;
  /** billing.overview: the cards on file, the current subscription and state; undefined while loading. */
  overview: BillingOverview | undefined;
  /** Loading failed; PERMISSION_DISABLED (assistants) shows the owners-only message. */
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** The plan to start with (`?plan=`). */
  initialPlan?: PaidPlanCode | undefined;
  /** The billing page. */
  billingHref: string;
  /** The add-a-card page, coming back here (`?returnTo=subscribe`). */
  addCardHref: string;
  /** Back from the card form with `?card=failed`. */
  cardFailed?: boolean | undefined;
  /** Charges the chosen card and starts the subscription. */
  onSubscribe: (choice: SubscribeChoice) => Promise<SubscribeOutcome>;
  /** Now, to leave out expired cards and tell whether the trial still runs; the real clock by default. */
  now?: Date | undefined;
  /** Time zone for dates (the trial's end, the first charge): billing periods are Riyadh's. */
  timeZone?: string | undefined;
}

/**
 * /dashboard/team/{teamId}/billing/subscription/add: a plan (Team or Business; in the trial the trialled
 * one first), with a caution when it leaves out what the team uses; monthly or annual (10 × monthly: two
 * months free), extra calendars, the live quote with VAT 15 %, the card to charge — or a link to add one
 * — and Subscribe, which charges once however often it is pressed. In the trial nothing is charged now:
 * the page says until when the trial runs and when the first charge of how much is made.
 */
export function AddSubscription(props: AddSubscriptionProps) {
  const { t } = useTranslation();
  const planName = usePlanName();
  const { plans, overview, loadError, onRetry, billingHref } = props;
  let content: ReactNode;
  if (loadError === 'PERMISSION_DISABLED') content = <OwnersOnly />;
  else if (loadError) content = <LoadFailure title={t('billing.subscribe.loadError')} code={loadError} onRetry={onRetry} />;
  else if (!plans || !overview) content = <LoadingBlocks count={3} blockSize="8rem" />;
  else if (overview.entitlements.state === 'personal') {
    content = <EmptyState title={t('billing.subscribe.personalTitle')} body={t('billing.subscribe.personalBody')} headingLevel={2} />;
  } else if (overview.subscription && overview.subscription.status !== 'ended') {
    content = (
      <EmptyState
        title={t('billing.subscribe.existsTitle')}
        body={t('billing.subscribe.existsBody', { plan: planName(overview.subscription.planCode) })}
        headingLevel={2}
        action={<Link href={billingHref} variant="standalone">{t('billing.subscribe.toBilling')}</Link>}
      />
    );
  } else content = <SubscribeForm {...props} plans={plans} overview={overview} />;
  return (
    <Page width="narrow">
      <PageHeader title={t('billing.subscribe.title')} lead={t('billing.subscribe.lead')} />
      {content}
    </Page>
  );
}

function SubscribeForm({ plans: all, overview, initialPlan, billingHref, addCardHref, cardFailed, onSubscribe, now = new Date(), timeZone = BILLING_TIME_ZONE }: AddSubscriptionProps & { plans: Plan[]; overview: BillingOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  const planName = usePlanName();
  const cardLabel = useCardLabel();
  const { locale } = useLocale();
  const summaryId = useId();
  const firstChargeId = useId();
  const plans = all.filter((p): p is Plan & { code: PaidPlanCode } => (PAID_PLAN_CODES as readonly string[]).includes(p.code));
  const usable = overview.paymentMethods.filter((m) => !isExpired(m.expMonth, m.expYear, now));
  const ent = overview.entitlements;
  // Subscribing in the trial charges nothing now: the first charge is when it ends (issue 36 item 6).
  const trialEndsAt = ent.state === 'trial' && ent.trialEndsAt && new Date(ent.trialEndsAt) > now ? ent.trialEndsAt : null;
  // The plan to start with: the one asked for, else the one the team is trialling (what it uses now), else the first.
  const startWith = [initialPlan, ent.state === 'trial' ? TRIAL_PLAN_CODE : undefined].find((c) => c !== undefined && plans.some((p) => p.code === c));
  const [planCode, setPlanCode] = useState<PaidPlanCode>(startWith ?? plans[0]?.code ?? 'team');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [extra, setExtra] = useState(0);
  const [picked, setCardId] = useState<string | undefined>();
  // The default card until another is picked (a card added meanwhile shows up here once it is on file).
  const cardId = usable.some((m) => m.id === picked) ? picked : (usable.find((m) => m.isDefault) ?? usable[0])?.id;
  // Pending, the last failure, and a double click subscribing once (useAction's guard).
  const { run: subscribe, pending, failure } = useAction(onSubscribe);

  const plan = plans.find((p) => p.code === planCode) ?? plans[0];
  if (!plan) return null;
  // The calendars bought cannot be fewer than those in use (SPEC §5): the plan's own, then extra ones.
  const used = overview.entitlements.calendarsUsed;
  const minExtra = Math.min(EXTRA_CALENDARS_MAX, Math.max(0, used - plan.includedCalendars));
  const extraCalendars = Math.max(extra, minExtra);
  const quote = quoteSubscription(plan, period, extraCalendars);
  const extraUnit = period === 'annual' ? plan.extraCalendarAnnualHalalas : plan.extraCalendarMonthlyHalalas;
  const perPeriod = (amount: number, p: BillingPeriod = period) => t(`billing.perPeriod.${p}`, { amount: money(amount) });
  const day = (iso: string) => formatDayWithHijri(iso, locale, timeZone);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!cardId) return;
    await subscribe({ planCode: plan.code, period, extraCalendars, paymentMethodId: cardId });
  };

  let failureAlert: ReactNode = null;
  if (failure?.error === 'BILLING_CHARGE_FAILED') failureAlert = <FailureAlert code={failure.error} gatewayMessage={failure.gatewayMessage} />;
  else if (failure?.error === 'SUBSCRIPTION_EXISTS' || failure?.error === 'BILLING_IN_PROGRESS')
    failureAlert = <FailureAlert code={failure.error} action={<Link href={billingHref} variant="standalone">{t('billing.subscribe.toBilling')}</Link>} />;
  else if (failure?.error === 'PAYMENT_METHOD_REQUIRED' || failure?.error === 'CARD_EXPIRES_BEFORE_CHARGE')
    failureAlert = <FailureAlert code={failure.error} action={<Link href={addCardHref} variant="standalone">{t('billing.subscribe.addCard')}</Link>} />;
  else if (failure) failureAlert = <ErrorAlert code={failure.error} />;

  return (
    <Form className={s.form} onSubmit={(e) => void submit(e)} validationBehavior="aria">
      {cardFailed ? <FailureAlert code="PAYMENT_METHOD_ADD_FAILED" action={<Link href={addCardHref} variant="standalone">{t('billing.subscribe.addCard')}</Link>} /> : null}
      <AriaRadioGroup className={s.choices} value={planCode} onChange={(v) => setPlanCode(v as PaidPlanCode)} isDisabled={pending}>
        <FieldLabel>{t('billing.subscribe.plan')}</FieldLabel>
        <div className={s.planOptions}>
          {plans.map((p) => (
            <PlanOption key={p.code} plan={p} period={period} />
          ))}
        </div>
      </AriaRadioGroup>
      <PlanShortfalls plan={plan} usage={overview.usage} plans={all} />
      <RadioGroup label={t('billing.subscribe.period')} orientation="horizontal" value={period} onChange={(v) => setPeriod(v as BillingPeriod)} isDisabled={pending}>
        <Radio value="monthly">{t('billing.periods.monthly')}</Radio>
        <Radio value="annual">
          {t('billing.periods.annual')} <Badge tone="positive">{t('billing.subscribe.annualNote')}</Badge>
        </Radio>
      </RadioGroup>
      <NumberField
        label={t('billing.subscribe.extraCalendars')}
        description={
          <>
            {t('billing.subscribe.extraCalendarsHelp', { count: formatNumber(plan.includedCalendars, locale), price: perPeriod(extraUnit) })}
            {minExtra > 0 ? <span className={s.block}>{t('billing.subscribe.extraMinimum', { used: formatNumber(used, locale), min: formatNumber(minExtra, locale) })}</span> : null}
          </>
        }
        minValue={minExtra}
        maxValue={EXTRA_CALENDARS_MAX}
        value={extraCalendars}
        onChange={(v) => setExtra(Number.isNaN(v) ? 0 : Math.min(EXTRA_CALENDARS_MAX, Math.max(0, Math.round(v))))}
        isDisabled={pending}
      />
      <section className={s.quote} aria-labelledby={summaryId}>
        <Heading level={2} size="small" id={summaryId}>
          {t('billing.subscribe.summary')}
        </Heading>
        <dl className={s.totals}>
          {quote.lines.map((l) => (
            <div key={l.kind} className={s.contents}>
              <dt className={s.totalsTerm}>
                {l.kind === 'plan'
                  ? t('billing.subscribe.lines.plan', { plan: planName(plan.code), period: t(`billing.periods.${period}`) })
                  : t('billing.subscribe.lines.extra_calendars', { quantity: formatNumber(l.quantity, locale) })}
              </dt>
              <dd className={s.totalsValue}>{money(l.amountHalalas)}</dd>
            </div>
          ))}
        </dl>
        <TotalsList totals={quote} />
        {trialEndsAt ? (
          <>
            <p className={s.strong} id={firstChargeId}>{t('billing.trial.continues', { date: day(trialEndsAt), amount: money(quote.total), chargeDate: day(trialEndsAt) })}</p>
            <Text tone="secondary" size="small">
              {t('billing.trial.notToday')} {t(`billing.trial.renews.${period}`, { date: day(trialEndsAt) })}
            </Text>
          </>
        ) : (
          <Text tone="secondary" size="small">{t(`billing.subscribe.renews.${period}`)}</Text>
        )}
      </section>
      {usable.length > 0 ? (
        <div className={s.stack}>
          <RadioGroup label={t('billing.subscribe.payWith')} value={cardId ?? null} onChange={setCardId} isDisabled={pending}>
            {usable.map((m) => (
              <Radio key={m.id} value={m.id}>
                {cardLabel(m)} · {t('billing.cards.expires', { date: expiryText(m.expMonth, m.expYear) })}
                {m.isDefault ? <> <Badge tone="accent">{t('billing.cards.default')}</Badge></> : null}
              </Radio>
            ))}
          </RadioGroup>
          <Link href={addCardHref} variant="standalone">{t('billing.subscribe.addAnotherCard')}</Link>
        </div>
      ) : (
        <Alert tone="info" action={<Link href={addCardHref} variant="standalone">{t('billing.subscribe.addCard')}</Link>}>
          {t('billing.subscribe.noCard')}
        </Alert>
      )}
      {failureAlert}
      <div className={s.formActions}>
        <Link href={billingHref} variant="standalone">
          {t('common.cancel')}
        </Link>
        <Button type="submit" variant="primary" isPending={pending} isDisabled={!cardId} aria-describedby={trialEndsAt ? firstChargeId : undefined}>
          {trialEndsAt ? t('billing.trial.submit') : t('billing.subscribe.submit', { total: money(quote.total) })}
        </Button>
      </div>
    </Form>
  );
}

/** One plan as a card to choose: its price, calendars included, extra calendar's price and features. */
function PlanOption({ plan, period }: { plan: Plan & { code: PaidPlanCode }; period: BillingPeriod }) {
  const { t } = useTranslation();
  const money = useMoney();
  const planName = usePlanName();
  const { locale } = useLocale();
  const nameId = useId();
  const detailsId = useId();
  const price = period === 'annual' ? plan.annualHalalas : plan.monthlyHalalas;
  const extra = period === 'annual' ? plan.extraCalendarAnnualHalalas : plan.extraCalendarMonthlyHalalas;
  return (
    <AriaRadio value={plan.code} className={s.planOption} aria-labelledby={nameId} aria-describedby={detailsId}>
      <span className={s.radioDot} aria-hidden="true" />
      <span className={s.planOptionBody}>
        <Text as="span" size="large" weight="strong" id={nameId}>
          {planName(plan.code)}
        </Text>
        <span id={detailsId} className={s.planOptionBody}>
          <span className={s.planPrice}>{t(`billing.perPeriod.${period}`, { amount: money(price) })}</span>
          <span>{t('billing.subscribe.included', { count: formatNumber(plan.includedCalendars, locale) })}</span>
          <Text as="span" tone="secondary" size="small">{t('billing.subscribe.extraPrice', { price: t(`billing.perPeriod.${period}`, { amount: money(extra) }) })}</Text>
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
