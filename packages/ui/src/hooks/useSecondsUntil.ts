import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Whole seconds until `iso` (0 once passed, or when there is no deadline), read again every second:
 * "send another code in 42 s". `now` is the clock (stories and tests pass a fixed one).
 */
export function useSecondsUntil(iso: string | undefined, now: () => number): number {
  const calc = () => (iso ? Math.max(0, Math.ceil((Date.parse(iso) - now()) / 1000)) : 0);
  const [left, setLeft] = useState(calc);
  // The countdown restarts only when the deadline moves; each tick reads the latest clock.
  const tick = useEffectEvent(() => setLeft(calc()));
  useEffect(() => {
    tick();
    if (!iso) return;
    const id = window.setInterval(() => tick(), 1000);
    return () => window.clearInterval(id);
  }, [iso]);
  return left;
}
