/**
 * Moyasar's test cards (PAYMENTS.md §1.10) and card-network detection (§3). The card number alone
 * decides the outcome; nothing here keeps a full card number beyond the call.
 */

import { MADA_BINS, luhnValid } from '@waqt/contracts';

export { luhnValid };

export type CardCompany = 'visa' | 'master' | 'mada' | 'amex' | 'unionPay';

/** What a card does when charged. `challenge`: the 3-D Secure page decides; `frictionless`: paid without a page. */
export type CardOutcome =
  | { kind: 'approve' }
  | { kind: 'frictionless' }
  | { kind: 'decline'; message: string; code: string }
  | { kind: 'threeds_failure'; message: string };

const declines: { message: string; code: string; cards: string[] }[] = [
  { message: 'UNSPECIFIED FAILURE', code: '99', cards: ['4201320000013020', '4123120000000000', '5105105105105100', '371111111111114'] },
  { message: 'INSUFFICIENT FUNDS', code: '51', cards: ['4201320000311101', '4123120001090000', '5457210001000092', '340033000000000'] },
  { message: 'DECLINED: LOST CARD', code: '41', cards: ['4201320131000508', '4123450131000508', '5204010101000000', '340012340501000'] },
  { message: 'DECLINED', code: '05', cards: ['4201321234411220', '4123120001090109', '5204730000002514', '340033000000133'] },
  { message: 'DECLINED: EXPIRED CARD', code: '54', cards: ['4201322267774310', '4123128518640738', '5105107550274126', '340000018441278'] },
  { message: 'EXCEEDS WITHDRAWAL LIMIT', code: '61', cards: ['4201326324640570', '4123123033308648', '5105106475101067', '340000753060788'] },
  { message: 'DECLINED: STOLEN CARD', code: '43', cards: ['4201321144311528', '4123125276780003', '5105107304607225', '340000418501838'] },
];

/** The card that pays (APPROVED, 00) on each network; each goes through the 3-D Secure page. */
export const APPROVED_CARDS = { mada: '4201320111111010', visa: '4111111111111111', master: '5421080101000000', amex: '340000000900000' } as const;

/** Visa cards whose 3-D Secure step is the story. */
export const THREEDS_CARDS = {
  frictionless: '4111114005765430',
  attemptedNotAvailable: '4111118250252531',
  serviceError: '4111113343111067',
  serviceError2: '4111112205628150',
  notEnrolled: '4111116611600661',
  rejected: '4111115784228433',
  unavailable: '4111115620358287',
} as const;

const THREEDS_MESSAGES = {
  attemptedNotAvailable: '3DS: attempted but not available, please ensure that you have enabled Online Purchase from your bank portal.',
  serviceError: '3DS service error occurred.',
  notEnrolled: 'The card is not enrolled in 3DS service.',
  rejected: 'The authentication attempt was rejected by the issuer bank.',
  unavailable: 'The authentication is unavailable, please try again later or contact issuer bank if problem persisted.',
} as const;

/** Message of an unlisted card: current docs say any other card fails (the older docs said it pays). */
const UNSPECIFIED_FAILURE = 'UNSPECIFIED FAILURE';

const outcomes = new Map<string, CardOutcome>();
for (const d of declines) for (const n of d.cards) outcomes.set(n, { kind: 'decline', message: d.message, code: d.code });
for (const n of Object.values(APPROVED_CARDS)) outcomes.set(n, { kind: 'approve' });
outcomes.set(THREEDS_CARDS.frictionless, { kind: 'frictionless' });
outcomes.set(THREEDS_CARDS.attemptedNotAvailable, { kind: 'threeds_failure', message: THREEDS_MESSAGES.attemptedNotAvailable });
outcomes.set(THREEDS_CARDS.serviceError, { kind: 'threeds_failure', message: THREEDS_MESSAGES.serviceError });
outcomes.set(THREEDS_CARDS.serviceError2, { kind: 'threeds_failure', message: THREEDS_MESSAGES.serviceError });
outcomes.set(THREEDS_CARDS.notEnrolled, { kind: 'threeds_failure', message: THREEDS_MESSAGES.notEnrolled });
outcomes.set(THREEDS_CARDS.rejected, { kind: 'threeds_failure', message: THREEDS_MESSAGES.rejected });
outcomes.set(THREEDS_CARDS.unavailable, { kind: 'threeds_failure', message: THREEDS_MESSAGES.unavailable });

/** The outcome of a (Luhn-valid) card; an unlisted card fails, or pays when `unknownCards` is 'approve'. */
export function cardOutcome(number: string, unknownCards: 'fail' | 'approve' = 'fail'): CardOutcome {
  return outcomes.get(number) ?? (unknownCards === 'approve' ? { kind: 'approve' } : { kind: 'decline', message: UNSPECIFIED_FAILURE, code: '99' });
}

/**
 * The network, in the form's order where the last match wins: Visa, Mastercard, Amex, UnionPay, then
 * mada (co-badged mada cards start with 4 or 5, so mada must win). `null`: no network we know.
 */
export function cardCompany(number: string): CardCompany | null {
  let company: CardCompany | null = null;
  if (/^4/.test(number)) company = 'visa';
  if (/^(5[1-5]\d\d|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(number)) company = 'master';
  if (/^3[47]/.test(number)) company = 'amex';
  if (/^(62|60|81)\d{14,17}$/.test(number)) company = 'unionPay';
  if (MADA_BINS.some((bin) => number.startsWith(bin))) company = 'mada';
  return company;
}

/** `XXXX-XXXX-XXXX-1111` as Moyasar shows it: only the last four digits are kept (the same form for 15-digit Amex). */
export function maskCardNumber(number: string): string {
  return `XXXX-XXXX-XXXX-${number.slice(-4)}`;
}
