import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { cardOutcome, maskCardNumber, type CardOutcome } from './cards.ts';
import { ErrorBag, invalidRequest, notFound, validationFailed } from './errors.ts';
import { randomBase62, touch } from './format.ts';
import type { PaymentFilters, SandboxStore } from './store.ts';
import { buildToken, currentTokenStatus } from './tokens.ts';
import type { Account, Payment, PaymentPrivate, PaymentSource, PaymentStatus, WebhookEvent } from './types.ts';
import { readInt, readMetadata, type CreatePaymentInput } from './validation.ts';
import { eventForStatus, type WebhookDispatcher } from './webhooks.ts';

export const APPROVED = 'APPROVED';
/** The response code beside APPROVED (PAYMENTS.md §1.10: "paid · APPROVED · 00"). */
export const APPROVED_CODE = '00';
/** What "Fail authentication" on the 3-D Secure page leaves in `source.message`. */
export const AUTH_REJECTED = 'The authentication attempt was rejected by the issuer bank.';

export interface PaymentRules {
  /**
   * When a declined test card (INSUFFICIENT FUNDS…) with 3-D Secure fails: `create` (default) answers
   * `failed` at once; `after3ds` sends the payer through the 3-D Secure page first and fails after
   * "Authenticate", as a real authorization would.
   */
  declineAt: 'create' | 'after3ds';
  /** Cards not in the test tables: `fail` (current docs: UNSPECIFIED FAILURE) or `approve` (older docs). */
  unknownCards: 'fail' | 'approve';
  /** Payments per page of `GET /v1/payments` unless the request says `per` (1–100). */
  pageSize: number;
}

export interface ServiceDeps {
  store: SandboxStore;
  now: () => Date;
  webhooks: WebhookDispatcher;
  rules: PaymentRules;
}

/** Where the request came from: the sandbox's own base URL (for transaction_url) and the payer's IP. */
export interface RequestContext {
  baseUrl: string;
  ip: string | null;
}

export type Emit = (account: Account, payment: Payment, type: WebhookEvent) => Promise<void>;

/** What a payment's source says about its card: the rest (gateway_id, message, transaction_url) comes with the payment. */
export type PaymentSourceBase = Pick<PaymentSource, 'type' | 'company' | 'name' | 'number' | 'token'>;

/** A new payment object in Moyasar's shape and key order (PAYMENTS.md §1.4): nothing refunded, captured or voided yet. */
export function newPayment(
  f: {
    id: string;
    status: PaymentStatus;
    amount: number;
    currency: string;
    description: string | null;
    invoiceId: string | null;
    ip: string | null;
    callbackUrl: string | null;
    metadata: Record<string, string> | null;
    source: PaymentSourceBase;
    message: string | null;
    /** The outcome's response code (`source.response_code`); null while initiated. */
    responseCode?: string | null;
    transactionUrl: string | null;
  },
  now: Date,
): Payment {
  const at = now.toISOString();
  return touch(
    {
      id: f.id,
      status: f.status,
      amount: f.amount,
      fee: 0,
      currency: f.currency,
      refunded: 0,
      refunded_at: null,
      captured: 0,
      captured_at: null,
      voided_at: null,
      description: f.description,
      amount_format: '',
      fee_format: '',
      refunded_format: '',
      captured_format: '',
      invoice_id: f.invoiceId,
      ip: f.ip,
      callback_url: f.callbackUrl,
      created_at: at,
      updated_at: at,
      metadata: f.metadata,
      source: {
        type: f.source.type,
        company: f.source.company,
        name: f.source.name,
        number: f.source.number,
        gateway_id: `moyasar_cc_${randomBase62(24)}`,
        reference_number: null,
        token: f.source.token,
        message: f.message,
        response_code: f.responseCode ?? null,
        transaction_url: f.transactionUrl,
      },
    },
    now,
  );
}

/** The payment rules of PAYMENTS.md §1.3–1.7, over the store; every change that has an event queues its webhooks. */
export class PaymentService {
  private readonly d: ServiceDeps;
  constructor(d: ServiceDeps) {
    this.d = d;
  }

  /** A transaction whose status changes queue webhook deliveries, sent once it commits. */
  async commit<T>(fn: (c: pg.PoolClient, emit: Emit) => Promise<T>): Promise<T> {
    const deliveries: string[] = [];
    const result = await this.d.store.tx((c) =>
      fn(c, async (account, payment, type) => {
        deliveries.push(...(await this.d.webhooks.record(c, account, payment, type)));
      }),
    );
    this.d.webhooks.kick(deliveries);
    return result;
  }

