import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as s from './Toast.css.ts';

export type ToastTone = NonNullable<s.ToastVariants['tone']>;

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
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error('useToast() must be used inside a <ToastProvider>.');
  return useMemo(() => {
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

function ToneIcon({ tone }: { tone: ToastTone }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      {tone === 'positive' ? <path d="M8 12.5l3 3 5-6" /> : tone === 'critical' ? <path d="M12 7.5v5.5M12 16.5v.01" /> : <path d="M12 11v5.5M12 7.5v.01" />}
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export interface ToastRegionProps {
  /** The queue whose toasts this region shows. */
  queue: ToastQueue;
  /** Extra class on the region. */
  className?: string;
}

/**
 * The landmark (F6 reaches it) where toasts appear, at the bottom end corner. Each toast is an
 * alertdialog whose message is announced (role="alert"); hovering or focusing pauses the timers.
 */
export function ToastRegion({ queue, className }: ToastRegionProps) {
  const { t } = useTranslation();
  return (
    <AriaToastRegion queue={queue} aria-label={t('common.notifications')} className={[s.region, className].filter(Boolean).join(' ')}>
      {({ toast }) => {
        const tone = toast.content.tone ?? 'neutral';
        return (
          <AriaToast toast={toast} className={s.toast({ tone })} data-tone={tone}>
            <span className={s.icon({ tone })}>
              <ToneIcon tone={tone} />
            </span>
            <AriaToastContent className={s.content}>
              <Text slot="title" className={s.title}>
                {toast.content.title}
              </Text>
              {toast.content.description ? (
                <Text slot="description" className={s.description}>
                  {toast.content.description}
                </Text>
              ) : null}
            </AriaToastContent>
            <AriaButton slot="close" className={s.close} aria-label={t('common.dismiss')}>
              <CloseIcon />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}

export interface ToastProviderProps {
  /** The app (or screen) that may call useToast(). */
  children: ReactNode;
  /** A queue to use instead of a fresh one, e.g. to raise toasts from outside React. */
  queue?: ToastQueue;
}

/** Provides useToast() to its children and renders their toasts in a ToastRegion. Mount once, near the root. */
export function ToastProvider({ children, queue }: ToastProviderProps) {
  const [ownQueue] = useState(createToastQueue);
  const active = queue ?? ownQueue;
  return (
    <ToastQueueContext.Provider value={active}>
      {children}
      <ToastRegion queue={active} />
    </ToastQueueContext.Provider>
  );
}
