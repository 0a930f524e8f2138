import type { Registry } from 'prom-client';

/**
 * /metrics for a group of processes under `npm run serve` (src/supervisor.ts). The cluster hands each
 * connection to any API process, and a separate worker serves no HTTP, so one process's registry would
 * answer a scrape with a random part of the counts. Instead the API process that takes the scrape asks
 * the supervisor, which collects every child's metrics over IPC (`getMetricsAsJSON`), merges them with
 * prom-client's `AggregatorRegistry.aggregate` (counters and histograms summed, the queue gauges by
 * their aggregator) and answers with the group's text (docs/running.md, "Metrics").
 *
 * The messages (the supervisor's side is in supervisor.ts):
 * - API process → supervisor `{ waqt: 'metrics:aggregate', id }`; supervisor → it `{ waqt: 'metrics:aggregated', id, text }`
 * - supervisor → every child `{ waqt: 'metrics:collect', id }`; child → supervisor `{ waqt: 'metrics:json', id, metrics }`
 *
 * This file loads no registry (the supervisor imports it): the children pass theirs.
 */
export type GroupMessage =
  | { waqt: 'metrics:aggregate'; id: number }
  | { waqt: 'metrics:aggregated'; id: number; text: string }
  | { waqt: 'metrics:collect'; id: number }
  | { waqt: 'metrics:json'; id: number; metrics: unknown[] };

export function isGroupMessage<K extends GroupMessage['waqt']>(m: unknown, kind: K): m is Extract<GroupMessage, { waqt: K }> {
  return typeof m === 'object' && m !== null && (m as { waqt?: unknown }).waqt === kind && typeof (m as { id?: unknown }).id === 'number';
}

/** Set by the supervisor for its API children when it runs more than one child. */
export const GROUP_ENV = 'WAQT_METRICS_GROUP';

/** How long an API process waits for the group's answer before it answers with its own metrics. */
const GROUP_TIMEOUT_MS = 5_000;

let answering = false;
/** Under the supervisor: answer its collect requests with this process's metrics (API processes and workers alike). */
export function answerMetricsCollects(registry: Registry): void {
  if (!process.send || answering) return;
  answering = true;
  process.on('message', (m: unknown) => {
    if (!isGroupMessage(m, 'metrics:collect')) return;
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ waqt: 'metrics:json', id: m.id, metrics } satisfies GroupMessage),
      () => process.send?.({ waqt: 'metrics:json', id: m.id, metrics: [] } satisfies GroupMessage),
    );
  });
}

let nextId = 0;
const waiting = new Map<number, (text: string) => void>();
let listening = false;

/**
 * The whole group's metrics text from the supervisor; undefined when this process runs alone (no group)
 * or the supervisor does not answer in time — the caller then answers with its own registry.
 */
export function groupMetrics(env: NodeJS.ProcessEnv = process.env, timeoutMs = GROUP_TIMEOUT_MS): Promise<string | undefined> {
  if (env[GROUP_ENV] !== '1' || !process.send || !process.connected) return Promise.resolve(undefined);
  if (!listening) {
    listening = true;
    process.on('message', (m: unknown) => {
      if (isGroupMessage(m, 'metrics:aggregated')) waiting.get(m.id)?.(m.text);
    });
  }
  const id = ++nextId;
  return new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(undefined);
    }, timeoutMs);
    waiting.set(id, (text) => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(text);
    });
    process.send!({ waqt: 'metrics:aggregate', id } satisfies GroupMessage);
  });
}
