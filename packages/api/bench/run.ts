/**
 * Production-server benchmark: starts the server exactly as `npm run serve` does (the compiled API in
 * packages/api/dist under plain `node`, serving the built app) on a fresh embedded PostgreSQL, loads
 * it with autocannon over loopback, and prints throughput, latency, and the server process's memory
 * (VmRSS from /proc, sampled every 50 ms) idle and under load.
 * Figures only — nothing here asserts a time.   npm run bench   (turbo builds the API and app first)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createDataSource } from '../src/db/data-source.ts';
import { embeddedDatabaseUrl } from '../src/db/embedded.ts';
import { seedDemo } from '../src/db/seed.ts';
import { createLogger } from '../src/logger.ts';
import type { SlotsWorkload } from '../src/scheduling/bench-workload.ts';
import { BENCH_CALENDAR_SLUG, BENCH_EVENT_SLUG, seedSlotsWorkload } from './slots-seed.ts';
import { freePort } from '../test/ports.ts';
import { cpuMs, postgresCpuMs } from './load-lib.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const root = path.resolve(import.meta.dirname, '../../..');
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
for (const f of ['packages/api/dist/main.js', 'packages/app/dist/index.html']) {
  if (!fs.existsSync(path.join(root, f))) throw new Error(`${f} is missing: run \`npm run build\` (npm run bench does it through turbo).`);
}
fs.mkdirSync(path.join(root, '.data'), { recursive: true });
const dataDir = fs.mkdtempSync(path.join(root, '.data', 'bench-'));
fs.chmodSync(dataDir, 0o755);
const [apiPort, pgPort] = [await freePort(), await freePort()];
// Production settings: a throwaway secret, and an SMTP server nobody listens on (no bench route mails).
const serve = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
    PAYMENTS_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
    MOYASAR_BASE_URL: 'http://127.0.0.1:9',
    BILLING_MOYASAR_PUBLISHABLE_KEY: 'pk_test_productionBuildBilling',
    BILLING_MOYASAR_SECRET_KEY: 'sk_test_productionBuildBilling',
    BILLING_WEBHOOK_SECRET: crypto.randomBytes(24).toString('base64url'),
    SELLER_NAME_EN: 'Waqt Bookings LLC',
    SELLER_NAME_AR: 'شركة وقت للحجوزات',
    SELLER_ADDRESS_EN: 'Riyadh, Saudi Arabia',
    SELLER_ADDRESS_AR: 'الرياض، المملكة العربية السعودية',
    SELLER_VAT_NUMBER: '300000000000003',
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    API_PORT: String(apiPort),
    APP_ORIGIN: `http://127.0.0.1:${apiPort}`,
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
// Whatever happens, stop the server (SIGTERM: it stops its PostgreSQL too) and delete the throwaway
// database once nothing runs on it.
process.once('exit', () => {
  if (serve.exitCode === null && serve.signalCode === null) serve.kill('SIGTERM');
  else fs.rmSync(dataDir, { recursive: true, force: true });
});
const base = `http://127.0.0.1:${apiPort}`;
for (let i = 0; ; i++) {
  if (i > 600 || serve.exitCode !== null) throw new Error('The production server did not start (see its output above).');
  const ok = await fetch(`${base}/health`).then((r) => r.ok).catch(() => false);
  if (ok) break;
  await new Promise((r) => setTimeout(r, 100));
}
// Production refuses SEED_DEMO (its password is public): the bench seeds the demo team itself, from
// this process, over the server's embedded PostgreSQL.
const seedDb = createDataSource(embeddedDatabaseUrl(path.join(dataDir, 'pg'), pgPort), createLogger('silent'), 1);
await seedDb.initialize();
await seedDemo(seedDb, createLogger('silent'));
const workload = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'slots-workload.json'), 'utf8')) as SlotsWorkload;
await seedSlotsWorkload(seedDb, workload, new Date());
await seedDb.destroy();

// scripts/serve.mjs runs the API as its only child: measure that process, not the launcher.
const childrenOf = (pid: number) =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
const apiPid = childrenOf(serve.pid!).find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dist/main.js'));
if (!apiPid) throw new Error('Could not find the API process under scripts/serve.mjs');
const cmdline = fs.readFileSync(`/proc/${apiPid}/cmdline`, 'utf8').split('\0').filter(Boolean);

const statusOf = (pid: number, field: string) => {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};
const rssOf = (pid: number) => statusOf(pid, 'VmRSS');
// VmRSS = RssAnon (the process's own memory: heaps, buffers) + RssFile (mapped files, mostly the node
// binary's code, shared with every other node process) + RssShmem.
const breakdown = (pid: number) => `anon ${mb(statusOf(pid, 'RssAnon'))}, file ${mb(statusOf(pid, 'RssFile'))}`;
await new Promise((r) => setTimeout(r, 2_000)); // let start-up garbage settle before "idle"
const idleRss = rssOf(apiPid);
const idleBreakdown = breakdown(apiPid);
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(apiPid))), 50);

const index = await fetch(`${base}/`).then((r) => r.text());
const asset = /\/assets\/[^"]+\.js/.exec(index)?.[0];
if (!asset) throw new Error('The built index.html references no hashed script');
const assetCache = (await fetch(base + asset)).headers.get('cache-control');

const targets: { name: string; path: string }[] = [
  { name: 'GET /health (SELECT 1)', path: '/health' },
  { name: 'account.me, logged out (401)', path: '/trpc/account.me' },
  { name: 'teams.publicBySlug (DB read)', path: `/trpc/teams.publicBySlug?input=${encodeURIComponent('{"slug":"riyadh-dental"}')}` },
  { name: 'GET / (app index.html)', path: '/' },
  { name: 'GET hashed asset', path: asset },
];

console.log(`Waqt production-server bench — Node ${process.version}, ${process.platform}/${process.arch}, ${SECONDS} s per target, ${CONNECTIONS} connections`);
console.log(`server: ${cmdline.map((a) => (a.startsWith('/') ? path.relative(root, a) || a : a)).join(' ')}`);
console.log(`hashed asset ${asset}: Cache-Control ${assetCache}\n`);
console.log(`API idle RSS: ${mb(idleRss)} (${idleBreakdown})`);
const rows: string[] = [];
// BENCH_ONLY=slots skips the routes above (e.g. to profile public.slots alone).
for (const t of process.env.BENCH_ONLY === 'slots' ? [] : targets) {
  const peakBefore = peakRss;
  peakRss = 0;
  const r = await autocannon({ url: base + t.path, connections: CONNECTIONS, duration: SECONDS });
  rows.push(
    `${t.name.padEnd(30)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   peak RSS ${mb(peakRss).padStart(8)}   non-2xx ${r.non2xx}   errors ${r.errors}`,
  );
  peakRss = Math.max(peakRss, peakBefore);
}
clearInterval(sampler);
console.log(rows.join('\n'));
if (rows.length) console.log(`\nAPI peak RSS under load: ${mb(peakRss)}; after load: ${mb(rssOf(apiPid))} (${breakdown(apiPid)})`);

// public.slots on the fixed workload (60 days, 1,000 bookings in the table, visitor in London). The
// server runs on the real clock, so the 2-hour notice cuts nothing when today is before the range.
const slotsInput = {
  calendarSlug: BENCH_CALENDAR_SLUG,
  eventTypeSlug: BENCH_EVENT_SLUG,
  from: workload.range.start.slice(0, 10),
  to: workload.range.end.slice(0, 10),
  timezone: workload.visitorTimeZone,
};
const slotsUrl = `${base}/trpc/public.slots?input=${encodeURIComponent(JSON.stringify(slotsInput))}`;
const answer = (await (await fetch(slotsUrl)).json()) as { result: { data: { days: { slots: string[] }[] } } };
const slotCount = answer.result.data.days.reduce((n, d) => n + d.slots.length, 0);
console.log(`\npublic.slots (${slotsInput.from} … ${slotsInput.to}, ${workload.bookings.length} bookings stored, visitor ${slotsInput.timezone}): ${slotCount} slots`);
/**
 * CPU time (ms) used so far by the API process and by the embedded PostgreSQL. PostgreSQL is not the
 * API's child: scripts/serve.mjs (the supervisor) starts it once for every API process, so its
 * postmaster and backends are found under the supervisor (postgresCpuMs, with closed connections'
 * exited backends). Summing the API process's descendants read 0.00 ms: it has none.
 */
