import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, resolveConfig, type ViteDevServer } from 'vite';

// The dev server's Content-Security-Policy must allow exactly the inline scripts the page really
// has (by sha256), never 'unsafe-inline', or the app would not boot under its own policy.
const configFile = path.resolve(import.meta.dirname, '../../vite.config.ts');
const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc\s*=/i.test(m[1]!)).map((m) => m[2]!);
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

let server: ViteDevServer;
let base: string;
beforeAll(async () => {
  server = await createServer({ configFile, logLevel: 'silent', server: { port: 0, strictPort: false, host: '127.0.0.1' }, optimizeDeps: { noDiscovery: true, include: [] } });
  await server.listen();
  base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => server?.close());

describe('dev server Content-Security-Policy', () => {
  it('allows every inline script of the page by hash and no unsafe-inline script', async () => {
    const res = await fetch(`${base}/ar/dashboard`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    const html = await res.text();
    const scripts = inlineScripts(html);
    // The theme/locale boot script, and React's refresh preamble.
    expect(scripts.some((s) => s.includes('window.__WAQT_CONFIG__=') && s.includes('prefers-color-scheme'))).toBe(true);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    const scriptSrc = directive(csp, 'script-src');
    for (const s of scripts) expect(scriptSrc, s.slice(0, 60)).toContain(hashOf(s));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(directive(csp, 'connect-src')).not.toMatch(/https:(\s|$)|\*/);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});

describe('preview server Content-Security-Policy', () => {
  it('allows the inline scripts of the built page by hash', async () => {
    const config = await resolveConfig({ configFile, logLevel: 'silent' }, 'serve', 'production', 'production', true);
    const csp = String(config.preview.headers?.['Content-Security-Policy']);
    const scriptSrc = directive(csp, 'script-src');
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    const built = path.resolve(import.meta.dirname, '../../dist/index.html');
    // The page exists once the app is built (turbo builds it before the end-to-end tests).
    const scripts = fs.existsSync(built) ? inlineScripts(fs.readFileSync(built, 'utf8')) : [];
    for (const s of scripts) expect(scriptSrc).toContain(hashOf(s));
  });
});

describe('production build', () => {
  it('publishes no source maps', async () => {
    const config = await resolveConfig({ configFile, logLevel: 'silent' }, 'build', 'production', 'production');
    expect(config.build.sourcemap).toBe(false);
  });
});
