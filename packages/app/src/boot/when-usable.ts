/** The part of a react-router data router this needs. */
export interface RouterLike {
  readonly state: RouterLikeState;
  subscribe(listener: (state: RouterLikeState) => void): () => void;
}
interface RouterLikeState {
  initialized: boolean;
  navigation: { state: string };
}

type Idle = (run: () => void, timeoutMs: number) => () => void;

/** requestIdleCallback with a deadline; a short timer where the browser has none (Safari). */
export const whenIdle: Idle = (run, timeoutMs) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
};

/**
 * Runs `run` once, after the first page is usable: the router has loaded its route (lazy chunks) and
 * is idle, and then the browser is idle too (it has rendered; `timeoutMs` at most). Work that the
 * page does not need (analytics) starts here instead of competing with the page. Returns a cancel.
 */
export function afterFirstPage(router: RouterLike, run: () => void, { timeoutMs = 2_000, idle = whenIdle }: { timeoutMs?: number; idle?: Idle } = {}): () => void {
  let done = false;
  let cancelIdle = () => {};
  const settled = (s: RouterLikeState) => s.initialized && s.navigation.state === 'idle';
  const go = () => {
    if (done) return;
    done = true;
    unsubscribe();
    cancelIdle = idle(run, timeoutMs);
  };
  let unsubscribe = () => {};
  if (settled(router.state)) go();
  else unsubscribe = router.subscribe((s) => settled(s) && go());
  return () => {
    done = true;
    unsubscribe();
    cancelIdle();
  };
}
