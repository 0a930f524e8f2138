import { z } from 'zod';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { BOOKING_STATUSES, VAT_BASIS_POINTS } from './constants.ts';
import { halalas, type Money } from './money.ts';
import { teamIdInput } from './team.ts';
import { inLanguagesOut, textSchema } from './text.ts';
import { DECLINE_REASONS } from './declines.ts';

/**
 * The VAT inside a VAT-inclusive price (Saudi prices are shown with VAT): net = round half-up of
 * price × 100 / (100 + rate), VAT = price − net (PAYMENTS.md §4: 23000 → 20000 + 3000).
 */
export function vatIncluded(price: Money | number, basisPoints: number = VAT_BASIS_POINTS): Money {
  const net = Math.round((price * 10_000) / (10_000 + basisPoints));
  return halalas(price - net);
}

/** How a team takes payment: a card gateway (Moyasar), a bank transfer, or payment on arrival. */
export const PAYMENT_PROVIDER_KINDS = ['card', 'bank_transfer', 'on_arrival'] as const;
const paymentProviderKindSchema = z.enum(PAYMENT_PROVIDER_KINDS);
export type PaymentProviderKind = z.infer<typeof paymentProviderKindSchema>;

export const PAYMENT_ISSUES = {
  publishableKey: 'publishable_key_invalid',
  secretKey: 'secret_key_invalid',
  keysMode: 'keys_mode_mismatch',
  iban: 'iban_invalid',
  /** Moyasar answered 401 to this key: it is not one of its keys (mistyped, cut short, revoked). */
  keyNotRecognised: 'moyasar_key_not_recognised',
  /** This key is live (or test) and the other one is not: Moyasar keys of one account work in one mode. */
  keyIsLive: 'moyasar_key_is_live',
  keyIsTest: 'moyasar_key_is_test',
  /** Moyasar knows the secret key but refused to list payments with it (403, or 405: live mode not activated). */
  secretCannotList: 'moyasar_secret_cannot_list',
} as const;

/** A Moyasar key's mode by its prefix (`pk_test_…` → test); undefined for anything else. */
function keyModeOf(key: string): 'test' | 'live' | undefined {
  const m = /^(?:pk|sk)_(test|live)_/.exec(key.trim());
  return m ? (m[1] as 'test' | 'live') : undefined;
}

/** A Moyasar test key (`pk_test_…`/`sk_test_…`): no real money moves; the dashboard and pay page say so (issue 36). */
export const isTestKey = (key: string | null | undefined): boolean => (key ? keyModeOf(key) === 'test' : false);

/**
 * The two keys are of different modes: the issue for the key named `field` (the one the owner just
 * typed), saying which mode it is. Undefined when the modes agree or one is not a key yet.
 */
export function keysModeIssue(publishableKey: string, secretKey: string, field: 'publishableKey' | 'secretKey'): string | undefined {
  const pk = keyModeOf(publishableKey);
  const sk = keyModeOf(secretKey);
  if (!pk || !sk || pk === sk) return undefined;
  const mode = field === 'publishableKey' ? pk : sk;
  return mode === 'live' ? PAYMENT_ISSUES.keyIsLive : PAYMENT_ISSUES.keyIsTest;
}

export const publishableKeySchema = z
  .string()
  .trim()
  .max(200)
  .refine((k) => /^pk_(test|live)_[A-Za-z0-9]+$/.test(k), { params: { issue: PAYMENT_ISSUES.publishableKey } });
export const secretKeySchema = z
  .string()
  .trim()
  .max(200)
  .refine((k) => /^sk_(test|live)_[A-Za-z0-9]+$/.test(k), { params: { issue: PAYMENT_ISSUES.secretKey } });

/** An IBAN as typed (spaces, lower case) to its electronic form, checked by its mod-97 checksum. */
const ibanSchema = z
  .string()
  .trim()
  .max(64)
  .transform((s) => electronicFormatIBAN(s) ?? '')
  .refine((s) => isValidIBAN(s), { params: { issue: PAYMENT_ISSUES.iban } });

const cardProvider = z.object({
  kind: z.literal('card'),
  publishableKey: publishableKeySchema,
  /** Required when adding; when editing, leave out to keep the saved one (it is never sent back). */
  secretKey: secretKeySchema.optional(),
});
const bankTransferProvider = z.object({
  kind: z.literal('bank_transfer'),
  bankName: textSchema({ min: 1, max: 120 }),
  iban: ibanSchema,
  accountHolder: textSchema({ min: 1, max: 120 }),
});
const onArrivalProvider = z.object({ kind: z.literal('on_arrival') });

