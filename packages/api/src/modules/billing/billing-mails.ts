import { BILLING_TIME_ZONE, END_AFTER_DAYS, formatDayWithHijri, formatLongDay, type BillingPeriod, type Locale, type PlanCode } from '@waqt/contracts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { buttonHtml, escape } from '../../mail/templates.ts';
import { formatSar } from './receipt-mail.ts';

// The subscription's lifecycle mails to a team's owner (dunning, end, renewal notice, card expiry,
// credit note), in the owner's language, in the manner of `receiptMail`.

const PLAN_NAMES: Record<Locale, Record<PlanCode, string>> = {
  en: { personal: 'Personal', team: 'Team', business: 'Business' },
  ar: { personal: 'شخصي', team: 'الفريق', business: 'الأعمال' },
};

const PERIODS: Record<Locale, Record<BillingPeriod, string>> = {
  en: { monthly: 'monthly', annual: 'annual' },
  ar: { monthly: 'شهري', annual: 'سنوي' },
};

type CardBrand = 'visa' | 'mastercard' | 'mada';
const BRANDS: Record<Locale, Record<CardBrand, string>> = {
  en: { visa: 'Visa', mastercard: 'Mastercard', mada: 'mada' },
  ar: { visa: 'فيزا', mastercard: 'ماستركارد', mada: 'مدى' },
};

/**
 * A billing date in a mail's body, the day in Riyadh as the billing pages write it (contracts'
 * formatDayWithHijri): "March 16, 2026"; in Arabic with the Hijri day beside it, "16 مارس 2026 (27 رمضان 1447 هـ)".
 */
export const formatBillingDate = (locale: Locale, at: Date): string => formatDayWithHijri(at, locale, BILLING_TIME_ZONE);

/** "Team (annual)", "الفريق (سنوي)". */
const planWithPeriod = (locale: Locale, planCode: PlanCode, period: BillingPeriod) => `${PLAN_NAMES[locale][planCode]} (${PERIODS[locale][period]})`;

const greeting: Record<Locale, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  ar: (name) => `مرحبًا ${name}،`,
};

/** Paragraphs as a plain-text body and an HTML body, the button after `buttonAfter` paragraphs. */
function mail(to: string, locale: Locale, name: string, subject: string, paragraphs: string[], button: { link: string; label: string }, buttonAfter = paragraphs.length): OutgoingMail {
  const hello = greeting[locale](name);
  const before = paragraphs.slice(0, buttonAfter);
  const after = paragraphs.slice(buttonAfter);
  const text = [hello, ...before, '', button.link, ...(after.length ? ['', ...after] : [])].join('\n');
  const html = [
    `<p>${escape(hello)}</p>`,
    ...before.map((p) => `<p>${escape(p)}</p>`),
    buttonHtml(button.link, button.label),
    ...after.map((p) => `<p style="color:#555">${escape(p)}</p>`),
  ].join('');
  return { to, subject, text, html, locale };
}

// ─── Payment failed (dunning) ────────────────────────────────────────────────────────────────────

const paymentFailedCopy: Record<
  Locale,
  {
    subject: (total: string) => string;
    lead: (plan: string, total: string) => string;
    reason: (reason: string) => string;
    retry: (date: string) => string;
    lastRetry: string;
    consequences: (softBlock: string, ends: string) => string;
    kept: string;
    action: string;
    button: string;
  }
> = {
  en: {
    subject: (total) => `We couldn't renew your Waqt subscription (${total})`,
    lead: (plan, total) => `We couldn't charge ${total} (VAT included) to the card on file to renew your team's ${plan} subscription.`,
    reason: (reason) => `Reason given by the payment gateway: ${reason}`,
    retry: (date) => `We will try the card again on ${date}.`,
    lastRetry: 'This was the last retry: we will not try to charge the card again.',
    consequences: (softBlock, ends) =>
      `Unless the payment goes through before then, adding calendars, event types and members will pause on ${softBlock}, and on ${ends} your team will fall back to the limits of the free Personal plan.`,
    kept: 'Nothing is deleted: your calendars, event types, members and bookings stay as they are.',
    action: 'Update your card to keep your subscription running without interruption.',
    button: 'Update your card',
  },
  ar: {
    subject: (total) => `تعذّر تجديد اشتراكك في وقت (${total})`,
    lead: (plan, total) => `تعذّر علينا خصم ${total} (شامل ضريبة القيمة المضافة) من البطاقة المحفوظة لتجديد اشتراك فريقك في باقة ${plan}.`,
    reason: (reason) => `السبب الوارد من بوابة الدفع: ${reason}`,
    retry: (date) => `سنعيد محاولة الخصم من البطاقة في ${date}.`,
    lastRetry: 'كانت هذه المحاولة الأخيرة، ولن نعيد محاولة الخصم من البطاقة.',
    consequences: (softBlock, ends) =>
      `ما لم يكتمل الدفع قبل ذلك، فستتوقف إضافة التقويمات وأنواع المواعيد والأعضاء في ${softBlock}، وفي ${ends} يعود فريقك إلى حدود الباقة الشخصية المجانية.`,
    kept: 'لن يُحذف أي شيء: تبقى تقويماتك وأنواع المواعيد والأعضاء والحجوزات كما هي.',
    action: 'حدّث بطاقتك ليستمر اشتراكك دون انقطاع.',
    button: 'تحديث البطاقة',
  },
};

