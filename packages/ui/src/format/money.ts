// Money: integer halalas (1 SAR = 100 halalas) shown in the locale, and the VAT rate.
import { CURRENCY, LOCALE_TAGS, VAT_BASIS_POINTS, type Locale } from '@waqt/contracts';

/** Integer halalas as the locale writes the currency (contracts: the mails write amounts with it too). */
export { formatMoney } from '@waqt/contracts';

/**
 * The currency as the locale's amounts write it ("SAR" in English, "ر.س.‏" in Arabic): for a place that
 * shows an amount we do not format ourselves (the card form's Pay button), so one page says one notation.
 */
export function currencySymbol(locale: Locale, currency: string = CURRENCY): string {
  const parts = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/** SAR typed in a field (a decimal, possibly with float noise, 150.1 * 100 = 15009.999…) → integer halalas. */
export const halalasFromSar = (sar: number) => Math.round(sar * 100);

/** The VAT rate (basis points, 1500 = 15%) as the locale writes a percentage: "15%" / "15٪". */
export function formatVatRate(locale: Locale, basisPoints: number = VAT_BASIS_POINTS): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** A currency by its name in the locale: "Saudi riyal" / "ريال سعودي" (the code itself when the runtime has no name). */
export function currencyName(currency: string, locale: Locale): string {
  return new Intl.DisplayNames(LOCALE_TAGS[locale], { type: 'currency' }).of(currency) ?? currency;
}
