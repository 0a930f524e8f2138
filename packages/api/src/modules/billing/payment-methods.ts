import { randomUUID } from 'node:crypto';
import {
  PAYMENT_METHODS_MAX,
  cardBrandSchema,
  routes,
  safeNextPath,
  type CardTokenForm,
  type Locale,
  type PaymentMethodView,
} from '@waqt/contracts';
import type { Db } from '../../db/tx.ts';
import { AppError } from '../../errors.ts';
import { GatewayError, type GatewayToken } from '../../payments/gateway.ts';
import type { AppDeps } from '../../trpc/context.ts';
import type { User } from '../auth/auth.queries.ts';
import {
  cardCount,
  cardRequestAdded,
  cardRequestsSince,
  deletePaymentMethod,
  failCardRequest,
  insertCardOfRequest,
  insertCardRequest,
  isPastDue,
  lockCardRequest,
  lockTeam,
  makeDefaultCard,
  paymentMethodRow,
  paymentMethodRows,
  renewsOnCards,
  type BillingTeam,
  type PaymentMethodRow,
} from './billing.queries.ts';
import { scheduleCardExpiryNotice } from './billing-jobs.ts';

/**
 * Cards on file (BILLING.md §3): the browser posts the card to the gateway's tokens endpoint with
 * Waqt's publishable key; the gateway verifies it (1 SAR, released at once) behind 3-D Secure and sends
 * the payer to the verify callback, which never trusts its query string: it fetches the token with
 * Waqt's secret key and saves the card only when the token is active and names this request.
 */

/** A card form request lives this long (the payer's 3-D Secure included). */
const CARD_REQUEST_TTL_MS = 60 * 60 * 1000;
/** Card forms one team may start per hour (each may cost a 1 SAR verification at the gateway). */
const CARD_REQUESTS_PER_HOUR = 20;
/** The key in the token's metadata that names the request. */
const REQUEST_METADATA_KEY = 'waqt_card_request';
export const VERIFY_CALLBACK_PATH = '/hook/billing/paymentmethods/moyasar/verify-callback';

const toView = (r: PaymentMethodRow): PaymentMethodView => ({
  id: r.id,
  brand: r.brand,
  lastFour: r.last_four,
  expMonth: r.exp_month,
  expYear: r.exp_year,
  name: r.name,
  isDefault: r.is_default,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function listPaymentMethods(db: Db, teamId: string): Promise<PaymentMethodView[]> {
  return (await paymentMethodRows(db, teamId)).map(toView);
}

/** Starts a card form: a request row the callback will look for, and what the browser posts to the gateway. */
export async function startAddPaymentMethod(deps: AppDeps, team: BillingTeam, user: User, returnTo: 'billing' | 'subscribe', locale: Locale): Promise<CardTokenForm> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockTeam(tx, team.id);
    if ((await cardCount(tx, team.id)) >= PAYMENT_METHODS_MAX) throw new AppError('PAYMENT_METHODS_LIMIT');
    const { recent } = (await cardRequestsSince(tx, team.id, new Date(now.getTime() - 60 * 60 * 1000)))!;
    if (recent >= CARD_REQUESTS_PER_HOUR) throw new AppError('RATE_LIMITED');
    const id = randomUUID();
    await insertCardRequest(tx, [id, team.id, user.id, returnTo, locale, now, new Date(now.getTime() + CARD_REQUEST_TTL_MS)]);
    return {
      requestId: id,
      publishableKey: deps.config.billing.publishableKey,
      baseUrl: deps.config.moyasarBaseUrl,
      callbackUrl: `${deps.config.apiOrigin}${VERIFY_CALLBACK_PATH}?request=${id}`,
      metadata: { [REQUEST_METADATA_KEY]: id },
    };
  });
}

export type CardOutcome = { outcome: 'added' | 'failed'; redirect: string };

const BRAND_OF: Record<string, 'visa' | 'mastercard' | 'mada' | undefined> = { visa: 'visa', master: 'mastercard', mastercard: 'mastercard', mada: 'mada' };

/**
 * The verify callback (a browser redirect, or the gateway's server-to-server call): settles the request
 * once; a replay answers the same outcome and changes nothing. Returns where the browser goes next.
 */