/** A renewal charge failed: the amount, the gateway's reason, the next retry (or none), the soft block and the end. */
export function paymentFailedMail(
  to: string,
  locale: Locale,
  name: string,
  f: { total: number; planCode: PlanCode; period: BillingPeriod; reason: string | null; nextRetryAt: Date | null; softBlockAt: Date; endsAt: Date; link: string },
): OutgoingMail {
  const c = paymentFailedCopy[locale];
  const total = formatSar(locale, f.total);
  const paragraphs = [
    c.lead(planWithPeriod(locale, f.planCode, f.period), total),
    ...(f.reason ? [c.reason(f.reason)] : []),
    f.nextRetryAt ? c.retry(formatBillingDate(locale, f.nextRetryAt)) : c.lastRetry,
    c.consequences(formatBillingDate(locale, f.softBlockAt), formatBillingDate(locale, f.endsAt)),
    c.kept,
    c.action,
  ];
  return mail(to, locale, name, c.subject(total), paragraphs, { link: f.link, label: c.button });
}

// ─── Subscription ended ──────────────────────────────────────────────────────────────────────────

const endedCopy: Record<
  Locale,
  { subject: (plan: string) => string; lead: Record<'cancelled' | 'unpaid', (plan: string) => string>; limits: string; kept: string; again: string; button: string }
> = {
  en: {
    subject: (plan) => `Your Waqt ${plan} subscription has ended`,
    lead: {
      cancelled: (plan) => `Your team's ${plan} subscription has ended, as you asked when you cancelled it.`,
      unpaid: (plan) => `Your team's ${plan} subscription has ended because its renewal remained unpaid for ${END_AFTER_DAYS} days.`,
    },
    limits: 'Your team now has the limits of the free Personal plan: calendars beyond the first no longer take new bookings.',
    kept: 'Existing bookings are kept and will be honoured as booked, and nothing was deleted.',
    again: 'Subscribe again at any time to restore everything as it was.',
    button: 'Subscribe again',
  },
  ar: {
    subject: (plan) => `انتهى اشتراكك في باقة ${plan} في وقت`,
    lead: {
      cancelled: (plan) => `انتهى اشتراك فريقك في باقة ${plan}، بناءً على طلبك عند إلغائه.`,
      unpaid: (plan) => `انتهى اشتراك فريقك في باقة ${plan} لعدم سداد قيمة التجديد خلال ${END_AFTER_DAYS} يومًا.`,
    },
    limits: 'أصبح لفريقك الآن حدود الباقة الشخصية المجانية: لن تستقبل التقويمات بعد التقويم الأول حجوزات جديدة.',
    kept: 'الحجوزات القائمة محفوظة وستُنفَّذ كما حُجزت، ولم يُحذف أي شيء.',
    again: 'اشترك من جديد في أي وقت لاستعادة كل شيء كما كان.',
    button: 'الاشتراك من جديد',
  },
};

/** The subscription ended (cancelled, or unpaid after the dunning): the Personal plan's limits now apply. */
export function subscriptionEndedMail(to: string, locale: Locale, name: string, e: { planCode: PlanCode; reason: 'cancelled' | 'unpaid'; link: string }): OutgoingMail {
  const c = endedCopy[locale];
  const plan = PLAN_NAMES[locale][e.planCode];
  return mail(to, locale, name, c.subject(plan), [c.lead[e.reason](plan), c.limits, c.kept, c.again], { link: e.link, label: c.button });
}

// ─── Renewal coming (annual plans) ───────────────────────────────────────────────────────────────

const renewalCopy: Record<
  Locale,
  {
    subject: (plan: string, date: string) => string;
    lead: (plan: string, date: string) => string;
    charge: (total: string, lastFour: string | null) => string;
    change: (date: string) => string;
    button: string;
  }
> = {
  en: {
    subject: (plan, date) => `Your Waqt ${plan} subscription renews on ${date}`,
    lead: (plan, date) => `Your team's ${plan} subscription renews automatically on ${date}.`,
    charge: (total, lastFour) =>
      lastFour
        ? `We will charge ${total} (VAT included) to the card ending in ${lastFour}.`
        : `We will charge ${total} (VAT included) on that day; make sure a valid card is saved for it.`,
    change: (date) => `To change your plan or cancel, do so before ${date}. Otherwise there is nothing to do.`,
    button: 'Review billing',
  },
  ar: {
    subject: (plan, date) => `يتجدد اشتراكك في باقة ${plan} في وقت بتاريخ ${date}`,
    lead: (plan, date) => `يتجدد اشتراك فريقك في باقة ${plan} تلقائيًا بتاريخ ${date}.`,
    charge: (total, lastFour) =>
      lastFour
        ? `سنخصم ${total} (شامل ضريبة القيمة المضافة) من البطاقة المنتهية بـ ${lastFour}.`
        : `سنخصم ${total} (شامل ضريبة القيمة المضافة) في ذلك اليوم؛ تأكد من حفظ بطاقة سارية لذلك.`,
    change: (date) => `إن رغبت في تغيير باقتك أو إلغاء الاشتراك، فافعل ذلك قبل ${date}. وإلا فلا يلزمك أي إجراء.`,
    button: 'مراجعة الفوترة',
  },
};

