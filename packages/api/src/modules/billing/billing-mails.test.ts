import { describe, expect, it } from 'vitest';
import type { Locale } from '@waqt/contracts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { cardExpiringMail, creditNoteMail, formatBillingDate, paymentFailedMail, renewalComingMail, subscriptionEndedMail } from './billing-mails.ts';
import { formatSar } from './receipt-mail.ts';

const link = 'https://waqt.test/teams/t1/billing?tab=card&x=1';
const name = '<b>Sara</b>';
// 21:30 UTC on 15 March is 00:30 on 16 March in Riyadh (UTC+3).
const lateEvening = new Date('2026-03-15T21:30:00Z');
const retryAt = new Date('2026-03-17T06:00:00Z');
const softBlockAt = new Date('2026-03-21T06:00:00Z');
const endsAt = new Date('2026-03-28T06:00:00Z');

/** The date as the mail writes it, spelled out here so a wrong zone or calendar fails. */
const dates = {
  en: { lateEvening: 'March 16, 2026', retry: 'March 17, 2026', softBlock: 'March 21, 2026', ends: 'March 28, 2026' },
  ar: {
    lateEvening: '16 مارس 2026 (27 رمضان 1447 هـ)',
    retry: '17 مارس 2026 (28 رمضان 1447 هـ)',
    softBlock: '21 مارس 2026 (2 شوال 1447 هـ)',
    ends: '28 مارس 2026 (9 شوال 1447 هـ)',
  },
} satisfies Record<Locale, Record<string, string>>;

const locales: Locale[] = ['en', 'ar'];

/** What every billing mail shares: the link in both bodies, the name escaped, Arabic words in Arabic. */
function expectCommon(m: OutgoingMail, locale: Locale, arabicWord: string) {
  expect(m.locale).toBe(locale);
  expect(m.to).toBe('owner@example.com');
  expect(m.text).toContain(link);
  expect(m.html).toContain('href="https://waqt.test/teams/t1/billing?tab=card&amp;x=1"');
  expect(m.text).toContain(name);
  expect(m.html).toContain('&lt;b&gt;Sara&lt;/b&gt;');
  expect(m.html).not.toContain('<b>');
  if (locale === 'ar') {
    expect(m.text).toContain(arabicWord);
    expect(m.html).toContain(arabicWord);
    expect(m.subject).toMatch(/[\u0600-\u06FF]/);
  } else {
    expect(m.text).not.toMatch(/[\u0600-\u06FF]/);
  }
}

describe('billing dates', () => {
  it('are the day in Riyadh, with the Umm al-Qura day beside it in Arabic (Latin digits, as on the pages)', () => {
    expect(formatBillingDate('en', lateEvening)).toBe('March 16, 2026');
    expect(formatBillingDate('ar', lateEvening)).toBe('16 مارس 2026 (27 رمضان 1447 هـ)');
  });
  it('amounts are as formatSar writes them', () => {
    // Intl puts a no-break space between the currency and the amount (and RLMs around it in Arabic).
    expect(formatSar('en', 6307)).toBe('SAR\u00a063.07');
    expect(formatSar('ar', 6307)).toBe('\u200f63.07\u00a0ر.س.\u200f');
  });
});

describe('paymentFailedMail', () => {
  const base = { total: 6307, planCode: 'team' as const, period: 'monthly' as const, reason: 'Insufficient <funds>', nextRetryAt: retryAt, softBlockAt, endsAt, link };

  it.each(locales)('tells the amount, the reason, the next retry, the soft block and the end (%s)', (locale) => {
    const m = paymentFailedMail('owner@example.com', locale, name, base);
    expectCommon(m, locale, 'تعذّر');
    const total = formatSar(locale, 6307);
    expect(m.subject).toContain(total);
    expect(m.text).toContain(total);
    expect(m.text).toContain('Insufficient <funds>');
    expect(m.html).toContain('Insufficient &lt;funds&gt;');
    const d = dates[locale];
    for (const date of [d.retry, d.softBlock, d.ends]) {
      expect(m.text).toContain(date);
      expect(m.html).toContain(date);
    }
    if (locale === 'en') {
      expect(m.subject).toBe("We couldn't renew your Waqt subscription (SAR\u00a063.07)");
      expect(m.text).toContain('We will try the card again on March 17, 2026.');
      expect(m.text).toContain('adding calendars, event types and members will pause on March 21, 2026');
      expect(m.text).toContain('on March 28, 2026 your team will fall back to the limits of the free Personal plan');
      expect(m.text).toContain('Nothing is deleted');
      expect(m.html).toContain('>Update your card</a>');
      expect(m.text).toContain('Team (monthly)');
    } else {
      expect(m.text).toContain('سنعيد محاولة الخصم من البطاقة في 17 مارس 2026 (28 رمضان 1447 هـ).');
      expect(m.text).toContain('الباقة الشخصية المجانية');
      expect(m.html).toContain('>تحديث البطاقة</a>');
    }
    expect(m.text).not.toContain(locale === 'en' ? 'last retry' : 'المحاولة الأخيرة');
  });

  it.each(locales)('says the last retry was the last, and leaves out a missing reason (%s)', (locale) => {
    const m = paymentFailedMail('owner@example.com', locale, name, { ...base, reason: null, nextRetryAt: null });
    expectCommon(m, locale, 'المحاولة الأخيرة');
    if (locale === 'en') {
      expect(m.text).toContain('This was the last retry');
      expect(m.text).not.toContain('try the card again on');
      expect(m.text).not.toContain('Reason given');
    } else {
      expect(m.text).toContain('كانت هذه المحاولة الأخيرة');
      expect(m.text).not.toContain('السبب');
    }
    expect(m.text).not.toContain(dates[locale].retry);
    expect(m.text).toContain(dates[locale].softBlock);
  });
});

