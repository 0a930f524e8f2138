import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { cardOutcome, maskCardNumber } from './cards.ts';
import { notFound } from './errors.ts';
import { randomBase62, touch } from './format.ts';
import { APPROVED, APPROVED_CODE, AUTH_REJECTED, newPayment, type Emit, type PaymentRules, type RequestContext } from './payments.ts';
import type { SandboxStore } from './store.ts';
import type { Account, Payment, PaymentPrivate, Token, TokenPrivate, TokenStatus } from './types.ts';
import type { CreateTokenInput } from './validation.ts';

/** The verification payment of a token (PAYMENTS.md §1.7): 1 SAR, authorized and voided at once. */
const VERIFICATION_AMOUNT = 100;
const VERIFICATION_CURRENCY = 'SAR';
const VERIFICATION_DESCRIPTION = 'Card verification';
/** The token's `message` once its verification passes. */
const TOKEN_VERIFIED = 'Succeeded';

/**
 * A token object (PAYMENTS.md §1.7). `save_only` tokens are `active` at once; the others are
 * `initiated` until the payer passes `verification_url`.
 */
export function buildToken(input: CreateTokenInput, now: Date, verificationUrl: string | null): Token {
  const { card } = input;
  const at = now.toISOString();
  const mada = card.company === 'mada';
  return {
    id: `token_${randomBase62(32)}`,
    status: verificationUrl ? 'initiated' : 'active',
    brand: card.company,
    funding: mada ? 'debit' : 'credit',
    country: mada ? 'SA' : 'US',
    month: String(card.month).padStart(2, '0'),
    year: String(card.year),
    name: card.name,
    last_four: card.number.slice(-4),
    metadata: input.metadata,
    message: null,
    verification_url: verificationUrl,
    created_at: at,
    updated_at: at,
    // The card's last valid instant (end of its expiry month, UTC).
    expires_at: new Date(Date.UTC(card.year, card.month, 1) - 1).toISOString(),
  };
}

/** The status as of `now`: an active token whose card has passed its expiry month is `expired`. */
export function currentTokenStatus(t: Token, now: Date): TokenStatus {
  return t.status === 'active' && Date.parse(t.expires_at) < now.getTime() ? 'expired' : t.status;
}

export class TokenService {
  private readonly d: { store: SandboxStore; now: () => Date; rules: PaymentRules };
  constructor(d: { store: SandboxStore; now: () => Date; rules: PaymentRules }) {
    this.d = d;
  }

  /**
   * `POST /v1/tokens`. Without `save_only` the card is verified as Moyasar does it: a 1 SAR
   * payment (metadata `token_id`) is created `initiated` beside the token, and its transaction_url
   * is the token's verification_url. {@link verify} settles both once the payer answers the page.
   */
  async create(account: Account, input: CreateTokenInput, ctx: RequestContext): Promise<Token> {
    const now = this.d.now();
    const auth = input.saveOnly ? null : { id: randomUUID(), token: `auth_${randomBase62(32)}` };
    const verificationUrl = auth ? `${ctx.baseUrl}/v1/transaction_auths/${auth.id}/form?token=${auth.token}` : null;
    const token = buildToken(input, now, verificationUrl);
    const outcome = cardOutcome(input.card.number, this.d.rules.unknownCards);
    const verification = auth
      ? newPayment(
          {
            id: randomUUID(),
            status: 'initiated',
            amount: VERIFICATION_AMOUNT,
            currency: VERIFICATION_CURRENCY,
            description: VERIFICATION_DESCRIPTION,
            invoiceId: null,
            ip: ctx.ip,
            callbackUrl: input.callbackUrl,
            metadata: { token_id: token.id },
            source: { type: 'token', token: token.id, company: input.card.company, name: input.card.name, number: maskCardNumber(input.card.number) },
            message: null,
            transactionUrl: verificationUrl,
          },
          now,
        )
      : null;
    const priv: TokenPrivate = { outcome, callbackUrl: input.callbackUrl, verificationPaymentId: verification?.id ?? null };
    await this.d.store.tx(async (c) => {
      await this.d.store.insertToken(c, account.id, token, priv);
      if (verification) {
        const paymentPriv: PaymentPrivate = { onAuthenticated: { status: 'authorized', message: APPROVED, responseCode: APPROVED_CODE }, manual: true };
        await this.d.store.insertPayment(c, account.id, verification, paymentPriv);
      }
      if (auth) await this.d.store.insertAuth(c, { id: auth.id, token: auth.token, kind: 'token', targetId: token.id }, now);
    });
    return token;
  }

  /**
   * The payer answered the verification page (in the caller's transaction, the auth row locked).
   * Passed, and the card approves (approve / frictionless): the token is `active` and its 1 SAR is
   * authorized, then voided at once. Otherwise (a declined card, a 3-D Secure failure card, or
   * "Fail authentication") the token is `inactive` and the payment `failed`, both with the reason.
   */
  async verify(c: pg.PoolClient, emit: Emit, tokenId: string, authenticated: boolean): Promise<void> {
    const { store } = this.d;
    const now = this.d.now();
    const row = await store.token(c, tokenId, { forUpdate: true });
    if (!row || row.data.status !== 'initiated') return;
    const outcome = row.private.outcome;
    const reason = !authenticated
      ? AUTH_REJECTED
      : outcome.kind === 'decline' || outcome.kind === 'threeds_failure'
        ? outcome.message
        : null;
    const next: Token = { ...row.data, status: reason ? 'inactive' : 'active', message: reason ?? TOKEN_VERIFIED, updated_at: now.toISOString() };
    await store.updateToken(c, next);

    const paymentId = row.private.verificationPaymentId;
    const payment = paymentId ? await store.payment(c, paymentId, { forUpdate: true }) : null;
    if (!payment || payment.data.status !== 'initiated') return;
    const account = await store.accountById(payment.account_id);
    const step = async (p: Payment) => {
      const changed = touch(p, now);
      await store.updatePayment(c, changed);
      if (account) await emit(account, changed, `payment_${changed.status as 'authorized' | 'voided' | 'failed'}`);
      return changed;
    };
    if (reason) {
      const responseCode = authenticated && outcome.kind === 'decline' ? outcome.code : null;
      await step({ ...payment.data, status: 'failed', source: { ...payment.data.source, message: reason, response_code: responseCode } });
      return;
    }
    const authorized = await step({ ...payment.data, status: 'authorized', source: { ...payment.data.source, message: APPROVED, response_code: APPROVED_CODE } });
    await step({ ...authorized, status: 'voided', voided_at: now.toISOString() });
  }

  async get(account: Account, id: string): Promise<Token> {
    const row = await this.d.store.token(this.d.store.pool, id);
    if (!row || row.account_id !== account.id) throw notFound();
    return { ...row.data, status: currentTokenStatus(row.data, this.d.now()) };
  }

  async delete(account: Account, id: string): Promise<void> {
    await this.get(account, id);
    await this.d.store.deleteToken(id);
  }
}
