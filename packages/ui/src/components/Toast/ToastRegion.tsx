import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ToastQueue, ToastTone } from './Toast.tsx';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoCircleIcon } from '../icons/index.ts';
import * as s from './Toast.css.ts';

function ToneIcon({ tone }: { tone: ToastTone }) {
  const Icon = tone === 'positive' ? CheckCircleIcon : tone === 'critical' ? AlertCircleIcon : InfoCircleIcon;
  return <Icon size={20} />;
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
          // data-transient: a toast with a timeout leaves on its own (the visual stories' screenshots wait for it).
          <AriaToast toast={toast} className={s.toast({ tone })} data-tone={tone} data-transient={toast.timeout ? '' : undefined}>
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

