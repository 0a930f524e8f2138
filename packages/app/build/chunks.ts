import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { pageGuessScript } from '../src/public/paths.ts';

/*
 * The chunks of the two bundles the entry chooses between (src/entry.ts): the public bundle
 * (src/public/main.tsx: the pages a visitor opens from a link) and the app (src/main.tsx). Left to itself
 * the bundler cuts what they share by which of the ~40 lazy pages and parts use each module: a public page
 * would load 25–35 small files, each compressed alone (~8 KB gzip more than the same code in a few).
 * Instead each module a bundle's boot or a public page loads goes to one of these chunks:
 *  - `core`: loaded by both boots (React, i18next, TanStack Query, tRPC, the ui provider…);
 *  - `public` / `app`: by one boot only (react-router, the route table, guards, toasts: `app`);
 *  - `pages-<public pages>`: by public pages and nothing the app loads otherwise (the booking flow's
 *    screens): one chunk per set of public pages (`pages-eventType`, `pages-eventType-confirmed`…; what
 *    all three load goes with `public`);
 *  - `public-shell`: by a public page and by the app's shell (which every signed-in page loads anyway);
 *  - `shared-<hash>`: by a public page and some of the app's pages (not the shell): one chunk per set of
 *    those pages and of the public pages, so a page that loads one needs all of it; sets under 10 KB go
 *    together: those of one public page in `shared-small-<that page>`, those of two or three public pages
 *    in `shared-small-common`.
 * So a public page loads about a dozen files and a page of the app no code it does not use (but the small
 * shared ones). Whatever no bundle boot or public page loads is split as before, and so is what the app's
 * boot shares with the public bundle's lazy parts (the session, analytics: in `app`, those parts would
 * bring the app's router along).
 *
 * "Loads" is after tree-shaking, which the module graph alone cannot tell (a page importing one name from
 * `@waqt/ui` or `react-aria-components` reaches every module of those barrels): the build first builds the
 * same sources in memory without these chunks (not minified, not written: a few seconds), reads from its
 * chunks what each boot, each public page and each part of the app loads, and then builds with them. The
 * modules are the same in both builds (this moves code between chunks; it never adds or drops any).
 */
const PUBLIC_PAGES = { slug: 'src/pages/PublicPage.tsx', eventType: 'src/pages/EventTypeBookingPage.tsx', confirmed: 'src/pages/BookingConfirmedPage.tsx' };
const LEARNING = 'WAQT_LEARN_CHUNKS';
/** `shared-…` sets smaller than this (bytes of the learning build's unminified code) go to a `shared-small-<page>`. */
const SMALL_SHARED = 10_000;

/** A chunk of a build's output, as this file reads it. */
export type Chunk = { type: 'chunk'; fileName: string; name: string; isEntry: boolean; isDynamicEntry: boolean; facadeModuleId: string | null; moduleIds: string[]; imports: string[]; dynamicImports: string[]; modules: Record<string, { renderedLength: number }>; viteMetadata?: { importedCss: Set<string> } };
const chunksOf = (output: Record<string, { type: string }> | readonly { type: string }[]) => Object.values(output).filter((c): c is Chunk => c.type === 'chunk');
/** The chunks loaded with `from` (its static imports, transitively). */
function staticChunks(chunks: readonly Chunk[], from: Chunk): Chunk[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Map<string, Chunk>();
  const visit = (c: Chunk) => {
    if (seen.has(c.fileName)) return;
    seen.set(c.fileName, c);
    for (const f of c.imports) visit(byFile.get(f)!);
  };
  visit(from);
  return [...seen.values()];
}
/** The chunks `from` may ever load (static and dynamic imports, transitively), not going into `stop`. */
function reachableChunks(chunks: readonly Chunk[], from: Chunk, stop: ReadonlySet<Chunk> = new Set()): Chunk[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<Chunk>();
  const visit = (c: Chunk) => {
    if (seen.has(c) || stop.has(c)) return;
    seen.add(c);
    for (const f of [...c.imports, ...c.dynamicImports]) {
      const next = byFile.get(f);
      if (next) visit(next); // (a dynamic import of a non-chunk, if any, loads no code of ours)
    }
  };
  visit(from);
  return [...seen];
}

