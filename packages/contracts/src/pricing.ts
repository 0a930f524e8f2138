/**
 * The one price choice an event type offers (issue 23). The database and API keep SPEC's three
 * fields (payment enabled, payment required, price); the product shows this choice only:
 * - `free` — no payment (enabled off, required off, price 0); the booking is confirmed at once;
 * - `prepaid` — pay when booking (enabled on, required on, price ≥ 1.00 SAR): the booking is pending
 *   until paid on the pay page, and expires when the team's payment period ends;
 * - `on_arrival` — pay on arrival (enabled on, required off, price ≥ 1.00 SAR): the booking is
 *   confirmed at once and the price is paid at the appointment.
 * Prices are VAT-inclusive (the Saudi display rule; docs/decisions.md "VAT").
 */
export const PRICINGS = ['free', 'prepaid', 'on_arrival'] as const;
export type Pricing = (typeof PRICINGS)[number];

/** The fields behind a choice, as the API stores them. */
export interface PricingFields {
  paymentEnabled: boolean;
  paymentRequired: boolean;
  priceHalalas: number;
}

/**
 * The choice an event type's fields make. `paymentEnabled` may be left out where a view does not
 * carry it (the public views send a price of 0 when payment is off). A price of nothing is free,
 * whatever the switches say: nothing can be paid.
 */
export function pricingOf(v: { paymentEnabled?: boolean | undefined; paymentRequired: boolean; priceHalalas: number }): Pricing {
  if (v.paymentEnabled === false || !(v.priceHalalas > 0)) return 'free';
  return v.paymentRequired ? 'prepaid' : 'on_arrival';
}

/** The fields a choice stores: a free event type has no price; a paid one keeps the price given. */
export function fieldsOfPricing(choice: Pricing, priceHalalas: number): PricingFields {
  switch (choice) {
    case 'free':
      return { paymentEnabled: false, paymentRequired: false, priceHalalas: 0 };
    case 'prepaid':
      return { paymentEnabled: true, paymentRequired: true, priceHalalas };
    case 'on_arrival':
      return { paymentEnabled: true, paymentRequired: false, priceHalalas };
  }
}

/**
 * What every list, card, page and mail shows for a price: "Free", or the VAT-inclusive amount and,
 * for `on_arrival`, that it is paid there. One shape, so the words are chosen in one place per
 * surface (the UI's `formatEventPrice`, the mails' `priceLine`).
 */
export type PriceDisplay = { kind: 'free' } | { kind: 'prepaid' | 'on_arrival'; amountHalalas: number; vatIncluded: true };

export function priceDisplayOf(v: { paymentEnabled?: boolean | undefined; paymentRequired: boolean; priceHalalas: number }): PriceDisplay {
  const pricing = pricingOf(v);
  return pricing === 'free' ? { kind: 'free' } : { kind: pricing, amountHalalas: v.priceHalalas, vatIncluded: true };
}
