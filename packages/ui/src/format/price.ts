import type { TFunction } from 'i18next';
import { priceDisplayOf, type Locale } from '@waqt/contracts';
import { formatMoney } from './money.ts';

/**
 * An event type's price as every list, card and page shows it (issue 23): "Free" only when nothing is
 * paid, else the VAT-inclusive amount with "incl. VAT", and "pay on arrival" when it is paid there.
 * Takes the fields any view carries (`paymentEnabled` is optional: public views send a price of 0 when
 * payments are off).
 */
export function formatEventPrice(v: { paymentEnabled?: boolean | undefined; paymentRequired: boolean; priceHalalas: number }, locale: Locale, t: TFunction): string {
  const shown = priceDisplayOf(v);
  if (shown.kind === 'free') return t('eventTypes.shownPrice.free');
  return t(`eventTypes.shownPrice.${shown.kind}`, { amount: formatMoney(shown.amountHalalas, locale) });
}
