import { GatewayError, type GatewayPayment, type GatewayToken, type PaymentGateway } from './gateway.ts';

/** Moyasar's REST API (https://api.moyasar.com/v1, or the sandbox): Basic auth with the key as user, JSON. */
export function createMoyasarGateway(baseUrl: string, opts: { timeoutMs?: number; fetch?: typeof fetch } = {}): PaymentGateway {
  const root = `${baseUrl.replace(/\/$/, '')}/v1`;
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 15_000;

  async function call<T>(key: string, method: string, path: string, body?: unknown): Promise<T> {
    const res = await doFetch(`${root}${path}`, {
      method,
      headers: {
        Authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      const e = (json ?? {}) as { type?: unknown; message?: unknown };
      // Never the key: only the gateway's own words and status.
      throw new GatewayError(res.status, typeof e.type === 'string' ? e.type : 'api_error', typeof e.message === 'string' ? e.message : `HTTP ${res.status}`);
    }
    return json as T;
  }

  const id = (s: string) => encodeURIComponent(s);
  return {
    create: (key, body) => call<GatewayPayment>(key, 'POST', '/payments', body),
    fetch: (key, paymentId) => call<GatewayPayment>(key, 'GET', `/payments/${id(paymentId)}`),
    refund: (key, paymentId, amount) => call<GatewayPayment>(key, 'POST', `/payments/${id(paymentId)}/refund`, amount === undefined ? {} : { amount }),
    void: (key, paymentId) => call<GatewayPayment>(key, 'POST', `/payments/${id(paymentId)}/void`, {}),
    capture: (key, paymentId, amount) => call<GatewayPayment>(key, 'POST', `/payments/${id(paymentId)}/capture`, amount === undefined ? {} : { amount }),
    list: async (key, query = {}) => (await call<{ payments: GatewayPayment[] }>(key, 'GET', `/payments?${new URLSearchParams(query).toString()}`)).payments,
    checkPublishableKey: async (key) => {
      try {
        // An empty body: nothing can be created, whatever the key.
        await call<unknown>(key, 'POST', '/payments', {});
        return true;
      } catch (err) {
        if (err instanceof GatewayError && err.status === 400) return true;
        if (err instanceof GatewayError && err.status === 401) return false;
        throw err;
      }
    },
    createToken: (key, body) => call<GatewayToken>(key, 'POST', '/tokens', body),
    fetchToken: (key, tokenId) => call<GatewayToken>(key, 'GET', `/tokens/${id(tokenId)}`),
    deleteToken: (key, tokenId) => call<void>(key, 'DELETE', `/tokens/${id(tokenId)}`),
  };
}
