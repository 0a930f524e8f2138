/**
 * `npm run bench:load` — a launch-day rush on one calendar, through the production topology:
 * `npm run serve` with API_PROCESSES=2 WORKERS=2 (scripts/serve.mjs), a fresh embedded PostgreSQL (or
 * DATABASE_URL), mail to a local SMTP sink. One calendar offers exactly 50 free times; 500 visitors,
 * each on a connection of its own (so node's cluster spreads them over both API processes), book a
 * random one of them at the same moment through `POST /trpc/public.book` — the app's tRPC client's
 * format (httpBatchLink: `?batch=1`, body `{"0": input}`) with the app's Origin — while a mixed read
 * load asks for the calendar's page and its slots (`public.page`, `public.slots`).
 *
 * Checked, and the run fails (exit 1) otherwise: exactly 50 bookings confirmed, every other answer
 * SLOT_TAKEN (HTTP 409), no 5xx anywhere, 50 live bookings in the database on 50 different times, and
 * once the workers have drained the outbox one confirmation mail per booking at the booker's address
 * (none for the others), every Message-ID once. Printed: latency (p50/p95/p99) of bookings and reads,
 * answers by code, the CPU each process used, and each process's memory (VmRSS from /proc, sampled
 * every 100 ms; beside it what each API process's /metrics says).
 *
 * Each visitor comes from an address of its own, passed as a proxy in front passes it (X-Forwarded-For,
 * trusted from loopback: TRUST_PROXY's default); LOAD_ONE_IP=1 sends them all from 127.0.0.1 instead
 * (a whole office behind one address: the per-IP attempt counter becomes one hot lock).
 *
 * Loopback only and bounded: LOAD_VISITORS (500), LOAD_READ_CONNECTIONS (16), LOAD_READ_SECONDS (20).
 * Needs the build (`npm run build`); builds nothing itself.
 */
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { createDataSource } from '../src/db/data-source.ts';
import { createLogger } from '../src/logger.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { seedLoadCalendar } from './load-seed.ts';
import { appErrorCode, cpuMs, machineLoad, mb, ms, postgresCpuMs, pssBytes, quantile, request, requireBuild, rssSampler, scrapeEach, scrapeOf, startServe, statusBytes } from './load-lib.ts';

const VISITORS = Number(process.env.LOAD_VISITORS ?? 500);
const READ_CONNECTIONS = Number(process.env.LOAD_READ_CONNECTIONS ?? 16);
const READ_SECONDS = Number(process.env.LOAD_READ_SECONDS ?? 20);
/** LOAD_ONE_IP=1: every visitor from 127.0.0.1 (one office behind one address) instead of each from its own. */
const ONE_IP = process.env.LOAD_ONE_IP === '1';
const SLOTS = 50;
const TZ = 'Asia/Riyadh';

