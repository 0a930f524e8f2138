import { LOCALE_TAGS, type Locale } from '@waqt/contracts';

/** A count in the locale's digits and grouping: "1,234" in both languages (Arabic uses Latin digits). */
export function formatNumber(n: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(n);
}

/** A share (0.12) as the locale writes a percentage, whole points: "12%" / "12٪" (Latin digits in both). */
export function formatPercent(share: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/**
 * Names as the locale lists them — "Dr Sara, X-ray room and Dr Omar" / "د. سارة وغرفة الأشعة" — each
 * isolated (FSI…PDI), so a Latin name in an Arabic list, or the reverse, keeps its own direction.
 */
export function formatList(names: string[], locale: Locale): string {
  return new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(names.map((n) => `\u2068${n}\u2069`));
}

/** "in 5 hours" / "in 6 days" / "خلال 5 ساعات": the time left, in the largest unit that reads well. */
export function formatTimeLeft(ms: number, locale: Locale): string {
  const rtf = new Intl.RelativeTimeFormat(LOCALE_TAGS[locale], { numeric: 'auto' });
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return rtf.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return hours < 48 ? rtf.format(hours, 'hour') : rtf.format(Math.round(hours / 24), 'day');
}

/** How many pages a list of `total` rows fills, for "page 1 of N" (at least one, so an empty list is page 1 of 1). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
