import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDelay, retryingFetch, shouldRetryQuery } from './retry.ts';

/** A real HTTP server on 127.0.0.1 that answers each path with a scripted list of statuses. */
let server: http.Server;
let base: string;
const hits = new Map<string, number>();
const scripts: Record<string, number[]> = {
  '/flaky-503': [503, 200],
  '/always-500': [500, 500, 500],
  '/not-found': [404, 200],
  '/conflict': [409, 200],
  '/bad-request': [400, 200],
  '/gateway': [502, 504, 200],
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    const n = hits.get(key) ?? 0;
    hits.set(key, n + 1);
    const list = scripts[req.url ?? ''] ?? [200];
    res.statusCode = list[Math.min(n, list.length - 1)]!;
    res.end(String(res.statusCode));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const f = retryingFetch(fetch);

describe('HTTP client retries (SPEC §7)', () => {
  it('retries a GET once on 503 and succeeds', async () => {
    const res = await f(`${base}/flaky-503`);
    expect(res.status).toBe(200);
    expect(hits.get('GET /flaky-503')).toBe(2);
  });

  it('retries a GET at most once', async () => {
    const res = await f(`${base}/always-500`);
    expect(res.status).toBe(500);
    expect(hits.get('GET /always-500')).toBe(2);
  });

  it('retries GET on 409 (listed) but not on 404 or 400', async () => {
    expect((await f(`${base}/conflict`)).status).toBe(200);
    expect((await f(`${base}/not-found`)).status).toBe(404);
    expect((await f(`${base}/bad-request`)).status).toBe(400);
    expect(hits.get('GET /not-found')).toBe(1);
    expect(hits.get('GET /bad-request')).toBe(1);
  });

  it('never retries a POST (mutations)', async () => {
    const res = await f(`${base}/flaky-503`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
    expect(hits.get('POST /flaky-503')).toBe(1);
  });

  it('gives up after one retry even if the next would succeed', async () => {
    expect((await f(`${base}/gateway`)).status).toBe(504);
  });
});

describe('query retry policy (SPEC §9)', () => {
  const err = (httpStatus: number) => ({ data: { httpStatus } });
  it('never retries 4xx', () => {
    expect(shouldRetryQuery(0, err(401))).toBe(false);
    expect(shouldRetryQuery(0, err(404))).toBe(false);
  });
  it('retries other failures up to 3 times', () => {
    expect(shouldRetryQuery(0, err(500))).toBe(true);
    expect(shouldRetryQuery(2, new Error('network'))).toBe(true);
    expect(shouldRetryQuery(3, err(500))).toBe(false);
  });
  it('backs off from 1 s doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
