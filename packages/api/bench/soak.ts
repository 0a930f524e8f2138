/**
 * `npm run bench:soak` — steady mixed traffic for SOAK_MINUTES (default 10) on the production topology
 * (`npm run serve` with API_PROCESSES=2 WORKERS=2, production settings, a fresh embedded PostgreSQL or
 * DATABASE_URL, mail to a local SMTP sink): reads at a fixed rate (SOAK_READ_RATE requests/s, default
 * 100, over 8 keep-alive connections: the calendar's page and its slots in five visitor zones, two
 * months at a time) and bookings at a fixed rate (SOAK_BOOK_RATE per second, default 2, each a new
 * time, each from its own address, each mailed to the booker and the team by the workers).
 *
 * Printed per minute and per process: VmRSS at the minute's end and its peak within the minute, and
 * the minute's p95 latency of reads and of bookings (with errors). Then, per process, the slope of RSS
 * over time (least squares over a sample a second, MB/min) for the whole run and after the first
 * minute (start-up and JIT warm-up), with a verdict: growth under 0.5 MB/min after warm-up counts as
 * no trend. Exit 1 when a request failed or a mail is missing; the memory verdict is printed, not
 * enforced. Needs the build (`npm run build`); builds nothing itself.
 */
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { createDataSource } from '../src/db/data-source.ts';
import { createLogger } from '../src/logger.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { seedLoadCalendar } from './load-seed.ts';
import { appErrorCode, cpuMs, machineLoad, mb, ms, quantile, request, requireBuild, startServe, statusBytes } from './load-lib.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const READ_RATE = Number(process.env.SOAK_READ_RATE ?? 100);
const BOOK_RATE = Number(process.env.SOAK_BOOK_RATE ?? 2);
const TZ = 'Asia/Riyadh';
/** Growth per minute (after the first) below which RSS counts as flat. */
const FLAT_MB_PER_MIN = 0.5;

