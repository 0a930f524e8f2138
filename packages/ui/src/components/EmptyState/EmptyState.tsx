import type { HTMLAttributes, ReactNode } from 'react';
import * as s from './EmptyState.css.ts';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Decorative icon (an inline SVG); shown in a soft circle above the title. */
  icon?: ReactNode;
  /** What is empty, e.g. "No bookings yet" (already translated). */
  title: ReactNode;
  /** What will fill this place, or what to do next. */
  body?: ReactNode;
  /** The next step: usually a Button or Link. */
  action?: ReactNode;
  /** Level of the title heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** Shown in place of a list, table or panel that has nothing to show yet. */
export function EmptyState({ icon, title, body, action, headingLevel = 3, className, ...props }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={[s.root, className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={s.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={s.title}>{title}</Heading>
      {body ? <p className={s.body}>{body}</p> : null}
      {action ? <div className={s.action}>{action}</div> : null}
    </div>
  );
}
