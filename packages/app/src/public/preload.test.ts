import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The built page's inline script (build/chunks.ts, bundlePreload) preloads what the entry will load for
// the path. Checked on the built app: `npm test` builds it first (turbo: @waqt/app#test depends on its
// build); alone, run `npm run build -w @waqt/app` before `npx vitest run`.
const dist = path.resolve(import.meta.dirname, '../../dist');
const built = fs.existsSync(path.join(dist, 'index.html')) && fs.existsSync(path.join(dist, '.vite/manifest.json'));
if (!built) throw new Error(`The built app is missing (${dist}): run \`npm run build -w @waqt/app\` first (npm test does).`);

/** The links the page's preload script adds on `pathname`. */
function preloadsOn(pathname: string): { rel: string; href: string }[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((s) => s.includes('modulepreload'));
  expect(script, 'the preload script').toBeDefined();
  const links: { rel: string; href: string; crossOrigin?: string }[] = [];
  const document = { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (l: { rel: string; href: string }) => void links.push(l) } };
  new Function('location', 'document', script!)({ pathname }, document);
  return links;
}

describe('the built page’s preloads', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; name?: string }>;
  const fileOf = (key: string) => `/${manifest[key]!.file}`;
  const chunkNamed = (name: string) => Object.values(manifest).find((c) => c.name === name && c.file.endsWith('.js'))!.file;

  it('a public page: the public bundle, the page’s chunks and styles, its language’s messages — not the app', () => {
    const links = preloadsOn('/ar/riyadh-dental-main/consultation');
    const hrefs = links.map((l) => l.href);
    expect(hrefs).toContain(fileOf('src/pages/EventTypeBookingPage.tsx'));
    expect(hrefs).toContain(fileOf('../ui/src/i18n/messages/ar.public.ts'));
    expect(hrefs).toContain(`/${chunkNamed('public')}`);
    expect(hrefs).not.toContain(`/${chunkNamed('app')}`);
    expect(hrefs).not.toContain(fileOf('src/pages/PublicPage.tsx'));
    expect(links.some((l) => l.rel === 'stylesheet')).toBe(true);
    for (const href of hrefs) expect(fs.existsSync(path.join(dist, href)), href).toBe(true);
  });

  it('any other page: the app, and no public page', () => {
    const hrefs = preloadsOn('/en/dashboard').map((l) => l.href);
    expect(hrefs).toContain(`/${chunkNamed('app')}`);
    expect(hrefs).toContain(fileOf('../ui/src/i18n/messages/en.public.ts'));
    expect(hrefs).not.toContain(`/${chunkNamed('public')}`);
    expect(preloadsOn('/').map((l) => l.href)).toContain(`/${chunkNamed('app')}`);
  });
});
