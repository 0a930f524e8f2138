import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ToastQueue, ToastTone } from './Toast.tsx';
import * as s from './Toast.css.ts';

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