export async function completeCardRequest(deps: AppDeps, requestId: string | undefined, tokenId: string | undefined): Promise<CardOutcome> {
  const { db, config, gateway, log } = deps;
  const home = `${config.appOrigin}/`;
  if (!requestId || !/^[0-9a-f-]{36}$/i.test(requestId)) return { outcome: 'failed', redirect: home };
  return db.transaction(async (tx) => {
    const req = await lockCardRequest(tx, requestId);
    if (!req) return { outcome: 'failed', redirect: home };
    const back = (outcome: 'added' | 'failed') => {
      const page = req.return_to === 'subscribe' ? 'subscription/add' : undefined;
      const path = safeNextPath(routes.billing(req.locale, req.team_id, page, { card: outcome })) ?? routes.dashboard(req.locale);
      return { outcome, redirect: `${config.appOrigin}${path}` };
    };
    if (req.status !== 'pending') return back(req.status === 'added' ? 'added' : 'failed');
    const fail = async (message: string) => {
      await failCardRequest(tx, req.id, message.slice(0, 500), deps.clock.now());
      return back('failed');
    };
    if (new Date(req.expires_at) <= deps.clock.now()) return fail('request expired');
    if (!tokenId || !/^token_[A-Za-z0-9]{1,100}$/.test(tokenId)) return fail('no token');
    let token: GatewayToken;
    try {
      token = await gateway.fetchToken(config.billing.secretKey, tokenId);
    } catch (err) {
      // A forged id is not found; anything else (the gateway down) leaves the request pending, to try again.
      if (err instanceof GatewayError && err.status === 404) return fail('token not found');
      log.warn({ err, requestId }, 'card verify callback: the gateway did not answer');
      throw new AppError('PAYMENT_VERIFICATION_FAILED', undefined, { cause: err });
    }
    if (token.metadata?.[REQUEST_METADATA_KEY] !== req.id) return fail('token of another request');
    if (token.status !== 'active') return fail(token.message ?? `token ${token.status}`);
    const brand = cardBrandSchema.safeParse(BRAND_OF[token.brand ?? ''] ?? token.brand);
    const month = Number(token.month);
    const year = Number(token.year);
    const lastFour = token.last_four ?? '';
    if (!brand.success || !/^\d{4}$/.test(lastFour) || !(month >= 1 && month <= 12) || !(year >= 2000 && year <= 2200)) return fail('card not supported');
    const now = deps.clock.now();
    // The team's cards are counted under its lock: two cards arriving at once do not both become the default.
    await lockTeam(tx, req.team_id);
    const cards = await cardCount(tx, req.team_id);
    // A card added while the renewal is unpaid is the one meant to pay it: it becomes the default at once,
    // so "Retry now" (and the next automatic retry) charges it.
    const pastDue = await isPastDue(tx, req.team_id);
    // The same token saved once, whichever request names it (a unique token id).
    const inserted = await insertCardOfRequest(tx, [req.team_id, token.id, brand.data, lastFour, month, year, (token.name ?? '').slice(0, 200), cards === 0, now, req.id]);
    if (!inserted[0]) return fail('token already saved');
    if (pastDue && cards > 0) await makeDefaultCard(tx, req.team_id, inserted[0].id);
    await scheduleCardExpiryNotice(tx, deps.clock, req.team_id, inserted[0].id, month, year);
    await cardRequestAdded(tx, req.id, token.id, inserted[0].id, now);
    return back('added');
  });
}

export async function setDefaultPaymentMethod(db: Db, teamId: string, id: string): Promise<PaymentMethodView[]> {
  await db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    if (!(await paymentMethodRow(tx, teamId, id))) throw new AppError('NOT_FOUND');
    await makeDefaultCard(tx, teamId, id);
  });
  return listPaymentMethods(db, teamId);
}

/**
 * Removes a card (and its token at the gateway). The only card of a subscription that renews is kept:
 * PAYMENT_METHOD_IN_USE. A removed default passes to the newest other card.
 */
export async function removePaymentMethod(deps: AppDeps, teamId: string, id: string): Promise<PaymentMethodView[]> {
  const { db, gateway, config, log, clock } = deps;
  const tokenId = await db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const row = await paymentMethodRow(tx, teamId, id);
    if (!row) throw new AppError('NOT_FOUND');
    const cards = await cardCount(tx, teamId);
    if ((await renewsOnCards(tx, teamId, clock.now())) && cards <= 1) throw new AppError('PAYMENT_METHOD_IN_USE');
    await deletePaymentMethod(tx, teamId, row);
    return row.gateway_token_id;
  });
  try {
    await gateway.deleteToken(config.billing.secretKey, tokenId);
  } catch (err) {
    // The card is gone from Waqt either way; a token left at the gateway can no longer be charged by us.
    log.warn({ err, paymentMethodId: id }, 'could not delete the card token at the gateway');
  }
  return listPaymentMethods(db, teamId);
}
