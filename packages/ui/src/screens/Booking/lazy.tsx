// Parts of the public booking pages that are not needed for their first render (the later steps of the
// flow, the time-zone list, the cancel dialog) are chunks of their own, fetched once the page is up.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A module fetched at most once, readable synchronously once it has arrived. */
export interface Preloadable<M> {
  /** Starts fetching (again, after a failure); resolves with the module. */
  preload: () => Promise<M>;
  /** The module, once it has arrived. */
  get: () => M | undefined;
}

export function preloadable<M>(load: () => Promise<M>): Preloadable<M> {
  let mod: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => (mod = m),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { preload, get: () => mod };
}

/** Runs `run` when the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/**
 * A component of a preloadable module. Rendered once the module has arrived (it was preloaded), it
 * renders at once, as a static import would; before that it suspends with `fallback` — and a failed
 * fetch reaches the route's error boundary (which reloads once onto a new build), as a lazy page does.
 */
export function lazyPart<M, P extends object>(source: Preloadable<M>, pick: (m: M) => ComponentType<P>, fallback: (props: P) => ReactNode = () => null): ComponentType<P> {
  const Lazy = lazy(() => source.preload().then((m) => ({ default: pick(m) })));
  function LazyPart(props: P) {
    // Decided once per mount: switching from the lazy to the direct element later would remount it.
    const [loaded] = useState(() => source.get());
    if (loaded) {
      const Part = pick(loaded);
      return <Part {...props} />;
    }
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
