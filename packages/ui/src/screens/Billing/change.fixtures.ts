// Story fixtures for changing a subscription (ChangePlan, ModifyCalendars; not exported from the package).
// Previews are built with contracts' own quoteChange, so every amount is what the API would quote
// (BILLING.md §4) — the worked example first: Team → Business monthly, 17 of 31 days left,
// 10,913 − 5,429 = 5,484 + VAT 823 = 6,307 halalas.
import { halalas, isLocale, quoteChange, vatOf, type BillingOverview, type Locale, type ChangePreview, type Plan, type SubscriptionShape, type SubscriptionView } from '@waqt/contracts';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format.ts';
import { activeOverview, activeSubscription, plans } from './Billing.fixtures.ts';

export { TEAM_ID, BILLING_HREF, LINKS, NOW, plans, activeOverview, activeSubscription, endedOverview, trialOverview, storyParameters } from './Billing.fixtures.ts';

export const SUBSCRIBE_HREF = '/en/dashboard/team/22222222-2222-4222-8222-222222222222/billing/subscription/add';
export const ADD_CARD_HREF = '/en/dashboard/team/22222222-2222-4222-8222-222222222222/billing/paymentmethods/add';

const planOf = (code: Plan['code']) => plans.find((p) => p.code === code)!;

/** Team, monthly, no extra calendars, 15 March → 15 April 2026 (Riyadh): 31 days, today the 30th — 17 left. */
export const teamSubscription: SubscriptionView = {
  ...activeSubscription,
  planCode: 'team',
  extraCalendars: 0,
  currentPeriodStart: '2026-03-14T21:00:00.000Z',
  currentPeriodEnd: '2026-04-14T21:00:00.000Z',
  nextCharge: { at: '2026-04-14T21:00:00.000Z', total: 11_385 },
};
/** The day the worked example is quoted (17 of 31 days left). */
export const CHANGE_TODAY = '2026-03-30T09:00:00.000Z';
const DAYS = { left: 17, total: 31 };

export const teamOverview: BillingOverview = {
  ...activeOverview,
  entitlements: { ...activeOverview.entitlements, planCode: 'team', calendarLimit: 2, calendarsUsed: 2, features: planOf('team').features },
  subscription: teamSubscription,
};

const TEAM_MONTHLY: SubscriptionShape = { planCode: 'team', period: 'monthly', extraCalendars: 0 };
const BUSINESS_MONTHLY_3: SubscriptionShape = { planCode: 'business', period: 'monthly', extraCalendars: 3 };

/** The price of a shape's period with VAT. */
const periodTotal = (shape: SubscriptionShape) => {
  const p = planOf(shape.planCode);
  const sub = shape.period === 'annual' ? p.annualHalalas + p.extraCalendarAnnualHalalas * shape.extraCalendars : p.monthlyHalalas + p.extraCalendarMonthlyHalalas * shape.extraCalendars;
  return sub + vatOf(halalas(sub));
};

/** What billing.changePreview answers for `current` → `target`, quoted with `days` left. */
export function previewOf(current: SubscriptionShape, target: SubscriptionShape, opts: { days?: { left: number; total: number }; effectiveAt?: string; calendarsUsed?: number } = {}): ChangePreview {
  const q = quoteChange(plans, current, target, opts.days ?? DAYS);
  const later = q.timing === 'period_end' || q.timing === 'none';
  return {
    timing: q.timing,
    carried: q.carried,
    lines: q.lines,
    subtotal: q.subtotal,
    vat: q.vat,
    total: q.total,
    effectiveAt: opts.effectiveAt ?? (later ? teamSubscription.currentPeriodEnd : CHANGE_TODAY),
    nextPeriodTotal: periodTotal(target),
    calendarLimitAfter: planOf(target.planCode).includedCalendars + target.extraCalendars,
    calendarsUsed: opts.calendarsUsed ?? 2,
  };
}

