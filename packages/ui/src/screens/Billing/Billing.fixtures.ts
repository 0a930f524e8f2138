// Story fixtures for the billing screens (not exported from the package): the plans as the migration
// seeds them, the Riyadh clinic's cards, payments and subscription in each state.
import type { BillingOverview, BillingRecordView, CardTokenForm, Entitlements, PaymentMethodView, Plan, SubscriptionView } from '@waqt/contracts';

export { TEAM_ID, team, assistantTeam, personalTeam, storyParameters, NOW } from '../Teams/Teams.fixtures.ts';

export const LINKS = {
  addCardHref: '/en/dashboard/team/22222222-2222-4222-8222-222222222222/billing/paymentmethods/add',
  subscribeHref: '/en/dashboard/team/22222222-2222-4222-8222-222222222222/billing/subscription/add',
  changeHref: '/en/dashboard/team/22222222-2222-4222-8222-222222222222/billing/subscription/change',
  calendarsHref: '/en/dashboard/team/22222222-2222-4222-8222-222222222222/billing/subscription/calendars',
  invoiceHref: (orderId: string) => `/en/dashboard/team/22222222-2222-4222-8222-222222222222/billing/print/subscription/${orderId}`,
  creditNoteHref: (number: string) => `/en/dashboard/team/22222222-2222-4222-8222-222222222222/billing/print/credit-note/${number}`,
};
export const BILLING_HREF = '/en/dashboard/team/22222222-2222-4222-8222-222222222222/billing';
export const ADD_CARD_FOR_SUBSCRIBE_HREF = `${LINKS.addCardHref}?returnTo=subscribe`;

/** billing.plans: the personal plan and the two paid ones, in price order (the migration's catalogue). */
export const plans: Plan[] = [
  { code: 'personal', nameEn: 'Personal', nameAr: 'شخصي', monthlyHalalas: 0, annualHalalas: 0, includedCalendars: 1, extraCalendarMonthlyHalalas: 0, extraCalendarAnnualHalalas: 0, features: [] },
  {
    code: 'team',
    nameEn: 'Team',
    nameAr: 'الفريق',
    monthlyHalalas: 9_900,
    annualHalalas: 99_000,
    includedCalendars: 2,
    extraCalendarMonthlyHalalas: 3_900,
    extraCalendarAnnualHalalas: 39_000,
    features: ['event_types', 'members', 'payments'],
  },
  {
    code: 'business',
    nameEn: 'Business',
    nameAr: 'الأعمال',
    monthlyHalalas: 19_900,
    annualHalalas: 199_000,
    includedCalendars: 5,
    extraCalendarMonthlyHalalas: 2_900,
    extraCalendarAnnualHalalas: 29_000,
    features: ['event_types', 'members', 'payments', 'card_payments', 'customers_export'],
  },
];

export const visa: PaymentMethodView = {
  id: 'e1111111-1111-4111-8111-111111111111',
  brand: 'visa',
  lastFour: '4242',
  expMonth: 8,
  expYear: 2029,
  name: 'Sara Al-Qahtani',
  isDefault: true,
  createdAt: '2026-02-01T08:00:00.000Z',
};
export const mada: PaymentMethodView = {
  id: 'e2222222-2222-4222-8222-222222222222',
  brand: 'mada',
  lastFour: '1010',
  expMonth: 1,
  expYear: 2031,
  name: 'سارة القحطاني',
  isDefault: false,
  createdAt: '2026-02-10T08:00:00.000Z',
};
/** Expired a month before the stories' NOW (March 2026). */
export const oldMastercard: PaymentMethodView = {
  id: 'e3333333-3333-4333-8333-333333333333',
  brand: 'mastercard',
  lastFour: '0000',
  expMonth: 2,
  expYear: 2026,
  name: 'Sara Al-Qahtani',
  isDefault: false,
  createdAt: '2025-02-10T08:00:00.000Z',
};

/** Business, monthly, with 3 extra calendars: 199 + 3 × 29 = 286 SAR + VAT 42.90 = 328.90 SAR. */
export const activeSubscription: SubscriptionView = {
  id: 'f1111111-1111-4111-8111-111111111111',
  planCode: 'business',
  period: 'monthly',
  extraCalendars: 3,
  status: 'active',
  currentPeriodStart: '2026-02-15T21:00:00.000Z',
  currentPeriodEnd: '2026-03-15T21:00:00.000Z',
  cancelAtPeriodEnd: false,
  nextCharge: { at: '2026-03-15T21:00:00.000Z', total: 32_890 },
  scheduledChange: null,
  pastDueSince: null,
  nextRetryAt: null,
  endsUnpaidAt: null,
  carriedHalalas: 0,
};

