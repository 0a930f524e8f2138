import { z } from 'zod';
import { VAT_BASIS_POINTS } from './constants.ts';
import { addMoney, halalas, totalsWithVat, type Money } from './money.ts';
import { teamIdInput } from './team.ts';
import { textSchema } from './text.ts';
import { MADA_BINS } from './cards.ts';

/**
 * How Waqt bills teams (BILLING.md): plans, periods, cards on file, billing records, invoices and the
 * entitlements a team's subscription gives. Amounts are integer halalas, prices exclude VAT.
 */

const PLAN_CODES = ['personal', 'team', 'business'] as const;
const planCodeSchema = z.enum(PLAN_CODES);
export type PlanCode = z.infer<typeof planCodeSchema>;
/** The plans a team can subscribe to (the personal plan is the free team's, never bought). */
export const PAID_PLAN_CODES = ['team', 'business'] as const satisfies readonly PlanCode[];
const paidPlanCodeSchema = z.enum(PAID_PLAN_CODES);

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
const billingPeriodSchema = z.enum(BILLING_PERIODS);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/**
 * What a plan unlocks beyond one calendar with one event type:
 * - `event_types`: more than one event type per calendar;
 * - `members`: assistants and invites;
 * - `payments`: bank transfer and pay on arrival for bookings;
 * - `card_payments`: card payments through the team's own Moyasar account;
 * - `customers_export`: the customers CSV export.
 */
const PLAN_FEATURES = ['event_types', 'members', 'payments', 'card_payments', 'customers_export'] as const;
const planFeatureSchema = z.enum(PLAN_FEATURES);
export type PlanFeature = z.infer<typeof planFeatureSchema>;

/** Trial of the Business plan a new business team gets (no card needed). */
const TRIAL_DAYS = 14;
/** The plan a new business team trials. */
export const TRIAL_PLAN_CODE = 'business' as const satisfies PlanCode;
/** Extra calendars one subscription may add. */
export const EXTRA_CALENDARS_MAX = 100;
/** A card charge below this is refused by the gateway (PAYMENTS.md §1.3, BILLING.md §3). */
const MIN_CHARGE_HALALAS = 100;
/** Cards one team may keep on file. */
export const PAYMENT_METHODS_MAX = 10;

export const planSchema = z.object({
  code: planCodeSchema,
  nameEn: z.string(),
  nameAr: z.string(),
  /** Per period, excluding VAT. */
  monthlyHalalas: z.number().int().min(0),
  annualHalalas: z.number().int().min(0),
  includedCalendars: z.number().int().min(1),
  /** Per extra calendar per month / per year, excluding VAT (0 when the plan takes no extra calendars). */
  extraCalendarMonthlyHalalas: z.number().int().min(0),
  extraCalendarAnnualHalalas: z.number().int().min(0),
  features: z.array(planFeatureSchema),
});
export type Plan = z.infer<typeof planSchema>;

/**
 * `plan` and `extra_calendars` are charges (for a whole period, or prorated when `days` is set);
 * `credit` is the unused part of what was paid before (negative); `carried` is a difference under
 * 1 SAR from a change mid-period, billed with the next renewal (BILLING.md §4).
 */
const QUOTE_LINE_KINDS = ['plan', 'extra_calendars', 'credit', 'carried'] as const;
type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];
export interface QuoteLine {
  kind: QuoteLineKind;
  quantity: number;
  unitHalalas: Money;
  amountHalalas: Money;
  /** The plan the line is about when it is not the record's own (a credit for the previous plan). */
  planCode?: PlanCode;
  period?: BillingPeriod;
  /** A prorated line: the days left of the period (today counts) out of its days. */
  days?: { left: number; total: number };
}
export interface Quote {
  lines: QuoteLine[];
  subtotal: Money;
  vat: Money;
  total: Money;
  vatBasisPoints: number;
}