/** Team → Business monthly, 17 of 31 days: plan 10,913, credit −5,429, VAT 823, total 6,307. */
export const upgradePreview = previewOf(TEAM_MONTHLY, { planCode: 'business', period: 'monthly', extraCalendars: 0 });
/** The same a day later (16 of 31 days): what the API quotes after BILLING_QUOTE_CHANGED — 5,935. */
export const upgradeNextDayPreview = previewOf(TEAM_MONTHLY, { planCode: 'business', period: 'monthly', extraCalendars: 0 }, { days: { left: 16, total: 31 }, effectiveAt: '2026-03-31T09:00:00.000Z' });
/** Team monthly → Team annual: a new annual period today, the unused month credited. */
export const annualPreview = previewOf(TEAM_MONTHLY, { planCode: 'team', period: 'annual', extraCalendars: 0 });
/** Business annual, one more calendar on the period's last day: 79 + VAT 12 = 91 halalas, under 1 SAR — carried to the renewal. */
export const carriedPreview = previewOf({ ...BUSINESS_MONTHLY_3, period: 'annual' }, { ...BUSINESS_MONTHLY_3, period: 'annual', extraCalendars: 4 }, { days: { left: 1, total: 365 } });

/** Business monthly with 3 extra calendars, 4 in use (room to go down to Team with its 3 extra). */
export const businessOverview: BillingOverview = {
  ...activeOverview,
  entitlements: { ...activeOverview.entitlements, calendarsUsed: 4 },
};
/** Business → Team monthly (3 extra kept): scheduled for the period's end (16 March 2026, Riyadh), nothing charged now. */
export const downgradePreview = previewOf(BUSINESS_MONTHLY_3, { planCode: 'team', period: 'monthly', extraCalendars: 3 }, { effectiveAt: activeSubscription.currentPeriodEnd, calendarsUsed: 4 });

// ─── Calendars (Business monthly, 5 included + 3 extra = 8; 6 in use; 16 Feb → 16 Mar, 15 of 28 days left) ───

const CAL_DAYS = { left: 15, total: 28 };
/** 8 → 9 calendars: one extra calendar for 15 of 28 days, 1,554 + VAT 233 = 1,787, charged now. */
export const addCalendarPreview = previewOf(BUSINESS_MONTHLY_3, { ...BUSINESS_MONTHLY_3, extraCalendars: 4 }, { days: CAL_DAYS, calendarsUsed: 6 });
/** 8 → 7: from the next period, nothing charged now. */
export const removeCalendarPreview = previewOf(BUSINESS_MONTHLY_3, { ...BUSINESS_MONTHLY_3, extraCalendars: 2 }, { days: CAL_DAYS, effectiveAt: activeSubscription.currentPeriodEnd, calendarsUsed: 6 });
/** Seven calendars in use: going down to 5 needs two deleted or archived first. */
export const busyOverview: BillingOverview = { ...activeOverview, entitlements: { ...activeOverview.entitlements, calendarsUsed: 7 } };

// ─── Play helpers: amounts and dates as the page writes them in the story's locale ───

const storyLocale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
/** Whitespace-insensitive text (Intl puts no-break spaces in amounts). */
export const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
export const money = (h: number) => formatMoney(h, storyLocale());
export const longDate = (iso: string) => formatDateTime(iso, storyLocale(), 'Asia/Riyadh', { dateStyle: 'long' });
export const num = (n: number) => formatNumber(n, storyLocale());
/** An accessible-name matcher equal to `text` up to whitespace. */
export const named = (text: string) => (name: string) => norm(name) === norm(text);
/** A changeSubscription answer's order id (the charge). */
export const CHANGE_ORDER_ID = 'a1b2c3d4-4444-4444-8444-444444444444';
/** A pattern matching `text` anywhere, whatever the spaces (a no-break space in an amount). */
export const loosely = (text: string) => new RegExp(norm(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
