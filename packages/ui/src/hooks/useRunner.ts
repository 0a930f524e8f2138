import { useRef, useState } from 'react';
import { createActionRunner, type Outcome } from './actionRunner.ts';

export interface ActionHandle<A extends unknown[], O extends Outcome> {
  /** Runs the action unless one is in flight (then resolves to undefined). */
  run: (...args: A) => Promise<O | undefined>;
  pending: boolean;
  /** The last failure, until the next press or reset(). */
  failure: Extract<O, { ok: false }> | null;
  /** The last press succeeded (until the next one). */
  succeeded: boolean;
  reset: () => void;
}

export interface UseRunnerOptions<O extends Outcome> {
  /** After a success keep pending on and further presses dropped: the page is leaving. */
  holdOnSuccess?: boolean | undefined;
  /** Every outcome, once pending and the outcome are set (useAction: its toast). */
  settled?: ((outcome: O) => void) | undefined;
}

/**
 * An action's pending state, double-submit guard and last outcome, without the toast layer: for the
 * public pages (the pay page), where every kilobyte counts. Screens in the dashboard use `useAction`,
 * which is this plus a toast. `action` may change every render; the latest one runs.
 */
export function useRunner<A extends unknown[], O extends Outcome>(action: (...args: A) => Promise<O>, options: UseRunnerOptions<O> = {}): ActionHandle<A, O> {
  const [pending, setPending] = useState(false);
  const [last, setLast] = useState<O | null>(null);
  const latest = useRef({ action, options });
  latest.current = { action, options };
  const [run] = useState(() =>
    createActionRunner<A, O>({ pending: setPending, outcome: setLast, settled: (outcome) => latest.current.options.settled?.(outcome) }, options.holdOnSuccess),
  );
  const failure = last && !last.ok ? (last as Extract<O, { ok: false }>) : null;
  return { run: (...args: A) => run((...a: A) => latest.current.action(...a), ...args), pending, failure, succeeded: last?.ok === true, reset: () => setLast(null) };
}
