#!/usr/bin/env node
// `npm run test:visual:update [-- story files…]`: accepts the current look of the stories tagged `visual` as their
// baselines (packages/ui/visual/<pair>/<story id>.png; docs/running.md, "Visual baselines").
// Without files: every story file with a `visual` story runs in both pairs with `--update`, after the old
// baselines are removed (so a story no longer tagged, renamed or deleted leaves none behind). With files: only
// those run, and the other baselines stay. Then each PNG is recompressed losslessly (same pixels, smaller file).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ui = path.join(root, 'packages/ui');
const visual = path.join(ui, 'visual');
const pairs = ['en-light', 'ar-dark'];

/** Story files under packages/ui/src with a story tagged `visual`, relative to packages/ui. */
function visualStoryFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.stories\.tsx?$/.test(entry.name) && /tags:\s*\[[^\]]*'visual'/.test(fs.readFileSync(full, 'utf8'))) {
        found.push(path.relative(ui, full));
      }
    }
  };
  walk(path.join(ui, 'src'));
  return found.sort();
}

/** Rewrites a PNG's image data deflated at the highest level: the same pixels in fewer bytes. */
function recompress(file) {
  const png = fs.readFileSync(file);
  const chunks = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
  const deflated = zlib.deflateSync(zlib.inflateSync(idat), { level: 9, memLevel: 9 });
  if (deflated.length >= idat.length) return;
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const out = [png.subarray(0, 8)];
  let wroteData = false;
  for (const c of chunks) {
    if (c.type !== 'IDAT') out.push(chunk(c.type, c.data));
    else if (!wroteData) {
      out.push(chunk('IDAT', deflated));
      wroteData = true;
    }
  }
  fs.writeFileSync(file, Buffer.concat(out));
}

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node ${process.versions.node} is too old; run \`npm run test:visual:update\` (node_modules/.bin/node is Node 24).`);
  process.exit(1);
}

const given = process.argv.slice(2);
const files = given.length > 0 ? given : visualStoryFiles();
if (given.length === 0) for (const pair of pairs) fs.rmSync(path.join(visual, pair), { recursive: true, force: true });

const projects = pairs.flatMap((pair) => ['--project', `stories:${pair}`]);
// `--update` last: it takes an optional value, and would swallow a file name after it.
const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...projects, ...files, '--update'], {
  cwd: ui,
  stdio: 'inherit',
  // Every given file in both pairs (npm test's default matrix splits the story files between them).
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', STORY_MATRIX: 'pairs' },
});

// The Chromium these baselines are made with: a failing comparison on another version says so
// (packages/ui/src/test/chromiumDrift.ts).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const version = /\b(\d+\.\d+\.\d+\.\d+)\b/.exec(spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout ?? '')?.[1];
if (r.status === 0 && version) fs.writeFileSync(path.join(visual, 'chromium-version.txt'), `${version}\n`);

let count = 0;
let bytes = 0;
for (const pair of pairs) {
  const dir = path.join(visual, pair);
  if (!fs.existsSync(dir)) continue;
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.png'))) {
    recompress(path.join(dir, name));
    count += 1;
    bytes += fs.statSync(path.join(dir, name)).size;
  }
}
console.log(`\nVisual baselines: ${count} images, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${path.relative(root, visual)}/`);
process.exit(r.status ?? 1);