describe('subscriptionEndedMail', () => {
  it.each(locales)('tells why it ended and that the Personal limits apply with nothing deleted (%s)', (locale) => {
    const cancelled = subscriptionEndedMail('owner@example.com', locale, name, { planCode: 'business', reason: 'cancelled', link });
    const unpaid = subscriptionEndedMail('owner@example.com', locale, name, { planCode: 'business', reason: 'unpaid', link });
    expectCommon(cancelled, locale, 'انتهى');
    expectCommon(unpaid, locale, 'انتهى');
    expect(cancelled.text).not.toBe(unpaid.text);
    if (locale === 'en') {
      expect(cancelled.subject).toBe('Your Waqt Business subscription has ended');
      expect(cancelled.text).toContain('as you asked when you cancelled it');
      expect(unpaid.text).toContain('unpaid for 14 days');
      expect(unpaid.text).toContain('calendars beyond the first no longer take new bookings');
      expect(unpaid.text).toContain('Existing bookings are kept');
      expect(unpaid.text).toContain('nothing was deleted');
      expect(unpaid.html).toContain('>Subscribe again</a>');
    } else {
      expect(cancelled.subject).toContain('الأعمال');
      expect(cancelled.text).toContain('بناءً على طلبك');
      expect(unpaid.text).toContain('لعدم سداد');
      expect(unpaid.text).toContain('الحجوزات القائمة محفوظة');
      expect(unpaid.html).toContain('>الاشتراك من جديد</a>');
    }
  });
});

describe('renewalComingMail', () => {
  const base = { planCode: 'team' as const, period: 'annual' as const, total: 6307, at: lateEvening, cardLastFour: '4242', link };

  it.each(locales)('tells the date in Riyadh, the amount and the card (%s)', (locale) => {
    const m = renewalComingMail('owner@example.com', locale, name, base);
    expectCommon(m, locale, 'يتجدد');
    const total = formatSar(locale, 6307);
    expect(m.subject).toContain(total);
    expect(m.text).toContain(total);
    expect(m.text).toContain(dates[locale].lateEvening);
    expect(m.text).toContain('4242');
    if (locale === 'en') {
      expect(m.subject).toBe('Your Waqt Team subscription renews on March 16, 2026 (SAR\u00a063.07)');
      expect(m.text).toContain('Team (annual)');
      expect(m.text).toContain('the card ending in 4242');
      expect(m.text).toContain('before March 16, 2026');
      expect(m.html).toContain('>Review billing</a>');
    } else {
      expect(m.subject).toContain('16 مارس 2026');
      expect(m.text).toContain('الفريق (سنوي)');
      expect(m.text).toContain('البطاقة المنتهية بـ 4242');
      expect(m.html).toContain('>مراجعة الفوترة</a>');
    }
  });

  it.each(locales)('without a card, asks for a valid one (%s)', (locale) => {
    const m = renewalComingMail('owner@example.com', locale, name, { ...base, cardLastFour: null });
    expect(m.text).toContain(formatSar(locale, 6307));
    expect(m.text).not.toContain('null');
    expect(m.text).toContain(locale === 'en' ? 'make sure a valid card is saved' : 'تأكد من حفظ بطاقة سارية');
  });
});

describe('cardExpiringMail', () => {
  it.each(locales)('tells which card expires and when (%s)', (locale) => {
    const m = cardExpiringMail('owner@example.com', locale, name, { brand: 'mada', lastFour: '1234', expMonth: 3, expYear: 2027, link });
    expectCommon(m, locale, 'صلاحيتها');
    expect(m.text).toContain('03/2027');
    expect(m.text).toContain('1234');
    if (locale === 'en') {
      expect(m.text).toContain('The mada card ending in 1234');
      expect(m.text).toContain('expires at the end of 03/2027');
      expect(m.html).toContain('>Add a card</a>');
    } else {
      expect(m.text).toContain('بطاقة مدى المنتهية بـ 1234');
      expect(m.text).toContain('بنهاية 03/2027');
      expect(m.html).toContain('>إضافة بطاقة</a>');
    }
    expect(cardExpiringMail('owner@example.com', locale, name, { brand: 'visa', lastFour: '1234', expMonth: 11, expYear: 2026, link }).text).toContain(
      locale === 'en' ? 'Visa card ending in 1234, which pays' : 'بطاقة فيزا',
    );
  });
});

describe('creditNoteMail', () => {
  it.each(locales)('tells the note, the amount and the invoice it credits (%s)', (locale) => {
    const m = creditNoteMail('owner@example.com', locale, name, { number: 'CN-000012', invoiceNumber: 'INV-000345', total: 6307, link });
    expectCommon(m, locale, 'الإشعار الدائن');
    const total = formatSar(locale, 6307);
    expect(m.subject).toContain(total);
    expect(m.subject).toContain('CN-000012');
    expect(m.text).toContain(total);
    expect(m.text).toContain('CN-000012');
    expect(m.text).toContain('INV-000345');
    if (locale === 'en') {
      expect(m.subject).toBe('Your Waqt credit note CN-000012 (SAR\u00a063.07)');
      expect(m.text).toContain('We issued credit note CN-000012 for SAR\u00a063.07 (VAT included) against invoice INV-000345.');
      expect(m.text).toContain('refunded to the card');
      expect(m.html).toContain('>View and print the credit note</a>');
    } else {
      expect(m.text).toContain('على الفاتورة INV-000345');
      expect(m.html).toContain('>عرض الإشعار الدائن وطباعته</a>');
    }
  });
});
