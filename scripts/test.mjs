#!/usr/bin/env node
// `npm test`: every check, through turbo (cached, two at a time on this 2-core machine):
// contracts/api/app unit tests, API tests on a real PostgreSQL, type checks, ESLint and the logical-CSS guard,
// every story in Chromium with axe (en + light, ar + dark; `npm run test:stories:full` for all four pairs), and the end-to-end suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node ${process.versions.node} is too old; run through npm (node_modules/.bin/node is Node 24) or install Node 24.`);
  process.exit(1);
}

const args = ['run', 'lint', 'lint:root', 'typecheck', 'test', 'test:e2e', '--concurrency=2', '--continue', '--ui=stream', ...process.argv.slice(2)];
const r = spawnSync(path.join(root, 'node_modules/.bin/turbo'), args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', TURBO_TELEMETRY_DISABLED: '1', CHROMIUM_PATH: chromium },
});
process.exit(r.status ?? 1);
