import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.ts';
import * as css from './layout.css.ts';

export type TextSize = NonNullable<css.TextVariants['size']>;
export type TextTone = NonNullable<css.TextVariants['tone']>;
export type TextWeight = NonNullable<css.TextVariants['weight']>;

export interface TextProps extends HTMLAttributes<HTMLElement> {
  size?: TextSize;
  /** primary for body text, secondary for supporting text, critical / positive for outcomes. */
  tone?: TextTone;
  weight?: TextWeight;
  as?: 'p' | 'span' | 'div';
  /**
   * Wrap the content in <bdi> so text of the other direction (a Latin name, an email, a URL inside
   * Arabic) keeps its own order and does not reorder the punctuation around it.
   */
  isolate?: boolean;
  children?: ReactNode;
}

/** Body text on the theme's type scale. */
export function Text({ size, tone, weight, as: As = 'p', isolate = false, className, children, ...props }: TextProps) {
  return (
    <As {...props} className={cx(css.text({ size, tone, weight }), className)}>
      {isolate ? <bdi>{children}</bdi> : children}
    </As>
  );
}

export interface CodeProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
}

/**
 * Machine text — a link, an API key, a slug — in monospace, laid out left to right and isolated (a
 * <bdi>), so "riyadh-dental/consultation" or "pk_live_…" never reorders inside Arabic text.
 */
export function Code({ className, children, ...props }: CodeProps) {
  return (
    <bdi {...props} dir="ltr" className={cx(css.code, className)}>
      {children}
    </bdi>
  );
}
