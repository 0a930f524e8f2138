import type { RequestHandler } from 'express';
import type { Logger } from '../logger.ts';

const WHY =
  'Refused a request that came through a proxy (X-Forwarded-For): this server runs with development settings (a published AUTH_SECRET, the demo login, /dev/mailbox), ' +
  'which must not be served to others. Serve with NODE_ENV=production (docs/running.md), or set ALLOW_DEV_BEHIND_PROXY=1 if only you can reach the proxy.';

/**
 * Development settings behind a reverse proxy (issue 35): the API on loopback looks local, but a proxy
 * on the same host makes it public with the fixed AUTH_SECRET and the seeded demo login. A request
 * carrying X-Forwarded-For is refused with 403, and the reason is logged once per process.
 */
export function devProxyGuard(log: Logger): RequestHandler {
  let said = false;
  return (req, res, next) => {
    if (req.headers['x-forwarded-for'] === undefined) return next();
    if (!said) log.warn(WHY);
    said = true;
    res.status(403).set('Cache-Control', 'no-store').json({ error: { code: 'DEV_BEHIND_PROXY', message: WHY } });
  };
}
