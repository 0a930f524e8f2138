import { useRef } from 'react';
import { useToastIfProvided, type ToastContent } from '../components/Toast/Toast.tsx';
import type { Outcome } from './actionRunner.ts';
import { useRunner, type ActionHandle } from './useRunner.ts';

export type { ActionHandle } from './useRunner.ts';

export interface UseActionOptions<O extends Outcome> {
  /** A toast for the outcome (translated), or undefined for none; shown only inside a ToastProvider. */
  toast?: (outcome: O) => ToastContent | undefined;
  /** After a success keep pending on and further presses dropped: the page is leaving. */
  holdOnSuccess?: boolean;
}

/**
 * A screen's action: pending, the double-submit guard (createActionRunner), the last outcome and an
 * optional toast. `action` may change every render; the latest one runs.
 */
export function useAction<A extends unknown[], O extends Outcome>(action: (...args: A) => Promise<O>, options: UseActionOptions<O> = {}): ActionHandle<A, O> {
  const toast = useToastIfProvided();
  const latest = useRef({ options, toast });
  latest.current = { options, toast };
  return useRunner(action, {
    holdOnSuccess: options.holdOnSuccess,
    settled: (outcome) => {
      const content = latest.current.options.toast?.(outcome);
      if (content) latest.current.toast?.show(content);
    },
  });
}