const serverCpuMs = () => ({ api: cpuMs(apiPid), pg: postgresCpuMs(serve.pid!) });
/**
 * A load with every response time kept, for exact percentiles (autocannon's histogram has no p95),
 * and the CPU the server spent per request (API process, PostgreSQL): unlike throughput, hardly
 * moved by what else runs on the machine.
 */
async function measured(opts: { url: string; connections: number; duration: number; overallRate?: number; requests?: { setupRequest: (r: object) => object }[] }) {
  const times: number[] = [];
  const cpu0 = serverCpuMs();
  const run = autocannon(opts);
  run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await run;
  const cpu1 = serverCpuMs();
  times.sort((a, b) => a - b);
  const pct = (q: number) => (times.length ? times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1) : '?');
  const per = (ms: number) => (times.length ? (ms / times.length).toFixed(2) : '?');
  return (
    `${String(Math.round(result.requests.average)).padStart(5)} req/s   p50 ${pct(0.5)} ms   p95 ${pct(0.95)} ms   p99 ${pct(0.99)} ms   non-2xx ${result.non2xx}   errors ${result.errors}` +
    `   CPU/request: API ${per(cpu1.api - cpu0.api)} ms, PostgreSQL ${per(cpu1.pg - cpu0.pg)} ms`
  );
}
/**
 * Every request a different answer: 600 inputs (10 visitor zones x 60 start dates, 60-day ranges)
 * taken in turn, more than the API keeps (slots-cache.ts), so each one is computed: the cost of a
 * first visit, or of the first visit after a booking.
 */
