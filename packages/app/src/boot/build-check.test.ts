import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchLatestVersion, isNewBuild } from './build-check.ts';

let server: http.Server;
let base: string;
let body = '{"version":"2026-11-22T10:00:00Z"}';
let status = 200;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.statusCode = req.url === '/version.json' ? status : 404;
    res.setHeader('content-type', 'application/json');
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('new-build check', () => {
  it('reads the deployed version', async () => {
    expect(await fetchLatestVersion(fetch, base)).toBe('2026-11-22T10:00:00Z');
  });
  it('cannot tell when the file is missing or malformed', async () => {
    status = 404;
    expect(await fetchLatestVersion(fetch, base)).toBeNull();
    status = 200;
    body = 'not json';
    expect(await fetchLatestVersion(fetch, base)).toBeNull();
  });
  it('offers a reload only for a different build', () => {
    expect(isNewBuild('a', 'b')).toBe(true);
    expect(isNewBuild('a', 'a')).toBe(false);
    expect(isNewBuild('a', null)).toBe(false);
  });
});
