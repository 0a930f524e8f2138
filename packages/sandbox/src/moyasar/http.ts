import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { SandboxLog } from '../log.ts';
import { forbidden, SandboxError, unauthenticated } from './errors.ts';
import type { RequestContext } from './payments.ts';
import type { SandboxStore } from './store.ts';
import type { Account } from './types.ts';

/** Test keys only: a live key (or anything else) is refused like an unknown key. */
export const TEST_KEY = /^(pk|sk)_test_[A-Za-z0-9]{8,80}$/;

export interface Authenticated {
  account: Account;
  kind: 'secret' | 'publishable';
}

/** The key of `Authorization: Basic base64(key[:])`: both the curl form (`sk_…:`) and the RN SDK's (no colon). */
function basicKey(header: string | undefined): string | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return (colon === -1 ? decoded : decoded.slice(0, colon)).trim() || null;
}

/**
 * Who is calling. The Basic header wins; creating payments and tokens also takes the publishable key
 * in the body (`publishable_api_key`, as the browser form sends it, with no Authorization header).
 * Only those two operations accept a publishable key: anything else with one is 403.
 */
export async function authenticate(store: SandboxStore, req: Request, opts: { publishableAllowed: boolean }): Promise<Authenticated> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const fromBody = opts.publishableAllowed && typeof body.publishable_api_key === 'string' ? body.publishable_api_key : null;
  const key = basicKey(req.get('authorization')) ?? fromBody;
  if (!key || !TEST_KEY.test(key)) throw unauthenticated();
  if (key === fromBody && !key.startsWith('pk_')) throw unauthenticated();
  const account = await store.accountByKey(key);
  if (!account) throw unauthenticated();
  const kind = account.secret_key === key ? 'secret' : 'publishable';
  if (kind === 'publishable' && !opts.publishableAllowed) throw forbidden();
  return { account, kind };
}

/** The sandbox's own origin as the caller reached it (for transaction_url), unless a public URL is fixed. */
export function requestContext(req: Request, publicUrl: string | undefined): RequestContext {
  const ip = req.ip ? req.ip.replace(/^::ffff:/, '') : null;
  return { baseUrl: publicUrl ?? `${req.protocol}://${req.get('host')}`, ip };
}

/**
 * CORS for the browser form (PAYMENTS.md §2): any origin may POST card data with its custom header.
 * No cookies are involved, so `*` is enough; the preflight is answered here and never reaches a route.
 */
export const formCors: RequestHandler = (req, res, next) => {
  res.set('Access-Control-Allow-Origin', '*');
  res.vary('Origin');
  if (req.method === 'OPTIONS') {
    res
      .set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
      .set('Access-Control-Allow-Headers', 'Content-Type, X-Moyasar-Form-Version, Authorization, Accept, Accept-Language')
      .set('Access-Control-Max-Age', '600')
      .status(204)
      .end();
    return;
  }
  next();
};

/** Every error in Moyasar's shape; a body that is not JSON is a 400, a bug a 500 without details. */
export function errorHandler(log: SandboxLog): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => {
    if (err instanceof SandboxError) {
      res.status(err.status).json(err.toJSON());
      return;
    }
    const status = typeof err === 'object' && err && 'status' in err && typeof err.status === 'number' ? err.status : 500;
    if (status >= 400 && status < 500) {
      const type = typeof err === 'object' && err && 'type' in err ? String(err.type) : '';
      const message = type === 'entity.parse.failed' ? 'Malformed request body' : type === 'entity.too.large' ? 'Request body too large' : 'Bad request';
      res.status(status).json({ type: 'invalid_request_error', message, errors: null });
      return;
    }
    log.error({ err }, 'moyasar sandbox: unexpected error');
    res.status(500).json({ type: 'api_error', message: 'Internal server error', errors: null });
  };
}
