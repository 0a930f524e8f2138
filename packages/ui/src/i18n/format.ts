import { CURRENCY, LOCALE_TAGS, VAT_BASIS_POINTS, type Locale, type Money } from '@waqt/contracts';

/** Money is integer halalas; shown through Intl in the locale (ar-SA uses Arabic digits). */
export function formatMoney(amount: Money | number, locale: Locale, currency: string = CURRENCY): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency }).format(amount / 100);
}

export function formatNumber(n: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(n);
}

/** A UTC instant shown in an IANA time zone. */
export function formatDateTime(
  instant: Date | string,
  locale: Locale,
  timeZone: string,
  opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...opts, timeZone }).format(new Date(instant));
}

export function formatVatRate(locale: Locale, basisPoints: number = VAT_BASIS_POINTS): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
