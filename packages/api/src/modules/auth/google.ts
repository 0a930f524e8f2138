import { createHash, randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { LessThan } from 'typeorm';
import { FULL_NAME_MAX, isLocale, type Locale } from '@waqt/contracts';
import { OAuthState, User } from '../../db/entities/index.ts';
import { AppError } from '../../errors.ts';
import { createHttpContextFactory, type AppDeps } from '../../trpc/context.ts';
import { createUserWithPersonalTeam, signIn } from './auth.service.ts';
import { hashToken } from './session.service.ts';

/** How long a started Google round trip may take (the oauth_states row lives this long). */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
/** Outgoing calls to the provider (discovery, token exchange, JWKS). */
const PROVIDER_TIMEOUT_MS = 10_000;
/** Discovery documents are re-fetched after this long. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Allowed skew between our clock and the provider's for iat/exp. */
const CLOCK_TOLERANCE_S = 30;
const SCOPE = 'openid email profile';
const FAILED = 'GOOGLE_SIGNIN_FAILED';

interface Discovery {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

/** A failure whose reason is safe to log (never a token, code or secret). */
class GoogleFlowError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'GoogleFlowError';
  }
}

const randomValue = () => randomBytes(32).toString('base64url');
const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** A same-origin path only: "/x…", never "//host", a backslash, or control characters. */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

const queryString = (req: Request, name: string): string | undefined => {
  const v = (req.query as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : undefined;
};

function cookieLocale(req: Request): Locale {
  const v = (req.cookies as Record<string, unknown> | undefined)?.waqt_locale;
  return isLocale(v) ? v : 'en';
}

/** Short reason for logs; provider error bodies and tokens are never included. */
function reasonOf(err: unknown): string {
  if (err instanceof GoogleFlowError) return err.message;
  if (err instanceof AppError) return err.code;
  if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string') {
    // jose's ERR_JWT_* (with the claim that failed, e.g. "aud"), or a network error's code.
    const claim = 'claim' in err && typeof err.claim === 'string' ? ` (${err.claim})` : '';
    return err.code + claim;
  }
  if (err instanceof Error) return err.name;
  return 'unknown';
}

/**
 * Google sign-in: OpenID Connect authorization code flow with PKCE (S256), state and nonce.
 * GET /auth/google/start → the provider; GET /auth/google/callback → session cookie → the web app.
 */
/** Cookie holding this browser's pending state (checked on the callback, then cleared). */
export const STATE_COOKIE = 'waqt_oauth_state';

