/**
 * A card payment gateway as the booking flow needs it. `MoyasarGateway` speaks Moyasar's REST API;
 * the local sandbox speaks the same API, so production and tests run the same code — only the base
 * URL differs.
 */
export type GatewayPaymentStatus = 'initiated' | 'paid' | 'failed' | 'authorized' | 'captured' | 'refunded' | 'voided' | 'verified';

/** The fields of Moyasar's payment object this product reads (PAYMENTS.md §1.4). */
export interface GatewayPayment {
  id: string;
  status: GatewayPaymentStatus;
  /** Minor units (halalas). */
  amount: number;
  refunded: number;
  /** Minor units charged from an authorisation (`captured` status); 0 otherwise. */
  captured?: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string> | null;
  /**
   * `message`: the outcome in the gateway's words ("APPROVED", "INSUFFICIENT FUNDS"); `response_code`:
   * the ISO 8583 code beside it ("51") where the gateway sends one (PAYMENTS.md marks it unverified).
   */
  source: { type: string; company?: string | null; number?: string | null; message?: string | null; response_code?: string | null; transaction_url?: string | null } | null;
  created_at: string;
}

/** Moyasar's token object (PAYMENTS.md §1.7): a card on file. */
export interface GatewayToken {
  id: string;
  /** initiated | active | inactive | expired */
  status: string;
  brand?: string;
  funding?: string;
  last_four?: string;
  /** 'MM' and 'YYYY' as strings. */
  month?: string;
  year?: string;
  name?: string;
  message?: string | null;
  metadata?: Record<string, string> | null;
  verification_url?: string | null;
}

/** A refusal from the gateway: its HTTP status and error `type` (e.g. authentication_error). */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  /** Creates a payment with the secret key (server-side token payments); the browser form creates card payments itself. */
  create(secretKey: string, body: Record<string, unknown>): Promise<GatewayPayment>;
  fetch(secretKey: string, paymentId: string): Promise<GatewayPayment>;
  /** Full refund when `amount` is left out. */
  refund(secretKey: string, paymentId: string, amount?: number): Promise<GatewayPayment>;
  void(secretKey: string, paymentId: string): Promise<GatewayPayment>;
  /** Charges an `authorized` payment: all of it when `amount` is left out, never more. */
  capture(secretKey: string, paymentId: string, amount?: number): Promise<GatewayPayment>;
  /** Lists payments (used to check that a secret key works). */
  list(secretKey: string, query?: Record<string, string>): Promise<GatewayPayment[]>;
  /**
   * Whether the gateway knows a publishable key, without creating anything: a create-payment call with
   * no payment in it is refused for the key (401 → false) before the body is read (400 → true). Other
   * refusals throw their GatewayError.
   */
  checkPublishableKey(publishableKey: string): Promise<boolean>;
  createToken(publishableKey: string, body: Record<string, unknown>): Promise<GatewayToken>;
  fetchToken(secretKey: string, tokenId: string): Promise<GatewayToken>;
  deleteToken(secretKey: string, tokenId: string): Promise<void>;
}
