import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';
import { createLogger } from './logger.ts';
import { runUntilStopped } from './child-process.ts';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`waqt-api: ${err.message}`);
    process.exit(1);
  }
  throw err;
}

try {
  const pretty = process.env.LOG_FORMAT === 'pretty' || (process.env.LOG_FORMAT !== 'json' && config.env === 'development' && process.stdout.isTTY);
  // Every line names its process: under `npm run serve` several API processes write to one log
  // (WAQT_PROCESS_NAME is the supervisor's name for this child, e.g. api-2).
  const name = process.env.WAQT_PROCESS_NAME;
  const log = createLogger(config.logLevel, { pretty }).child({ pid: process.pid, ...(name ? { process: name } : {}) });
  const server = await startServer(config, log);
  runUntilStopped(server.log, 'shutting down', () => server.close());
} catch (err) {
  console.error('waqt-api: failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
}