const paid: BillingRecordView = {
  orderId: 'a1b2c3d4-1111-4111-8111-111111111111',
  kind: 'subscribe',
  status: 'activated',
  planCode: 'business',
  period: 'monthly',
  extraCalendars: 3,
  subtotal: 28_600,
  vat: 4_290,
  total: 32_890,
  createdAt: '2026-02-15T09:00:00.000Z',
  paidAt: '2026-02-15T09:00:05.000Z',
  invoiceNumber: 'INV-000123',
  failureMessage: null,
  cardLastFour: '4242',
};
const declined: BillingRecordView = {
  ...paid,
  orderId: 'a1b2c3d4-2222-4222-8222-222222222222',
  status: 'failed',
  createdAt: '2026-02-15T08:58:00.000Z',
  paidAt: null,
  invoiceNumber: null,
  failureMessage: 'INSUFFICIENT FUNDS',
  cardLastFour: '0000',
};
const pending: BillingRecordView = {
  ...paid,
  orderId: 'a1b2c3d4-3333-4333-8333-333333333333',
  kind: 'change',
  status: 'pending',
  planCode: 'team',
  period: 'annual',
  extraCalendars: 0,
  subtotal: 99_000,
  vat: 14_850,
  total: 113_850,
  createdAt: '2026-01-20T10:00:00.000Z',
  paidAt: null,
  invoiceNumber: null,
};
export const records: BillingRecordView[] = [paid, declined, pending];
export const paidRecord = paid;

const entitlements: Entitlements = {
  planCode: 'business',
  state: 'active',
  trialEndsAt: null,
  calendarLimit: 8,
  calendarsUsed: 6,
  features: ['event_types', 'members', 'payments', 'card_payments', 'customers_export'],
  pastDueSince: null,
  softBlocked: false,
};

/** A refund of one extra calendar of INV-000123: 29.00 + VAT 4.35 = 33.35 SAR. */
export const creditNoteItem: BillingOverview['creditNotes'][number] = {
  number: 'CN-000001',
  invoiceNumber: 'INV-000123',
  orderId: paid.orderId,
  total: 3_335,
  issuedAt: '2026-02-20T07:30:00.000Z',
  reason: 'partial_refund',
};

/** An active Business subscription, three cards, three records and a credit note, details with a VAT number. */
export const activeOverview: BillingOverview = {
  entitlements,
  subscription: activeSubscription,
  paymentMethods: [visa, mada, oldMastercard],
  records,
  creditNotes: [creditNoteItem],
  details: { legalName: 'Riyadh Dental Clinic LLC', vatNumber: '310122393500003', address: 'King Fahd Road, Riyadh 12271' },
};

/** A new team's trial, nine days left at NOW: no card, no payments, no details. */
export const trialOverview = (trialEndsAt = '2026-03-10T09:00:00.000Z'): BillingOverview => ({
  entitlements: { ...entitlements, state: 'trial', trialEndsAt, calendarLimit: 5, calendarsUsed: 2 },
  subscription: null,
  paymentMethods: [],
  records: [],
  creditNotes: [],
  details: { legalName: '', vatNumber: '', address: '' },
});

/** The subscription ended: the Personal plan's limits, one calendar, nothing deleted. */
export const endedOverview: BillingOverview = {
  ...activeOverview,
  entitlements: { planCode: 'personal', state: 'ended', trialEndsAt: null, calendarLimit: 1, calendarsUsed: 2, features: [], pastDueSince: null, softBlocked: false },
  subscription: { ...activeSubscription, status: 'ended', nextCharge: null },
  paymentMethods: [visa],
};

/** Cancelled: the plan stays until the period's end, no further charge. */
export const cancelledOverview: BillingOverview = {
  ...activeOverview,
  entitlements: { ...entitlements, state: 'cancelled' },
  subscription: { ...activeSubscription, status: 'cancelled', cancelAtPeriodEnd: true, nextCharge: null },
};

/**
 * Business → Team at the period's end (a downgrade is never charged or refunded): "Changes to Team
 * (monthly, 2 calendars) on 16 March 2026". Two calendars in use, so the change fits.
 */
export const scheduledChangeOverview: BillingOverview = {
  ...activeOverview,
  entitlements: { ...entitlements, calendarsUsed: 2 },
  subscription: { ...activeSubscription, scheduledChange: { planCode: 'team', period: 'monthly', extraCalendars: 0, at: activeSubscription.currentPeriodEnd } },
};