/** A plan's price for one period with `extraCalendars` more calendars: lines, subtotal, VAT 15 % and total. */
export function quoteSubscription(plan: Plan, period: BillingPeriod, extraCalendars: number): Quote {
  const annual = period === 'annual';
  const planLine: QuoteLine = {
    kind: 'plan',
    quantity: 1,
    unitHalalas: halalas(annual ? plan.annualHalalas : plan.monthlyHalalas),
    amountHalalas: halalas(annual ? plan.annualHalalas : plan.monthlyHalalas),
  };
  const lines = [planLine];
  if (extraCalendars > 0) {
    const unit = halalas(annual ? plan.extraCalendarAnnualHalalas : plan.extraCalendarMonthlyHalalas);
    lines.push({ kind: 'extra_calendars', quantity: extraCalendars, unitHalalas: unit, amountHalalas: halalas(unit * extraCalendars) });
  }
  const totals = totalsWithVat(addMoney(...lines.map((l) => l.amountHalalas)));
  return { lines, ...totals, vatBasisPoints: VAT_BASIS_POINTS };
}

// ─── Changing a subscription mid-period (BILLING.md §4) ─────────────────────────────────────────

/** `amount · left / total`, rounded half up to the halala (day-based proration, on each line). */
export function prorate(amount: number, days: { left: number; total: number }): Money {
  if (days.total <= 0 || days.left < 0 || days.left > days.total) throw new RangeError(`bad proration days ${days.left}/${days.total}`);
  // Integer arithmetic: half up without floating error (amount · left is far below 2^53).
  return halalas(Math.floor((2 * amount * days.left + days.total) / (2 * days.total)));
}

/** What a subscription is made of, now or after a change. */
export interface SubscriptionShape {
  planCode: PlanCode;
  period: BillingPeriod;
  extraCalendars: number;
}

/**
 * When a change takes effect:
 * - `now`: a dearer plan or more calendars in the same period — the prorated difference is charged
 *   at once and the change applies when paid (at once without a charge when under 1 SAR: `carried`);
 * - `new_period`: monthly → annual (same or higher plan) — a new annual period starts today, with a
 *   credit line for the unused part of the month;
 * - `period_end`: a lower plan (whatever the calendars), anything cheaper (fewer calendars), annual →
 *   monthly — scheduled for the period's end, nothing refunded;
 * - `trial_end`: a subscription still in the team's trial (nothing paid yet) — the plan that will start
 *   when the trial ends is changed now, nothing is charged or prorated (the first charge is its price);
 * - `none`: nothing changes.
 */
const CHANGE_TIMINGS = ['now', 'new_period', 'period_end', 'trial_end', 'none'] as const;
type ChangeTiming = (typeof CHANGE_TIMINGS)[number];

export interface ChangeQuote extends Quote {
  timing: ChangeTiming;
  /** `now` with a total under MIN_CHARGE_HALALAS: applied without a charge, the subtotal carried to the next renewal. */
  carried: boolean;
}

const PLAN_RANK: Record<PlanCode, number> = { personal: 0, team: 1, business: 2 };

/** One period's price (excluding VAT) of a shape. */
function periodPriceOf(plan: Plan, shape: Pick<SubscriptionShape, 'period' | 'extraCalendars'>): Money {
  return quoteSubscription(plan, shape.period, shape.extraCalendars).subtotal;
}

/**
 * Pure: what changing `current` into `target` costs and when it applies, given the days left in the
 * current period (`days.left` counts today) — BILLING.md §4. Each prorated line is rounded half up;
 * VAT is on the difference. Worked example: Team → Business monthly, 17 of 31 days left:
 * 10,913 − 5,429 = 5,484 + VAT 823 = 6,307 halalas.
 */
