import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/**
 * The OpenID Connect protocol side of Google sign-in: discovery, the authorization URL (PKCE S256,
 * state, nonce), the code exchange and ID-token verification. No database, no HTTP routes.
 */

/** Outgoing calls to the provider (discovery, token exchange, JWKS). */
const PROVIDER_TIMEOUT_MS = 10_000;
/** Discovery documents are re-fetched after this long. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Allowed skew between our clock and the provider's for iat/exp. */
const CLOCK_TOLERANCE_S = 30;
const SCOPE = 'openid email profile';

interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

interface Discovery {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

/** A failure whose reason is safe to log (never a token, code or secret). */
export class GoogleFlowError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'GoogleFlowError';
  }
}

export const randomValue = () => randomBytes(32).toString('base64url');
const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** What a verified ID token tells us. */
export interface GoogleIdentity {
  /** Lower-cased; the provider says it is verified. */
  email: string;
  name: string;
}

export interface OidcClient {
  /** The provider's sign-in page URL for this round trip. */
  authorizationUrl(settings: OidcSettings, args: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<string>;
  /** Exchanges the code (with the PKCE verifier) and verifies the ID token against the provider's keys. */
  identify(settings: OidcSettings, args: { code: string; codeVerifier: string; nonce: string; redirectUri: string; now: Date }): Promise<GoogleIdentity>;
}

/** A client that caches each issuer's discovery document and JWKS in memory. */
export function createOidcClient(): OidcClient {
  const discoveries = new Map<string, { at: number; value: Promise<Discovery> }>();

  function discover(issuer: string): Promise<Discovery> {
    // Cache age is wall time on purpose: it is about network freshness, not a business rule.
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

  return {
    async authorizationUrl(settings, { redirectUri, state, nonce, codeVerifier }) {
      const provider = await discover(settings.issuer);
      const url = new URL(provider.authorizationEndpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: pkceChallenge(codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    async identify(settings, { code, codeVerifier, nonce, redirectUri, now }) {
      const provider = await discover(settings.issuer);
      const tokenRes = await fetch(provider.tokenEndpoint, {
        method: 'POST',
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code_verifier: codeVerifier,
        }),
      });
      if (!tokenRes.ok) throw new GoogleFlowError(`token endpoint answered ${tokenRes.status}`);
      const tokens = (await tokenRes.json()) as { id_token?: unknown };
      if (typeof tokens.id_token !== 'string') throw new GoogleFlowError('no id_token');

      const { payload } = await jwtVerify<JWTPayload & Record<string, unknown>>(tokens.id_token, provider.jwks, {
        // Google documents both spellings of its issuer in ID tokens.
        issuer: provider.issuer === 'https://accounts.google.com' ? [provider.issuer, 'accounts.google.com'] : provider.issuer,
        audience: settings.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'iat', 'exp'],
        clockTolerance: CLOCK_TOLERANCE_S,
        currentDate: now,
      });
      if (payload.nonce !== nonce) throw new GoogleFlowError('nonce mismatch');
      if (payload.azp !== undefined && payload.azp !== settings.clientId) throw new GoogleFlowError('azp mismatch');
      if (typeof payload.email !== 'string' || !payload.email.includes('@') || payload.email.length > 254) {
        throw new GoogleFlowError('no email');
      }
      if (payload.email_verified !== true) throw new GoogleFlowError('email not verified');
      return { email: payload.email.trim().toLowerCase(), name: typeof payload.name === 'string' ? payload.name : '' };
    },
  };
}