requireBuild();
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${what}`);
  if (!ok) failures.push(what);
};

const sink = await startSmtpSink();
const served = await startServe({
  apiProcesses: 2,
  workers: 2,
  smtpUrl: sink.url,
  // Every visitor here is 127.0.0.1: the per-IP booking limits (tested in the API's own tests) would
  // otherwise decide the outcome, as in the e2e set-up (packages/app/e2e/global-setup.ts).
  env: { BOOKING_ATTEMPTS_PER_WINDOW: '10000', BOOKING_HOLDS_PER_IP: '10000', AUTH_ATTEMPTS_PER_WINDOW: '10000' },
});
const { base, origin } = served;
let exitCode = 1;
try {
  const { api, worker } = served.children();
  const names: Record<string, number> = { supervisor: served.supervisor.pid! };
  api.forEach((p, i) => (names[`api-${i + 1}`] = p));
  worker.forEach((p, i) => (names[`worker-${i + 1}`] = p));

  // One calendar, exactly 50 free times: no weekly hours, one day (two days ahead in Riyadh) open
  // 08:00–20:30 in 15-minute visits.
  const tag = crypto.randomBytes(4).toString('hex');
  const day = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone: TZ });
  const db = createDataSource(served.databaseUrl, createLogger('silent'), 2);
  await db.initialize();
  const cal = await seedLoadCalendar(db, {
    tag,
    timezone: TZ,
    weekly: Array.from({ length: 7 }, () => []),
    overrides: [{ date: day, ranges: [{ start: '08:00', end: '20:30' }] }],
    durationMinutes: 15,
    now: new Date(),
  });
  const target = { calendarSlug: cal.calendarSlug, eventTypeSlug: cal.eventTypeSlug };
  const around = (n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const slotsPath = (timezone: string) => `/trpc/public.slots?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { ...target, from: around(-1), to: around(1), timezone } }))}`;
  const pagePath = `/trpc/public.page?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { slug: cal.calendarSlug } }))}`;
  const first = await request(base, 'GET', slotsPath(TZ));
  const starts = (JSON.parse(first.body) as { result: { data: { days: { slots: string[] }[] } } }[])[0]!.result.data.days.flatMap((d) => d.slots);
  check(starts.length === SLOTS, `the calendar offers exactly ${SLOTS} times over HTTP (${starts.length})`);

  console.log(`\nWaqt load bench — Node ${process.version}; serve with API_PROCESSES=2 WORKERS=2 (${Object.entries(names).map(([n, p]) => `${n} ${p}`).join(', ')})`);
  console.log(`${VISITORS} visitors (${ONE_IP ? 'all from 127.0.0.1' : 'each from its own address'}) book one of ${SLOTS} times on ${day} at once; reads: ${READ_CONNECTIONS} keep-alive connections for ${READ_SECONDS} s (public.page, public.slots in 3 zones)\n`);

  const idle: Record<string, number> = Object.fromEntries(Object.entries(names).map(([n, p]) => [n, statusBytes(p, 'VmRSS')]));
  const sampler = rssSampler(() => names);
  const cpu0 = Object.fromEntries(Object.entries(names).map(([n, p]) => [n, cpuMs(p)]));
  const pg0 = served.databaseUrl === process.env.DATABASE_URL ? NaN : postgresCpuMs(served.supervisor.pid!);
  console.log(`before: ${machineLoad()}`);

  // The read load: page and slots in turn (three visitor zones), as the booking page asks for them.
  const readPaths = [pagePath, slotsPath(TZ), slotsPath('Europe/London'), pagePath, slotsPath('America/New_York')];
  let nextRead = 0;
  const readTimes: number[] = [];
  const readStatus = new Map<number, number>();
  const reads = autocannon({
    url: base,
    connections: READ_CONNECTIONS,
    duration: READ_SECONDS,
    requests: [{ setupRequest: (r) => ({ ...r, path: readPaths[nextRead++ % readPaths.length] }) }],
  });
  reads.on('response', (_c, status, _b, t) => {
    readTimes.push(t);
    readStatus.set(status, (readStatus.get(status) ?? 0) + 1);
  });
  await new Promise((r) => setTimeout(r, 3_000)); // reads running before the rush

  // The rush: every visitor at once, each its own connection and email, a random one of the times.
  const emails = Array.from({ length: VISITORS }, (_, i) => `visitor-${i}-${tag}@load.example`);
  const rushStart = performance.now();
  const answers = await Promise.all(
    emails.map((email, i) => {
      const start = starts[crypto.randomInt(starts.length)]!;
      const body = JSON.stringify({ 0: { ...target, start, timezone: TZ, locale: i % 2 ? 'ar' : 'en', booker: { name: `Visitor ${i}`, email } } });
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      return request(base, 'POST', '/trpc/public.book?batch=1', { body, headers: { origin, ...(ONE_IP ? {} : { 'x-forwarded-for': ip }) } }).then((r) => ({ ...r, email, start }));
    }),
  );
  const rushMs = performance.now() - rushStart;
  await reads;
  sampler.stop();
  const cpu1 = Object.fromEntries(Object.entries(names).map(([n, p]) => [n, cpuMs(p)]));
  const pgCpu = postgresCpuMs(served.supervisor.pid!) - pg0;
  console.log(`after: ${machineLoad()}\n`);

  const byCode = new Map<string, number>();
  const confirmed: typeof answers = [];
  for (const a of answers) {
    let key: string;
    if (a.status === 200) {
      const status = (JSON.parse(a.body) as { result: { data: { status: string } } }[])[0]!.result.data.status;
      key = `200 ${status}`;
      if (status === 'confirmed') confirmed.push(a);
    } else key = `${a.status} ${a.status === 0 ? a.body : (appErrorCode(a.body) ?? '?')}`;
    byCode.set(key, (byCode.get(key) ?? 0) + 1);
  }
  const bookTimes = answers.map((a) => a.ms).sort((x, y) => x - y);
  readTimes.sort((x, y) => x - y);
  const taken = byCode.get('409 SLOT_TAKEN') ?? 0;
  const reads5xx = [...readStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);

  console.log('answers to public.book:');
  for (const [k, n] of [...byCode].sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(28)} ${n}`);
  console.log(`reads: ${[...readStatus].map(([s, n]) => `${s}: ${n}`).join(', ')}\n`);
  const row = (what: string, t: number[]) => `  ${what.padEnd(34)} ${String(t.length).padStart(6)}   p50 ${ms(quantile(t, 0.5)).padStart(7)}   p95 ${ms(quantile(t, 0.95)).padStart(7)}   p99 ${ms(quantile(t, 0.99)).padStart(7)}   max ${ms(t.at(-1) ?? NaN).padStart(7)} ms`;
  console.log('latency                             requests');
  console.log(row(`public.book (rush of ${VISITORS}, ${(rushMs / 1000).toFixed(1)} s)`, bookTimes));
  console.log(row(`reads (${Math.round(readTimes.length / READ_SECONDS)} req/s)`, readTimes));

  check(confirmed.length === SLOTS, `exactly ${SLOTS} bookings confirmed (${confirmed.length})`);
  check(taken === VISITORS - SLOTS, `every other answer is 409 SLOT_TAKEN (${taken} of ${VISITORS - SLOTS})`);
  check(answers.every((a) => a.status !== 0 && a.status < 500) && reads5xx === 0, `no 5xx and no dropped connection (bookings ${answers.filter((a) => a.status >= 500 || a.status === 0).length}, reads ${reads5xx})`);
  const rows = await db.query<{ start: Date; email: string }[]>(
    `SELECT b.starts_at AS start, b.customer_email AS email FROM bookings b JOIN calendars c ON c.id = b.calendar_id WHERE c.slug = $1 AND b.status IN ('pending', 'confirmed')`,
    [cal.calendarSlug],
  );
  check(rows.length === SLOTS && new Set(rows.map((r) => r.start.toISOString())).size === SLOTS, `the database holds ${SLOTS} live bookings on ${SLOTS} different times (${rows.length})`);
  check(
    rows.map((r) => r.email).sort().join() === confirmed.map((c) => c.email).sort().join(),
    'the bookings in the database are exactly those whose visitors were told "confirmed"',
  );

  // The workers drain the outbox into the sink.
  const drainStart = Date.now();
  let queued = -1;
  while (Date.now() - drainStart < 120_000) {
    queued = (await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'send-mail'`))[0]!.n;
    if (queued === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const drainedMs = Date.now() - drainStart;
  const winners = new Set(confirmed.map((c) => c.email.toLowerCase()));
  const toVisitors = sink.messages.filter((m) => m.to.some((t) => t.endsWith(`-${tag}@load.example`) && t.startsWith('visitor-')));
  const perWinner = [...winners].map((w) => toVisitors.filter((m) => m.to.includes(w)).length);
  const toTeam = sink.messages.filter((m) => m.to.includes(cal.ownerEmail.toLowerCase()));
  const ids = sink.messages.map((m) => m.messageId);
  console.log(`\nmail: outbox empty ${(drainedMs / 1000).toFixed(1)} s after the rush; the sink got ${sink.messages.length} messages (${toVisitors.length} to visitors, ${toTeam.length} to the team's owner)`);
  check(queued === 0, 'the workers drained the outbox');
  check(perWinner.length === SLOTS && perWinner.every((n) => n === 1), `one confirmation mail per booking at the booker's address (${perWinner.filter((n) => n === 1).length} of ${SLOTS} got exactly one)`);
  check(toVisitors.length === SLOTS, `no mail to a visitor who did not get a time (${toVisitors.length - perWinner.reduce((a, b) => a + b, 0)})`);
  check(toTeam.length === SLOTS, `one notice per booking to the team (${toTeam.length})`);
  check(new Set(ids).size === ids.length && ids.every(Boolean), 'every message carries its own Message-ID, once');

  // Memory and CPU.
  const scrapes = await scrapeEach(base, 2);
  console.log(`\nmemory settings: node ${process.env.SERVE_NODE_FLAGS ?? "serve's default flags"}${process.env.MALLOC_ARENA_MAX ? `, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX}` : ''}`);
  console.log('process        pid   RSS idle   RSS peak  RSS after  (anon + file)       PSS after  /metrics RSS  heap used/total  external  requests  CPU during the run');
  for (const [n, pid] of Object.entries(names)) {
    const m = n.startsWith('api') ? scrapeOf(scrapes, pid) : undefined;
    console.log(
      `  ${n.padEnd(11)} ${String(pid).padStart(6)}  ${mb(idle[n]!).padStart(8)}   ${mb(sampler.peak[n] ?? 0).padStart(8)}  ${mb(statusBytes(pid, 'VmRSS')).padStart(9)}  (${mb(statusBytes(pid, 'RssAnon')).padStart(5)} + ${mb(statusBytes(pid, 'RssFile')).padStart(5)})  ${mb(pssBytes(pid)).padStart(12)}  ${(m ? mb(m.rss) : '').padStart(12)}  ${(m ? `${mb(m.heapUsed)} / ${mb(m.heapTotal)}` : '').padStart(15)}  ${(m ? mb(m.external) : '').padStart(8)}  ${(m ? String(m.requests) : '').padStart(8)}  ${((cpu1[n]! - cpu0[n]!) / 1000).toFixed(1)} s`,
    );
  }
  if (Number.isFinite(pgCpu)) console.log(`  PostgreSQL (every backend)                                                                                  ${(pgCpu / 1000).toFixed(1)} s`);
  console.log('  (MB. VmRSS from /proc, sampled every 100 ms; anon: the process\'s own memory, file: mapped files, mostly the node binary,');
  console.log('   shared by every process; PSS splits shared pages among the processes. /metrics: what the API process itself reports,');
  console.log('   with the tRPC calls it timed since it started.)');
  const apiPeak = Math.max(...Object.entries(sampler.peak).filter(([n]) => n.startsWith('api')).map(([, v]) => v));
  console.log(`\nproduction API peak RSS: ${mb(apiPeak)} MB (goal ≤ 150 MB)`);
  check(api.every((p, i) => cpu1[`api-${i + 1}`]! - cpu0[`api-${i + 1}`]! > 500), 'both API processes took a share of the work (CPU > 0.5 s each)');
  await db.destroy();
  exitCode = failures.length ? 1 : 0;
  console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nall checks passed');
} catch (err) {
  console.error(err);
  console.error(served.tail());
} finally {
  await served.stop();
  await sink.close();
}
process.exit(exitCode);
