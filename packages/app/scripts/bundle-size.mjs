#!/usr/bin/env node
/**
 * What a route of the built app loads before it is usable, from Vite's manifest (dist/.vite/manifest.json).
 *
 * The page's entry (`index.html`: the theme and src/entry.ts) loads one of two bundles by the path
 * (src/public/paths.ts): the public bundle (src/public/main.tsx) for the public pages a visitor opens from
 * a link, the app (src/main.tsx) for everything else. For each route module it walks the manifest's static
 * `imports` (never `dynamicImports`) from the entry, from the route's bundle, from the route's lazy chunk,
 * from the lazy layout the route renders in and from the chunk of the page language's messages (fetched
 * before the first render; en, and ar in its own column — "over goal" takes the heavier of the two), and
 * prints: JS gzip KB (zlib level 9, file by file, as a server would send them), JS raw KB, CSS gzip KB
 * (the `css` of every chunk walked) and the number of JS chunks. Routes missing from the manifest are
 * skipped with a note. Each public route has a budget of JS gzip in either language (PUBLIC_ROUTES: the
 * landing page 140 KB, every other public page 150 KB; issue 38); the report prints figures only, and
 * build/bundle-budget.test.ts (in `npm test`, after the build) fails when a route is over. A last column says how much JS the page fetches after that (its own lazy parts), so that nothing
 * hides there.
 *
 *   npm run bench                                 # root (turbo); in packages/app it runs this with --build
 *   node scripts/bundle-size.mjs --build          # builds the current sources (temporary folder), table + modules
 *   node scripts/bundle-size.mjs                  # the table, from dist/ (run `npx vite build` first)
 *   node scripts/bundle-size.mjs --modules        # + the biggest modules and packages of each route
 *   node scripts/bundle-size.mjs --json           # machine-readable
 *   node scripts/bundle-size.mjs --dist DIR src/pages/Foo.tsx …   # other routes (manifest keys)
 *
 * `--modules` needs source maps, and production builds publish none: unless the dist has them (built
 * with `--sourcemap hidden`), it builds the same sources again into a temporary folder with
 * `--sourcemap hidden` (the same code, no sourceMappingURL comment) and splits each chunk's bytes by
 * source. `--build` measures such a build and nothing else: the bench does not depend on dist/.vite/,
 * which turbo's `dist/**` output glob may not restore from its cache (a hidden directory). A module's "raw" is its minified bytes; its "gzip" is its code compressed alone (an estimate:
 * in a chunk it compresses with its neighbours). BUNDLE_TOP=n lists n of them instead of 10.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const appRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(appRoot, '../..');
const ENTRY = 'index.html';
const TOP = Number(process.env.BUNDLE_TOP) || 10;

/**
 * Every page a visitor may open without an account (routes.tsx), by its route module, with its budget:
 * KB of JS gzip before it is usable, in either language (issue 38). The team page and a calendar's page
 * are the same module (`/{slug}`); the pay page's card form is a lazy part of it (not in the budget).
 */
const PUBLIC_ROUTES = [
  { route: 'src/pages/LandingPage.tsx', page: 'landing page (with the sign-in)', budgetKb: 140 },
  { route: 'src/pages/PublicPage.tsx', page: 'team page, calendar page', budgetKb: 150 },
  { route: 'src/pages/EventTypeBookingPage.tsx', page: 'booking page', budgetKb: 150 },
  { route: 'src/pages/BookingConfirmedPage.tsx', page: 'booking confirmation', budgetKb: 150 },
  { route: 'src/pages/PayPage.tsx', page: 'pay page (before the card form)', budgetKb: 150 },
  { route: 'src/pages/OtpPage.tsx', page: 'sign-in with a code', budgetKb: 150 },
  { route: 'src/pages/RegisterPage.tsx', page: 'sign-up', budgetKb: 150 },
];
const budgetOf = (route) => PUBLIC_ROUTES.find((r) => r.route === route)?.budgetKb;
const DEFAULT_ROUTES = PUBLIC_ROUTES.map((r) => r.route);
/**
 * The two bundles the entry chooses between (src/entry.ts): the chunks named `public` and `app` among the
 * entry's dynamic imports (vite.config.ts, bundleChunks), or the boots' own chunks in a build without them.
 */
const BUNDLES = { public: 'src/public/main.tsx', app: 'src/main.tsx' };
function bundleKey(manifest, which) {
  if (manifest[BUNDLES[which]]) return BUNDLES[which];
  return (manifest[ENTRY].dynamicImports ?? []).find((k) => manifest[k]?.name === which);
}
/**
 * The pages a visitor arriving by a link gets from the public bundle (src/public/PublicApp.tsx), without
 * a layout. Every other page is the app's and sits in DefaultLayout, whose chrome is the lazy chunk of
 * src/layouts/AppLayout.tsx, loaded with the page.
 */
