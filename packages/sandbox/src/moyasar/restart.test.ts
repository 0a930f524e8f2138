import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { basic, createSandboxDatabase, fixedClock, json, startReceiver } from '../../test/helpers.ts';
import { createMoyasarSandbox, type MoyasarSandbox } from './sandbox.ts';
import { SCHEMA, SCHEMA_LOCK_KEY } from './schema.ts';

const clock = fixedClock('2026-11-22T09:00:00.000Z');
let db: Awaited<ReturnType<typeof createSandboxDatabase>>;
const open: MoyasarSandbox[] = [];
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

beforeAll(async () => {
  db = await createSandboxDatabase();
});
afterAll(async () => {
  for (const s of open) await s.stop();
  for (const r of receivers) await r.close();
  await db?.drop();
});

async function boot(opts: { webhookRetryMs?: number } = {}) {
  const s = await createMoyasarSandbox({ databaseUrl: db.url, now: () => clock.now(), ...opts });
  open.push(s);
  return { s, url: await s.start() };
}

describe('state in the database', () => {
  it('survives a restart: accounts, payments and 3-D Secure pages; pending webhook deliveries resume', async () => {
    const receiver = await startReceiver([500, 200]);
    receivers.push(receiver);
    const first = await boot({ webhookRetryMs: 300 });
    const post = (url: string, p: string, body: unknown, key?: string) =>
      fetch(`${url}${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: basic(key) } : {}) }, body: JSON.stringify(body) }).then(json);
    const account = await post(first.url, '/_sandbox/accounts', {});
    await post(first.url, '/_sandbox/webhooks', { url: receiver.url, shared_secret: 'keep-me' }, account.secret_key);
    const card = { type: 'creditcard', name: 'Ali Hassan', month: '12', year: '30', cvc: '123' };
    const paid = await post(first.url, '/v1/payments', { amount: 5000, callback_url: 'https://shop.test/r', source: { ...card, number: '4111114005765430' } }, account.secret_key);
    const pending3ds = await post(first.url, '/v1/payments', { amount: 5000, callback_url: 'https://shop.test/r', source: { ...card, number: '4111111111111111' } }, account.secret_key);
    // The first attempt fails; the retry is 300 ms away when the sandbox stops.
    await vi.waitFor(async () => {
      const d = (await json(await fetch(`${first.url}/_sandbox/deliveries?payment_id=${paid.id}`))).deliveries;
      expect(d).toMatchObject([{ status: 'pending', attempts: 1, last_status: 500 }]);
    });
    await first.s.stop();
    expect(receiver.received).toHaveLength(1);

    const second = await boot({ webhookRetryMs: 300 });
    const fetched = await fetch(`${second.url}/v1/payments/${paid.id}`, { headers: { Authorization: basic(account.secret_key) } });
    expect(fetched.status).toBe(200);
    expect(await json(fetched)).toEqual(paid);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(2), { timeout: 5000 });
    expect(receiver.received[1]!.body).toEqual(receiver.received[0]!.body);
    expect(receiver.received[1]!.body.secret_token).toBe('keep-me');
    const d = (await json(await fetch(`${second.url}/_sandbox/deliveries?payment_id=${paid.id}`))).deliveries;
    expect(d).toMatchObject([{ status: 'delivered', attempts: 2, last_status: 200 }]);

    // A 3-D Secure page opened before the restart still works (its URL names the first port; the path is what counts).
    const page = new URL(pending3ds.source.transaction_url as string);
    const res = await fetch(`${second.url}${page.pathname}${page.search}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=authenticate',
    });
    expect(res.headers.get('location')).toBe(`https://shop.test/r?id=${pending3ds.id}&status=paid&message=APPROVED`);
  });

  it('two sandboxes starting together on a new database create the schema once (advisory lock)', async () => {
    const fresh = await createSandboxDatabase();
    const c = new pg.Client({ connectionString: fresh.url });
    await c.connect();
    let starting: Promise<MoyasarSandbox[]> | undefined;
    try {
      // What each session creates, as PostgreSQL reports it (an event trigger; the test cluster's user is a
      // superuser): no hook in the sandbox.
      await c.query(`CREATE TABLE public.ddl_log (pid int NOT NULL, tag text NOT NULL, object text NOT NULL)`);
      await c.query(`CREATE FUNCTION public.log_ddl() RETURNS event_trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO public.ddl_log SELECT pg_backend_pid(), command_tag, object_identity FROM pg_event_trigger_ddl_commands();
        END $$`);
      await c.query(`CREATE EVENT TRIGGER log_ddl ON ddl_command_end EXECUTE FUNCTION public.log_ddl()`);
      // Holding the lock here makes "together" certain: both sandboxes wait on it before either creates anything.
      await c.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
      starting = Promise.all([1, 2].map(() => createMoyasarSandbox({ databaseUrl: fresh.url, now: () => clock.now() })));
      starting.catch(() => {}); // awaited below; a failure while the checks run is theirs to report
      const waiting = async () =>
        Number(
          (
            await c.query(
              `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objid = $1
                 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
              [SCHEMA_LOCK_KEY],
            )
          ).rows[0].n,
        );
      await vi.waitFor(async () => expect(await waiting()).toBe(2), { timeout: 10_000, interval: 50 });
      expect((await c.query(`SELECT * FROM public.ddl_log`)).rows).toEqual([]);
      expect((await c.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [SCHEMA])).rows).toEqual([]);

      await c.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
      const both = await starting;
      starting = undefined;
      for (const s of both) await s.stop();
      const log: { pid: number; tag: string; object: string }[] = (await c.query(`SELECT pid, tag, object FROM public.ddl_log`)).rows;
      // One session created every object (tables, their indexes and sequences), each once; the other found
      // them there and created nothing.
      expect(new Set(log.map((r) => r.pid)).size).toBe(1);
      const entries = log.map((r) => `${r.tag} ${r.object}`);
      expect(entries).toHaveLength(new Set(entries).size);
      expect(entries.filter((e) => /^CREATE (SCHEMA|TABLE) /.test(e)).sort()).toEqual([
        `CREATE SCHEMA ${SCHEMA}`,
        ...['accounts', 'auths', 'deliveries', 'events', 'payments', 'tokens', 'webhooks'].map((t) => `CREATE TABLE ${SCHEMA}.${t}`),
      ]);
    } finally {
      await c.end(); // also releases the lock if a check above failed while holding it
      if (starting) for (const s of await starting.catch(() => [])) await s.stop();
      await fresh.drop();
    }
  });
});