/** The chunk of each module the bundles' boots and the public pages load (module id → chunk name), from a build without them. */
export function assignChunks(chunks: readonly Chunk[], root: string): Map<string, string> {
  const abs = (file: string) => path.join(root, file);
  const facade = (file: string) => {
    const c = chunks.find((x) => x.facadeModuleId === abs(file));
    if (!c) throw new Error(`waqt-bundle-chunks: no chunk for ${file}`);
    return c;
  };
  const modules = (from: Chunk) => new Set(staticChunks(chunks, from).flatMap((c) => c.moduleIds));
  const publicMain = facade('src/public/main.tsx');
  const appMain = facade('src/main.tsx');
  const pages = Object.entries(PUBLIC_PAGES).map(([name, file]) => [name, facade(file)] as const);
  const out = new Map<string, string>();
  // The entry's modules stay in its chunk; each page's own module stays its own small chunk (the
  // manifest, the bench and the page's preloads name it).
  const entry = chunks.find((c) => c.isEntry)!;
  const skip = modules(entry);
  for (const [, page] of pages) skip.add(page.facadeModuleId!);
  const publicBase = modules(publicMain);
  const appBase = modules(appMain);
  // (Never through the entry, which imports both bundles.)
  const publicAll = new Set(reachableChunks(chunks, publicMain, new Set([entry])).flatMap((c) => c.moduleIds));
  for (const id of publicBase) if (!skip.has(id)) out.set(id, appBase.has(id) ? 'core' : 'public');
  // A module the public bundle may load later (its lazy parts: analytics) is left to the bundler, so
  // that those parts never load the app's chunk.
  for (const id of appBase) if (!skip.has(id) && !publicAll.has(id)) out.set(id, 'app');
  // What the app may load without going through a public page: its pages, shell and lazy parts.
  const appParts = reachableChunks(chunks, appMain, new Set([entry, ...pages.map(([, c]) => c)])).filter((c) => c === appMain || c.isDynamicEntry);
  const usersOf = new Map<string, string[]>();
  for (const part of appParts) for (const id of modules(part)) usersOf.set(id, [...(usersOf.get(id) ?? []), part.fileName]);
  const shell = new Set([...appBase, ...modules(facade('src/layouts/AppLayout.tsx'))]);
  const pageModules = pages.map(([name, c]) => [name, modules(c)] as const);
  /** The public pages that load each `shared-…` module. */
  const pagesOf = new Map<string, string[]>();
  for (const [, ids] of pageModules) {
    for (const id of ids) {
      if (skip.has(id) || publicBase.has(id) || out.has(id)) continue;
      const users = usersOf.get(id);
      const these = pageModules.filter(([, other]) => other.has(id)).map(([name]) => name);
      // Every public page's (lazy.tsx): with the public bundle, rather than a tiny chunk of its own.
      if (!users) out.set(id, these.length === pages.length ? 'public' : `pages-${these.join('-')}`);
      else if (shell.has(id)) out.set(id, 'public-shell');
      else {
        // By the app's parts and the public pages that load it: a public page loads no chunk with another's code.
        out.set(id, `shared-${createHash('sha1').update([...users.sort(), ...these].join()).digest('hex').slice(0, 8)}`);
        pagesOf.set(id, these);
      }
    }
  }
  const sizes = new Map(chunks.flatMap((c) => Object.entries(c.modules).map(([id, m]) => [id, m.renderedLength] as const)));
  const total = new Map<string, number>();
  for (const [id, name] of out) total.set(name, (total.get(name) ?? 0) + (sizes.get(id) ?? 0));
  // Small sets go together: a public page's own (with some of the app's pages) in `shared-small-<page>`, what
  // two or three public pages share in `shared-small-common`. Grouped with the heaviest page that loads
  // them instead, the team page and the confirmation loaded 8–12 KB gzip of the booking page's own code
  // (issue 38: 148.6 → 143.9 and 151.5 → 147.3 KB); a chunk per exact set of pages would save 7 KB more on
  // the team page but give the booking page four small files instead of one (two now, 0.6 KB more).
  for (const [id, name] of out) {
    if (!name.startsWith('shared-') || total.get(name)! >= SMALL_SHARED) continue;
    const these = pagesOf.get(id)!;
    out.set(id, `shared-small-${these.length === 1 ? these[0] : 'common'}`);
  }
  return out;
}

