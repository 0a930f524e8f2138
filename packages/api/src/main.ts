import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';
import { createLogger } from './logger.ts';

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
  const server = await startServer(config, createLogger(config.logLevel, { pretty }));
  const stop = async (signal: string) => {
    server.log.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
} catch (err) {
  console.error('waqt-api: failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
}
