import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx.ts';
import { Heading } from './Heading.tsx';
import * as css from './layout.css.ts';
import { Text } from './Text.tsx';

export interface PageProps extends HTMLAttributes<HTMLElement> {
  /** full (lists, tables) or narrow (forms, settings: 48rem). */
  width?: 'full' | 'narrow';
  as?: 'div' | 'main' | 'article';
  children?: ReactNode;
}

/** A screen's column: PageHeader, then its sections, a fixed rhythm apart. */
export function Page({ width, as: As = 'div', className, children, ...props }: PageProps) {
  return (
    <As {...props} className={cx(css.page({ width }), className)}>
      {children}
    </As>
  );
}

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading (already translated); it also names the section for screen readers. */
  title?: ReactNode;
  /** Outline level of the heading (2 under a page's h1). */
  level?: 2 | 3 | 4;
  /** A sentence under the heading. */
  lead?: ReactNode;
  /** Buttons or links at the end of the heading row. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A titled block of a page: heading (with actions), an optional lead, then its content. */
export function Section({ title, level = 2, lead, actions, className, children, ...props }: SectionProps) {
  const id = useId();
  return (
    <section {...props} aria-labelledby={title ? id : props['aria-labelledby']} className={cx(css.section, className)}>
      {title || actions ? (
        <div className={css.sectionHead}>
          <div className={css.sectionTitles}>
            {title ? <Heading level={level} id={id}>{title}</Heading> : null}
            {lead ? <Text tone="secondary" size="small">{lead}</Text> : null}
          </div>
          {actions ? <div className={css.pageHeaderActions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
