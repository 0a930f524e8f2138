import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';

/** A database of its own per test file, on the test run's cluster (test/global-setup.ts). */
export async function createSandboxDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sandbox_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(inject('pgAdminUrl'));
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are read as loose JSON: these tests check the wire format itself
export const json = (res: Response): Promise<any> => res.json();

export const basic = (key: string, colon = true) => `Basic ${Buffer.from(colon ? `${key}:` : key).toString('base64')}`;

interface Received {
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

/**
 * A webhook receiver on 127.0.0.1: answers each request with the next status of `answers` (the last
 * one repeats; `'drop'` cuts the connection) and keeps what it received.
 */
export async function startReceiver(answers: (number | 'drop')[] = [200]) {
  const received: Received[] = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = answers[Math.min(calls++, answers.length - 1)]!;
      received.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>, headers: req.headers });
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/moyasar`,
    received,
    /** Changes the answers from now on. */
    answer(next: (number | 'drop')[]) {
      answers = next;
      calls = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

/** A clock tests can set and advance (each sandbox takes `now`). */
export function fixedClock(start: Date | string): { now(): Date; set(d: Date | string): void; advance(ms: number): void } {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (d) => {
      t = new Date(d).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}
