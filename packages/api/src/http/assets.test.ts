import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashedAssets } from './assets.ts';

let dist: string;
let server: Server;
let base: string;
const script = 'console.log("waqt");\n'.repeat(1000);

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'waqt-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ef56Gh78.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dist, 'assets', 'zz-big-Zz99.js'), 'x'.repeat(script.length));
  const app = express();
  app.use(hashedAssets(dist, script.length + 100)); // room for the script and the stylesheet, not zz-big-Zz99.js
  app.use((_req, res) => void res.status(404).send('next handler'));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('hashed assets from memory', () => {
  it('sends the file with a year-long immutable cache, its type and an ETag', async () => {
    const res = await fetch(`${base}/assets/index-Ab12Cd34.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(script);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    const css = await fetch(`${base}/assets/index-Ef56Gh78.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await fetch(`${base}/assets/index-Ab12Cd34.js`);
    const again = await fetch(`${base}/assets/index-Ab12Cd34.js`, {
      // A browser's revalidation; without our own Cache-Control, fetch() would add `no-cache` to a conditional request.
      headers: { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${base}/assets/index-Ab12Cd34.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
  });

  it('reads the files once, at start: a later change on disk is not served', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'changed');
    expect(await (await fetch(`${base}/assets/index-Ab12Cd34.js`)).text()).toBe(script);
  });

  it('leaves unknown paths, other methods and files past the memory cap to the next handler', async () => {
    for (const [url, init] of [
      [`${base}/assets/missing-0000.js`, {}],
      [`${base}/assets/zz-big-Zz99.js`, {}],
      [`${base}/index.html`, {}],
      [`${base}/assets/index-Ab12Cd34.js`, { method: 'POST' }],
    ] as const) {
      const res = await fetch(url, init);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('next handler');
    }
  });
});
