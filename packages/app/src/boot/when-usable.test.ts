import { describe, expect, it, vi } from 'vitest';
import { afterFirstPage, type RouterLike } from './when-usable.ts';

type State = RouterLike['state'];
function fakeRouter(state: State) {
  const listeners = new Set<(s: State) => void>();
  const router = {
    state,
    subscribe: (l: (s: State) => void) => (listeners.add(l), () => void listeners.delete(l)),
    set(next: State) {
      router.state = next;
      for (const l of [...listeners]) l(next);
    },
    listeners,
  };
  return router;
}
const loading: State = { initialized: false, navigation: { state: 'idle' } };
const ready: State = { initialized: true, navigation: { state: 'idle' } };
const navigating: State = { initialized: true, navigation: { state: 'loading' } };
const immediate = (run: () => void) => (run(), () => {});

describe('afterFirstPage', () => {
  it('waits until the router has loaded the first page, then runs once when idle', () => {
    const router = fakeRouter(loading);
    const run = vi.fn();
    let idleRun: (() => void) | undefined;
    afterFirstPage(router, run, { idle: (r) => ((idleRun = r), () => {}) });
    router.set(navigating);
    expect(idleRun).toBeUndefined();
    router.set(ready);
    expect(run).not.toHaveBeenCalled();
    idleRun!();
    expect(run).toHaveBeenCalledTimes(1);
    router.set(navigating);
    router.set(ready);
    expect(run).toHaveBeenCalledTimes(1);
    expect(router.listeners.size).toBe(0);
  });

  it('runs at once (when idle) if the page is already loaded', () => {
    const run = vi.fn();
    afterFirstPage(fakeRouter(ready), run, { idle: immediate });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const router = fakeRouter(loading);
    const run = vi.fn();
    const cancel = afterFirstPage(router, run, { idle: immediate });
    cancel();
    router.set(ready);
    expect(run).not.toHaveBeenCalled();
    expect(router.listeners.size).toBe(0);
  });
});
