/**
 * `npm run bench:faults` — two faults on the production topology (`npm run serve` with
 * API_PROCESSES=2 WORKERS=2, production settings), scripted end to end over loopback, with what must
 * hold checked (exit 1 otherwise) and the figures printed:
 *
 * 1. **The mail server down.** The SMTP server answers "421" to every connection while visitors book:
 *    bookings are confirmed as fast as ever, the outbox keeps the mails and the workers retry with
 *    backoff; once the server is back every mail arrives, once per booking and recipient.
 * 2. **PostgreSQL restarted under load.** The database is one this script starts (the server gets it as
 *    DATABASE_URL), so it can stop it under six visitors booking and reading, leave it down a few
 *    seconds and start it again: every answer while it is down is a quick 503 (no 500, no hang), the
 *    same API processes serve again without a restart, every booking a visitor was told is confirmed
 *    is in the database, and the workers (which lost their connections too) send its mail.
 *
 * The same rules are tests in `npm test` (test/faults-*.test.ts), with the worker killed mid-send and
 * the payment gateway slow, failing and unreachable; this script shows them on the whole topology.
 * Needs the build (`npm run build`); builds nothing itself. About two minutes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createDataSource } from '../src/db/data-source.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { createLogger } from '../src/logger.ts';
import { freePort } from '../test/ports.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { seedLoadCalendar } from './load-seed.ts';
import { appErrorCode, machineLoad, ms, quantile, request, requireBuild, root, startServe } from './load-lib.ts';

requireBuild();
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${what}`);
  if (!ok) failures.push(what);
};
const sleep = (n: number) => new Promise((r) => setTimeout(r, n));
const TZ = 'Asia/Riyadh';

fs.mkdirSync(path.join(root, '.data'), { recursive: true });
const work = fs.mkdtempSync(path.join(root, '.data', 'faults-'));
fs.chmodSync(work, 0o755);
const pgPort = await freePort();
const startPg = () => startEmbeddedPostgres({ dataDir: path.join(work, 'pg'), port: pgPort, persistent: true });
let pg = await startPg();
await pg.createDatabase('waqt');
const databaseUrl = pg.url('waqt');

const sink = await startSmtpSink({ down: true });
const served = await startServe({
  apiProcesses: 2,
  workers: 2,
  smtpUrl: sink.url,
  databaseUrl,
  env: { BOOKING_ATTEMPTS_PER_WINDOW: '10000', BOOKING_HOLDS_PER_IP: '10000', AUTH_ATTEMPTS_PER_WINDOW: '10000' },
});
const { base, origin } = served;
const db = createDataSource(databaseUrl, createLogger('silent'), 2);
let exitCode = 1;
try {
  await db.initialize();
  const tag = crypto.randomBytes(4).toString('hex');
  const cal = await seedLoadCalendar(db, { tag, timezone: TZ, weekly: Array.from({ length: 7 }, () => [{ start: '08:00', end: '20:00' }]), overrides: [], durationMinutes: 15, now: new Date() });
  const target = { calendarSlug: cal.calendarSlug, eventTypeSlug: cal.eventTypeSlug };
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const slotsPath = `/trpc/public.slots?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { ...target, from: day(1), to: day(30), timezone: TZ } }))}`;
  const starts = (JSON.parse((await request(base, 'GET', slotsPath)).body) as { result: { data: { days: { slots: string[] }[] } } }[])[0]!.result.data.days.flatMap((d) => d.slots);
  let nextStart = 0;
  let nextVisitor = 0;
  const book = async () => {
    const i = nextVisitor++;
    const email = `fault-${i}-${tag}@load.example`;
    const body = JSON.stringify({ 0: { ...target, start: starts[nextStart++]!, timezone: TZ, locale: 'en', booker: { name: `Visitor ${i}`, email } } });
    const r = await request(base, 'POST', '/trpc/public.book?batch=1', { body, headers: { origin, 'x-forwarded-for': `10.2.${(i >> 8) & 255}.${i & 255}` }, timeoutMs: 30_000 });
    return { ...r, email, code: r.status === 200 ? null : appErrorCode(r.body) };
  };
  const mailJobs = async () =>
    (await db.query<{ n: number; tried: number; err: string | null }[]>(`SELECT count(*)::int AS n, count(*) FILTER (WHERE attempts > 0)::int AS tried, max(last_error) AS err FROM jobs WHERE kind = 'send-mail'`))[0]!;
  const visitorsMailed = (emails: string[]) => {
    const want = new Set(emails.map((e) => e.toLowerCase()));
    const per = new Map<string, number>();
    for (const m of sink.messages) for (const t of m.to) if (want.has(t)) per.set(t, (per.get(t) ?? 0) + 1);
    return per;
  };
  console.log(`Waqt faults — Node ${process.version}; serve with API_PROCESSES=2 WORKERS=2 on a PostgreSQL of this script's (${machineLoad()})\n`);

  // ——— 1. The mail server down ———
  console.log('1. The mail server down (421 to every connection) while 20 visitors book, 5 at a time');
  const downBookings: Awaited<ReturnType<typeof book>>[] = [];
  for (let i = 0; i < 4; i++) downBookings.push(...(await Promise.all(Array.from({ length: 5 }, book))));
  const okDown = downBookings.filter((b) => b.status === 200 && b.body.includes('"confirmed"'));
  const t = downBookings.map((b) => b.ms).sort((a, b) => a - b);
  console.log(`   public.book: ${okDown.length}/20 confirmed, p50 ${ms(quantile(t, 0.5))} ms, max ${ms(t.at(-1)!)} ms`);
  check(okDown.length === 20, 'every booking is confirmed while the mail server is down');
  await sleep(3_000);
  const held = await mailJobs();
  console.log(`   outbox after 3 s: ${held.n} mails queued, ${held.tried} tried and failed (last error: ${held.err?.split('\n')[0]})`);
  check(held.n === 40 && held.tried > 0, 'the outbox holds every mail (booker and team, 40) and the workers are retrying them');
  const backAt = Date.now();
  sink.setDown(false);
  let left = held.n;
  while (left > 0 && Date.now() - backAt < 120_000) {
    await sleep(500);
    left = (await mailJobs()).n;
  }
  const per = visitorsMailed(okDown.map((b) => b.email));
  const ids = sink.messages.map((m) => m.messageId);
  console.log(`   mail server back: outbox empty after ${((Date.now() - backAt) / 1000).toFixed(1)} s (the first retry waits 10 s, doubling); the sink got ${sink.messages.length}`);
  check(left === 0 && [...per.values()].length === 20 && [...per.values()].every((n) => n === 1), 'once it is back, every booker gets their confirmation, once');
  check(sink.messages.length === 40 && new Set(ids).size === ids.length, 'and the team its 20 notices (40 messages in all); no message twice');

  // ——— 2. PostgreSQL restarted under load ———
  console.log('\n2. PostgreSQL stopped and started again under six visitors booking and reading');
  const pidsBefore = served.children();
  const answers: { what: string; status: number; code: string | null; ms: number; at: number; email?: string }[] = [];
  const t0 = performance.now();
  let running = true;
  const visitor = async () => {
    while (running) {
      const b = await book();
      answers.push({ what: 'book', status: b.status, code: b.code, ms: b.ms, at: performance.now() - t0, email: b.email });
      const s = await request(base, 'GET', slotsPath, { timeoutMs: 30_000 });
      answers.push({ what: 'slots', status: s.status, code: s.status === 200 ? null : appErrorCode(s.body), ms: s.ms, at: performance.now() - t0 });
    }
  };
  const load = Promise.all(Array.from({ length: 6 }, visitor));
  await sleep(3_000);
  const stopAt = performance.now() - t0;
  await pg.stop();
  const downAt = performance.now() - t0;
  const readyWhileDown: number[] = [];
  while (performance.now() - t0 < downAt + 4_000) {
    const r = await request(base, 'GET', '/health/ready', { timeoutMs: 10_000 });
    if (r.status === 503) readyWhileDown.push(r.ms);
    await sleep(200);
  }
  pg = await startPg();
  const upAt = performance.now() - t0;
  // Ready again on both processes: ten new connections in a row answer 200.
  for (let ok = 0; ok < 10 && performance.now() - t0 < upAt + 60_000; ) {
    ok = (await request(base, 'GET', '/health/ready', { timeoutMs: 10_000 })).status === 200 ? ok + 1 : 0;
  }
  const readyAt = performance.now() - t0;
  await sleep(3_000);
  running = false;
  await load;

  const phase = (a: { at: number }) => (a.at < stopAt ? 'before' : a.at < readyAt ? 'outage' : 'after');
  const table = new Map<string, number>();
  for (const a of answers) {
    const k = `${phase(a).padEnd(7)} ${a.what.padEnd(6)} ${a.status} ${a.code ?? ''}`;
    table.set(k, (table.get(k) ?? 0) + 1);
  }
  console.log(`   stop took ${((downAt - stopAt) / 1000).toFixed(1)} s; down ${((upAt - downAt) / 1000).toFixed(1)} s; every process ready ${((readyAt - upAt) / 1000).toFixed(1)} s after the start`);
  console.log('   answers (phase, call, HTTP status, code):');
  for (const [k, n] of [...table].sort()) console.log(`     ${k.padEnd(34)} ${n}`);
  const failed = answers.filter((a) => a.status !== 200);
  const failedMs = failed.map((a) => a.ms).sort((a, b) => a - b);
  console.log(`   failed answers: ${failed.length}, p50 ${ms(quantile(failedMs, 0.5))} ms, p99 ${ms(quantile(failedMs, 0.99))} ms, max ${ms(failedMs.at(-1) ?? NaN)} ms; readiness while down: ${readyWhileDown.length} × 503, max ${ms(Math.max(...readyWhileDown))} ms`);
  check(failed.length > 0 && failed.every((a) => a.status === 503), 'every answer while the database was away is 503 (no 500, no dropped connection)');
  check(failedMs.length > 0 && failedMs.at(-1)! < 2_000 && readyWhileDown.length > 0 && Math.max(...readyWhileDown) < 2_000, 'each came within 2 s (readiness within its 1 s budget, plus the machine)');
  const after = answers.filter((a) => phase(a) === 'after');
  check(after.length > 0 && after.every((a) => a.status === 200), 'once it is back every call succeeds again');
  const pidsAfter = served.children();
  check(JSON.stringify(pidsAfter) === JSON.stringify(pidsBefore), 'the same API processes and workers serve again: none died or was restarted');
  const told = answers.filter((a) => a.what === 'book' && a.status === 200).map((a) => a.email!);
  const rows = await db.query<{ email: string }[]>(`SELECT customer_email AS email FROM bookings WHERE status = 'confirmed' AND customer_email = ANY($1)`, [told]);
  check(rows.length === told.length, `every booking a visitor was told is confirmed is in the database (${rows.length} of ${told.length})`);
  const drainAt = Date.now();
  while ((await mailJobs()).n > 0 && Date.now() - drainAt < 120_000) await sleep(500);
  const mailed = visitorsMailed(told);
  const stuck = await db.query<{ state: string; attempts: number; locked_until: Date | null; last_error: string | null; to: string }[]>(
    `SELECT state, attempts, locked_until, last_error, payload->>'to' AS to FROM jobs WHERE kind = 'send-mail' ORDER BY id`,
  );
  console.log(stuck.length ? `   outbox not empty 120 s after the load ended: ${stuck.length} left` : `   outbox empty ${((Date.now() - drainAt) / 1000).toFixed(1)} s after the load ended`);
  for (const j of stuck.slice(0, 5)) console.log(`     ${j.state} attempts ${j.attempts} lease until ${j.locked_until?.toISOString() ?? '-'} to ${j.to} ${j.last_error?.split('\n')[0] ?? ''} (sent ${mailed.get(j.to) ?? 0}×)`);
  check(stuck.length === 0, 'the outbox drains: no mail is left claimed by a worker that lost the database (it would go out again after its lease)');
  check(told.every((e) => mailed.get(e.toLowerCase()) === 1), `and its booker got the confirmation once (${[...mailed.values()].filter((n) => n === 1).length} of ${told.length})`);
  exitCode = failures.length ? 1 : 0;
  console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nall checks passed');
} catch (err) {
  console.error(err);
  console.error(served.tail());
} finally {
  await db.destroy().catch(() => {});
  await served.stop();
  await sink.close();
  await pg.stop().catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
