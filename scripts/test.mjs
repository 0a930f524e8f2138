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
if (!fs.existsSync(chromium)) installChromium();

/**
 * Story and end-to-end tests run in Debian's Chromium (never a test tool's browser download). A fresh
 * Debian or Ubuntu machine where we are root gets it here, saying so; anywhere else, one line says how.
 */
function installChromium() {
  const debian = fs.existsSync('/etc/debian_version') && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (process.env.CHROMIUM_PATH || !debian || !root) {
    const how = debian ? 'sudo apt-get install -y chromium' : "your system's Chromium package";
    console.error(`Chromium not found at ${chromium}: install it (${how}) or set CHROMIUM_PATH to a Chromium binary, then run npm test again.`);
    process.exit(1);
  }
  console.log('npm test: Chromium is missing — installing Debian\'s chromium package (apt-get install -y chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install Chromium yourself (apt-get install -y chromium) or set CHROMIUM_PATH.`);
      process.exit(1);
    }
  }
  if (!fs.existsSync(chromium)) {
    console.error(`Chromium was installed but is not at ${chromium}; set CHROMIUM_PATH to it.`);
    process.exit(1);
  }
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
