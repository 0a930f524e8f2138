/**
 * The delivery queue both sandboxes send with (Moyasar's webhooks, the phone providers' callbacks): rows in
 * the database carry each delivery's state; this holds the waits and the attempts in flight. Waits are real
 * timers — a test's frozen clock must not stop retries — and unref'd: the HTTP server keeps the process
 * alive, a retry an hour away should not. `stop()` cancels the waits and aborts the requests in flight;
 * what was pending stays pending in the database for the next start.
 */
export class DeliveryQueue {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly abort = new AbortController();
  private readonly attempt: (id: string) => Promise<void>;
  #stopped = false;

  /** `attempt(id)`: one delivery attempt, which records its outcome and schedules its retry. */
  constructor(attempt: (id: string) => Promise<void>) {
    this.attempt = attempt;
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  /** Runs `attempt(id)` after `delayMs` (replacing a wait already set for it). */
  schedule(id: string, delayMs: number): void {
    if (this.#stopped) return;
    this.clear(id);
    const t = setTimeout(() => {
      this.timers.delete(id);
      void this.track(this.attempt(id));
    }, Math.max(0, delayMs));
    t.unref();
    this.timers.set(id, t);
  }

  /** Whether `id` waits for its attempt. */
  isScheduled(id: string): boolean {
    return this.timers.has(id);
  }

  /** One attempt now, awaited (its wait, if any, cancelled). */
  async runNow(id: string): Promise<void> {
    this.clear(id);
    await this.track(this.attempt(id));
  }

  /** Whether an attempt is running. */
  get busy(): boolean {
    return this.inflight.size > 0;
  }

  /** Resolves when no attempt is running. */
  async idle(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.abort.abort();
    await this.idle();
  }

  /**
   * POSTs a delivery: its HTTP status, or why it got none (unreachable, `timeoutMs` without an answer).
   * Redirects are not followed. `'stopped'`: cut short by stop() — not the receiver's failure, so the
   * caller gives the attempt back.
   */
  async post(
    fetchFn: typeof fetch,
    url: string,
    init: { headers: Record<string, string>; body: string; timeoutMs: number },
  ): Promise<{ status: number | null; error: string | null } | 'stopped'> {
    try {
      const res = await fetchFn(url, { method: 'POST', headers: init.headers, body: init.body, redirect: 'manual', signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(init.timeoutMs)]) });
      await res.body?.cancel();
      return { status: res.status, error: null };
    } catch (err) {
      if (this.#stopped) return 'stopped';
      return { status: null, error: err instanceof Error ? (err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message) : String(err) };
    }
  }

  private clear(id: string): void {
    const t = this.timers.get(id);
    if (t) clearTimeout(t);
    this.timers.delete(id);
  }

  private track<T>(p: Promise<T>): Promise<T> {
    const tracked = p.finally(() => this.inflight.delete(tracked));
    this.inflight.add(tracked);
    return tracked;
  }
}

/** What follows an attempt: delivered on a 2xx; else a retry after `retryMs`, doubling each time, until `maxAttempts`. */
export function afterAttempt(outcome: { status: number | null; error: string | null }, attempt: number, o: { maxAttempts: number; retryMs: number }): { state: 'delivered' } | { state: 'failed'; why: string } | { state: 'retry'; why: string; waitMs: number } {
  if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) return { state: 'delivered' };
  const why = outcome.error ?? `HTTP ${outcome.status}`;
  if (attempt >= o.maxAttempts) return { state: 'failed', why };
  return { state: 'retry', why, waitMs: o.retryMs * 2 ** (attempt - 1) };
}