export function quoteChange(plans: readonly Plan[], current: SubscriptionShape, target: SubscriptionShape, days: { left: number; total: number }): ChangeQuote {
  const find = (code: PlanCode) => {
    const p = plans.find((x) => x.code === code);
    if (!p) throw new Error(`plan ${code} is not in the catalogue`);
    return p;
  };
  const oldPlan = find(current.planCode);
  const newPlan = find(target.planCode);
  const done = (timing: ChangeTiming, lines: QuoteLine[] = []): ChangeQuote => {
    const subtotal = halalas(Math.max(0, lines.reduce((sum, l) => sum + l.amountHalalas, 0)));
    const totals = totalsWithVat(subtotal);
    const carried = timing === 'now' && totals.total > 0 && totals.total < MIN_CHARGE_HALALAS;
    return { timing, lines, ...totals, vatBasisPoints: VAT_BASIS_POINTS, carried };
  };
  if (current.planCode === target.planCode && current.period === target.period && current.extraCalendars === target.extraCalendars) return done('none');
  const lowerPlan = PLAN_RANK[target.planCode] < PLAN_RANK[current.planCode];
  if (current.period === 'annual' && target.period === 'monthly') return done('period_end');
  if (current.period === 'monthly' && target.period === 'annual') {
    if (lowerPlan) return done('period_end');
    const full = quoteSubscription(newPlan, 'annual', target.extraCalendars).lines.map((l) => ({ ...l, planCode: newPlan.code, period: 'annual' as const }));
    const charge = full.reduce((sum, l) => sum + l.amountHalalas, 0);
    // The unused part of the month, never more than the new period's price (nothing is paid out).
    const unused = Math.min(prorate(periodPriceOf(oldPlan, current), days), charge);
    const credit: QuoteLine = { kind: 'credit', quantity: 1, unitHalalas: halalas(-unused), amountHalalas: halalas(-unused), planCode: oldPlan.code, period: 'monthly', days };
    return done('new_period', unused > 0 ? [...full, credit] : full);
  }
  // A lower plan waits for the period's end even when more calendars make it dearer: features paid
  // for are never taken away mid-period.
  if (lowerPlan) return done('period_end');
  const oldPrice = periodPriceOf(oldPlan, current);
  const newPrice = periodPriceOf(newPlan, target);
  if (newPrice < oldPrice) return done('period_end');
  const unitOf = (p: Plan) => (current.period === 'annual' ? p.extraCalendarAnnualHalalas : p.extraCalendarMonthlyHalalas);
  const planPrice = (p: Plan) => (current.period === 'annual' ? p.annualHalalas : p.monthlyHalalas);
  const period = current.period;
  const lines: QuoteLine[] = [];
  if (newPlan.code !== oldPlan.code) {
    const debit = prorate(planPrice(newPlan), days);
    const credit = prorate(planPrice(oldPlan), days);
    lines.push({ kind: 'plan', quantity: 1, unitHalalas: debit, amountHalalas: debit, planCode: newPlan.code, period, days });
    lines.push({ kind: 'credit', quantity: 1, unitHalalas: halalas(0 - credit), amountHalalas: halalas(0 - credit), planCode: oldPlan.code, period, days });
    if (target.extraCalendars > 0) {
      const amount = prorate(unitOf(newPlan) * target.extraCalendars, days);
      lines.push({ kind: 'extra_calendars', quantity: target.extraCalendars, unitHalalas: halalas(unitOf(newPlan)), amountHalalas: amount, planCode: newPlan.code, period, days });
    }
    if (current.extraCalendars > 0) {
      const amount = prorate(unitOf(oldPlan) * current.extraCalendars, days);
      lines.push({ kind: 'credit', quantity: current.extraCalendars, unitHalalas: halalas(-unitOf(oldPlan)), amountHalalas: halalas(0 - amount), planCode: oldPlan.code, period, days });
    }
  } else {
    const added = target.extraCalendars - current.extraCalendars;
    const amount = prorate(unitOf(newPlan) * added, days);
    lines.push({ kind: 'extra_calendars', quantity: added, unitHalalas: halalas(unitOf(newPlan)), amountHalalas: amount, planCode: newPlan.code, period, days });
  }
  return done('now', lines);
}

/** The change a subscription has scheduled for its period's end (a downgrade, fewer calendars, annual → monthly). */
const scheduledChangeSchema = z.object({
  planCode: planCodeSchema,
  period: billingPeriodSchema,
  extraCalendars: z.number().int(),
  /** When it applies (the current period's end), ISO instant. */
  at: z.string(),
});
export type ScheduledChange = z.infer<typeof scheduledChangeSchema>;

export const changeSubscriptionInput = teamIdInput.extend({
  planCode: paidPlanCodeSchema,
  period: billingPeriodSchema,
  extraCalendars: z.number().int().min(0).max(EXTRA_CALENDARS_MAX),
});
export type ChangeSubscriptionInput = z.input<typeof changeSubscriptionInput>;

