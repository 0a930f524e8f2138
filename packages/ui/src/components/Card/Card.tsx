import { useId, type HTMLAttributes, type ReactNode } from 'react';
import * as s from './Card.css.ts';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Heading shown at the top of the card (already translated). */
  title?: ReactNode;
  /** Level of the title heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Secondary line under the title. */
  description?: ReactNode;
  /** Controls at the end side of the header (a button, a menu). */
  actions?: ReactNode;
  /** Actions row under the content, aligned to the end side. */
  footer?: ReactNode;
  /** Card content. */
  children?: ReactNode;
}

/** A surface grouping related content, with an optional header (title, description, actions) and footer. */
export function Card({ title, headingLevel = 2, description, actions, footer, children, className, ...props }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    // Named by its title only when given a role (e.g. role="region"): a plain div may not carry a label.
    <div {...props} aria-labelledby={props['aria-labelledby'] ?? (title && props.role ? titleId : undefined)} className={[s.card, className].filter(Boolean).join(' ')}>
      {title || description || actions ? (
        <div className={s.header}>
          <div className={s.headerText}>
            {title ? (
              <Heading id={titleId} className={s.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={s.description}>{description}</p> : null}
          </div>
          {actions ? <div className={s.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children != null ? <div className={s.body}>{children}</div> : null}
      {footer ? <div className={s.footer}>{footer}</div> : null}
    </div>
  );
}