  /** Creates a payment; a `given_id` already used by this account answers that payment unchanged. */
  async create(account: Account, input: CreatePaymentInput, ctx: RequestContext): Promise<Payment> {
    const now = this.d.now();
    const src = input.source;
    // A retried request (same given_id) gets its payment back even if its token has changed since.
    if (input.givenId) {
      const existing = await this.d.store.payment(this.d.store.pool, input.givenId);
      if (existing && existing.account_id === account.id) return existing.data;
      if (existing) throw validationFailed({ given_id: ['has already been taken'] });
    }
    let outcome: CardOutcome;
    let base: PaymentSourceBase;
    if (src.type === 'creditcard') {
      outcome = cardOutcome(src.card.number, this.d.rules.unknownCards);
      base = { type: 'creditcard', company: src.card.company, name: src.card.name, number: maskCardNumber(src.card.number), token: null };
    } else {
      const t = await this.d.store.token(this.d.store.pool, src.token);
      if (!t || t.account_id !== account.id) throw validationFailed({ 'source.token': ['is invalid'] });
      const status = currentTokenStatus(t.data, now);
      if (status !== 'active') throw validationFailed({ 'source.token': [`is not active (its status is ${status})`] });
      outcome = t.private.outcome;
      base = { type: 'token', company: t.data.brand, name: t.data.name, number: maskCardNumber(t.data.last_four), token: t.data.id };
    }

    const success: PaymentStatus = src.manual ? 'authorized' : 'paid';
    let status: PaymentStatus;
    let message: string | null;
    let responseCode: string | null = null;
    let onAuthenticated: PaymentPrivate['onAuthenticated'] = { status: success, message: APPROVED, responseCode: APPROVED_CODE };
    if (outcome.kind === 'decline' && !(src.threeDs && this.d.rules.declineAt === 'after3ds')) [status, message, responseCode] = ['failed', outcome.message, outcome.code];
    else if (outcome.kind === 'threeds_failure' && src.threeDs) [status, message] = ['failed', outcome.message];
    else if (src.threeDs && (outcome.kind === 'approve' || outcome.kind === 'decline')) {
      [status, message] = ['initiated', null];
      if (outcome.kind === 'decline') onAuthenticated = { status: 'failed', message: outcome.message, responseCode: outcome.code };
    } else [status, message, responseCode] = [success, APPROVED, APPROVED_CODE];

    const id = input.givenId ?? randomUUID();
    const auth = status === 'initiated' ? { id: randomUUID(), token: `auth_${randomBase62(32)}` } : null;
    const saveCard = src.type === 'creditcard' && src.saveCard;
    const token = saveCard ? buildToken({ card: src.card, callbackUrl: null, saveOnly: true, metadata: null }, now, null) : null;
    if (token) base.token = token.id;
    const payment = newPayment(
      {
        id,
        status,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        invoiceId: input.invoiceId,
        ip: ctx.ip,
        callbackUrl: input.callbackUrl,
        metadata: input.metadata,
        source: base,
        message,
        responseCode,
        transactionUrl: auth ? `${ctx.baseUrl}/v1/transaction_auths/${auth.id}/form?token=${auth.token}` : null,
      },
      now,
    );
    const priv: PaymentPrivate = { onAuthenticated, manual: src.manual };

    return this.commit(async (c, emit) => {
      if (!(await this.d.store.insertPayment(c, account.id, payment, priv))) {
        const existing = await this.d.store.payment(c, id);
        if (existing && existing.account_id === account.id) return existing.data;
        throw validationFailed({ given_id: ['has already been taken'] });
      }
      if (auth) await this.d.store.insertAuth(c, { id: auth.id, token: auth.token, kind: 'payment', targetId: id }, now);
      if (token) await this.d.store.insertToken(c, account.id, token, { outcome, callbackUrl: null });
      const type = eventForStatus(status);
      if (type) await emit(account, payment, type);
      return payment;
    });
  }

  async get(account: Account, id: string): Promise<Payment> {
    const row = await this.d.store.payment(this.d.store.pool, id);
    if (!row || row.account_id !== account.id) throw notFound();
    return row.data;
  }

