/** What an action came to: done, or a failure the screen shows. */
export type Outcome = { ok: true } | { ok: false };
/** What the runner tells its owner (useAction: React state setters). */
export interface RunnerSinks<O extends Outcome> {
  pending: (pending: boolean) => void;
  /** The last outcome: null when a press starts, then what it came to. */
  outcome: (outcome: O | null) => void;
  /** Every outcome, after pending and the outcome are set (useAction: the toast). */
  settled?: ((outcome: O) => void) | undefined;
}

/**
 * The double-submit guard, React-free: a double click presses twice before the button re-renders as
 * pending, so a press while one is in flight is dropped (resolves to undefined). The last outcome is
 * cleared when a press starts and set when it ends; `holdOnSuccess` keeps the guard shut and pending on after
 * a success (the page is leaving, e.g. to the card's 3-D Secure page).
 */
export function createActionRunner<A extends unknown[], O extends Outcome>(sinks: RunnerSinks<O>, holdOnSuccess = false) {
  let inFlight = false;
  return async (run: (...args: A) => Promise<O>, ...args: A): Promise<O | undefined> => {
    if (inFlight) return undefined;
    inFlight = true;
    sinks.pending(true);
    sinks.outcome(null);
    let outcome: O;
    try {
      outcome = await run(...args);
    } catch (error) {
      inFlight = false;
      sinks.pending(false);
      throw error;
    }
    if (!(outcome.ok && holdOnSuccess)) {
      inFlight = false;
      sinks.pending(false);
    }
    sinks.outcome(outcome);
    sinks.settled?.(outcome);
    return outcome;
  };
}
