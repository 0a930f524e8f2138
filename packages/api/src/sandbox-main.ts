import { ConfigError, loadConfig } from './config.ts';
import path from 'node:path';
import { createLogger } from './logger.ts';
import { embeddedDatabaseUrl } from './db/embedded.ts';
import { maskKey } from './sandbox/format.ts';
import { BILLING_DEV_ACCOUNT_ID, DEV_ACCOUNT_ID, isBuiltInSecret, startMoyasarSandbox } from './sandbox/moyasar-sandbox.ts';

/**
 * The Moyasar-compatible sandbox as its own process (`npm run sandbox:moyasar`): 127.0.0.1 on
 * MOYASAR_SANDBOX_PORT (5040). Its state lives in the app's database, in the `moyasar_sandbox` schema:
 * DATABASE_URL, or the embedded server of a running API (same EMBEDDED_PG_PORT), as the worker finds it.
 */
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`moyasar-sandbox: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
if (config.env === 'production') {
  console.error('moyasar-sandbox: refusing to run with NODE_ENV=production (it is a test double for development and tests).');
  process.exit(1);
}

const log = createLogger(config.logLevel, { pretty: process.stdout.isTTY }).child({ process: 'moyasar-sandbox' });
const databaseUrl = config.databaseUrl ?? embeddedDatabaseUrl(path.join(config.dataDir, 'pg'), config.embeddedPgPort);
const port = config.moyasarSandboxPort;
try {
  const { url, stop, sandbox } = await startMoyasarSandbox({ databaseUrl, port, host: '127.0.0.1', log });
  const lines = [`Moyasar sandbox on ${url} (the form's base_url and the API's MOYASAR_BASE_URL)`];
  const labels: Record<string, [string, string]> = {
    [DEV_ACCOUNT_ID]: ['dev account (teams)', 'MOYASAR_SANDBOX_SECRET_KEY'],
    [BILLING_DEV_ACCOUNT_ID]: ["billing account (Waqt's own)", 'BILLING_MOYASAR_SECRET_KEY'],
  };
  for (const a of sandbox.accounts) {
    const [label, variable] = labels[a.id] ?? ['account', 'configured'];
    // The built-in dev keys are public (they are in the source); a secret key from the environment is shown masked.
    const secret = isBuiltInSecret(a.secret_key) ? a.secret_key : `${maskKey(a.secret_key)} (${variable})`;
    lines.push(`  ${label} ${a.id}${a.created ? ' (created now)' : ''}`, `    publishable key: ${a.publishable_key}`, `    secret key:      ${secret}`);
  }
  lines.push(`  admin: POST ${url}/_sandbox/accounts · POST ${url}/_sandbox/webhooks · GET ${url}/_sandbox/deliveries`);
  console.log(lines.join('\n'));
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'moyasar sandbox stopping');
    await stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
} catch (err) {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`moyasar-sandbox: failed to start: ${message}`);
  if (!config.databaseUrl) console.error(`  (no DATABASE_URL: expected the embedded PostgreSQL of a running API on 127.0.0.1:${config.embeddedPgPort} — start the API first, or set DATABASE_URL)`);
  process.exit(1);
}
