import type { CardCompany, CardOutcome } from './cards.ts';

/** Moyasar's payment statuses (PAYMENTS.md §1.5). */
export type PaymentStatus = 'initiated' | 'paid' | 'failed' | 'authorized' | 'captured' | 'refunded' | 'voided' | 'verified';

/** The payment object exactly as the API answers it (PAYMENTS.md §1.4). */
export interface Payment {
  id: string;
  status: PaymentStatus;
  amount: number;
  fee: number;
  currency: string;
  refunded: number;
  refunded_at: string | null;
  captured: number;
  captured_at: string | null;
  voided_at: string | null;
  description: string | null;
  amount_format: string;
  fee_format: string;
  refunded_format: string;
  captured_format: string;
  invoice_id: string | null;
  ip: string | null;
  callback_url: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
  source: PaymentSource;
}

export interface PaymentSource {
  type: 'creditcard' | 'token';
  company: CardCompany | null;
  name: string;
  number: string;
  gateway_id: string;
  reference_number: string | null;
  token: string | null;
  message: string | null;
  /** ISO 8583 code of the outcome ("00" approved, "51" insufficient funds…); null while initiated and for 3-D Secure failures. */
  response_code: string | null;
  transaction_url: string | null;
}

/** What the sandbox keeps beside the object: never a card number or CVC, only what a card will do. */
export interface PaymentPrivate {
  /** Where the 3-D Secure page's "Authenticate" leads. */
  onAuthenticated: { status: 'paid' | 'authorized' | 'failed'; message: string; responseCode?: string | null };
  manual: boolean;
}

export type TokenStatus = 'initiated' | 'active' | 'inactive' | 'expired';

/** The token object of PAYMENTS.md §1.7. */
export interface Token {
  id: string;
  status: TokenStatus;
  brand: CardCompany | null;
  funding: 'credit' | 'debit';
  country: string;
  month: string;
  year: string;
  name: string;
  last_four: string;
  metadata: Record<string, string> | null;
  message: string | null;
  verification_url: string | null;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

/** A token remembers the card's outcome (never its number), so a later token payment behaves like the card. */
export interface TokenPrivate {
  outcome: CardOutcome;
  callbackUrl: string | null;
  /** The 1 SAR verification payment (tokens without `save_only`), authorized and voided once the payer passes the page. */
  verificationPaymentId?: string | null;
}

export interface Account {
  id: string;
  name: string;
  publishable_key: string;
  secret_key: string;
}

export const WEBHOOK_EVENTS = [
  'payment_paid',
  'payment_failed',
  'payment_refunded',
  'payment_voided',
  'payment_authorized',
  'payment_captured',
  'payment_verified',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface Webhook {
  id: string;
  account_id: string;
  url: string;
  shared_secret: string;
  events: WebhookEvent[];
  created_at: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface Delivery {
  id: string;
  event_id: string;
  webhook_id: string;
  payment_id: string;
  type: WebhookEvent;
  url: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  /** The body as sent (with the webhook's secret_token). */
  payload: Record<string, unknown>;
}
