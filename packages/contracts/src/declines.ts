/**
 * Why a card payment failed, in words a payer can act on. The gateway (Moyasar) says why in
 * `source.message` ("INSUFFICIENT FUNDS", "DECLINED: EXPIRED CARD", a 3-D Secure sentence…) and, in some
 * answers, an ISO 8583 `source.response_code` ("51"); PAYMENTS.md §1.4 and §1.10. The pay page shows the
 * reason translated (`payments.pay.declined.<reason>`), so the gateway's English never reaches an Arabic
 * page — except for a message no rule knows (`other`), which is shown as it came.
 *
 * A lost or stolen card reads as a plain bank decline: saying "reported stolen" would help only whoever
 * is holding it.
 */
export const DECLINE_REASONS = [
  'insufficient_funds',
  'expired_card',
  'limit_exceeded',
  'invalid_card',
  'declined',
  'threeds_failed',
  'bank_unavailable',
  'unspecified',
  'other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** ISO 8583 response codes the card networks and Moyasar's test cards use. */
const BY_RESPONSE_CODE: Readonly<Record<string, DeclineReason>> = {
  '51': 'insufficient_funds',
  '54': 'expired_card',
  '33': 'expired_card',
  '61': 'limit_exceeded',
  '65': 'limit_exceeded',
  '14': 'invalid_card',
  '82': 'invalid_card',
  N7: 'invalid_card',
  '05': 'declined',
  '04': 'declined',
  '41': 'declined',
  '43': 'declined',
  '57': 'declined',
  '62': 'declined',
  '91': 'bank_unavailable',
  '96': 'bank_unavailable',
  '99': 'unspecified',
};

/** The gateway's words, most specific first (a message may say both "DECLINED" and why). */
const BY_MESSAGE: readonly [RegExp, DeclineReason][] = [
  [/insufficient/i, 'insufficient_funds'],
  [/expired/i, 'expired_card'],
  [/limit/i, 'limit_exceeded'],
  [/\b3-?D-?S\b|3-D Secure|authentication|enrolled/i, 'threeds_failed'],
  [/invalid card|card number|\bcvv\b|\bcvc\b|security code/i, 'invalid_card'],
  [/issuer (is )?(unavailable|inoperative)|system malfunction|timeout|timed out/i, 'bank_unavailable'],
  [/lost|stolen|declined|do not honou?r|not permitted|restricted/i, 'declined'],
  [/unspecified failure/i, 'unspecified'],
];

/** The reason of a failed payment from the gateway's `source.message` and `source.response_code`. */
export function declineReasonOf(message: string | null | undefined, responseCode?: string | null): DeclineReason {
  const code = responseCode?.trim().toUpperCase();
  if (code && Object.hasOwn(BY_RESPONSE_CODE, code)) return BY_RESPONSE_CODE[code]!;
  const text = message?.trim();
  if (!text) return 'unspecified';
  return BY_MESSAGE.find(([re]) => re.test(text))?.[1] ?? 'other';
}
