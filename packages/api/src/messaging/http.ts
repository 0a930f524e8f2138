import { ProviderError } from './types.ts';

/** How long a provider has to answer one send (then the attempt counts as unreachable and is retried). */
const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderHttpOptions {
  timeoutMs?: number;
  /** For tests (a fake) — the global fetch otherwise. */
  fetch?: typeof fetch;
}

export interface ProviderAnswer {
  status: number;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
  text: string;
}

/**
 * One request to a provider. A network failure or a timeout is a transient ProviderError (the
 * message may or may not have left: the providers' own idempotency — Unifonic's CorrelationID — and
 * the job's retry decide); anything that answered is returned for the caller to read.
 */
export async function providerRequest(provider: string, url: string, init: RequestInit, opts: ProviderHttpOptions = {}): Promise<ProviderAnswer> {
  const timeoutMs = opts.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  let res: Response;
  let text: string;
  try {
    res = await (opts.fetch ?? fetch)(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    text = await res.text();
  } catch (err) {
    const e = err as Error & { cause?: { message?: string; code?: string } };
    const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
    const why = timedOut ? `no answer within ${Math.round(timeoutMs / 1000)} s` : (e.cause?.code ?? e.cause?.message ?? e.message);
    throw new ProviderError(`${provider} unreachable: ${why}`, false, `${provider} unreachable (${why})`);
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

/** The provider's words as kept in the delivery log (booking_messages.detail holds up to 500 characters). */
export const clip = (s: string, max = 500) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** E.164 (`+966501234567`) as both providers take a number: international digits, no plus or 00. */
export function internationalDigits(e164: string): string {
  const digits = e164.replace(/^\+/, '');
  if (!/^[1-9]\d{6,14}$/.test(digits)) throw new ProviderError(`not an E.164 number: ${e164}`, true, 'Invalid recipient number');
  return digits;
}
