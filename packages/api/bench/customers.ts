/**
 * Customer-list benchmark: a fresh embedded PostgreSQL with every migration, one team holding 50,000
 * customers (Arabic and Latin names, phones, a spread of bookings counts and last bookings, 2 %
 * archived), then the dashboard's list query (customers.service listCustomers: the page and the
 * total) as an owner for a mix of what people do — first pages in every sort and direction, deep
 * pages, Latin, Arabic, email and phone searches, the archived filter. Prints p50/p95/max per kind
 * and over the mix. Figures only — nothing here asserts a time.   npm run bench -w @waqt/api
 */
import fs from 'node:fs';
import path from 'node:path';
import { CUSTOMER_SORTS } from '@waqt/contracts';
import { openDatabase } from '../src/db/data-source.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { createLogger } from '../src/logger.ts';
import { seedDemo } from '../src/db/seed.ts';
import type { TeamMember } from '../src/modules/teams/teams.queries.ts';
import { listCustomers, type CustomerQuery } from '../src/modules/customers/customers.service.ts';
import { freePort } from '../test/ports.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
const RUNS = Number(process.env.BENCH_CUSTOMER_RUNS ?? 20);

const root = path.resolve(import.meta.dirname, '../../..');
fs.mkdirSync(path.join(root, '.data'), { recursive: true });
const dataDir = fs.mkdtempSync(path.join(root, '.data', 'bench-customers-'));
fs.chmodSync(dataDir, 0o755);
const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), persistent: false });
const log = createLogger('silent');
try {
  await pg.createDatabase('waqt');
  const db = await openDatabase(pg.url('waqt'), log, 4);
  await seedDemo(db, log);
  const [member] = await db.query<TeamMember[]>(
    `SELECT tm.id, tm.team_id AS "teamId", tm.role FROM team_members tm JOIN teams t ON t.id = tm.team_id WHERE t.slug = 'riyadh-dental' AND tm.role = 'owner' LIMIT 1`,
  );
  const t0 = Date.now();
  // Deterministic names: Arabic given + family names (some with harakat and hamza forms), Latin ones
  // (some accented); phones Saudi mobiles or UK numbers; bookings 0–40; last booking within 2 years.
  await db.query(
    `INSERT INTO customers (team_id, name, email, phone, email_verified, bookings_count, last_booking_at, archived_at, created_at, updated_at)
     SELECT $1,
       CASE WHEN i % 2 = 0
         THEN (ARRAY['محمد','أحمد','فاطمة','نورة','عبدالله','مُحَمَّد','سارة','خالد','ريم','إبراهيم','مصطفى','ليلى'])[1 + (i / 2) % 12] || ' ' ||
              (ARRAY['العتيبي','القحطاني','الشهري','الأحمدي','الزهراني','الغامدي','الدوسري','المطيري','الحربي'])[1 + (i / 24) % 9]
         ELSE (ARRAY['José','Maria','Omar','Sarah','Chloé','Liam','Noah','Zoë','Ahmed','Renée','Hana','Björn'])[1 + (i / 2) % 12] || ' ' ||
              (ARRAY['Álvarez','Smith','Haddad','Müller','Khan','Dubois','Nasser','O''Brien','Rossi'])[1 + (i / 24) % 9]
       END || ' ' || i,
       'customer' || i || '@example.com',
       CASE WHEN i % 3 = 0 THEN NULL WHEN i % 3 = 1 THEN '+9665' || lpad((i * 7919 % 100000000)::text, 8, '0') ELSE '+44207' || lpad((i % 10000000)::text, 7, '0') END,
       i % 4 = 0,
       (i * 31) % 41,
       CASE WHEN (i * 31) % 41 = 0 THEN NULL ELSE timestamptz '2026-11-23' - make_interval(hours => (i * 7) % 17520) END,
       CASE WHEN i % 50 = 0 THEN timestamptz '2026-11-01' END,
       timestamptz '2024-01-01' + make_interval(mins => i * 10),
       timestamptz '2024-01-01' + make_interval(mins => i * 10)
     FROM generate_series(1, $2) AS i`,
    [member!.teamId, CUSTOMERS],
  );
  await db.query('VACUUM ANALYZE customers');
  console.log(`customer list — ${CUSTOMERS.toLocaleString('en')} customers in one team (seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s), ${RUNS} runs per kind, owner's view, page + total`);

  const base: CustomerQuery = { archived: false, sort: 'name', direction: 'asc' };
  const kinds: [string, CustomerQuery & { page: number }][] = [
    ...CUSTOMER_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((direction): [string, CustomerQuery & { page: number }] => [`first page, ${sort} ${direction}`, { ...base, sort, direction, page: 1 }])),
    ['page 100, name', { ...base, page: 100 }],
    ['last page, name', { ...base, page: Math.ceil((CUSTOMERS * 0.98) / 25) }],
    ['search Latin "jose" (matches José)', { ...base, search: 'jose', page: 1 }],
    ['search Latin "muller 4"', { ...base, search: 'muller 4', page: 1 }],
    ['search Arabic "محمد"', { ...base, search: 'محمد', page: 1 }],
    ['search Arabic "الاحمدي" (matches الأحمدي)', { ...base, search: 'الاحمدي', page: 1 }],
    ['search email "customer4242"', { ...base, search: 'customer4242', page: 1 }],
    ['search phone "055 12"', { ...base, search: '055 12', page: 1 }],
    ['search nothing found "zzzq"', { ...base, search: 'zzzq', page: 1 }],
    ['archived, name', { ...base, archived: true, page: 1 }],
  ];
  const pct = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)]!;
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  const all: number[] = [];
  for (const [label, q] of kinds) {
    await listCustomers(db, member!, q); // warm
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const s = process.hrtime.bigint();
      total = (await listCustomers(db, member!, q)).total;
      times.push(Number(process.hrtime.bigint() - s) / 1e6);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(`  ${label.padEnd(44)} p50 ${ms(pct(times, 0.5))}  p95 ${ms(pct(times, 0.95))}  max ${ms(times.at(-1)!)}  (${total.toLocaleString('en')} found)`);
  }
  all.sort((a, b) => a - b);
  console.log(`  all ${all.length} queries: p50 ${pct(all, 0.5).toFixed(1)} ms, p95 ${pct(all, 0.95).toFixed(1)} ms, max ${all.at(-1)!.toFixed(1)} ms`);
  await db.destroy();
} finally {
  await pg.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
