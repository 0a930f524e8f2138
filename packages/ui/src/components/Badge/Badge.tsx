import type { HTMLAttributes, ReactNode } from 'react';
import { badge, dot, type BadgeVariants } from './Badge.css.ts';

export type BadgeTone = NonNullable<BadgeVariants['tone']>;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Meaning of the status: positive (confirmed), caution (pending), critical (cancelled), accent (new), neutral (expired, past). */
  tone?: BadgeTone;
  /** Show a small dot before the label, so the status is not told by colour alone in dense lists. */
  withDot?: boolean;
  /** Icon before the label (decorative; replaces the dot). */
  leading?: ReactNode;
  /** Label (already translated). */
  children: ReactNode;
}

/** A short, non-interactive status label, e.g. a booking's state. */
export function Badge({ tone, withDot = false, leading, children, className, ...props }: BadgeProps) {
  return (
    <span {...props} data-tone={tone ?? 'neutral'} className={[badge({ tone }), className].filter(Boolean).join(' ')}>
      {leading ?? (withDot ? <span className={dot} aria-hidden="true" /> : null)}
      {children}
    </span>
  );
}
