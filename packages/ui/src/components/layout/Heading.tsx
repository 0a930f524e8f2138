import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.ts';
import * as css from './layout.css.ts';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingSize = NonNullable<css.HeadingVariants['size']>;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document outline level: sets the element, h1–h4. */
  level: HeadingLevel;
  /** Visual size, independent of the level. Defaults by level. */
  size?: HeadingSize;
  children?: ReactNode;
}

const sizeByLevel: Record<HeadingLevel, HeadingSize> = { 1: 'large', 2: 'standard', 3: 'small', 4: 'small' };

/** A heading whose level (outline) and size (look) are chosen separately. */
export function Heading({ level, size, className, children, ...props }: HeadingProps) {
  const As = `h${level}` as const;
  return (
    <As {...props} className={cx(css.heading({ size: size ?? sizeByLevel[level] }), className)}>
      {children}
    </As>
  );
}