const PUBLIC_PAGES = new Set(['src/pages/PublicPage.tsx', 'src/pages/EventTypeBookingPage.tsx', 'src/pages/BookingConfirmedPage.tsx']);
const APP_LAYOUT = 'src/layouts/AppLayout.tsx';
/** The app's pages outside the shell (EmptyLayout in routes.tsx). */
const APP_EMPTY_LAYOUT = new Set(['src/pages/PayPage.tsx']);
/** What a route loads: the entry, its bundle (when the build has two), the page, its layout. */
function rootsOf(route, manifest) {
  const isPublic = PUBLIC_PAGES.has(route);
  const main = bundleKey(manifest, isPublic ? 'public' : 'app');
  const inShell = !isPublic && !APP_EMPTY_LAYOUT.has(route) && manifest[APP_LAYOUT];
  return [ENTRY, ...(main ? [main] : []), route, ...(inShell ? [APP_LAYOUT] : [])];
}
/** The languages of the app; each one's messages are chunks of their own (ui/src/i18n/load.ts, parts.ts). */
const LOCALES = ['en', 'ar'];
/**
 * The messages chunks of a language a page waits for: the `public` part, plus the `app` part for the
 * app's pages (ui/src/i18n/messages/<locale>.<part>.ts, split by vite.config.ts); the whole file when it
 * is a chunk of its own, unsplit.
 */
const messagesOf = (manifest, locale, appPage) =>
  Object.keys(manifest).filter((k) => new RegExp(`/i18n/(${locale}\\.json|messages/${locale}\\.(public${appPage ? '|app' : ''})\\.ts)$`).test(k));

function parseArgs(argv) {
  const opts = { dist: path.join(appRoot, 'dist'), build: false, modules: false, json: false, routes: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--dist') opts.dist = path.resolve(argv[++i] ?? '');
    else if (a === '--modules') opts.modules = true;
    else if (a === '--build') opts.build = opts.modules = true;
    else if (a === '--json') opts.json = true;
    else if (a === '--help' || a === '-h') {
      console.log('usage: node scripts/bundle-size.mjs [--dist DIR | --build] [--modules] [--json] [route module …]');
      process.exit(0);
    } else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else opts.routes.push(a);
  }
  if (opts.routes.length === 0) opts.routes = DEFAULT_ROUTES;
  return opts;
}