/** The plugin and the chunk group for `build.rolldownOptions.output.codeSplitting.groups`; `root` is packages/app. */
export function bundleChunks(root: string) {
  let assigned = new Map<string, string>();
  let mode = 'production';
  const plugin: Plugin = {
    name: 'waqt-bundle-chunks',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    async buildStart() {
      if (process.env[LEARNING]) return; // the build that learns: the bundler's own chunks
      process.env[LEARNING] = '1';
      try {
        const out = await build({
          configFile: path.join(root, 'vite.config.ts'),
          mode,
          logLevel: 'silent',
          build: { write: false, minify: false, cssMinify: false, sourcemap: false, manifest: false, reportCompressedSize: false },
        });
        assigned = assignChunks(chunksOf((Array.isArray(out) ? out[0]! : (out as { output: readonly { type: string }[] })).output), root);
      } finally {
        delete process.env[LEARNING];
      }
    },
    generateBundle(_options, bundle) {
      if (process.env[LEARNING]) return;
      // The point of it all: nothing the public bundle may load brings the app's router.
      const chunks = chunksOf(bundle);
      const publicMain = chunks.find((c) => c.moduleIds.includes(path.join(root, 'src/public/main.tsx')));
      if (!publicMain) return this.error('waqt-bundle-chunks: no chunk has src/public/main.tsx');
      const leaked = reachableChunks(chunks, publicMain, new Set(chunks.filter((c) => c.isEntry)))
        .flatMap((c) => c.moduleIds)
        .filter((id) => /[\\/]node_modules[\\/]react-router[\\/]|[\\/]app[\\/]src[\\/]routes\.tsx$/.test(id));
      if (leaked.length) this.error(`the public bundle may load the app's router: ${leaked.slice(0, 3).join(', ')}`);
    },
  };
  // One group, its chunk named by the module (disjoint sets: no dependencies to pull in, no order to keep).
  const group = { name: (id: string) => assigned.get(id) ?? null, debugName: 'bundles and public pages', includeDependenciesRecursively: false };
  return { plugin, group };
}

/*
 * The page's inline script that starts fetching, as the HTML is parsed, what its path will load: the
 * bundle src/entry.ts is about to choose (public or app), for a public page its page's chunks and CSS,
 * and the language's messages. Without it each step would wait for the one before (entry → bundle →
 * page); with it they all download at once. It guesses with the same rules as the entry
 * (src/public/paths.ts, pageGuessScript); a wrong guess costs a download, never a wrong page. Built
 * pages only (the dev server serves modules one by one).
 */
export function bundlePreload(root: string): Plugin {
  let base = '/';
  return {
    name: 'waqt-bundle-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || process.env[LEARNING]) return html;
        const chunks = chunksOf(ctx.bundle);
        const withModule = (file: string) => chunks.find((c) => c.moduleIds.includes(path.join(root, file)));
        const entry = chunks.find((c) => c.isEntry)!;
        const loaded = new Set(staticChunks(chunks, entry));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // What a dynamic import of `from` preloads, in the order Vite's preload helper would add it (a chunk,
        // then its imports; each chunk's CSS after its imports' — so a page's styles come after those of the
        // components they adjust), leaving out what is loaded already.
        const files = (from: Chunk | undefined, except: ReadonlySet<Chunk> = loaded) => {
          if (!from) throw new Error('waqt-bundle-preload: a chunk is missing');
          const out = new Set<string>();
          const seen = new Set<Chunk>();
          const add = (c: Chunk) => {
            if (seen.has(c) || except.has(c)) return;
            seen.add(c);
            out.add(c.fileName);
            for (const f of c.imports) add(byFile.get(f)!);
            for (const css of c.viteMetadata?.importedCss ?? []) out.add(css);
          };
          add(from);
          return [...out];
        };
        const publicMain = withModule('src/public/main.tsx');
        const publicLoaded = new Set([...loaded, ...staticChunks(chunks, publicMain!)]);
        const pages = Object.fromEntries(Object.entries(PUBLIC_PAGES).map(([page, file]) => [page, files(withModule(file), publicLoaded)]));
        const messages = Object.fromEntries(['en', 'ar'].map((l) => [l, files(withModule(`../ui/src/i18n/messages/${l}.public.ts`))]));
        const code =
          `(function(g,P,A,S,M){var p=location.pathname,k=g(p),l=/^\\/(en|ar)(\\/|$)/.exec(p),f=(k?P.concat(S[k]):A).concat(l?M[l[1]]:[]);` +
          `f.forEach(function(h){var e=document.createElement('link');if(/\\.css$/.test(h))e.rel='stylesheet';else{e.rel='modulepreload';e.crossOrigin=''}e.href=${JSON.stringify(base)}+h;document.head.appendChild(e)})})` +
          `(${pageGuessScript},${JSON.stringify(files(publicMain))},${JSON.stringify(files(withModule('src/main.tsx')))},${JSON.stringify(pages)},${JSON.stringify(messages)});`;
        return html.replace('</head>', `  <script>${code}</script>\n  </head>`);
      },
    },
  };
}
