import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_OUTCOMES } from '@waqt/contracts';
import { useToast } from '../../components/Toast/Toast.tsx';

/** `?card=added` / `?card=failed`: where the verify callback sends the browser back (billing or the subscription). */
export type CardOutcome = (typeof CARD_OUTCOMES)[number];
export const isCardOutcome = (v: unknown): v is CardOutcome => (CARD_OUTCOMES as readonly unknown[]).includes(v);

/**
 * Says a card outcome once: "Payment Method Added" as a toast (and `onAdded`, to read the cards again),
 * a failure as an alert that stays (the returned flag); then `onSeen`, so the page can drop it from the
 * URL and a reload does not say it again.
 */
export function useCardOutcome(outcome: CardOutcome | undefined, { onAdded, onSeen }: { onAdded: () => void; onSeen?: (() => void) | undefined }): boolean {
  const toast = useToast();
  const { t } = useTranslation();
  const [failed, setFailed] = useState(outcome === 'failed');
  // The outcome being shown: one toast per arrival, even when an effect runs twice.
  const handled = useRef<CardOutcome | undefined>(undefined);
  useEffect(() => {
    if (outcome === handled.current) return;
    handled.current = outcome;
    if (!outcome) return;
    if (outcome === 'added') {
      setFailed(false);
      toast.positive(t('success.PAYMENT_METHOD_ADDED'));
      onAdded();
    } else setFailed(true);
    onSeen?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new outcome is news; the callbacks may change identity on every render
  }, [outcome]);
  return failed;
}
