import type { Logger } from './logger.ts';
import { answerMetricsCollects } from './ops/group-metrics.ts';
import { registry } from './ops/metrics.ts';
import type { ReadyMessage } from './supervisor.ts';

/**
 * How the API (main.ts) and the worker (worker.ts) run once started: SIGINT/SIGTERM stop them once
 * (Ctrl-C reaches the process and its supervisor, which passes it on: the second changes nothing), and,
 * when the supervisor (scripts/serve.mjs) started them, they tell it they are ready, answer its metrics
 * collects and stop when it is gone (topology.test.ts follows the stopping message). `stop` closes what the process holds; a failure there exits 1.
 */
export function runUntilStopped(log: Logger, stoppingMessage: string, stop: () => Promise<void>): void {
  let stopping = false;
  const stopOnce = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, stoppingMessage);
    try {
      await stop();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stopOnce('SIGINT'));
  process.on('SIGTERM', () => void stopOnce('SIGTERM'));
  if (process.send) {
    process.on('disconnect', () => void stopOnce('supervisor gone'));
    answerMetricsCollects(registry);
    process.send({ waqt: 'ready' } satisfies ReadyMessage);
  }
}