/** Before an annual renewal: the date, the amount and the card it will be charged to. */
export function renewalComingMail(
  to: string,
  locale: Locale,
  name: string,
  r: { planCode: PlanCode; period: BillingPeriod; total: number; at: Date; cardLastFour: string | null; link: string },
): OutgoingMail {
  const c = renewalCopy[locale];
  const plan = planWithPeriod(locale, r.planCode, r.period);
  const date = formatBillingDate(locale, r.at);
  const total = formatSar(locale, r.total);
  // The subject stays short: the Gregorian day and the amount; the body adds the Hijri day in Arabic.
  const subject = `${c.subject(PLAN_NAMES[locale][r.planCode], formatLongDay(r.at, locale, BILLING_TIME_ZONE))} (${total})`;
  return mail(to, locale, name, subject, [c.lead(plan, date), c.charge(total, r.cardLastFour), c.change(date)], { link: r.link, label: c.button });
}

// ─── Card expiring ───────────────────────────────────────────────────────────────────────────────

const cardExpiringCopy: Record<Locale, { subject: string; lead: (brand: string, lastFour: string, expiry: string) => string; action: string; button: string }> = {
  en: {
    subject: 'The card for your Waqt subscription expires soon',
    lead: (brand, lastFour, expiry) => `The ${brand} card ending in ${lastFour}, which pays your team's Waqt subscription, expires at the end of ${expiry}.`,
    action: 'Add a new card so your renewals do not fail.',
    button: 'Add a card',
  },
  ar: {
    subject: 'تقترب صلاحية بطاقة اشتراكك في وقت من الانتهاء',
    lead: (brand, lastFour, expiry) => `بطاقة ${brand} المنتهية بـ ${lastFour}، التي يُسدَّد بها اشتراك فريقك في وقت، تنتهي صلاحيتها بنهاية ${expiry}.`,
    action: 'أضف بطاقة جديدة حتى لا يتعذّر تجديد اشتراكك.',
    button: 'إضافة بطاقة',
  },
};

/** The card paying the subscription expires soon ("03/2027", as printed on the card, in both languages). */
export function cardExpiringMail(
  to: string,
  locale: Locale,
  name: string,
  c: { brand: CardBrand; lastFour: string; expMonth: number; expYear: number; link: string },
): OutgoingMail {
  const m = cardExpiringCopy[locale];
  const expiry = `${String(c.expMonth).padStart(2, '0')}/${c.expYear}`;
  return mail(to, locale, name, m.subject, [m.lead(BRANDS[locale][c.brand], c.lastFour, expiry), m.action], { link: c.link, label: m.button });
}

// ─── Credit note ─────────────────────────────────────────────────────────────────────────────────

const creditNoteCopy: Record<Locale, { subject: (n: string, total: string) => string; lead: (n: string, total: string, invoice: string) => string; refund: string; keep: string; button: string }> = {
  en: {
    subject: (n, total) => `Your Waqt credit note ${n} (${total})`,
    lead: (n, total, invoice) => `We issued credit note ${n} for ${total} (VAT included) against invoice ${invoice}.`,
    refund: 'The amount is refunded to the card that paid the invoice; depending on your bank, it may take a few days to appear on your statement.',
    keep: 'The credit note carries its ZATCA QR code; keep it with the invoice for your records.',
    button: 'View and print the credit note',
  },
  ar: {
    subject: (n, total) => `إشعار دائن من وقت ${n} (${total})`,
    lead: (n, total, invoice) => `أصدرنا الإشعار الدائن ${n} بمبلغ ${total} (شامل ضريبة القيمة المضافة) على الفاتورة ${invoice}.`,
    refund: 'يُعاد المبلغ إلى البطاقة التي سُددت بها الفاتورة، وقد يستغرق ظهوره في كشف حسابك بضعة أيام بحسب البنك.',
    keep: 'يحمل الإشعار الدائن رمز الاستجابة السريعة الخاص بهيئة الزكاة والضريبة والجمارك؛ احتفظ به مع الفاتورة في سجلاتك.',
    button: 'عرض الإشعار الدائن وطباعته',
  },
};

/** A credit note (a refund to the card) issued against an invoice, linking to the printable note. */
export function creditNoteMail(to: string, locale: Locale, name: string, n: { number: string; invoiceNumber: string; total: number; link: string }): OutgoingMail {
  const c = creditNoteCopy[locale];
  const total = formatSar(locale, n.total);
  return mail(to, locale, name, c.subject(n.number, total), [c.lead(n.number, total, n.invoiceNumber), c.refund, c.keep], { link: n.link, label: c.button }, 2);
}