function readManifest(dist) {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the app first (npm run build -w @waqt/app; build.manifest is on in vite.config.ts)`);
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!manifest[ENTRY]?.isEntry) throw new Error(`${file} has no entry ${ENTRY}`);
  return manifest;
}

/** Manifest keys reached from `roots` through static imports. */
function staticClosure(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const r of roots) visit(r);
  return [...seen];
}

const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const sizeCache = new Map();
function sizes(file) {
  let s = sizeCache.get(file);
  if (!s) {
    const body = fs.readFileSync(file);
    s = { raw: body.length, gzip: gzipSize(body) };
    sizeCache.set(file, s);
  }
  return s;
}

/** What a page with these manifest roots loads before it is usable. */
function measure(dist, manifest, roots) {
  const keys = staticClosure(manifest, roots);
  const js = [...new Set(keys.map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))].sort();
  const css = [...new Set(keys.flatMap((k) => manifest[k].css ?? []))].sort();
  const sum = (files, field) => files.reduce((n, f) => n + sizes(path.join(dist, f))[field], 0);
  return { keys, js, css, jsGzip: sum(js, 'gzip'), jsRaw: sum(js, 'raw'), cssGzip: sum(css, 'gzip'), cssRaw: sum(css, 'raw') };
}

/**
 * The page's own lazy parts, fetched once it is usable or when needed (later steps, lists, dialogs, views
 * shown on an error — the `dynamicImports` of its own chunks, not of the entry, which are the other
 * pages): JS gzip of their chunks not already loaded. Not part of the goal; shown so nothing hides there.
 */
function lazyParts(dist, manifest, loaded, entryKeys) {
  const own = loaded.keys.filter((k) => !entryKeys.has(k));
  const roots = [...new Set(own.flatMap((k) => manifest[k].dynamicImports ?? []))];
  if (roots.length === 0) return 0;
  const have = new Set(loaded.js);
  const js = [...new Set(staticClosure(manifest, roots).map((k) => manifest[k].file))].filter((f) => f.endsWith('.js') && !have.has(f));
  return js.reduce((n, f) => n + sizes(path.join(dist, f)).gzip, 0);
}

// --- source maps: the code of each source in a chunk ------------------------------------------------

const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
function decodeSegment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const d = B64.get(c);
    value += (d & 31) << shift;
    if (d & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Code with no mapping: JSON imports (the i18n messages), vanilla-extract class names, chunk imports/exports, Vite's preload helper. */
const UNMAPPED = '[unmapped: i18n JSON, class names, imports]';

function normaliseSource(abs) {
  const nm = abs.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (nm >= 0) return `node_modules/${abs.slice(nm + 14).split(path.sep).join('/')}`;
  return path.relative(repoRoot, abs).split(path.sep).join('/');
}

/** Adds the generated code of `jsFile` to `bySource` (source path → code pieces), from its `.map`. */
function splitBySource(jsFile, bySource) {
  const add = (src, text) => {
    if (!text) return;
    if (!bySource.has(src)) bySource.set(src, []);
    bySource.get(src).push(text);
  };
  const code = fs.readFileSync(jsFile, 'utf8');
  const mapFile = `${jsFile}.map`;
  if (!fs.existsSync(mapFile)) return add('[no source map]', code);
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const sources = map.sources.map((s) => normaliseSource(path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', s)));
  const lines = code.split('\n');
  let srcIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const line = lines[lineNo] ?? '';
    let col = 0;
    const segs = [];
    for (const seg of lineMappings ? lineMappings.split(',') : []) {
      const f = decodeSegment(seg);
      col += f[0];
      if (f.length >= 4) srcIndex += f[1];
      segs.push([col, f.length >= 4 ? sources[srcIndex] : UNMAPPED]);
    }
    add(UNMAPPED, line.slice(0, segs[0]?.[0] ?? line.length));
    segs.forEach(([start, src], i) => add(src, line.slice(start, i + 1 < segs.length ? segs[i + 1][0] : line.length)));
    add(UNMAPPED, '\n');
  });
}

/** 'node_modules/@scope/pkg/…' → '@scope/pkg'; 'packages/ui/src/screens/Auth/…' → 'ui/screens/Auth'. */
function packageOf(source) {
  if (source.startsWith('node_modules/')) {
    const parts = source.slice(13).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const m = /^packages\/([^/]+)\/src\/((?:screens|components)\/[^/]+|[^/]+)/.exec(source);
  return m ? `${m[1]}/${m[2].replace(/\.[^.]+$/, '')}` : source;
}

function biggest(dist, jsFiles) {
  const bySource = new Map();
  for (const f of jsFiles) splitBySource(path.join(dist, f), bySource);
  const byPackage = new Map();
  for (const [src, pieces] of bySource) {
    const p = packageOf(src);
    if (!byPackage.has(p)) byPackage.set(p, []);
    byPackage.get(p).push(...pieces);
  }
  const top = (m) =>
    [...m]
      .map(([name, pieces]) => ({ name, text: pieces.join('') }))
      .map(({ name, text }) => ({ name, raw: Buffer.byteLength(text), text }))
      .sort((a, b) => b.raw - a.raw)
      .slice(0, TOP)
      .map(({ name, raw, text }) => ({ name, raw, gzip: gzipSize(Buffer.from(text)) }));
  return { modules: top(bySource), packages: top(byPackage) };
}

function buildWithSourceMaps() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'waqt-bundle-size-'));
  const vite = path.join(path.dirname(createRequire(path.join(appRoot, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--sourcemap', 'hidden', '--manifest', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: appRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return out;
}

// --- report ------------------------------------------------------------------------------------------

const kb = (n) => (n / 1024).toFixed(1);

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd();
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)].join('\n');
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  let built;
  if (opts.build) opts.dist = built = buildWithSourceMaps();
  try {
    report(opts);
  } finally {
    if (built) fs.rmSync(built, { recursive: true, force: true });
  }
}

function report(opts) {
  const manifest = readManifest(opts.dist);
  // The entry alone, then each bundle's boot without a page: what every page of it loads.
  const rows = [{ route: `${ENTRY} (entry alone)`, roots: [ENTRY], base: true }];
  const mains = Object.fromEntries(Object.keys(BUNDLES).map((b) => [b, bundleKey(manifest, b)]));
  for (const [b, main] of Object.entries(mains)) if (main) rows.push({ route: `${b} bundle (${BUNDLES[b]}, no page)`, roots: [ENTRY, main], base: true });
  const skipped = [];
  for (const r of opts.routes) {
    if (!manifest[r]) skipped.push(r);
    else rows.push({ route: r, roots: rootsOf(r, manifest), page: PUBLIC_ROUTES.find((p) => p.route === r)?.page, budgetKb: budgetOf(r) });
  }
  // The app's pages load the `app` part of the messages too (the shell's, or their own: the pay page).
  const withMessages = (m, roots, locale) => [...roots, ...messagesOf(m, locale, roots.some((r) => r.startsWith('src/pages/') && !PUBLIC_PAGES.has(r)))];
  for (const row of rows) {
    Object.assign(row, measure(opts.dist, manifest, withMessages(manifest, row.roots, 'en')));
    // A page's own lazy parts: not those of its bundle's boot (the other pages).
    const baseKeys = new Set(staticClosure(manifest, row.roots.filter((r) => r === ENTRY || Object.values(mains).includes(r))));
    row.lazyGzip = row.base ? 0 : lazyParts(opts.dist, manifest, row, baseKeys);
    row.locales = Object.fromEntries(LOCALES.map((l) => [l, measure(opts.dist, manifest, withMessages(manifest, row.roots, l)).jsGzip]));
    row.worst = Math.max(...Object.values(row.locales));
  }

  let stale = false;
  if (opts.modules) {
    // A dist built with source maps (`vite build --sourcemap hidden`) is read as it is.
    const hasMaps = fs.existsSync(path.join(opts.dist, `${manifest[ENTRY].file}.map`));
    const analysis = hasMaps ? opts.dist : buildWithSourceMaps();
    try {
      const mapped = readManifest(analysis);
      for (const row of rows) {
        const { js } = measure(analysis, mapped, withMessages(mapped, row.roots.filter((r) => mapped[r]), 'en'));
        stale ||= js.join() !== row.js.join();
        Object.assign(row, biggest(analysis, js));
      }
    } finally {
      if (!hasMaps) fs.rmSync(analysis, { recursive: true, force: true });
    }
  }

  if (opts.json) {
    const strip = ({ roots, keys, ...r }) => ({ ...r, chunks: r.js.length, also: roots.filter((x) => x !== ENTRY && x !== r.route) });
    console.log(JSON.stringify({ dist: opts.dist, skipped, stale, routes: rows.map(strip) }, null, 2));
    return;
  }
  console.log(`Bundle size of packages/app: ${opts.build ? 'a fresh `vite build` of the current sources' : opts.dist}`);
  console.log(
    `JS and CSS loaded before a route is usable (entry + the route's bundle + its lazy chunk + their static imports + the page language's messages: en, and ar in its own column); gzip = zlib level 9 per file; budget: the landing page ≤ 140 KB JS gzip in either language, every other public page ≤ 150 KB\n`,
  );
  const also = (r) => r.roots.filter((x) => x !== ENTRY && x !== r.route && x !== mains.app);
  const cells = rows.map((r) => [
    r.route + (!r.base && also(r).length ? ` (+ ${also(r).map((l) => (l === mains.public ? 'public bundle' : path.basename(l, path.extname(l)))).join(', ')})` : ''),
    r.page ?? '',
    kb(r.jsGzip),
    kb(r.locales.ar),
    kb(r.jsRaw),
    kb(r.cssGzip),
    String(r.js.length),
    r.base || !r.budgetKb ? '' : String(r.budgetKb),
    r.base || !r.budgetKb ? '' : r.worst <= r.budgetKb * 1024 ? 'met' : `+${kb(r.worst - r.budgetKb * 1024)}`,
    r.base ? '' : kb(r.lazyGzip),
  ]);
  console.log(table(['route', 'page', 'JS gzip KB', '… in ar', 'JS raw KB', 'CSS gzip KB', 'JS chunks', 'budget KB', 'over budget', 'then lazy KB'], cells));
  console.log("\nthen lazy KB: JS gzip of the page's own lazy parts, fetched once it is usable or when needed (later steps, lists, dialogs, error views); not in the budget.");
  if (skipped.length) console.log('');
  for (const s of skipped) console.log(`skipped ${s}: not in the manifest (no such route module yet)`);
  if (!opts.modules) return;
  if (stale) console.log(`\nnote: ${opts.dist} differs from a build of the current sources; the modules below are the current sources'.`);
  for (const r of rows) {
    console.log(`\n${r.route}: the ${TOP} biggest modules and packages (gzip: each compressed alone)`);
    const list = (items) => items.map((m) => [m.name, kb(m.raw), kb(m.gzip)]);
    console.log(table(['module', 'raw KB', 'gzip KB'], list(r.modules)));
    console.log('');
    console.log(table(['package', 'raw KB', 'gzip KB'], list(r.packages)));
  }
}

try {
  main();
} catch (error) {
  console.error(`bundle-size: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