export function googleAuthRouter(deps: AppDeps): Router {
  const { config, db, log, clock } = deps;
  const contextOf = createHttpContextFactory(deps);
  /** Per issuer, in memory: the discovery document and its JWKS (jose caches the keys). */
  const discoveries = new Map<string, { at: number; value: Promise<Discovery> }>();

  function discover(issuer: string): Promise<Discovery> {
    const cached = discoveries.get(issuer);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.value;
    const value = (async (): Promise<Discovery> => {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new GoogleFlowError(`discovery answered ${res.status}`);
      const doc = (await res.json()) as Record<string, unknown>;
      const { authorization_endpoint: authorizationEndpoint, token_endpoint: tokenEndpoint, jwks_uri: jwksUri } = doc;
      if (typeof authorizationEndpoint !== 'string' || typeof tokenEndpoint !== 'string' || typeof jwksUri !== 'string') {
        throw new GoogleFlowError('discovery document incomplete');
      }
      if (typeof doc.issuer !== 'string' || doc.issuer.replace(/\/$/, '') !== issuer) throw new GoogleFlowError('discovery issuer mismatch');
      return {
        issuer: doc.issuer,
        authorizationEndpoint,
        tokenEndpoint,
        jwks: createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: PROVIDER_TIMEOUT_MS }),
      };
    })();
    discoveries.set(issuer, { at: Date.now(), value });
    // A failed fetch is not cached: the next attempt tries again.
    value.catch(() => {
      if (discoveries.get(issuer)?.value === value) discoveries.delete(issuer);
    });
    return value;
  }

  const redirectUri = () => `${config.appOrigin}/auth/google/callback`;
  const failTo = (res: Response, locale: Locale) =>
    res.set('Cache-Control', 'no-store').redirect(302, `${config.appOrigin}/${locale}/googleAuth?error=${FAILED}`);

  const r = Router();

  r.get('/auth/google/start', async (req, res) => {
    const google = config.google;
    if (!google) {
      res.status(404).set('Cache-Control', 'no-store').json({ code: 'GOOGLE_NOT_CONFIGURED' });
      return;
    }
    const requested = queryString(req, 'locale');
    const locale: Locale = isLocale(requested) ? requested : cookieLocale(req);
    try {
      const now = clock.now();
      // Housekeeping: abandoned round trips.
      await db.getRepository(OAuthState).delete({ expiresAt: LessThan(now) });
      const provider = await discover(google.issuer);
      const state = randomValue();
      const nonce = randomValue();
      const codeVerifier = randomValue();
      await db.getRepository(OAuthState).insert({
        stateHash: hashToken(state),
        codeVerifier,
        nonce,
        locale,
        nextPath: safeNextPath(queryString(req, 'next')),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
      });
      // Bind the round trip to this browser: the callback must come back with this cookie, so a
      // callback link crafted by someone else cannot sign the victim into the attacker's account.
      res.cookie(STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        path: '/auth/google',
        maxAge: OAUTH_STATE_TTL_MS,
      });
      const url = new URL(provider.authorizationEndpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: google.clientId,
        redirect_uri: redirectUri(),
        scope: SCOPE,
        state,
        nonce,
        code_challenge: pkceChallenge(codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      res.set('Cache-Control', 'no-store').redirect(302, url.toString());
    } catch (err) {
      log.warn({ reason: reasonOf(err) }, 'google sign-in could not start');
      failTo(res, locale);
    }
  });

  r.get('/auth/google/callback', async (req, res) => {
    let locale: Locale = cookieLocale(req);
    try {
      const google = config.google;
      if (!google) throw new GoogleFlowError('not configured');
      const state = queryString(req, 'state');
      if (!state || state.length > 200) throw new GoogleFlowError('missing state');
      const bound = (req.cookies as Record<string, string | undefined> | undefined)?.[STATE_COOKIE];
      res.clearCookie(STATE_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/auth/google' });
      if (bound !== state) throw new GoogleFlowError('state not from this browser');

      // Single use: the row is deleted whatever happens next.
      const deleted = await db
        .createQueryBuilder()
        .delete()
        .from(OAuthState)
        .where('state_hash = :hash', { hash: hashToken(state) })
        .returning('*')
        .execute();
      const row = (deleted.raw as { code_verifier: string; nonce: string; locale: string; next_path: string | null; expires_at: Date }[])[0];
      if (!row) throw new GoogleFlowError('unknown or used state');
      if (isLocale(row.locale)) locale = row.locale;
      const now = clock.now();
      if (new Date(row.expires_at) <= now) throw new GoogleFlowError('expired state');

      const providerError = queryString(req, 'error');
      if (providerError) throw new GoogleFlowError(`provider error ${providerError.slice(0, 60)}`);
      const code = queryString(req, 'code');
      if (!code || code.length > 2000) throw new GoogleFlowError('missing code');

      const provider = await discover(google.issuer);
      const tokenRes = await fetch(provider.tokenEndpoint, {
        method: 'POST',
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri(),
          client_id: google.clientId,
          client_secret: google.clientSecret,
          code_verifier: row.code_verifier,
        }),
      });
      if (!tokenRes.ok) throw new GoogleFlowError(`token endpoint answered ${tokenRes.status}`);
      const tokens = (await tokenRes.json()) as { id_token?: unknown };
      if (typeof tokens.id_token !== 'string') throw new GoogleFlowError('no id_token');

      const { payload } = await jwtVerify<JWTPayload & Record<string, unknown>>(tokens.id_token, provider.jwks, {
        // Google documents both spellings of its issuer in ID tokens.
        issuer: provider.issuer === 'https://accounts.google.com' ? [provider.issuer, 'accounts.google.com'] : provider.issuer,
        audience: google.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'iat', 'exp'],
        clockTolerance: CLOCK_TOLERANCE_S,
        currentDate: now,
      });
      if (payload.nonce !== row.nonce) throw new GoogleFlowError('nonce mismatch');
      if (payload.azp !== undefined && payload.azp !== google.clientId) throw new GoogleFlowError('azp mismatch');
      if (typeof payload.email !== 'string' || !payload.email.includes('@') || payload.email.length > 254) {
        throw new GoogleFlowError('no email');
      }
      if (payload.email_verified !== true) throw new GoogleFlowError('email not verified');
      const email = payload.email.trim().toLowerCase();

      const user = await findOrCreateUser(email, typeof payload.name === 'string' ? payload.name : '', locale, now);
      await signIn(contextOf({ req, res }), user);

      const next = safeNextPath(row.next_path);
      const target = `${config.appOrigin}/${user.locale}/googleAuth${next ? `?next=${encodeURIComponent(next)}` : ''}`;
      res.set('Cache-Control', 'no-store').redirect(302, target);
    } catch (err) {
      log.warn({ reason: reasonOf(err) }, 'google sign-in failed');
      if (!res.headersSent) failTo(res, locale);
    }
  });

  /** The account with this email (any case), verified now if it was not; or a new one with its personal team. */
  async function findOrCreateUser(email: string, name: string, locale: Locale, now: Date): Promise<User> {
    const users = db.getRepository(User);
    for (let attempt = 0; ; attempt++) {
      const existing = await users.findOneBy({ email });
      if (existing) {
        if (!existing.emailVerifiedAt) {
          // Google proves the address now. A password set before anyone proved it may be someone
          // else's (account pre-hijacking), so it stops working; the owner can set one by reset.
          existing.emailVerifiedAt = now;
          existing.passwordHash = null;
          await users.update({ id: existing.id }, { emailVerifiedAt: now, passwordHash: null });
        }
        return existing;
      }
      const fullName = (name.trim() || email.split('@')[0]!).slice(0, FULL_NAME_MAX).trim() || 'Waqt user';
      try {
        return await createUserWithPersonalTeam(db, clock, {
          email,
          fullName,
          passwordHash: null,
          locale,
          timezone: 'Asia/Riyadh',
          businessUse: false,
          emailVerifiedAt: now,
        });
      } catch (err) {
        // Signed up at the same moment by another request: use that account.
        if (attempt === 0 && err instanceof AppError && err.code === 'EMAIL_TAKEN') continue;
        throw err;
      }
    }
  }

  return r;
}
