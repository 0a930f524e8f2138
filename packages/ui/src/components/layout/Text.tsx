import type { HTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria-components';
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

export interface BidiProps extends HTMLAttributes<HTMLElement> {
  /**
   * Omit for text of either direction (a name, an event type's title): the browser takes the direction
   * from the text itself. `ltr` for machine text that is always left to right (an email, a phone number,
   * an IBAN, a reference); `auto` for free text a person typed (notes), where the first strong letter decides.
   */
  dir?: 'ltr' | 'rtl' | 'auto';
  children?: ReactNode;
}

/**
 * Inline text isolated from its surroundings (a <bdi>): an English name inside an Arabic sentence, or an
 * Arabic name inside English, keeps its own order and does not drag the punctuation or digits around it.
 * The one way to isolate inline text in screens; `Text isolate` is the same for a whole paragraph, and
 * `Code` for monospace machine text.
 */
export function Bidi({ children, ...props }: BidiProps) {
  return <bdi {...props}>{children}</bdi>;
}

export interface VisuallyHiddenProps {
  /** The element to render; a span by default, so it may sit inside a sentence or a button. */
  elementType?: 'span' | 'div' | 'caption';
  children?: ReactNode;
}

/**
 * Text for screen readers only (a live announcement, a table caption, the words an icon stands for):
 * present in the accessibility tree, taking no room on screen. The one home of the "visually hidden" rule.
 */
export function VisuallyHidden({ elementType = 'span', children, ...props }: VisuallyHiddenProps & HTMLAttributes<HTMLElement>) {
  return (
    <AriaVisuallyHidden elementType={elementType} {...props}>
      {children}
    </AriaVisuallyHidden>
  );
}