/** 0.75 SAR from a change mid-period, under the 1 SAR minimum, carried to the next renewal. */
export const carriedOverview: BillingOverview = {
  ...activeOverview,
  subscription: { ...activeSubscription, carriedHalalas: 75, nextCharge: { at: activeSubscription.currentPeriodEnd, total: 32_976 } },
};

/** The renewal of 26 February failed: the record, with the gateway's reason. */
export const failedRenewal: BillingRecordView = {
  ...paid,
  orderId: 'a1b2c3d4-4444-4444-8444-444444444444',
  kind: 'renewal',
  status: 'failed',
  createdAt: '2026-02-25T21:00:30.000Z',
  paidAt: null,
  invoiceNumber: null,
  failureMessage: 'INSUFFICIENT FUNDS',
  cardLastFour: '4242',
};
/** …and the same renewal paid by Retry now. */
export const paidRenewal: BillingRecordView = { ...failedRenewal, orderId: 'a1b2c3d4-5555-4555-8555-555555555555', status: 'activated', createdAt: '2026-03-01T09:00:00.000Z', paidAt: '2026-03-01T09:00:04.000Z', invoiceNumber: 'INV-000131', failureMessage: null };

/**
 * Past due since 26 February (Riyadh), the stories' NOW being 1 March: retries on 27 Feb and 1 Mar have
 * failed, the next is on 3 March; adding pauses on 5 March (day 7) and the subscription ends on 12 March (day 14).
 */
export const pastDueOverview: BillingOverview = {
  ...activeOverview,
  entitlements: { ...entitlements, state: 'past_due', pastDueSince: '2026-02-25T21:00:00.000Z', softBlocked: false },
  subscription: {
    ...activeSubscription,
    status: 'past_due',
    currentPeriodStart: '2026-02-25T21:00:00.000Z',
    currentPeriodEnd: '2026-03-25T21:00:00.000Z',
    nextCharge: null,
    pastDueSince: '2026-02-25T21:00:00.000Z',
    nextRetryAt: '2026-03-02T21:00:00.000Z',
    endsUnpaidAt: '2026-03-11T21:00:00.000Z',
  },
  paymentMethods: [visa, mada],
  records: [failedRenewal, paid],
  creditNotes: [],
};

/** Eight days past due (since 21 February): adding is paused since 28 February, no retry left, the end on 7 March. */
export const softBlockedOverview: BillingOverview = {
  ...pastDueOverview,
  entitlements: { ...pastDueOverview.entitlements, pastDueSince: '2026-02-20T21:00:00.000Z', softBlocked: true },
  subscription: { ...pastDueOverview.subscription!, pastDueSince: '2026-02-20T21:00:00.000Z', nextRetryAt: null, endsUnpaidAt: '2026-03-06T21:00:00.000Z' },
  records: [{ ...failedRenewal, createdAt: '2026-02-20T21:00:30.000Z' }, paid],
};

/** After Retry now: active again, renewing on 26 March. */
export const recoveredOverview: BillingOverview = {
  ...pastDueOverview,
  entitlements: { ...entitlements, state: 'active', pastDueSince: null, softBlocked: false },
  subscription: { ...pastDueOverview.subscription!, status: 'active', nextCharge: { at: '2026-03-25T21:00:00.000Z', total: 32_890 }, pastDueSince: null, nextRetryAt: null, endsUnpaidAt: null },
  records: [paidRenewal, failedRenewal, paid],
};

/** What billing.startAddPaymentMethod answers: Waqt's billing key and the sandbox gateway. */
export const cardTokenForm: CardTokenForm = {
  requestId: 'b7777777-7777-4777-8777-777777777777',
  publishableKey: 'pk_test_waqtBilling01',
  baseUrl: 'https://gateway.example',
  callbackUrl: 'https://api.waqt.example/hook/billing/paymentmethods/moyasar/verify-callback?request=b7777777-7777-4777-8777-777777777777',
  metadata: { request_id: 'b7777777-7777-4777-8777-777777777777' },
};
export const VERIFICATION_URL = 'https://gateway.example/v1/tokens/token_9a8b7c/verify';

/** Test cards (PAYMENTS.md §1.10). */
export const CARDS = { visa: '4111 1111 1111 1111', mada: '4201 3201 1111 1010', mastercard: '5421 0801 0100 0000', amex: '3400 0000 0900 000' };