const ZONES = ['Europe/London', 'Asia/Riyadh', 'America/New_York', 'Asia/Dubai', 'Europe/Paris', 'Asia/Kolkata', 'Africa/Cairo', 'Asia/Tokyo', 'America/Chicago', 'Australia/Sydney'];
const missPaths = ZONES.flatMap((timezone) =>
  Array.from({ length: 60 }, (_, i) => {
    const day = (n: number) => new Date(Date.parse(`${slotsInput.from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    return `/trpc/public.slots?input=${encodeURIComponent(JSON.stringify({ ...slotsInput, from: day(i), to: day(i + 59), timezone }))}`;
  }),
);
let nextMiss = 0;
const misses = [{ setupRequest: (r: object) => ({ ...r, path: missPaths[nextMiss++ % missPaths.length] }) }];
// Warm-up, not measured: without Maglev, hot code runs unoptimised until TurboFan gets to it, and
// the first loaded seconds would otherwise count against whichever row comes first.
await autocannon({ url: base, connections: CONNECTIONS, duration: 3, requests: misses });
await autocannon({ url: slotsUrl, connections: CONNECTIONS, duration: 2 });
peakRss = 0;
const slotsSampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(apiPid))), 50);
// The machine's floor at this moment (the same 2 cores also run autocannon and whatever else is running).
console.log(`  control, GET /health at steady 500 req/s: ${await measured({ url: `${base}/health`, connections: CONNECTIONS, duration: SECONDS, overallRate: 500 })}`);
console.log(`  most at ${CONNECTIONS} connections: ${await measured({ url: slotsUrl, connections: CONNECTIONS, duration: SECONDS })}`);
console.log(`  steady 500 req/s:          ${await measured({ url: slotsUrl, connections: CONNECTIONS, duration: SECONDS, overallRate: 500 })}`);
console.log(`  every request a new answer, most: ${await measured({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: misses })}`);
clearInterval(slotsSampler);
console.log(`  API peak RSS during public.slots: ${mb(peakRss)}`);
await new Promise((r) => setTimeout(r, 500)); // let the last in-flight responses finish
serve.kill('SIGINT');
await new Promise((r) => serve.once('exit', r));
