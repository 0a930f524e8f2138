import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';
import { createLogger } from './logger.ts';
import type { ReadyMessage } from './supervisor.ts';
import { answerMetricsCollects } from './ops/group-metrics.ts';
import { registry } from './ops/metrics.ts';

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
  let stopping = false;
  const stop = async (why: string) => {
    // Ctrl-C reaches this process and its supervisor, which passes it on: the second changes nothing.
    if (stopping) return;
    stopping = true;
    server.log.info({ signal: why }, 'shutting down');
    try {
      await server.close();
      process.exit(0);
    } catch (err) {
      server.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Started by the supervisor (scripts/serve.mjs): tell it this process serves, and stop if it is gone.
  if (process.send) {
    process.on('disconnect', () => void stop('supervisor gone'));
    answerMetricsCollects(registry);
    process.send({ waqt: 'ready' } satisfies ReadyMessage);
  }
} catch (err) {
  console.error('waqt-api: failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
}
