import { LOCALE_TAGS, type Locale } from '@waqt/contracts';
import { formatMoney } from '../../i18n/format.ts';

/** The public address of an event type: `/{calendarSlug}/{eventTypeSlug}`. */
export const deepLinkPath = (calendarSlug: string, eventTypeSlug: string) => `/${calendarSlug}/${eventTypeSlug}`;

/** "30 minutes" / "٣٠ دقيقة", by Intl's unit formatting. */
export function formatDuration(minutes: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}

/** A price in integer halalas, shown in SAR. */
export const formatPrice = (halalas: number, locale: Locale) => formatMoney(halalas, locale);

/** SAR typed in a field (a decimal, possibly with float noise) → integer halalas. */
export const halalasFromSar = (sar: number) => Math.round(sar * 100);