export const applyChangeInput = changeSubscriptionInput.extend({
  /** One per attempt: a repeat answers the same charge. */
  requestKey: z.uuid(),
  /** The total the owner was shown; a different one now (the day turned) is refused with BILLING_QUOTE_CHANGED. */
  expectedTotal: z.number().int().min(0),
});
export type ApplyChangeInput = z.input<typeof applyChangeInput>;

const quoteLineSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS),
  quantity: z.number().int(),
  unitHalalas: z.number().int(),
  amountHalalas: z.number().int(),
  planCode: planCodeSchema.optional(),
  period: billingPeriodSchema.optional(),
  days: z.object({ left: z.number().int(), total: z.number().int() }).optional(),
});

export const changePreviewSchema = z.object({
  timing: z.enum(CHANGE_TIMINGS),
  carried: z.boolean(),
  lines: z.array(quoteLineSchema),
  subtotal: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  /** When the change applies: now, or the period's end (`trial_end`: when the trial ends, the first charge). */
  effectiveAt: z.string(),
  /** The price of each period after the change (with VAT), from `effectiveAt` on (or the next renewal). */
  nextPeriodTotal: z.number().int(),
  calendarLimitAfter: z.number().int(),
  calendarsUsed: z.number().int(),
});
export type ChangePreview = z.infer<typeof changePreviewSchema>;

export const changeResultSchema = z.object({
  timing: z.enum(CHANGE_TIMINGS),
  /** The charge, when there was one. */
  orderId: z.uuid().nullable(),
});
export type ChangeResult = z.infer<typeof changeResultSchema>;

/** Paying a past-due subscription's open renewal now (after a new card), one attempt per key. */
export const retryPaymentInput = teamIdInput.extend({ requestKey: z.uuid(), paymentMethodId: z.uuid().optional() });
export type RetryPaymentInput = z.input<typeof retryPaymentInput>;

/** Dunning (BILLING.md §5): retries this many days after a renewal failed; soft block, then the end. */
export const DUNNING_RETRY_DAYS = [1, 3, 5, 7] as const;
export const SOFT_BLOCK_AFTER_DAYS = 7;
export const END_AFTER_DAYS = 14;
const DAY_MS = 86_400_000;
/** Past due since `since`: the soft block starts SOFT_BLOCK_AFTER_DAYS later. */
export const softBlockAt = (since: Date): Date => new Date(since.getTime() + SOFT_BLOCK_AFTER_DAYS * DAY_MS);
/** Past due since `since`: the subscription ends unpaid END_AFTER_DAYS later. */
export const endsUnpaidAt = (since: Date): Date => new Date(since.getTime() + END_AFTER_DAYS * DAY_MS);
/** Past due since `since`: the next automatic retry after `now`, or null once the last one has passed. */
export const nextDunningRetry = (since: Date, now: Date): Date | null =>
  DUNNING_RETRY_DAYS.map((d) => new Date(since.getTime() + d * DAY_MS)).find((at) => at > now) ?? null;
/**
 * Billing happens in Saudi Arabia (BILLING.md §4): periods run on Riyadh's calendar, and the billing
 * pages, invoices and billing mails write their dates as the day in Riyadh.
 */
export const BILLING_TIME_ZONE = 'Asia/Riyadh';
/** Mails before: an annual renewal, a card's expiry. */
export const RENEWAL_NOTICE_DAYS = 7;
export const CARD_EXPIRY_NOTICE_DAYS = 30;

// ─── Entitlements ────────────────────────────────────────────────────────────────────────────────

/**
 * Where a team stands: `personal` (the free team), `trial` (a new business team's 14 days, with or
 * without a subscription that starts when they end),
 * `active` / `past_due` / `cancelled` (paid, the last until its period ends), `ended` (no trial and no
 * subscription: the Personal plan's limits, nothing deleted).
 */
const BILLING_STATES = ['personal', 'trial', 'active', 'past_due', 'cancelled', 'ended'] as const;
const billingStateSchema = z.enum(BILLING_STATES);
export type BillingState = z.infer<typeof billingStateSchema>;

