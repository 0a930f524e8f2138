/**
 * API benchmark: starts the real server on a fresh embedded PostgreSQL, loads it with autocannon
 * over loopback, and prints throughput, latency and the process's memory under load.
 * Figures only — nothing here asserts a time.   npm run bench
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const root = path.resolve(import.meta.dirname, '../../..');
fs.mkdirSync(path.join(root, '.data'), { recursive: true });
const dataDir = fs.mkdtempSync(path.join(root, '.data', 'bench-'));
fs.chmodSync(dataDir, 0o755);
const apiPort = await freePort();
// The API runs in its own process, as in production, so its memory is measured alone.
const api = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/main.ts')], {
  env: { ...process.env, NODE_ENV: 'test', API_PORT: String(apiPort), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${apiPort}`;
for (let i = 0; ; i++) {
  if (i > 300) throw new Error('API did not start');
  const ok = await fetch(`${base}/health`).then((r) => r.ok).catch(() => false);
  if (ok) break;
  await new Promise((r) => setTimeout(r, 100));
}
const rssOf = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(api.pid!))), 50);

const targets: { name: string; path: string }[] = [
  { name: 'GET /health (SELECT 1)', path: '/health' },
  { name: 'account.me, logged out (401)', path: '/trpc/account.me' },
  { name: 'teams.publicBySlug (DB read)', path: `/trpc/teams.publicBySlug?input=${encodeURIComponent('{"slug":"riyadh-dental"}')}` },
];

console.log(`Waqt API bench — Node ${process.version}, ${process.platform}/${process.arch}, 10 s per target, 50 connections\n`);
console.log(`API idle RSS: ${mb(rssOf(api.pid!))}`);
const rows: string[] = [];
for (const t of targets) {
  const r = await autocannon({ url: base + t.path, connections: 50, duration: 10 });
  rows.push(
    `${t.name.padEnd(32)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`,
  );
}
clearInterval(sampler);
console.log(rows.join('\n'));
console.log(`\nAPI peak RSS under load: ${mb(peakRss)}; after load: ${mb(rssOf(api.pid!))}`);
await new Promise((r) => setTimeout(r, 500)); // let the last in-flight responses finish
api.kill('SIGINT');
await new Promise((r) => api.once('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
