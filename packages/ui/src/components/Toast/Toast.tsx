import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import type { ToastVariants } from './Toast.css.ts';

export type ToastTone = NonNullable<ToastVariants['tone']>;

/** What a toast shows. Text arrives translated, e.g. `t('success.MEMBER_DELETED')`. */
export interface ToastContent {
  /** The message, e.g. "Team member deleted". */
  title: string;
  /** Optional second line with detail. */
  description?: string;
  /** positive after a successful action, critical after a failure, neutral otherwise. */
  tone?: ToastTone;
}

export interface ShowToastOptions {
  /** Milliseconds before it closes by itself; `null` keeps it until dismissed. Defaults by tone. */
  timeout?: number | null;
  /** Called when the toast closes, by timeout or by the user. */
  onClose?: () => void;
}

/** A queue of toasts (react-aria's ToastQueue). One per app; the ToastProvider makes its own by default. */
export type ToastQueue = AriaToastQueue<ToastContent>;

/** Creates a toast queue; at most three toasts show at once, the rest wait. */
export function createToastQueue(): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: 3 });
}

/**
 * Successes and notes leave by themselves after 5 s (react-aria's floor for reading time);
 * errors stay until dismissed, so nobody misses why something did not happen.
 */
const DEFAULT_TIMEOUT: Record<ToastTone, number | null> = { neutral: 5000, positive: 5000, critical: null };

const ToastQueueContext = createContext<ToastQueue | null>(null);

export interface ToastApi {
  /** Shows a toast; returns its key. */
  show(content: ToastContent, options?: ShowToastOptions): string;
  /** Shows a positive (success) toast. */
  positive(title: string, options?: ShowToastOptions & { description?: string }): string;
  /** Shows a critical (error) toast; it stays until dismissed unless a timeout is given. */
  critical(title: string, options?: ShowToastOptions & { description?: string }): string;
  /** Closes a toast by key. */
  close(key: string): void;
}

/** The toast API of the nearest ToastProvider: `const toast = useToast(); toast.positive(t('success.MEMBER_DELETED'))`. */
export function useToast(): ToastApi {
  const api = useToastIfProvided();
  if (!api) throw new Error('useToast() must be used inside a <ToastProvider>.');
  return api;
}

/** The nearest ToastProvider's API, or null outside one (useAction: a screen story without a provider shows no toast). */
export function useToastIfProvided(): ToastApi | null {
  const queue = useContext(ToastQueueContext);
  return useMemo(() => {
    if (!queue) return null;
    const show: ToastApi['show'] = (content, { timeout, onClose } = {}) => {
      const ms = timeout === undefined ? DEFAULT_TIMEOUT[content.tone ?? 'neutral'] : timeout;
      return queue.add(content, { ...(ms != null ? { timeout: ms } : {}), ...(onClose ? { onClose } : {}) });
    };
    return {
      show,
      positive: (title, { description, ...options } = {}) => show({ title, tone: 'positive', ...(description ? { description } : {}) }, options),
      critical: (title, { description, ...options } = {}) => show({ title, tone: 'critical', ...(description ? { description } : {}) }, options),
      close: (key) => queue.close(key),
    };
  }, [queue]);
}

export interface ToastProviderProps {
  /** The app (or screen) that may call useToast(). */
  children: ReactNode;
  /** A queue to use instead of a fresh one, e.g. to raise toasts from outside React. */
  queue?: ToastQueue;
}

/**
 * The region (react-aria's toast region, its landmark and live announcements) is a lazy chunk: most
 * pages never show a toast, so it loads with the first one and stays mounted from then on.
 */
const LazyToastRegion = lazy(() => import('./ToastRegion.tsx').then((m) => ({ default: m.ToastRegion })));

/** Whether the queue has shown a toast yet (then the region is mounted for good). */
function useHasShownToast(queue: ToastQueue): boolean {
  const [shown, setShown] = useState(() => queue.visibleToasts.length > 0);
  useEffect(() => {
    if (shown) return;
    if (queue.visibleToasts.length > 0) return setShown(true);
    return queue.subscribe(() => {
      if (queue.visibleToasts.length > 0) setShown(true);
    });
  }, [queue, shown]);
  return shown;
}

/** Provides useToast() to its children and renders their toasts in a ToastRegion. Mount once, near the root. */
export function ToastProvider({ children, queue }: ToastProviderProps) {
  // The given queue, or the provider's own. useControlledState keeps the default of the first render
  // only; a later render's spare queue (an empty list and a set) is simply dropped.
  const [active] = useControlledState(queue, queue ?? createToastQueue());
  const shown = useHasShownToast(active);
  return (
    <ToastQueueContext.Provider value={active}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <LazyToastRegion queue={active} />
        </Suspense>
      ) : null}
    </ToastQueueContext.Provider>
  );
}
