import { randomUUID } from 'node:crypto';
import { cardOutcome } from './cards.ts';
import { notFound } from './errors.ts';
import { randomBase62 } from './format.ts';
import type { PaymentRules, RequestContext } from './payments.ts';
import type { SandboxStore } from './store.ts';
import type { Account, Token } from './types.ts';
import type { CreateTokenInput } from './validation.ts';

/**
 * A token object (PAYMENTS.md §1.7). Kept simple: `save_only` tokens are `active` at once; the
 * others are `initiated` until the payer passes `verification_url` (the same 3-D Secure page as
 * payments), with no 1 SAR authorization behind it.
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

export class TokenService {
  constructor(private readonly d: { store: SandboxStore; now: () => Date; rules: PaymentRules }) {}

  async create(account: Account, input: CreateTokenInput, ctx: RequestContext): Promise<Token> {
    const now = this.d.now();
    const auth = input.saveOnly ? null : { id: randomUUID(), token: `auth_${randomBase62(32)}` };
    const token = buildToken(input, now, auth ? `${ctx.baseUrl}/v1/transaction_auths/${auth.id}/form?token=${auth.token}` : null);
    const outcome = cardOutcome(input.card.number, this.d.rules.unknownCards);
    await this.d.store.tx(async (c) => {
      await this.d.store.insertToken(c, account.id, token, { outcome, callbackUrl: input.callbackUrl });
      if (auth) await this.d.store.insertAuth(c, { id: auth.id, token: auth.token, kind: 'token', targetId: token.id }, now);
    });
    return token;
  }

  async get(account: Account, id: string): Promise<Token> {
    const row = await this.d.store.token(this.d.store.pool, id);
    if (!row || row.account_id !== account.id) throw notFound();
    return row.data;
  }

  async delete(account: Account, id: string): Promise<void> {
    await this.get(account, id);
    await this.d.store.deleteToken(id);
  }
}
