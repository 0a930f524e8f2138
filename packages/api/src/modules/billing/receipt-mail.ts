import { formatMoney, type BillingPeriod, type Locale, type PlanCode } from '@waqt/contracts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { buttonHtml, escape } from '../../mail/templates.ts';

const PLAN_NAMES: Record<Locale, Record<PlanCode, string>> = {
  en: { personal: 'Personal', team: 'Team', business: 'Business' },
  ar: { personal: 'شخصي', team: 'الفريق', business: 'الأعمال' },
};

const copy: Record<Locale, { subject: (n: string) => string; greeting: (name: string) => string; lead: (plan: string, total: string) => string; period: Record<BillingPeriod, string>; button: string; keep: string }> = {
  en: {
    subject: (n) => `Your Waqt receipt ${n}`,
    greeting: (name) => `Hello ${name},`,
    lead: (plan, total) => `Thank you: your team's ${plan} subscription is active. We charged ${total} (VAT included) to the card on file.`,
    period: { monthly: 'monthly', annual: 'annual' },
    button: 'View and print the invoice',
    keep: 'The invoice is a simplified tax invoice with its ZATCA QR code; keep it for your records.',
  },
  ar: {
    subject: (n) => `إيصال الدفع من وقت ${n}`,
    greeting: (name) => `مرحبًا ${name}،`,
    lead: (plan, total) => `شكرًا لك: اشتراك فريقك في باقة ${plan} نشط الآن. خصمنا ${total} (شامل ضريبة القيمة المضافة) من البطاقة المحفوظة.`,
    period: { monthly: 'شهري', annual: 'سنوي' },
    button: 'عرض الفاتورة وطباعتها',
    keep: 'الفاتورة فاتورة ضريبية مبسطة تحمل رمز الاستجابة السريعة الخاص بهيئة الزكاة والضريبة والجمارك؛ احتفظ بها في سجلاتك.',
  },
};

/** Halalas as the mail's language writes an amount in SAR ("SAR 113.85", "‏113.85 ر.س."): as the billing pages do (contracts' formatMoney). */
export const formatSar = (locale: Locale, halalas: number): string => formatMoney(halalas, locale);

/** The receipt for a paid subscription, in the owner's language, linking to the printable invoice. */
export function receiptMail(to: string, locale: Locale, name: string, r: { number: string; total: number; planCode: PlanCode; period: BillingPeriod; link: string }): OutgoingMail {
  const c = copy[locale];
  const plan = `${PLAN_NAMES[locale][r.planCode]} (${c.period[r.period]})`;
  const lead = c.lead(plan, formatSar(locale, r.total));
  const text = [c.greeting(name), lead, '', `${r.number}: ${r.link}`, '', c.keep].join('\n');
  const html = `<p>${escape(c.greeting(name))}</p><p>${escape(lead)}</p><p><strong>${escape(r.number)}</strong></p>${buttonHtml(r.link, c.button)}<p style="color:#555">${escape(c.keep)}</p>`;
  return { to, subject: c.subject(r.number), text, html, locale };
}
