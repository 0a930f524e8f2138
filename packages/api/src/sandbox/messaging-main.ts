import { ConfigError, loadConfig } from '../config.ts';
import path from 'node:path';
import { createLogger } from '../logger.ts';
import { embeddedDatabaseUrl } from '../db/embedded.ts';
import { startMessagingSandbox } from './messaging-sandbox.ts';

/**
 * The phone sandbox as its own process (`npx tsx src/sandbox/messaging-main.ts` in packages/api), for a
 * worker or an API started apart from it; `npm start` runs it inside the API. 127.0.0.1 on
 * MESSAGING_SANDBOX_PORT (5041); state in the app's database (`messaging_sandbox` schema): DATABASE_URL,
 * or the embedded server of a running API.
 */
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`messaging-sandbox: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
if (config.env === 'production') {
  console.error('messaging-sandbox: refusing to run with NODE_ENV=production (it is a test double for development and tests).');
  process.exit(1);
}
const log = createLogger(config.logLevel, { pretty: process.stdout.isTTY }).child({ process: 'messaging-sandbox' });
const databaseUrl = config.databaseUrl ?? embeddedDatabaseUrl(path.join(config.dataDir, 'pg'), config.embeddedPgPort);
try {
  const { url, stop } = await startMessagingSandbox({ databaseUrl, port: config.messagingSandboxPort, host: '127.0.0.1', log });
  console.log(
    [
      `Phone sandbox on ${url} (UNIFONIC_BASE_URL and WHATSAPP_BASE_URL)`,
      `  Unifonic: POST ${url}/rest/SMS/messages · WhatsApp: POST ${url}/v21.0/{phone-number-id}/messages`,
      `  admin: PUT ${url}/_sandbox/hooks · GET ${url}/_sandbox/messages · POST ${url}/_sandbox/whatsapp/reply`,
    ].join('\n'),
  );
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'messaging sandbox stopping');
    await stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
} catch (err) {
  console.error(`messaging-sandbox: failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
