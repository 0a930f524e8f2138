/**
 * What the logs may say about a request's URL (docs/decisions.md, "Tokens in access logs"): the path,
 * with every segment that is itself a credential replaced, and the query's parameter names with their
 * values replaced — except a few harmless ones. tRPC GET inputs (`?input=`) are never logged.
 * Every URL a log line writes goes through here (the request serializer of src/http/app.ts).
 */
const REDACTED = '[redacted]';

/** Query parameters whose values are never secret and help reading a log. Every other value is redacted. */
const KEPT_QUERY = new Set(['batch', 'format', 'action', 'error', 'locale', 'lang', 'reschedule', 'booking']);

/**
 * Paths that carry a credential as a segment: the prefix kept, the segment after it redacted. Express
 * matches routes case-insensitively and with a trailing slash, so these do too.
 * - `/s/<code>`: a short link (reminder SMS: manage and opt-out links);
 * - `/<lang>/invite/<token>`: a team invitation;
 * - `/hook/unifonic/<token>`, `/hook/whatsapp/<token>`: the phone providers' webhook secrets.
 */
const SECRET_SEGMENTS: RegExp[] = [/^(\/s\/)[^/]+/i, /^(\/[^/]+\/invite\/)[^/]+/i, /^(\/hook\/(?:unifonic|whatsapp)\/)[^/]+/i];

/** A name that looks like a parameter name (not a credential passed as a bare `?<token>`). */
const PARAM_NAME = /^[a-z][a-z0-9_.-]{0,31}$/i;

export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const re of SECRET_SEGMENTS) path = path.replace(re, `$1${REDACTED}`);
  if (q === -1) return path;
  const params = url
    .slice(q + 1)
    .split('&')
    .filter((p) => p !== '')
    .map((p) => {
      const eq = p.indexOf('=');
      const name = eq === -1 ? p : p.slice(0, eq);
      if (!PARAM_NAME.test(name)) return REDACTED;
      if (eq === -1) return name;
      if (KEPT_QUERY.has(name)) return p;
      return `${name}=${REDACTED}`;
    });
  return params.length ? `${path}?${params.join('&')}` : path;
}
