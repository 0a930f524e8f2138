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

export const PLAN_CODES = ['personal', 'team', 'business'] as const;
export const planCodeSchema = z.enum(PLAN_CODES);
export type PlanCode = z.infer<typeof planCodeSchema>;
/** The plans a team can subscribe to (the personal plan is the free team's, never bought). */
export const PAID_PLAN_CODES = ['team', 'business'] as const satisfies readonly PlanCode[];
export const paidPlanCodeSchema = z.enum(PAID_PLAN_CODES);

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export const billingPeriodSchema = z.enum(BILLING_PERIODS);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/**
 * What a plan unlocks beyond one calendar with one event type:
 * - `event_types`: more than one event type per calendar;
 * - `members`: assistants and invites;
 * - `payments`: bank transfer and pay on arrival for bookings;
 * - `card_payments`: card payments through the team's own Moyasar account;
 * - `customers_export`: the customers CSV export.
 */
export const PLAN_FEATURES = ['event_types', 'members', 'payments', 'card_payments', 'customers_export'] as const;
export const planFeatureSchema = z.enum(PLAN_FEATURES);
export type PlanFeature = z.infer<typeof planFeatureSchema>;

/** Trial of the Business plan a new business team gets (no card needed). */
export const TRIAL_DAYS = 14;
/** Extra calendars one subscription may add. */
export const EXTRA_CALENDARS_MAX = 100;
/** A card charge below this is refused by the gateway (PAYMENTS.md §1.3, BILLING.md §3). */
export const MIN_CHARGE_HALALAS = 100;
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

export const QUOTE_LINE_KINDS = ['plan', 'extra_calendars'] as const;
export interface QuoteLine {
  kind: (typeof QUOTE_LINE_KINDS)[number];
  quantity: number;
  unitHalalas: Money;
  amountHalalas: Money;
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

// ─── Entitlements ────────────────────────────────────────────────────────────────────────────────

/**
 * Where a team stands: `personal` (the free team), `trial` (a new business team's 14 days),
 * `active` / `past_due` / `cancelled` (paid, the last until its period ends), `ended` (no trial and no
 * subscription: the Personal plan's limits, nothing deleted).
 */
export const BILLING_STATES = ['personal', 'trial', 'active', 'past_due', 'cancelled', 'ended'] as const;
export const billingStateSchema = z.enum(BILLING_STATES);
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
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

/** What a refused call needs (carried in `error.data.appError.needs`): the UI's upgrade prompt shows it. */
export const planNeedsSchema = z.object({
  feature: planFeatureSchema.optional(),
  /** The cheapest plan that has it. */
  plan: planCodeSchema.optional(),
  limit: z.number().int().optional(),
  used: z.number().int().optional(),
});
export type PlanNeeds = z.infer<typeof planNeedsSchema>;

/** The cheapest paid plan in `plans` that has `feature` (plans in price order). */
export function cheapestPlanWith(plans: readonly Plan[], feature: PlanFeature): PlanCode | undefined {
  return [...plans].sort((a, b) => a.monthlyHalalas - b.monthlyHalalas).find((p) => p.features.includes(feature))?.code;
}

// ─── Cards on file ───────────────────────────────────────────────────────────────────────────────

export const CARD_BRANDS = ['visa', 'mastercard', 'mada'] as const;
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
export const CARD_RETURNS = ['billing', 'subscribe'] as const;
export const startAddPaymentMethodInput = teamIdInput.extend({ returnTo: z.enum(CARD_RETURNS).default('billing') });
export type StartAddPaymentMethodInput = z.input<typeof startAddPaymentMethodInput>;

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

export const BILLING_RECORD_STATUSES = ['pending', 'paid', 'activated', 'failed'] as const;
export const billingRecordStatusSchema = z.enum(BILLING_RECORD_STATUSES);
export type BillingRecordStatus = z.infer<typeof billingRecordStatusSchema>;

export const billingRecordSchema = z.object({
  orderId: z.uuid(),
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

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled', 'ended'] as const;
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
});
export type SubscriptionView = z.infer<typeof subscriptionSchema>;

export const billingDetailsSchema = z.object({
  /** The buyer's legal name on tax invoices (the team's name when empty). */
  legalName: z.string(),
  /** Saudi VAT registration number: 15 digits, starting and ending with 3. */
  vatNumber: z.string(),
  address: z.string(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

export const VAT_NUMBER_ISSUE = 'vat_number_invalid';
export const vatNumberSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || /^3\d{13}3$/.test(v), { params: { issue: VAT_NUMBER_ISSUE } });
export const saveBillingDetailsInput = teamIdInput.extend({
  legalName: textSchema({ min: 0, max: 200 }),
  vatNumber: vatNumberSchema,
  address: textSchema({ min: 0, max: 500 }),
});
export type SaveBillingDetailsInput = z.input<typeof saveBillingDetailsInput>;

export const billingOverviewSchema = z.object({
  entitlements: entitlementsSchema,
  subscription: subscriptionSchema.nullable(),
  paymentMethods: z.array(paymentMethodSchema),
  records: z.array(billingRecordSchema),
  details: billingDetailsSchema,
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const orderIdInput = teamIdInput.extend({ orderId: z.uuid() });

export const INVOICE_TYPES = ['simplified', 'tax'] as const;
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

/** When a business team created at `createdAt` ends its trial (14 days, to the instant). */
export function trialEndFrom(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TRIAL_DAYS * 86_400_000);
}
