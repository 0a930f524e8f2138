import net from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createDataSource } from '../db/data-source.ts';
import { createHttpApp } from '../http/app.ts';
import { loadConfig } from '../config.ts';
import { startServer } from '../server.ts';

let app: TestApp;
let base: string;
const servers: Server[] = [];
beforeAll(async () => {
  app = await createTestApp();
  base = await app.listen();
});
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  await app?.close();
});

/** The real app on `db` instead of the test's own pool. */
async function listenOn(db: DataSource): Promise<string> {
  const server = await new Promise<Server>((r) => {
    const s = createHttpApp({ ...app.deps, db }).listen(0, '127.0.0.1', () => r(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * A TCP proxy in front of PostgreSQL that can stop answering: `forward` passes bytes, `hang` accepts
 * and never answers (a database behind a dead network), `refuse` hangs up at once (a stopped server).
 * Changing the mode cuts every open connection, as a restart would.
 */
async function flakyProxy(target: URL) {
  let mode: 'forward' | 'hang' | 'refuse' = 'forward';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (mode === 'refuse') return void client.destroy();
    if (mode === 'hang') return;
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = new URL(target);
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    set(next: typeof mode) {
      mode = next;
      for (const s of sockets) s.destroy();
    },
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(r));
    },
  };
}

const get = async (url: string) => {
  const started = performance.now();
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, ms: performance.now() - started };
};

describe('liveness and readiness', () => {
  it('live and ready with a database that answers; /health answers as before', async () => {
    expect(await get(`${base}/health/live`)).toMatchObject({ status: 200, body: { status: 'live' } });
    expect(await get(`${base}/health/ready`)).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(await get(`${base}/health`)).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } });
  });

  it('not ready within about a second while the database hangs or is down, ready again when it is back; live all along', async () => {
    const proxy = await flakyProxy(new URL(app.databaseUrl));
    const db = createDataSource(proxy.url, app.deps.log, 2);
    await db.initialize();
    try {
      const url = await listenOn(db);
      expect((await get(`${url}/health/ready`)).status).toBe(200);

      proxy.set('hang');
      const hung = await get(`${url}/health/ready`);
      expect(hung).toMatchObject({ status: 503, body: { status: 'unready', reason: 'database_timeout' } });
      // `database_timeout` comes only from the check's own one-second limit, not from the pool giving up.
      // A second probe while the first query still hangs waits on it: no pile-up of connections.
      expect((await get(`${url}/health/ready`)).body.reason).toBe('database_timeout');
      expect((await get(`${url}/health/live`)).status).toBe(200);

      proxy.set('refuse');
      const down = await get(`${url}/health/ready`);
      expect(down).toMatchObject({ status: 503, body: { status: 'unready', reason: 'database_unreachable' } });
      // `database_unreachable`, not `database_timeout`: a refused connection fails at once, before the limit.
      expect((await get(`${url}/health`)).status).toBe(503); // the old check says so too

      proxy.set('forward');
      expect(await get(`${url}/health/ready`)).toMatchObject({ status: 200, body: { status: 'ready' } });
    } finally {
      await db.destroy().catch(() => {});
      await proxy.close();
    }
  });

  it('a closed pool (the process is shutting down) is neither live nor ready', async () => {
    const db = createDataSource(app.databaseUrl, app.deps.log, 1);
    await db.initialize();
    const url = await listenOn(db);
    expect((await get(`${url}/health/ready`)).status).toBe(200);
    await db.destroy();
    expect(await get(`${url}/health/live`)).toMatchObject({ status: 503, body: { status: 'shutting_down' } });
    expect(await get(`${url}/health/ready`)).toMatchObject({ status: 503, body: { reason: 'shutting_down' } });
  });

  it('told to stop, the server is unready at once but keeps serving for SHUTDOWN_DRAIN_SECONDS, then closes its port', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      API_PORT: '0',
      SEED_DEMO: 'false',
      JOBS_IN_PROCESS: 'false',
      SHUTDOWN_DRAIN_SECONDS: '2',
      DATABASE_URL: app.databaseUrl,
      MOYASAR_BASE_URL: 'http://127.0.0.1:9',
      UNIFONIC_BASE_URL: 'http://127.0.0.1:9',
      WHATSAPP_BASE_URL: 'http://127.0.0.1:9',
    });
    const server = await startServer(config, app.deps.log);
    expect((await get(`${server.url}/health/ready`)).status).toBe(200);
    const closed = server.close();
    expect(await get(`${server.url}/health/ready`)).toMatchObject({ status: 503, body: { status: 'unready', reason: 'shutting_down' } });
    // Still serving: the process is alive and answers real requests while the balancer moves away.
    expect(await get(`${server.url}/health/live`)).toMatchObject({ status: 200, body: { status: 'live' } });
    expect((await fetch(`${server.url}/trpc/account.me`)).status).toBe(401);
    await closed;
    await expect(fetch(`${server.url}/health/live`)).rejects.toThrow();
  });

  it('not ready while a migration this code knows is missing from the database', async () => {
    const [last] = await app.db.query<{ id: number; timestamp: string; name: string }[]>(`SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1`);
    await app.db.query(`DELETE FROM migrations WHERE id = $1`, [last!.id]);
    try {
      expect(await get(`${base}/health/ready`)).toMatchObject({ status: 503, body: { reason: 'migrations_pending' } });
    } finally {
      await app.db.query(`INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)`, [last!.id, last!.timestamp, last!.name]);
    }
    expect((await get(`${base}/health/ready`)).status).toBe(200);
  });
});
