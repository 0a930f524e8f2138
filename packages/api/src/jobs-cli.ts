import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createDataSource } from './db/data-source.ts';
import { embeddedDatabaseUrl, startEmbeddedPostgres, type EmbeddedServer } from './db/embedded.ts';
import { sqlStateOf } from './db/errors.ts';
import { systemClock } from './clock.ts';
import { parseJobsCommand, runJobsCommand } from './ops/jobs-command.ts';

/**
 * `npm run jobs [-- retry|discard <id>]`: dead jobs for an operator (src/ops/jobs-command.ts). The
 * database as the API finds it: DATABASE_URL, or the embedded server under DATA_DIR — the running
 * API's (same EMBEDDED_PG_PORT), or started for the command and stopped after it when no API runs.
 * Exit codes: 0 done, 1 refused or no database, 2 wrong usage.
 */
const fail = (message: string): never => {
  console.error(`jobs: ${message}`);
  process.exit(1);
};

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}

// Help and wrong usage answer before any database is looked for (or started).
const command = parseJobsCommand(process.argv.slice(2));
if (command.run === 'print') {
  (command.to === 'out' ? console.log : console.error)(command.text);
  process.exit(command.code);
}

const log = createLogger('silent');
const refused = (err: unknown) => (err as { code?: unknown } | null)?.code === 'ECONNREFUSED' || (err instanceof AggregateError && err.errors.some(refused));

async function connect(url: string): Promise<DataSource> {
  const db = createDataSource(url, log, 1);
  await db.initialize();
  return db;
}

let embedded: EmbeddedServer | undefined;
let db: DataSource | undefined;
let code = 1;
try {
  if (config.databaseUrl) {
    db = await connect(config.databaseUrl).catch((err: unknown) => fail(`cannot reach DATABASE_URL's server: ${err instanceof Error ? err.message : String(err)}`));
  } else {
    const url = embeddedDatabaseUrl(path.join(config.dataDir, 'pg'), config.embeddedPgPort);
    try {
      db = await connect(url);
    } catch (err) {
      if (!refused(err)) throw err;
      // No API running: start the embedded server on its data, as `npm start` would, for this command.
      const dataDir = path.join(config.dataDir, 'pg');
      if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) fail(`no database yet (nothing under ${dataDir}): start the API once (npm start), or set DATABASE_URL`);
      embedded = await startEmbeddedPostgres({ dataDir, port: config.embeddedPgPort });
      db = await connect(embedded.url('waqt'));
    }
  }
  code = await runJobsCommand(command, { db, clock: systemClock, out: (l) => console.log(l), err: (l) => console.error(l) });
} catch (err) {
  const state = sqlStateOf(err);
  if (state === '42P01') console.error('jobs: the database has no jobs table yet: start the API once (it applies the migrations)');
  else if (state === '3D000') console.error('jobs: the database "waqt" does not exist yet: start the API once (npm start), or set DATABASE_URL');
  else console.error(`jobs: ${err instanceof Error ? err.message : String(err)}`);
  code = 1;
} finally {
  await db?.destroy().catch(() => {});
  await embedded?.stop().catch(() => {});
}
process.exit(code);
