import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { DEV_API_PORT, DEV_APP_PORT } from '@waqt/contracts';
import { themeBootScript } from '@waqt/ui/theme-boot';
import { localeBootScript } from './src/boot/locale-boot.ts';

// API_PORT / APP_PORT move both servers (two checkouts side by side); see docs/running.md.
const apiOrigin = process.env.WAQT_API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT || DEV_API_PORT}`;
const appPort = Number(process.env.APP_PORT) || DEV_APP_PORT;
const version = process.env.WAQT_VERSION ?? new Date().toISOString();

/** Page config injected into index.html (SPEC §7: the app reads its base URL from injected config). */
const pageConfigValues = {
    apiUrl: process.env.VITE_API_URL ?? '',
    env: process.env.VITE_APP_ENV ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development'),
    posthogKey: process.env.VITE_POSTHOG_KEY ?? '',
    posthogHost: process.env.VITE_POSTHOG_HOST ?? '',
    posthogUiHost: process.env.VITE_POSTHOG_UI_HOST ?? '',
    version,
};
/** The inline boot script: theme and locale are applied before React renders (no flash of the wrong theme or direction). */
const bootScript = `window.__WAQT_CONFIG__=${JSON.stringify(pageConfigValues)};${themeBootScript}${localeBootScript}`;

function pageConfig(): Plugin {
  return {
    name: 'waqt-page-config',
    transformIndexHtml(html) {
      return html.replace('<!--waqt-boot-->', `<script>${bootScript}</script>`);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
  };
}

/*
 * Content-Security-Policy of the dev and preview servers — the same policy the API sends with the
 * built app (packages/api/src/http/security.ts): scripts only from this origin plus the inline
 * scripts allowed by their sha256 (never 'unsafe-inline'); connect-src this origin plus what the page
 * config names (API origin, PostHog host). The dev server also runs React's refresh preamble inline
 * and Vite's HMR websocket.
 */
const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
const originOf = (url: string) => {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? [u.origin] : [];
  } catch {
    return [];
  }
};
function contentSecurityPolicy(scriptHashes: string[], extraConnect: string[] = []): string {
  const connect = [...new Set(["'self'", ...originOf(pageConfigValues.apiUrl), ...originOf(pageConfigValues.posthogHost), ...extraConnect])];
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
/** Inline scripts (no src) of the built page: what `vite preview` serves. */
function builtInlineScriptHashes(): string[] {
  const file = path.join(import.meta.dirname, 'dist/index.html');
  if (!fs.existsSync(file)) return [sha256(bootScript)];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc\s*=/i.test(m[1]!)).map((m) => sha256(m[2]!));
}
const devCsp = contentSecurityPolicy(
  [sha256(bootScript), sha256(react.preambleCode.replace('__BASE__', '/'))],
  [`ws://127.0.0.1:${appPort}`, `ws://localhost:${appPort}`],
);

const proxy = Object.fromEntries(['/trpc', '/health', '/hook', '/dev', '/auth/google', '/ics'].map((p) => [p, { target: apiOrigin, changeOrigin: false }]));

export default defineConfig(({ isPreview }) => ({
  plugins: [react(), vanillaExtractPlugin(), pageConfig()],
  server: { host: '127.0.0.1', port: appPort, strictPort: true, proxy, headers: { 'Content-Security-Policy': devCsp } },
  preview: {
    host: '127.0.0.1',
    port: appPort,
    strictPort: true,
    proxy,
    // Read from the built page only when previewing (the build itself is what writes it).
    headers: isPreview ? { 'Content-Security-Policy': contentSecurityPolicy(builtInlineScriptHashes()) } : {},
  },
  build: {
    target: 'es2022',
    // No source maps in production builds: they would publish the source next to the bundle.
    sourcemap: false,
    // dist/.vite/manifest.json: what each chunk imports, read by scripts/bundle-size.mjs (npm run bench).
    // The server never sends it (express.static skips dot-directories; the path gets index.html).
    manifest: true,
  },
}));
