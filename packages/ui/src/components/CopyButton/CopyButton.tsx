import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import * as s from './CopyButton.css.ts';

/** Writes text to the clipboard (the containers pass it; stories pass a fake). */
export const copyToClipboard = (text: string): Promise<void> => navigator.clipboard.writeText(text);

export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** What the text is, for the button's name: "Copy IBAN". */
  what: string;
  /** Copies; a rejection says nothing (the text stays visible to copy by hand). */
  onCopy: (text: string) => Promise<void> | void;
}

/** A small "Copy" button; "Copied" shows beside it for a few seconds (a polite status). */
export function CopyButton({ text, what, onCopy }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), 4000);
    return () => clearTimeout(id);
  }, [copied]);
  const copy = async () => {
    try {
      await onCopy(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <span className={s.copyRow}>
      <Button size="sm" variant="secondary" aria-label={t('payments.copy.copyOf', { what })} onPress={() => void copy()}>
        {t('payments.copy.copy')}
      </Button>
      {/* data-transient: "Copied" leaves on its own timer (the visual stories' screenshots wait for it). */}
      <span role="status" className={s.copied} data-transient={copied ? '' : undefined}>
        {copied ? t('payments.copy.copied') : ''}
      </span>
    </span>
  );
}