requireBuild();
const sink = await startSmtpSink();
const served = await startServe({
  apiProcesses: 2,
  workers: 2,
  smtpUrl: sink.url,
  env: { BOOKING_ATTEMPTS_PER_WINDOW: '10000', BOOKING_HOLDS_PER_IP: '10000', AUTH_ATTEMPTS_PER_WINDOW: '10000' },
});
const { base, origin } = served;
let exitCode = 1;
try {
  const { api, worker } = served.children();
  const names: Record<string, number> = {};
  api.forEach((p, i) => (names[`api-${i + 1}`] = p));
  worker.forEach((p, i) => (names[`worker-${i + 1}`] = p));
  const db = createDataSource(served.databaseUrl, createLogger('silent'), 2);
  await db.initialize();
  const tag = crypto.randomBytes(4).toString('hex');
  const cal = await seedLoadCalendar(db, { tag, timezone: TZ, weekly: Array.from({ length: 7 }, () => [{ start: '08:00', end: '20:00' }]), overrides: [], durationMinutes: 15, now: new Date() });
  const target = { calendarSlug: cal.calendarSlug, eventTypeSlug: cal.eventTypeSlug };
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const slotsPath = (timezone: string, from = 1, to = 60) => `/trpc/public.slots?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { ...target, from: day(from), to: day(to), timezone } }))}`;
  const pagePath = `/trpc/public.page?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { slug: cal.calendarSlug } }))}`;
  const starts = (JSON.parse((await request(base, 'GET', slotsPath(TZ))).body) as { result: { data: { days: { slots: string[] }[] } } }[])[0]!.result.data.days.flatMap((d) => d.slots);
  const needed = Math.ceil(MINUTES * 60 * BOOK_RATE);
  if (starts.length < needed) throw new Error(`the calendar offers ${starts.length} times, the soak books ${needed}`);

  console.log(`Waqt soak — Node ${process.version}; serve with API_PROCESSES=2 WORKERS=2 (${Object.entries(names).map(([n, p]) => `${n} ${p}`).join(', ')}); ${machineLoad()}`);
  console.log(`${MINUTES} min: reads at ${READ_RATE}/s (public.page, public.slots in 5 zones over 60 days), bookings at ${BOOK_RATE}/s (${needed} in all)\n`);

  interface Minute { reads: number[]; books: number[]; readErrors: number; bookErrors: Map<string, number>; rssEnd: Record<string, number>; rssPeak: Record<string, number> }
  const minutes: Minute[] = Array.from({ length: MINUTES }, () => ({ reads: [], books: [], readErrors: 0, bookErrors: new Map(), rssEnd: {}, rssPeak: {} }));
  const samples: Record<string, [number, number][]> = Object.fromEntries(Object.keys(names).map((n) => [n, []]));
  const t0 = Date.now();
  const cpu0 = Object.fromEntries(Object.entries(names).map(([n, p]) => [n, cpuMs(p)]));
  const minuteOf = () => Math.min(MINUTES - 1, Math.floor((Date.now() - t0) / 60_000));

  // Memory: a sample a second per process (for the slope), the peak and the last of each minute.
  const sampler = setInterval(() => {
    const m = minutes[minuteOf()]!;
    const at = (Date.now() - t0) / 60_000;
    for (const [n, pid] of Object.entries(names)) {
      const rss = statusBytes(pid, 'VmRSS');
      samples[n]!.push([at, rss / 1024 / 1024]);
      m.rssEnd[n] = rss;
      m.rssPeak[n] = Math.max(m.rssPeak[n] ?? 0, rss);
    }
  }, 1_000);

  // Reads at a fixed rate.
  const readPaths = [pagePath, slotsPath(TZ), slotsPath('Europe/London'), slotsPath('America/New_York'), pagePath, slotsPath('Asia/Dubai'), slotsPath('Africa/Cairo')];
  let nextRead = 0;
  const reads = autocannon({
    url: base,
    connections: 8,
    overallRate: READ_RATE,
    duration: MINUTES * 60,
    requests: [{ setupRequest: (r) => ({ ...r, path: readPaths[nextRead++ % readPaths.length] }) }],
  });
  reads.on('response', (_c, status, _b, t) => {
    const m = minutes[minuteOf()]!;
    m.reads.push(t);
    if (status !== 200) m.readErrors++;
  });

  // Bookings at a fixed rate, each a new time from its own address.
  let booked = 0;
  const confirmed: string[] = [];
  const inFlight = new Set<Promise<void>>();
  const booker = setInterval(() => {
    if (booked >= needed) return;
    const i = booked++;
    const email = `soak-${i}-${tag}@load.example`;
    const body = JSON.stringify({ 0: { ...target, start: starts[i]!, timezone: TZ, locale: i % 2 ? 'ar' : 'en', booker: { name: `Visitor ${i}`, email } } });
    const p = request(base, 'POST', '/trpc/public.book?batch=1', { body, headers: { origin, 'x-forwarded-for': `10.3.${(i >> 8) & 255}.${i & 255}` } }).then((r) => {
      const m = minutes[minuteOf()]!;
      m.books.push(r.ms);
      if (r.status === 200 && r.body.includes('"confirmed"')) confirmed.push(email);
      else {
        const k = `${r.status} ${appErrorCode(r.body) ?? r.body.slice(0, 40)}`;
        m.bookErrors.set(k, (m.bookErrors.get(k) ?? 0) + 1);
      }
    });
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }, 1_000 / BOOK_RATE);

  // A line per minute as it ends.
  const procs = Object.keys(names);
  console.log(`min  ${procs.map((n) => `${n} RSS end/peak`.padEnd(22)).join('')}reads p95 (n, errors)     bookings p95 (n, errors)`);
  const line = (i: number) => {
    const m = minutes[i]!;
    const r = [...m.reads].sort((a, b) => a - b);
    const b = [...m.books].sort((a, c) => a - c);
    const bookErrors = [...m.bookErrors.values()].reduce((x, y) => x + y, 0);
    console.log(
      `${String(i + 1).padStart(3)}  ${procs.map((n) => `${mb(m.rssEnd[n] ?? 0)} / ${mb(m.rssPeak[n] ?? 0)}`.padEnd(22)).join('')}${`${ms(quantile(r, 0.95))} ms (${r.length}, ${m.readErrors})`.padEnd(26)}${ms(quantile(b, 0.95))} ms (${b.length}, ${bookErrors})`,
    );
  };
  let printed = 0;
  const ticker = setInterval(() => {
    while (printed < Math.floor((Date.now() - t0) / 60_000) && printed < MINUTES - 1) line(printed++);
  }, 1_000);
  await reads;
  clearInterval(booker);
  await Promise.all(inFlight);
  clearInterval(ticker);
  clearInterval(sampler);
  const cpu1 = Object.fromEntries(Object.entries(names).map(([n, p]) => [n, cpuMs(p)]));
  while (printed < MINUTES) line(printed++);

  // Slopes: least squares of RSS (MB) over time (min).
  const slope = (pts: [number, number][]) => {
    const n = pts.length;
    if (n < 2) return NaN;
    const mx = pts.reduce((s, p) => s + p[0], 0) / n;
    const my = pts.reduce((s, p) => s + p[1], 0) / n;
    const num = pts.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0);
    const den = pts.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
    return num / den;
  };
  console.log('\nRSS slope (least squares over a sample a second)');
  console.log('process      whole run    after minute 1   peak       verdict');
  let apiPeak = 0;
  for (const n of procs) {
    const all = samples[n]!;
    const warm = all.filter(([t]) => t >= 1);
    const s1 = slope(all);
    const s2 = slope(warm);
    const peak = Math.max(...all.map(([, v]) => v));
    if (n.startsWith('api')) apiPeak = Math.max(apiPeak, peak);
    const verdict = !Number.isFinite(s2) ? 'too short to tell' : Math.abs(s2) < FLAT_MB_PER_MIN ? 'no growth trend' : s2 > 0 ? 'GROWS' : 'shrinks';
    console.log(`${n.padEnd(12)} ${`${s1 >= 0 ? '+' : ''}${s1.toFixed(2)} MB/min`.padEnd(13)}${`${s2 >= 0 ? '+' : ''}${s2.toFixed(2)} MB/min`.padEnd(17)}${`${peak.toFixed(1)} MB`.padEnd(11)}${verdict}`);
  }
  console.log(`\nproduction API peak RSS during the soak: ${apiPeak.toFixed(1)} MB (goal ≤ 150 MB); node ${process.env.SERVE_NODE_FLAGS ?? "serve's default flags"}${process.env.MALLOC_ARENA_MAX ? `, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX}` : ''}`);
  const served_ = minutes.reduce((n, m) => n + m.reads.length + m.books.length, 0);
  const apiCpu = procs.filter((n) => n.startsWith('api')).reduce((n, p) => n + cpu1[p]! - cpu0[p]!, 0);
  console.log(`CPU: ${procs.map((n) => `${n} ${((cpu1[n]! - cpu0[n]!) / 1000).toFixed(1)} s`).join(', ')}; the API processes ${(apiCpu / served_).toFixed(2)} ms per request (${served_} requests)`);

  // Every request answered, every booking confirmed and mailed.
  const readErrors = minutes.reduce((n, m) => n + m.readErrors, 0);
  const bookErrors = minutes.flatMap((m) => [...m.bookErrors]);
  const drainAt = Date.now();
  let queued = -1;
  while (queued !== 0 && Date.now() - drainAt < 120_000) {
    queued = (await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'send-mail'`))[0]!.n;
    if (queued) await new Promise((r) => setTimeout(r, 500));
  }
  const perTo = new Map<string, number>();
  for (const m of sink.messages) for (const t of m.to) perTo.set(t, (perTo.get(t) ?? 0) + 1);
  const unmailed = confirmed.filter((e) => perTo.get(e.toLowerCase()) !== 1);
  const owner = cal.ownerEmail.toLowerCase();
  const others = [...perTo].filter(([t]) => t !== owner && !t.startsWith('soak-'));
  if (unmailed.length || perTo.get(owner) !== confirmed.length || others.length) {
    for (const e of unmailed.slice(0, 3)) for (const m of sink.messages.filter((x) => x.to.includes(e.toLowerCase()))) console.log(`  to ${e}: ${m.messageId} at +${((m.at - t0) / 1000).toFixed(1)} s "${m.subject}"`);
    for (const l of served.tail().split('\n').filter((x) => /job|mail/i.test(x)).slice(-5)) console.log(`  server: ${l.slice(0, 400)}`);
    console.log(`mail per recipient: bookers not mailed exactly once ${unmailed.map((e) => `${e} ×${perTo.get(e.toLowerCase()) ?? 0}`).join(', ') || 'none'}; team ${perTo.get(owner) ?? 0} for ${confirmed.length}; others ${others.map(([t, n]) => `${t} ×${n}`).join(', ') || 'none'}`);
  }
  const reqTotal = minutes.reduce((n, m) => n + m.reads.length, 0);
  console.log(`reads ${reqTotal} (${readErrors} not 200); bookings ${booked}, confirmed ${confirmed.length}${bookErrors.length ? `, errors ${bookErrors.map(([k, n]) => `${k}: ${n}`).join(', ')}` : ''}; mails ${sink.messages.length}, outbox ${queued}`);
  const ok = readErrors === 0 && confirmed.length === booked && unmailed.length === 0 && perTo.get(owner) === confirmed.length && queued === 0;
  console.log(ok ? 'every request answered, every booking confirmed and mailed' : `FAIL: ${readErrors} read errors, ${booked - confirmed.length} bookings not confirmed, ${unmailed.length} not mailed once, ${queued} mails left`);
  await db.destroy();
  exitCode = ok ? 0 : 1;
} catch (err) {
  console.error(err);
  console.error(served.tail());
} finally {
  await served.stop();
  await sink.close();
}
process.exit(exitCode);
