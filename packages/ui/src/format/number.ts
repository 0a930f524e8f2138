import { LOCALE_TAGS, type Locale } from '@waqt/contracts';

/** A count in the locale's digits and grouping: "1,234" in both languages (Arabic uses Latin digits). */
export function formatNumber(n: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(n);
}

/** How many pages a list of `total` rows fills, for "page 1 of N" (at least one, so an empty list is page 1 of 1). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