  async list(account: Account, query: Record<string, unknown>) {
    const page = Math.max(1, readInt(query.page) ?? 1);
    const per = Math.min(100, Math.max(1, readInt(query.per) ?? this.d.rules.pageSize));
    const created = (query.created ?? {}) as Record<string, unknown>;
    const date = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : undefined);
    const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    const metadata = Object.fromEntries(
      Object.entries(typeof query.metadata === 'object' && query.metadata ? query.metadata : {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    const filters: PaymentFilters = {
      id: str(query.id),
      status: str(query.status),
      source: str(query.source),
      createdGt: date(created.gt),
      createdLt: date(created.lt),
      metadata,
    };
    const { payments, total } = await this.d.store.listPayments(account.id, filters, page, per);
    const totalPages = Math.ceil(total / per);
    return {
      payments,
      meta: {
        current_page: page,
        next_page: page < totalPages ? page + 1 : null,
        prev_page: page > 1 ? page - 1 : null,
        total_pages: totalPages,
        total_count: total,
      },
    };
  }

  /** `PUT /v1/payments/{id}`: description and metadata (metadata is replaced as a whole). */
  async update(account: Account, id: string, body: Record<string, unknown>): Promise<Payment> {
    const bag = new ErrorBag();
    const metadata = 'metadata' in body ? readMetadata(body.metadata, bag) : undefined;
    if ('description' in body && body.description !== null && typeof body.description !== 'string') bag.add('description', 'must be a string');
    bag.throwIfAny();
    return this.change(account, id, (p) => ({
      ...p,
      ...(typeof body.description === 'string' || body.description === null ? { description: body.description } : {}),
      ...(metadata !== undefined ? { metadata } : {}),
    }));
  }

  /**
   * Refunds `amount` (all that is left when missing). A partial refund keeps the status (`paid` or
   * `captured`) and raises `refunded`; the payment becomes `refunded` once nothing is left.
   * Every refund, partial ones too, sends `payment_refunded`.
   */
  async refund(account: Account, id: string, body: Record<string, unknown>): Promise<Payment> {
    const amount = this.optionalAmount(body);
    return this.change(account, id, (p) => {
      if (p.status !== 'paid' && p.status !== 'captured') throw invalidRequest(`Payment cannot be refunded: its status is ${p.status}`);
      const base = p.status === 'captured' ? p.captured : p.amount;
      const left = base - p.refunded;
      const value = amount ?? left;
      if (value > left) throw validationFailed({ amount: [`must be less than or equal to ${left}`] });
      const refunded = p.refunded + value;
      const at = this.d.now().toISOString();
      return { ...p, refunded, refunded_at: at, status: refunded === base ? 'refunded' : p.status };
    }, 'payment_refunded');
  }

  /** Captures an authorized payment: all of it by default, never more; a partial capture releases the rest. */
  async capture(account: Account, id: string, body: Record<string, unknown>): Promise<Payment> {
    const amount = this.optionalAmount(body);
    return this.change(account, id, (p) => {
      if (p.status !== 'authorized') throw invalidRequest(`Payment cannot be captured: its status is ${p.status}`);
      const value = amount ?? p.amount;
      if (value > p.amount) throw validationFailed({ amount: [`must be less than or equal to ${p.amount}`] });
      return { ...p, status: 'captured', captured: value, captured_at: this.d.now().toISOString() };
    });
  }

  /** Voids a paid, authorized or captured payment (not one already partly refunded). */
  async void(account: Account, id: string): Promise<Payment> {
    return this.change(account, id, (p) => {
      if (p.status !== 'paid' && p.status !== 'authorized' && p.status !== 'captured') throw invalidRequest(`Payment cannot be voided: its status is ${p.status}`);
      if (p.refunded > 0) throw invalidRequest('Payment cannot be voided: it is partly refunded');
      return { ...p, status: 'voided', voided_at: this.d.now().toISOString() };
    });
  }

  /** Applies `fn` to the locked payment; a new status (or `always`) sends its event. */
  async change(account: Account, id: string, fn: (p: Payment, priv: PaymentPrivate) => Payment, always?: WebhookEvent): Promise<Payment> {
    return this.commit(async (c, emit) => {
      const row = await this.d.store.payment(c, id, { forUpdate: true });
      if (!row || row.account_id !== account.id) throw notFound();
      const next = touch(fn(row.data, row.private), this.d.now());
      await this.d.store.updatePayment(c, next);
      const type = always ?? (next.status !== row.data.status ? eventForStatus(next.status) : null);
      if (type) await emit(account, next, type);
      return next;
    });
  }

  private optionalAmount(body: Record<string, unknown>): number | undefined {
    if (body.amount === undefined || body.amount === null || body.amount === '') return undefined;
    const amount = readInt(body.amount);
    if (amount === undefined) throw validationFailed({ amount: ['must be an integer'] });
    if (amount < 1) throw validationFailed({ amount: ['must be greater than 0'] });
    return amount;
  }
}
