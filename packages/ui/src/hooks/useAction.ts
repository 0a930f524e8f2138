import { useRef, useState } from 'react';
import { useToastIfProvided, type ToastContent } from '../components/Toast/Toast.tsx';
import { createActionRunner, type Outcome } from './actionRunner.ts';

export interface UseActionOptions<O extends Outcome> {
  /** A toast for the outcome (translated), or undefined for none; shown only inside a ToastProvider. */
  toast?: (outcome: O) => ToastContent | undefined;
  /** After a success keep pending on and further presses dropped: the page is leaving. */
  holdOnSuccess?: boolean;
}

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

/**
 * A screen's action: pending, the double-submit guard (createActionRunner), the last outcome and an
 * optional toast. `action` may change every render; the latest one runs.
 */
export function useAction<A extends unknown[], O extends Outcome>(action: (...args: A) => Promise<O>, options: UseActionOptions<O> = {}): ActionHandle<A, O> {
  const [pending, setPending] = useState(false);
  const [last, setLast] = useState<O | null>(null);
  const toast = useToastIfProvided();
  const latest = useRef({ action, options, toast });
  latest.current = { action, options, toast };
  const [run] = useState(() =>
    createActionRunner<A, O>(
      {
        pending: setPending,
        outcome: setLast,
        settled: (outcome) => {
          const content = latest.current.options.toast?.(outcome);
          if (content) latest.current.toast?.show(content);
        },
      },
      options.holdOnSuccess,
    ),
  );
  const failure = last && !last.ok ? (last as Extract<O, { ok: false }>) : null;
  return { run: (...args: A) => run((...a: A) => latest.current.action(...a), ...args), pending, failure, succeeded: last?.ok === true, reset: () => setLast(null) };
}
