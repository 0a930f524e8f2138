import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { DEV_API_PORT, DEV_APP_PORT } from '@waqt/contracts';
import { themeBootScript } from '@waqt/ui/theme-boot';
import { messagesPart, type MessagesPart } from '@waqt/ui/i18n';
import { localeBootScript } from './src/boot/locale-boot.ts';
import { bundleChunks, bundlePreload } from './build/chunks.ts';
import { gregorianBookingCalendar } from './build/gregorian-calendar.ts';

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

/**
 * Each language's messages in three chunks (ui/src/i18n/parts.ts and load.ts): `messages/en.public.ts` is
 * what the public pages need before they render, `en.later.ts` what only the booking flow's later steps
 * show (loaded with them), `en.app.ts` the rest (the shell, sign-in, the dashboard), loaded with the pages
 * inside the app shell. Each of those modules re-exports the whole en.json; here it gets only its part's
 * keys. (Without this plugin — stories, tests — each part is the whole language.)
 */
function messagesParts(): Plugin {
  return {
    name: 'waqt-messages-parts',
    enforce: 'pre',
    load(id) {
      const m = /^(.*[\\/]i18n)[\\/]messages[\\/](en|ar)\.(public|later|app)\.ts$/.exec(id);
      if (!m) return null;
      const file = path.join(m[1]!, `${m[2]}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      // An object literal the minifier compacts (as Vite does with JSON).
      return `export default ${JSON.stringify(messagesPart(messages, m[3] as MessagesPart))};`;
    },
  };
}

/**
 * react-aria ships each component's strings (calendar, toast, combobox…) in ~35 languages, all imported
 * by its `intlStrings` modules. The app speaks English and Arabic: only `en-US` and `ar-AE` stay (react-aria
 * finds `ar-AE` for the app's `ar-SA` by its language, and falls back to `en-US`) — the calendar alone
 * loses ~7 KB gzip. (What @react-aria/optimize-locales-plugin does, in a few lines.)
 */
const ARIA_LOCALES = new Set(['en-US', 'ar-AE']);
function ariaLocales(): Plugin {
  return {
    name: 'waqt-aria-locales',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-(?:aria|aria-components|stately)[\\/]dist[\\/].*[\\/]intlStrings\.mjs$/.test(id)) return null;
      // `import $x from "./intl/de-DE.mjs";` and `"de-DE": $x,` for every language but the app's.
      const dropped = new Set<string>();
      const out = code
        .replace(/^import (\S+) from "[^"]*\/([a-z]{2}-[A-Z]{2})\.mjs";\n/gm, (line, name: string, locale: string) => {
          if (ARIA_LOCALES.has(locale)) return line;
          dropped.add(name);
          return '';
        })
        .replace(/^\s*"[a-z]{2}-[A-Z]{2}": (\S+?),?\n/gm, (line, name: string) => (dropped.has(name) ? '' : line));
      return out === code ? null : { code: out, map: null };
    },
  };
}

/*
 * The two bundles' and the public pages' chunks, and the page's preloads (build/chunks.ts); the booking
 * page's Gregorian-only calendar (build/gregorian-calendar.ts). See docs/decisions.md, "The public pages'
 * weight".
 */
const chunks = bundleChunks(import.meta.dirname);

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
  // The pay page's card form posts the card from the browser to Moyasar (or the local sandbox the API runs).
  const moyasar = process.env.MOYASAR_BASE_URL || `http://127.0.0.1:${process.env.MOYASAR_SANDBOX_PORT || '5040'}`;
  const connect = [...new Set(["'self'", ...originOf(pageConfigValues.apiUrl), ...originOf(pageConfigValues.posthogHost), ...originOf(moyasar), ...extraConnect])];
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

const proxy = Object.fromEntries(['/trpc', '/health', '/hook', '/dev', '/auth/google', '/ics', '/s/'].map((p) => [p, { target: apiOrigin, changeOrigin: false }]));

export default defineConfig(({ isPreview }) => ({
  plugins: [react(), vanillaExtractPlugin(), pageConfig(), messagesParts(), ariaLocales(), gregorianBookingCalendar(), chunks.plugin, bundlePreload(import.meta.dirname)],
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
    rolldownOptions: {
      // The build first builds the sources once more to learn the chunks (build/chunks.ts): that plugin
      // hook is slow by design, and Rolldown's timing warning would say so on every build.
      checks: { bundlerTimings: false },
      output: {
        // Everything the entry imports statically is loaded before any page anyway: one chunk (fewer
        // requests, and it compresses as one); then the bundles' and the public pages' chunks (bundleChunks).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'], priority: 10 }, chunks.group] },
      },
    },
    // That chunk (React, the router, i18next, the API client, the app's frame) is ~500 KB minified, ~150 KB gzip.
    chunkSizeWarningLimit: 600,
  },
}));
