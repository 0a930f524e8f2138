import { VAT_BASIS_POINTS } from './constants.ts';

declare const halalasBrand: unique symbol;
/** An amount of money in integer halalas (1 SAR = 100 halalas). Never a float. */
export type Money = number & { readonly [halalasBrand]: 'halalas' };

/** Builds Money from an integer count of halalas; throws on fractions so bugs surface early. */
export function halalas(n: number): Money {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Money must be an integer number of halalas, got ${n}`);
  return n as Money;
}

export function sar(riyals: number): Money {
  return halalas(Math.round(riyals * 100));
}

export function addMoney(...amounts: Money[]): Money {
  return halalas(amounts.reduce((sum, a) => sum + a, 0));
}

/** VAT on a subtotal, rounded half-up to the halala. */
export function vatOf(subtotal: Money, basisPoints: number = VAT_BASIS_POINTS): Money {
  return halalas(Math.round((subtotal * basisPoints) / 10_000));
}

export interface Totals {
  subtotal: Money;
  vat: Money;
  total: Money;
}

export function totalsWithVat(subtotal: Money): Totals {
  const vat = vatOf(subtotal);
  return { subtotal, vat, total: addMoney(subtotal, vat) };
}