export const entitlementsSchema = z.object({
  /** The plan whose limits apply now. */
  planCode: planCodeSchema,
  state: billingStateSchema,
  /** When the trial ends (state `trial`), ISO instant. */
  trialEndsAt: z.string().nullable(),
  calendarLimit: z.number().int().min(1),
  calendarsUsed: z.number().int().min(0),
  features: z.array(planFeatureSchema),
  /** Since when the renewal is unpaid (state `past_due`), ISO instant. */
  pastDueSince: z.string().nullable(),
  /** Past due for SOFT_BLOCK_AFTER_DAYS: new calendars, event types and members are refused (BILLING_SOFT_BLOCKED). */
  softBlocked: z.boolean(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

/** What a refused call needs (carried in `error.data.appError.needs`): the UI's upgrade prompt shows it. */
export interface PlanNeeds {
  feature?: PlanFeature | undefined;
  /** The cheapest plan that has it. */
  plan?: PlanCode | undefined;
  limit?: number | undefined;
  used?: number | undefined;
}

/** The cheapest paid plan in `plans` that has `feature` (plans in price order). */
export function cheapestPlanWith(plans: readonly Plan[], feature: PlanFeature): PlanCode | undefined {
  return [...plans].sort((a, b) => a.monthlyHalalas - b.monthlyHalalas).find((p) => p.features.includes(feature))?.code;
}

// ─── Cards on file ───────────────────────────────────────────────────────────────────────────────

const CARD_BRANDS = ['visa', 'mastercard', 'mada'] as const;
export const cardBrandSchema = z.enum(CARD_BRANDS);
export type CardBrand = z.infer<typeof cardBrandSchema>;

export const paymentMethodSchema = z.object({
  id: z.uuid(),
  brand: cardBrandSchema,
  lastFour: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethodView = z.infer<typeof paymentMethodSchema>;

/** Where the card form goes after the gateway's 3-D Secure page: back to billing, or on with a subscription. */
const CARD_RETURNS = ['billing', 'subscribe'] as const;
export const startAddPaymentMethodInput = teamIdInput.extend({ returnTo: z.enum(CARD_RETURNS).default('billing') });

/** What the browser needs to post a card straight to the gateway's tokens endpoint (card data never reaches Waqt). */
export const cardTokenFormSchema = z.object({
  requestId: z.uuid(),
  /** Waqt's own (billing) publishable key — never a team's. */
  publishableKey: z.string(),
  /** The gateway's origin: POST {baseUrl}/v1/tokens. */
  baseUrl: z.string(),
  /** `{api host}/hook/billing/paymentmethods/moyasar/verify-callback?request=…` */
  callbackUrl: z.string(),
  /** Put in the token's metadata, so the callback can tell the token belongs to this request. */
  metadata: z.record(z.string(), z.string()),
});
export type CardTokenForm = z.infer<typeof cardTokenFormSchema>;

export const paymentMethodIdInput = teamIdInput.extend({ paymentMethodId: z.uuid() });

/** Outcome in the app URL after the verify callback: `?card=added` or `?card=failed`. */
export const CARD_OUTCOMES = ['added', 'failed'] as const;

/**
 * The network of a card on file (BILLING.md §3): Visa, Mastercard or mada — mada by its BINs, checked
 * last because co-badged mada cards start with 4 or 5. `null` for any other network.
 */
export function cardBrandOf(number: string): CardBrand | null {
  const digits = number.replace(/\D/g, '');
  let brand: CardBrand | null = null;
  if (/^4/.test(digits)) brand = 'visa';
  if (/^(5[1-5]\d\d|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) brand = 'mastercard';
  if (MADA_BINS.some((bin) => digits.startsWith(bin))) brand = 'mada';
  return brand;
}

// ─── Subscribing, billing records, invoices ──────────────────────────────────────────────────────

export const subscribeInput = teamIdInput.extend({
  planCode: paidPlanCodeSchema,
  period: billingPeriodSchema,
  extraCalendars: z.number().int().min(0).max(EXTRA_CALENDARS_MAX).default(0),
  /** The card to charge; the team's default card when left out. */
  paymentMethodId: z.uuid().optional(),
  /** One per attempt, made by the client: a double click or a retried request charges once. */
  requestKey: z.uuid(),
});
export type SubscribeInput = z.input<typeof subscribeInput>;

/** Why a billing record exists: a first subscription, a change mid-period, a renewal (or its retry). */
const BILLING_RECORD_KINDS = ['subscribe', 'change', 'renewal'] as const;
export type BillingRecordKind = (typeof BILLING_RECORD_KINDS)[number];

const BILLING_RECORD_STATUSES = ['pending', 'paid', 'activated', 'failed'] as const;
const billingRecordStatusSchema = z.enum(BILLING_RECORD_STATUSES);
export type BillingRecordStatus = z.infer<typeof billingRecordStatusSchema>;

export const billingRecordSchema = z.object({
  orderId: z.uuid(),
  kind: z.enum(BILLING_RECORD_KINDS),
  status: billingRecordStatusSchema,
  planCode: planCodeSchema,
  period: billingPeriodSchema,
  extraCalendars: z.number().int(),
  subtotal: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The gateway's reason when the charge failed. */
  failureMessage: z.string().nullable(),
  cardLastFour: z.string().nullable(),
});
export type BillingRecordView = z.infer<typeof billingRecordSchema>;

/**
 * `trialing`: subscribed during the team's trial — the card is on file, nothing is charged yet; the
 * current period is the rest of the trial and the first paid period starts (and is charged) when it
 * ends. Then `active` (paid), `past_due` (a charge declined: dunning), `cancelled` (until its period's
 * end) and `ended`.
 */
const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const subscriptionSchema = z.object({
  id: z.uuid(),
  planCode: planCodeSchema,
  period: billingPeriodSchema,
  extraCalendars: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** The next renewal: when and how much (with VAT); null when it will not renew. */
  nextCharge: z.object({ at: z.string(), total: z.number().int() }).nullable(),
  scheduledChange: scheduledChangeSchema.nullable(),
  pastDueSince: z.string().nullable(),
  /** While past due: when the next automatic retry is, and when the subscription ends unpaid. */
  nextRetryAt: z.string().nullable(),
  endsUnpaidAt: z.string().nullable(),
  /** A difference under 1 SAR carried to the next renewal (excluding VAT). */
  carriedHalalas: z.number().int(),
});
export type SubscriptionView = z.infer<typeof subscriptionSchema>;

/**
 * What subscribing did: the subscription as it stands, and the charge when there was one — none when
 * the team subscribed during its trial (`trialing`: the first charge is `subscription.nextCharge`, when
 * the trial ends).
 */
export const subscribeResultSchema = z.object({
  subscription: subscriptionSchema,
  record: billingRecordSchema.nullable(),
});
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

export const billingDetailsSchema = z.object({
  /** The buyer's legal name on tax invoices (the team's name when empty). */
  legalName: z.string(),
  /** Saudi VAT registration number: 15 digits, starting and ending with 3. */
  vatNumber: z.string(),
  address: z.string(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

export const VAT_NUMBER_ISSUE = 'vat_number_invalid';
const vatNumberSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || /^3\d{13}3$/.test(v), { params: { issue: VAT_NUMBER_ISSUE } });
export const saveBillingDetailsInput = teamIdInput.extend({
  legalName: textSchema({ min: 0, max: 200 }),
  vatNumber: vatNumberSchema,
  address: textSchema({ min: 0, max: 500 }),
});

/**
 * What the team uses today that a plan may not include: the plan picker warns before a plan that
 * leaves any of it out (`planShortfalls`).
 */
const planUsageSchema = z.object({
  /** A card payment provider (the team's own Moyasar account) is configured. */
  cardProvider: z.boolean(),
  /** Payment providers of any kind (card, bank transfer, pay on arrival). */
  paymentProviders: z.number().int().min(0),
  /** Event types that take a payment. */
  paidEventTypes: z.number().int().min(0),
  /** Active assistants (members other than the owners). */
  assistants: z.number().int().min(0),
  calendars: z.number().int().min(0),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

/** One thing in use that a plan leaves out, with the numbers the warning says. */
export type PlanShortfall =
  | { kind: 'card_payments'; paidEventTypes: number }
  | { kind: 'payments'; paymentProviders: number; paidEventTypes: number }
  | { kind: 'members'; assistants: number }
  /** More calendars in use than the plan includes: that many extra calendars must be bought with it. */
  | { kind: 'calendars'; used: number; included: number };

/**
 * Pure: what `plan` would switch off or make dearer of what the team uses (`usage`) — card payments
 * (its own Moyasar account), payments (providers, paid event types), members (assistants), and
 * calendars beyond those the plan includes. Empty when the plan covers everything in use.
 */
export function planShortfalls(plan: Plan, usage: PlanUsage): PlanShortfall[] {
  const out: PlanShortfall[] = [];
  const has = (f: PlanFeature) => plan.features.includes(f);
  if (!has('payments') && (usage.paymentProviders > 0 || usage.paidEventTypes > 0)) out.push({ kind: 'payments', paymentProviders: usage.paymentProviders, paidEventTypes: usage.paidEventTypes });
  else if (!has('card_payments') && usage.cardProvider) out.push({ kind: 'card_payments', paidEventTypes: usage.paidEventTypes });
  if (!has('members') && usage.assistants > 0) out.push({ kind: 'members', assistants: usage.assistants });
  if (usage.calendars > plan.includedCalendars) out.push({ kind: 'calendars', used: usage.calendars, included: plan.includedCalendars });
  return out;
}

export const billingOverviewSchema = z.object({
  entitlements: entitlementsSchema,
  usage: planUsageSchema,
  subscription: subscriptionSchema.nullable(),
  paymentMethods: z.array(paymentMethodSchema),
  records: z.array(billingRecordSchema),
  creditNotes: z.array(z.object({ number: z.string(), invoiceNumber: z.string(), orderId: z.uuid(), total: z.number().int(), issuedAt: z.string(), reason: z.enum(['refund', 'partial_refund']) })),
  details: billingDetailsSchema,
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const orderIdInput = teamIdInput.extend({ orderId: z.uuid() });

const INVOICE_TYPES = ['simplified', 'tax'] as const;
export const invoiceSchema = z.object({
  orderId: z.uuid(),
  number: z.string(),
  /** `simplified` (B2C, QR mandatory) or `tax` (the team gave its VAT number and address). */
  type: z.enum(INVOICE_TYPES),
  issuedAt: z.string(),
  seller: z.object({ nameEn: z.string(), nameAr: z.string(), addressEn: z.string(), addressAr: z.string(), vatNumber: z.string() }),
  buyer: z.object({ name: z.string(), vatNumber: z.string().nullable(), address: z.string().nullable() }),
  lines: z.array(
    z.object({
      kind: z.enum(QUOTE_LINE_KINDS),
      planCode: planCodeSchema,
      period: billingPeriodSchema,
      quantity: z.number().int(),
      unitHalalas: z.number().int(),
      amountHalalas: z.number().int(),
      days: z.object({ left: z.number().int(), total: z.number().int() }).optional(),
    }),
  ),
  subtotal: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  vatBasisPoints: z.number().int(),
  currency: z.string(),
  /** ZATCA phase-1 QR payload (TLV tags 1–5, base64): zatca.ts. */
  qr: z.string(),
});
export type InvoiceView = z.infer<typeof invoiceSchema>;

/** Why a credit note was issued: all of the invoice refunded, or part of it. */
const CREDIT_NOTE_REASONS = ['refund', 'partial_refund'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

/**
 * A credit note (BILLING.md §6): a refund of (part of) an invoice, numbered from its own gap-free series
 * (CN-000001…), naming the invoice it corrects; printable like an invoice. Amounts are positive: what is
 * credited back.
 */
export const creditNoteSchema = invoiceSchema.omit({ type: true }).extend({
  invoiceNumber: z.string(),
  invoiceIssuedAt: z.string(),
  reason: z.enum(CREDIT_NOTE_REASONS),
});
export type CreditNoteView = z.infer<typeof creditNoteSchema>;
export const creditNoteInput = teamIdInput.extend({ number: z.string().regex(/^CN-\d{6,}$/) });

/** When a business team created at `createdAt` ends its trial (14 days, to the instant). */
export function trialEndFrom(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TRIAL_DAYS * 86_400_000);
}
