// The one call the card form makes outside Waqt: the card goes from the browser straight to the
// gateway's tokens endpoint (BILLING.md §3), with Waqt's billing publishable key. Waqt's server never
// sees the number; it gets the token's id through the verify callback once 3-D Secure is done.
import type { CardTokenForm } from '@waqt/contracts';
import type { CardInput } from './card.ts';

/** The gateway's token, as much of it as the browser needs (PAYMENTS.md §1.7). */
export interface GatewayToken {
  id: string;
  /** `initiated` until the payer passes 3-D Secure at `verification_url`, then `active`. */
  status: string;
  verification_url?: string | null;
  message?: string | null;
}

/** A token, or the gateway's refusal (`{type, message, errors}`, PAYMENTS.md §1.8) with its message as it came. */
export type TokenResult = { ok: true; token: GatewayToken } | { ok: false; status: number; message: string | null };

/** Posts a card to the gateway's tokens endpoint (`POST {baseUrl}/v1/tokens`, Basic auth with the publishable key). */
export type CreateCardToken = (form: CardTokenForm, card: CardInput) => Promise<TokenResult>;

/** The real call; rejects only when the gateway cannot be reached. */
export const createCardToken: CreateCardToken = async (form, card) => {
  const res = await fetch(`${form.baseUrl.replace(/\/+$/, '')}/v1/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Basic ${btoa(`${form.publishableKey}:`)}` },
    // No cookies: the gateway is another origin and needs none.
    credentials: 'omit',
    body: JSON.stringify({
      name: card.name,
      number: card.number,
      cvc: card.cvc,
      month: card.month,
      year: card.year,
      callback_url: form.callbackUrl,
      metadata: form.metadata,
    }),
  });
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !body || typeof body.id !== 'string') {
    return { ok: false, status: res.status, message: typeof body?.message === 'string' && body.message.trim() ? body.message : null };
  }
  return { ok: true, token: body as unknown as GatewayToken };
};

/**
 * Where the browser goes with a token: the gateway's 3-D Secure page; a token that needed none goes
 * straight to the callback, with the query the gateway would have added (the callback re-reads the
 * token with the secret key and trusts nothing in it).
 */
export function nextUrlOf(form: CardTokenForm, token: GatewayToken): string {
  if (token.verification_url) return token.verification_url;
  const url = new URL(form.callbackUrl);
  url.searchParams.set('id', token.id);
  url.searchParams.set('status', token.status);
  return url.toString();
}
