import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ring, spinnerRoot, type SpinnerVariants } from './Spinner.css.ts';

export interface SpinnerProps extends Omit<ProgressBarProps, 'children' | 'isIndeterminate' | 'value' | 'minValue' | 'maxValue' | 'valueLabel' | 'formatOptions' | 'className'> {
  /** Ring size: sm inline with text, md in a panel, lg for a whole page. */
  size?: SpinnerVariants['size'];
  /** Accessible (and, with showLabel, visible) text; defaults to `common.loading`. */
  label?: string;
  /** Show the label next to the ring instead of only announcing it. */
  showLabel?: boolean;
  /** Extra class on the root. */
  className?: string;
}

/** An indeterminate progress indicator (role="progressbar"), announced as "Loading…" by default. */
export function Spinner({ size, label, showLabel = false, className, ...props }: SpinnerProps) {
  const { t } = useTranslation();
  const text = label ?? t('common.loading');
  return (
    <ProgressBar {...props} isIndeterminate aria-label={text} className={[spinnerRoot, className].filter(Boolean).join(' ')}>
      <span className={ring({ size })} aria-hidden="true" />
      {/* The name is already on the progressbar; the visible copy is hidden from AT to avoid a double read. */}
      {showLabel ? <span aria-hidden="true">{text}</span> : null}
    </ProgressBar>
  );
}
