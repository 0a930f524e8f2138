#!/usr/bin/env node
// `npm run serve` (and `NODE_ENV=production npm start`): the production server — the compiled API
// (packages/api/dist, plain `node`, no tsx) serving the built app (packages/app/dist) on one port.
// Run `npm run build` first. Production settings apply: AUTH_SECRET and a mail transport are
// required (see docs/configuration.md); the API names whatever is missing and exits.
// This process is the supervisor (packages/api/src/supervisor.ts): it runs API_PROCESSES API processes
// (default 1; more share the port through node's cluster module) and WORKERS job workers (default 0:
// the API processes run the queue), all on one PostgreSQL — DATABASE_URL, or the embedded server it
// starts once — restarts a child that dies and stops them all gracefully on SIGTERM / SIGINT
// (docs/running.md, "Several processes"). This file stays the one place that says how production
// starts; `npm run bench` starts the server through it too.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// API_DIST_DIR: a build elsewhere (tests build into .data/); it must sit inside the repository, like
// packages/api/dist, so the bundle's npm imports resolve from node_modules.
const apiDist = process.env.API_DIST_DIR ? path.resolve(process.env.API_DIST_DIR) : path.join(root, 'packages/api/dist');
const appDist = process.env.APP_DIST_DIR || path.join(root, 'packages/app/dist');

/**
 * V8 flags, measured with `npm run bench` and `npm run bench:load` (docs/decisions.md, "Memory flags";
 * docs/performance.md, "Memory"): an old-space cap makes V8 collect before the heap grows far past what
 * the API needs (live heap ≈ 25 MB idle, ≈ 40–45 MB under the load bench); a 2 MB young generation
 * (semi-space) keeps the API process's peak under the load bench at 142–144 MB, where 8 MB peaked at
 * 160–164 MB and 4 MB at 147–152 MB, with the same CPU per request (at 1 MB most of a request's garbage
 * was promoted and full collections ran several times a second); 96 MB leaves room above the loaded
 * heap. Without Maglev (the mid-tier JIT) hot code waits for TurboFan, saving ≈ 20–30 MB of compiler
 * memory for a few percent of throughput. SERVE_NODE_FLAGS replaces them (space-separated). Every child
 * (API process or worker) runs with them.
 */
const NODE_FLAGS = process.env.SERVE_NODE_FLAGS?.split(' ').filter(Boolean) ?? ['--max-semi-space-size=2', '--max-old-space-size=96', '--no-maglev'];

for (const [file, what] of [
  [path.join(apiDist, 'main.js'), 'the compiled API'],
  [path.join(apiDist, 'worker.js'), 'the compiled API'],
  [path.join(apiDist, 'supervisor.js'), 'the compiled API'],
  [path.join(appDist, 'index.html'), 'the built app'],
]) {
  if (!fs.existsSync(file)) {
    console.error(`serve: ${what} is missing (${path.relative(root, file)}): run \`npm run build\` first.`);
    process.exit(1);
  }
}

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production', APP_DIST_DIR: appDist };
// The app and the API share one origin here. In production APP_ORIGIN comes from the environment (the
// API refuses to start without it: mail links and origin checks need the public address, which only
// the deployment knows); outside production it defaults to the API's own address.
if (env.NODE_ENV !== 'production') env.APP_ORIGIN ||= `http://${env.API_HOST || '127.0.0.1'}:${env.API_PORT || 5011}`;

/** @type {typeof import('../packages/api/src/supervisor.ts')} */
const { supervise } = await import(pathToFileURL(path.join(apiDist, 'supervisor.js')).href);
await supervise({
  apiEntry: path.join(apiDist, 'main.js'),
  workerEntry: path.join(apiDist, 'worker.js'),
  nodeFlags: NODE_FLAGS,
  env,
  cwd: path.join(root, 'packages/api'),
});
