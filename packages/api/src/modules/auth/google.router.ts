import { Router, type Request, type Response } from 'express';
import { isLocale, routes, safeNextPath, type Locale } from '@waqt/contracts';
import { deleteExpiredOAuthStates, insertOAuthState, takeOAuthState } from './auth.queries.ts';
import { AppError } from '../../errors.ts';
import { createHttpContextFactory, type AppDeps } from '../../trpc/context.ts';
import { signIn } from './auth.service.ts';
import { createOidcClient, GoogleFlowError, randomValue } from './google.oidc.ts';
import { findOrCreateGoogleUser } from './google.provisioning.ts';
import { hashToken } from './session.service.ts';

/** How long a started Google round trip may take (the oauth_states row lives this long). */
const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
const FAILED = 'GOOGLE_SIGNIN_FAILED';

/** Cookie holding this browser's pending state (checked on the callback, then cleared). */
const STATE_COOKIE = 'waqt_oauth_state';

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
 * Google sign-in routes: OpenID Connect authorization code flow with PKCE (S256), state and nonce
 * (protocol in google.oidc.ts, accounts in google.provisioning.ts).
 * GET /auth/google/start → the provider; GET /auth/google/callback → session cookie → the web app.
 */
export function googleAuthRouter(deps: AppDeps): Router {
  const { config, db, log, clock } = deps;
  const contextOf = createHttpContextFactory(deps);
  const oidc = createOidcClient();

  const redirectUri = () => `${config.appOrigin}/auth/google/callback`;
  const failTo = (res: Response, locale: Locale) =>
    res.set('Cache-Control', 'no-store').redirect(302, `${config.appOrigin}${routes.googleAuth(locale, { error: FAILED })}`);

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
      await deleteExpiredOAuthStates(db, now);
      const state = randomValue();
      const nonce = randomValue();
      const codeVerifier = randomValue();
      const url = await oidc.authorizationUrl(google, { redirectUri: redirectUri(), state, nonce, codeVerifier });
      await insertOAuthState(db, {
        stateHash: hashToken(state),
        codeVerifier,
        nonce,
        locale,
        nextPath: safeNextPath(queryString(req, 'next')),
        now,
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
      res.set('Cache-Control', 'no-store').redirect(302, url);
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
      const row = await takeOAuthState(db, hashToken(state));
      if (!row) throw new GoogleFlowError('unknown or used state');
      if (isLocale(row.locale)) locale = row.locale;
      const now = clock.now();
      if (new Date(row.expires_at) <= now) throw new GoogleFlowError('expired state');

      const providerError = queryString(req, 'error');
      if (providerError) throw new GoogleFlowError(`provider error ${providerError.slice(0, 60)}`);
      const code = queryString(req, 'code');
      if (!code || code.length > 2000) throw new GoogleFlowError('missing code');

      const identity = await oidc.identify(google, { code, codeVerifier: row.code_verifier, nonce: row.nonce, redirectUri: redirectUri(), now });
      const user = await findOrCreateGoogleUser(db, clock, identity, locale);
      await signIn(contextOf({ req, res }), user);

      const next = safeNextPath(row.next_path);
      const target = `${config.appOrigin}${routes.googleAuth(user.locale, { next: next ?? undefined })}`;
      res.set('Cache-Control', 'no-store').redirect(302, target);
    } catch (err) {
      log.warn({ reason: reasonOf(err) }, 'google sign-in failed');
      if (!res.headersSent) failTo(res, locale);
    }
  });

  return r;
}
