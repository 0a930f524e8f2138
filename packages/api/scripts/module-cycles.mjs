#!/usr/bin/env node
// `npm run lint` (api): no import cycle between the API's modules (docs/architecture.md, "Modules").
// madge reads every import of src/ (type-only ones too: a type shared both ways is a cycle of design),
// then each file of src/modules/<name>/ is folded into its module, and any cycle between modules fails,
// as does any cycle between two files anywhere in src/ (what madge --circular reports). The plumbing
// around the modules (trpc's router, the job registry, the seed) imports them by design and is not a
// module. Tests are left out: a test may reach across modules to set up what it checks.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The area a file (relative to src/) belongs to. */
function areaOf(file) {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0] : file;
}

/** Every elementary cycle's representative: for each strongly connected component of more than one node, one cycle through it. */
function cyclesOf(graph) {
  // Tarjan's strongly connected components.
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const components = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const c = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1) components.push(c.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  // One concrete cycle per component, found by a breadth-first search back to its first node.
  return components.map((c) => {
    const inside = new Set(c);
    const start = c[0];
    const prev = new Map();
    const queue = [start];
    while (queue.length) {
      const v = queue.shift();
      for (const w of graph.get(v) ?? []) {
        if (!inside.has(w)) continue;
        if (w === start) {
          const cycle = [v];
          while (cycle[0] !== start) cycle.unshift(prev.get(cycle[0]));
          return { members: c, cycle: [...cycle, start] };
        }
        if (!prev.has(w) && w !== start) {
          prev.set(w, v);
          queue.push(w);
        }
      }
    }
    return { members: c, cycle: c };
  });
}

async function main() {
  const result = await madge(path.join(root, 'src'), {
    fileExtensions: ['ts'],
    tsConfig: path.join(root, 'tsconfig.json'),
    excludeRegExp: [/\.test\.ts$/, /^\.\.\//],
  });
  const files = result.obj();
  const areas = new Map();
  for (const file of Object.keys(files)) if (areaOf(file).startsWith('modules/')) areas.set(areaOf(file), new Set());
  const why = new Map();
  for (const [file, deps] of Object.entries(files)) {
    const from = areaOf(file);
    for (const dep of deps) {
      if (dep.startsWith('..')) continue; // outside src/ (another workspace)
      const to = areaOf(dep);
      if (to === from || !from.startsWith('modules/') || !to.startsWith('modules/')) continue;
      areas.get(from).add(to);
      const key = `${from} → ${to}`;
      if (!why.has(key)) why.set(key, `${file} imports ${dep}`);
    }
  }
  const fileCycles = result.circular();
  const areaCycles = cyclesOf(areas);
  for (const c of fileCycles) console.error(`file cycle: ${c.join(' → ')} → ${c[0]}`);
  for (const { members, cycle } of areaCycles) {
    console.error(`module cycle among ${members.join(', ')}:`);
    for (let i = 0; i + 1 < cycle.length; i++) console.error(`  ${cycle[i]} → ${cycle[i + 1]}  (${why.get(`${cycle[i]} → ${cycle[i + 1]}`)})`);
  }
  if (fileCycles.length || areaCycles.length) {
    console.error(`✖ ${fileCycles.length} file cycle(s), ${areaCycles.length} cycle(s) between modules: move what both sides need to one of them, or below both.`);
    process.exit(1);
  }
  console.log(`module cycles: none (${Object.keys(files).length} files, ${areas.size} modules).`);
}

await main();
