// The card form's checks, before anything leaves the browser: the network (Visa, Mastercard, mada;
// contracts' cardBrandOf), the Luhn check, an expiry that is not past, the gateway's name and CVC rules.
import { cardBrandOf, luhnValid, type CardBrand } from '@waqt/contracts';

/** What the form's fields hold, as typed. */
export interface CardFields {
  name: string;
  number: string;
  /** MM */
  month: string;
  /** YY (or YYYY) */
  year: string;
  cvc: string;
}
export type CardField = keyof CardFields;

/** The card as the gateway's tokens endpoint takes it. */
export interface CardInput {
  name: string;
  /** Digits only. */
  number: string;
  month: number;
  /** Four digits. */
  year: number;
  cvc: string;
}

/** Why a field is refused: an i18n key under `billing.addCard.` (`required` is `validation.required`). */
export type CardIssue = 'required' | 'nameTwoWords' | 'brandUnsupported' | 'numberInvalid' | 'monthInvalid' | 'yearInvalid' | 'expired' | 'cvcInvalid';
export type CardErrors = Partial<Record<CardField, CardIssue>>;

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** The first six digits name the network: before that, nothing is said about it. */
const BIN_LENGTH = 6;

/**
 * The brand as the number is typed: the network once recognised, `null` when the first digits
 * belong to another one (Amex, UnionPay…), `undefined` while too few digits are known.
 */
export function brandWhileTyping(number: string): CardBrand | null | undefined {
  const digits = digitsOf(number);
  if (!/^\d*$/.test(digits)) return undefined;
  const brand = cardBrandOf(digits);
  if (brand) return brand;
  return digits.length >= BIN_LENGTH ? null : undefined;
}

/** Checks every field; the card as the gateway takes it, or the first issue of each field. */
export function checkCard(fields: CardFields, now: Date): { ok: true; card: CardInput } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {};
  const name = fields.name.trim().replace(/\s+/g, ' ');
  // The gateway wants the name as printed: at least two words (PAYMENTS.md §1.10).
  if (!name) errors.name = 'required';
  else if (name.split(' ').length < 2) errors.name = 'nameTwoWords';

  const number = digitsOf(fields.number);
  if (!number) errors.number = 'required';
  else if (!/^\d+$/.test(number)) errors.number = 'numberInvalid';
  else if (!cardBrandOf(number)) errors.number = 'brandUnsupported';
  else if (number.length < 12 || number.length > 19 || !luhnValid(number)) errors.number = 'numberInvalid';

  const monthText = fields.month.trim();
  const month = Number(monthText);
  if (!monthText) errors.month = 'required';
  else if (!/^\d{1,2}$/.test(monthText) || month < 1 || month > 12) errors.month = 'monthInvalid';

  const yearText = fields.year.trim();
  let year = Number(yearText);
  if (!yearText) errors.year = 'required';
  else if (!/^(\d{2}|\d{4})$/.test(yearText)) errors.year = 'yearInvalid';
  else {
    if (yearText.length === 2) year += 2000;
    // Valid through the last day of its month.
    if (!errors.month && year * 12 + (month - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth()) errors.year = 'expired';
  }

  const cvc = fields.cvc.trim();
  if (!cvc) errors.cvc = 'required';
  else if (!/^\d{3}$/.test(cvc)) errors.cvc = 'cvcInvalid';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { name, number, month, year, cvc } };
}
