/** Delay before the next try after `attempt` failed tries (1-based): base · 2^(attempt−1), capped. */
export function exponentialBackoff(baseMs = 10_000, maxMs = 60 * 60_000): (attempt: number) => number {
  return (attempt) => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
