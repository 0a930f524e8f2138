import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { embeddedDatabaseUrl } from '../db/embedded.ts';
import { createLogger } from '../logger.ts';

/**
 * One of the provider sandboxes of @waqt/sandbox as its own process, for a worker or an API started apart from it
 * (`npm start` runs both inside the API): `npm run sandbox:moyasar` (MOYASAR_SANDBOX_PORT, 5040) or
 * `npm run sandbox:messaging` (MESSAGING_SANDBOX_PORT, 5041), on 127.0.0.1. Their state lives in the app's
 * database, each in a schema of its own: DATABASE_URL, or the embedded server of a running API (same
 * EMBEDDED_PG_PORT), as the worker finds it — which is why this launcher is the API's: the sandbox
 * package knows nothing of where the API keeps its database.
 */
const kind = process.argv[2] === 'messaging' ? 'messaging' : 'moyasar';
const name = `${kind}-sandbox`;
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`${name}: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
if (config.env === 'production') {
  console.error(`${name}: refusing to run with NODE_ENV=production (it is a test double for development and tests).`);
  process.exit(1);
}

const log = createLogger(config.logLevel, { pretty: process.stdout.isTTY }).child({ process: name });
const databaseUrl = config.databaseUrl ?? embeddedDatabaseUrl(path.join(config.dataDir, 'pg'), config.embeddedPgPort);
try {
  const { runStandalone } = await import('@waqt/sandbox');
  await runStandalone(kind, { databaseUrl, port: kind === 'moyasar' ? config.moyasarSandboxPort : config.messagingSandboxPort, log });
} catch (err) {
  console.error(`${name}: failed to start: ${err instanceof Error ? err.message : String(err)}`);
  if (!config.databaseUrl) console.error(`  (no DATABASE_URL: expected the embedded PostgreSQL of a running API on 127.0.0.1:${config.embeddedPgPort} — start the API first, or set DATABASE_URL)`);
  process.exit(1);
}