export const paymentProviderFieldsSchema = z.discriminatedUnion('kind', [cardProvider, bankTransferProvider, onArrivalProvider]);
export type PaymentProviderFields = z.input<typeof paymentProviderFieldsSchema>;

export const savePaymentProviderInput = teamIdInput.extend({
  /** Edits this provider; adds one when left out. */
  providerId: z.uuid().optional(),
  provider: paymentProviderFieldsSchema,
  isDefault: z.boolean().default(false),
});
export const paymentProviderIdInput = teamIdInput.extend({ providerId: z.uuid() });

/** A provider as its team's owners see it: the secret key never leaves the server. */
export const paymentProviderSchema = z.object({
  id: z.uuid(),
  kind: paymentProviderKindSchema,
  isDefault: z.boolean(),
  publishableKey: z.string().nullable(),
  /** Whether a secret key is saved (its value is never returned). */
  hasSecretKey: z.boolean(),
  /** Card providers: the secret the gateway's webhook must carry (set it in the gateway's dashboard). */
  webhookSecret: z.string().nullable(),
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
  accountHolder: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PaymentProviderView = z.infer<typeof paymentProviderSchema>;

// ——— The pay page ———

const PAYMENT_STATUSES = ['initiated', 'paid', 'failed', 'refunded', 'partially_refunded', 'voided', 'on_arrival', 'transfer_pending'] as const;
const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * A booking's manage token (HMAC of its id and sequence, docs/decisions.md): defined here, beside the pay
 * calls that need it, because booking.ts imports this file.
 */
export const manageTokenSchema = z.string().min(20).max(200);

/** The pay page needs the booking's manage token (the booking id alone shows no bank details and changes nothing). */
export const publicPaymentInput = z.object({ bookingId: z.uuid(), token: manageTokenSchema });

/** What the pay page shows and needs. Card: Moyasar's form posts the card to `baseUrl` with the publishable key. */
export const publicPaymentSchema = z.object({
  bookingId: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  title: z.string(),
  ...inLanguagesOut('title'),
  organizer: z.string(),
  ...inLanguagesOut('organizer'),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  timezone: z.string(),
  /** VAT-inclusive. */
  amountHalalas: z.number().int(),
  vatHalalas: z.number().int(),
  currency: z.string(),
  expiresAt: z.iso.datetime().nullable(),
  methods: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('card'), publishableKey: z.string(), baseUrl: z.string() }),
      z.object({ kind: z.literal('bank_transfer'), bankName: z.string(), iban: z.string(), accountHolder: z.string() }),
      z.object({ kind: z.literal('on_arrival') }),
    ]),
  ),
});
export type PublicPayment = z.infer<typeof publicPaymentSchema>;

/** The form created a payment (its `on_completed`): recorded so it can be reconciled even if the browser goes away. */
export const attachPaymentInput = z.object({ bookingId: z.uuid(), token: manageTokenSchema, paymentId: z.string().min(1).max(100) });
/**
 * The redirect back from the gateway (`?id&status&message` — forgeable): the server re-fetches and decides.
 * No token: the callback URL the gateway keeps carries none, and the answer is only what the gateway says.
 */
export const verifyPaymentInput = z.object({ bookingId: z.uuid(), paymentId: z.string().min(1).max(100) });
export const verifyPaymentOutput = z.object({
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: paymentStatusSchema,
  /**
   * The card was declined: why, from the gateway's answer (declines.ts), and — only when no rule knows
   * its words (`other`) — those words, to show as they came.
   */
  decline: z.object({ reason: z.enum(DECLINE_REASONS), message: z.string().max(300).optional() }).optional(),
});
export type VerifyPaymentOutput = z.infer<typeof verifyPaymentOutput>;
/** The visitor chooses to pay on arrival (when the team offers it). @alias of publicPaymentInput. */
export const payOnArrivalInput = publicPaymentInput;

// ——— The dashboard ———

export const paymentRecordSchema = z.object({
  id: z.uuid(),
  kind: paymentProviderKindSchema,
  status: paymentStatusSchema,
  amountHalalas: z.number().int(),
  refundedHalalas: z.number().int(),
  currency: z.string(),
  gatewayId: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const refundBookingInput = teamIdInput.extend({
  bookingId: z.uuid(),
  /** Halalas; the whole remaining amount when left out (which also cancels the booking). */
  amountHalalas: z.number().int().min(1).optional(),
});
export const markTransferReceivedInput = teamIdInput.extend({ bookingId: z.uuid() });
