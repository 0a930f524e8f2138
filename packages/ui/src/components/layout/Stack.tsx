import type { HTMLAttributes, ReactNode } from 'react';
import { tokens } from '../../theme/contract.css.ts';
import { cx } from './cx.ts';
import * as css from './layout.css.ts';

/** A step on the theme's space scale (tokens.space). */
export type SpaceToken = keyof typeof tokens.space;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Gap between children, from the theme's space scale. */
  space?: SpaceToken;
  /** Element to render. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'header' | 'footer' | 'main' | 'nav' | 'article' | 'aside';
  children?: ReactNode;
}

/** Children one under another, separated by a space token. */
export function Stack({ space = 'md', as: As = 'div', className, children, ...props }: StackProps) {
  return (
    <As {...props} className={cx(css.stack, css.gap[space], className)}>
      {children}
    </As>
  );
}

export type InlineAlign = 'start' | 'center' | 'end' | 'between';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Gap between children (both axes, when they wrap), from the theme's space scale. */
  space?: SpaceToken;
  /** Distribution along the line, in reading direction (start is the right edge in Arabic). */
  align?: InlineAlign;
  /** Element to render. */
  as?: 'div' | 'ul' | 'ol' | 'nav' | 'span';
  children?: ReactNode;
}

/** Children side by side in reading order, wrapping onto new lines when they run out of room. */
export function Inline({ space = 'sm', align = 'start', as: As = 'div', className, children, ...props }: InlineProps) {
  return (
    <As {...props} className={cx(css.inline({ align }), css.gap[space], className)}>
      {children}
    </As>
  );
}
