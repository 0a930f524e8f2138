import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps, composeRenderProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { button, pendingSpinner, type ButtonVariants } from './Button.css.ts';

export interface ButtonProps extends Omit<AriaButtonProps, 'children'> {
  /** Visual weight: primary for the main action, critical for destructive ones. */
  variant?: ButtonVariants['variant'];
  /** Control height. */
  size?: ButtonVariants['size'];
  /** Stretch to the container's inline size. */
  fullWidth?: boolean;
  /** Icon or element placed before the label (start side; mirrors in RTL). */
  leading?: ReactNode;
  /** Icon or element placed after the label (end side). */
  trailing?: ReactNode;
  /** Button label. */
  children?: ReactNode;
}

/** A react-aria button: keyboard, press and pending states handled; styled by data attributes. */
export function Button({ variant, size, fullWidth, leading, trailing, children, className, ...props }: ButtonProps) {
  const { t } = useTranslation();
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (cn) => [button({ variant, size, fullWidth }), cn].filter(Boolean).join(' '))}
    >
      {({ isPending }) => (
        <>
          {isPending ? <span className={pendingSpinner} role="img" aria-label={t('common.loading')} /> : leading}
          {children}
          {trailing}
        </>
      )}
    </AriaButton>
  );
}
