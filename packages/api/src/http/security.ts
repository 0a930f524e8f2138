import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { ErrorCode } from '@waqt/contracts';
import type { Config } from '../config.ts';

/** Largest request body the API reads (tRPC inputs are small forms; a booking later, still small). */
export const MAX_BODY_BYTES = 100 * 1024;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A refusal before any procedure runs: the status and a stable code, never a stack. The envelope
 * carries the code both where plain HTTP clients look (`error.code`) and where the app's tRPC
 * client looks (`error.data.appError.code`).
 */
function refuse(res: Response, status: number, code: ErrorCode) {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ error: { code, message: code, data: { httpStatus: status, appError: { code } } } });
}

/**
 * CSRF defence for every state-changing request (SameSite=Lax cookies already stay off cross-site
 * POSTs in current browsers, but not same-site ones — a sibling subdomain — nor older browsers):
 * - an `Origin` header must be one of the allowed origins (the app's, then ALLOWED_ORIGINS);
 *   browsers send it on every cross-origin POST, and Chromium/Firefox on same-origin POSTs too;
 * - without `Origin`, `Sec-Fetch-Site` (sent by every current browser) must not say the request came
 *   from another site; a request with neither header is not from a browser's form or fetch
 *   (curl, server-to-server), which cannot ride a user's cookies anyway;
 * - tRPC POSTs must be `application/json`: a form or `text/plain` post (a "simple request" that needs
 *   no CORS preflight) is refused even from an allowed page.
 * `/hook/*` (payment providers, server to server) is exempt: those routes verify their callers.
 */
export function originGuard(config: Pick<Config, 'allowedOrigins'>): RequestHandler {
  const allowed = new Set(config.allowedOrigins);
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method) || req.path.startsWith('/hook/')) return next();
    const origin = req.get('origin');
    const site = req.get('sec-fetch-site');
    if (origin !== undefined) {
      if (!allowed.has(origin)) return refuse(res, 403, 'CROSS_ORIGIN_REFUSED');
    } else if (site === 'cross-site' || site === 'same-site') {
      return refuse(res, 403, 'CROSS_ORIGIN_REFUSED');
    }
    if (req.path.startsWith('/trpc') && req.method === 'POST' && !req.is('application/json')) {
      return refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    next();
  };
}

/**
 * Refuses a body whose declared length is over the limit before reading a byte of it. A chunked
 * body has no length: tRPC's `maxBodySize` stops reading it at the same limit.
 */
export function bodyLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.get('content-length') ?? 0);
    if (declared > maxBytes) {
      // The rest of the upload is not wanted: close the connection rather than drain it.
      res.set('Connection', 'close');
      return refuse(res, 413, 'REQUEST_TOO_LARGE');
    }
    next();
  };
}

/**
 * CORS for the separate API hosts of SPEC §1 (the app on one origin calling the API on another):
 * only listed origins, with credentials (the session cookie), `Vary: Origin` so caches keep answers
 * apart. An unlisted origin gets no CORS headers, so its browser withholds the answer.
 */
export function cors(config: Pick<Config, 'allowedOrigins'>): RequestHandler {
  const allowed = new Set(config.allowedOrigins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.get('origin');
    if (origin && allowed.has(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Allow-Credentials', 'true');
    }
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      if (!origin || !allowed.has(origin)) return refuse(res, 403, 'CROSS_ORIGIN_REFUSED');
      res.set('Access-Control-Allow-Methods', 'GET, POST');
      res.set('Access-Control-Allow-Headers', 'content-type, trpc-accept, x-trpc-source');
      res.set('Access-Control-Max-Age', '600');
      return res.status(204).end();
    }
    next();
  };
}

/** sha256 source expressions for every inline `<script>` (no `src`) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]!)) continue;
    out.push(`'sha256-${createHash('sha256').update(m[2]!, 'utf8').digest('base64')}'`);
  }
  return out;
}

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
};

/** What the built app will call, read from the page config its boot script carries. */
export function pageConfigOrigins(html: string): string[] {
  const m = /window\.__WAQT_CONFIG__=(\{[^<]*?\});/.exec(html);
  if (!m) return [];
  try {
    const c = JSON.parse(m[1]!) as { apiUrl?: string; posthogHost?: string };
    return [originOf(c.apiUrl), originOf(c.posthogHost)].filter((o): o is string => !!o);
  } catch {
    return [];
  }
}

/**
 * The Content-Security-Policy directives (helmet's form). Scripts: only our own files and the inline
 * boot script by its hash (it sets theme and direction before first paint), never 'unsafe-inline'.
 * Styles keep 'unsafe-inline': react-aria positions popovers with style attributes.
 * connect-src: this origin, and what the app is configured to call (API origin, PostHog host).
 */
export function cspDirectives(opts: { scriptHashes: string[]; connect: string[]; upgradeInsecure: boolean }) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...opts.scriptHashes],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [...new Set(["'self'", ...opts.connect])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: opts.upgradeInsecure ? [] : null,
  };
}
