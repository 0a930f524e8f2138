// Small formatting helpers of the pay page, shared with the dashboard's payment screens (never the
// other way round: the pay page is public and imports nothing from the dashboard).
import { LOCALE_TAGS, type Locale } from '@waqt/contracts';

/** An IBAN in groups of four, as banks print it: "SA03 8000 0000 6080 1016 7519". */
export function groupIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The reference a booker writes on a bank transfer and the team looks for: the booking id's first
 * eight characters, upper case (short enough for any bank's description field).
 */
export function bookingReference(bookingId: string): string {
  return bookingId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** The VAT rate as the locale writes a percentage: "15%" / "١٥٪". */
export { formatVatRate } from '../../i18n/format.ts';

/** A countdown, "14:05" or "1:02:09" past an hour, in the locale's digits. */
export function formatCountdown(ms: number, locale: Locale): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(LOCALE_TAGS[locale], { useGrouping: false });
  return h > 0 ? `${one.format(h)}:${two.format(m)}:${two.format(s)}` : `${two.format(m)}:${two.format(s)}`;
}
