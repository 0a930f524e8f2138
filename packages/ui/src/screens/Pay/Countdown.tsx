import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@waqt/contracts';
import { formatDuration, formatCountdown } from '../../format/index.ts';
import { VisuallyHidden } from '../../components/layout/Text.tsx';
import * as s from './Pay.css.ts';

/** The clock's time, read again every second while `running` (the pay page's countdown). */
export function useTicking(now: () => number, running: boolean): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (!running) return;
    setTime(now());
    const id = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(id);
  }, [now, running]);
  return time;
}

const MINUTE = 60_000;

/**
 * Time left to pay, "14:05". The digits change every second but are not a live region (a screen
 * reader would talk without pause); a polite status says the minutes left once a minute instead.
 */
export function Countdown({ remainingMs, locale }: { remainingMs: number; locale: Locale }) {
  const { t } = useTranslation();
  const labelId = useId();
  // Whole minutes left: the text changes once a minute, so the status speaks once a minute.
  const minutes = Math.floor(remainingMs / MINUTE);
  const announcement = minutes < 1 ? t('payments.pay.lastMinute') : t('payments.pay.timeLeftAnnounce', { time: formatDuration(minutes, locale) });
  return (
    <div className={s.countdown}>
      <span id={labelId}>{t('payments.pay.timeLeft')}</span>
      <span role="timer" aria-labelledby={labelId} className={s.timer}>
        {formatCountdown(remainingMs, locale)}
      </span>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
