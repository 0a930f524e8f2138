// Pieces of the booking flow's steps. What the public pages share (card, summary, messages, icons)
// lives in patterns/public/.
import { useEffect, useRef, type ReactNode } from 'react';
import { Text } from '../../components/layout/Text.tsx';
import { heading } from '../../components/layout/layout.css.ts';
import * as s from './Booking.css.ts';

export type { Outcome } from '../../patterns/public/PublicPage.tsx';

/**
 * A step's heading. When the step changes, focus moves to it, so a screen reader hears where it
 * is and Tab continues from the top of the new step (not from a button that no longer exists).
 */
export function StepHeading({ children, lead, autoFocus = true }: { children: ReactNode; lead?: ReactNode; autoFocus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus({ preventScroll: false });
  }, [autoFocus]);
  return (
    <header className={s.stepHeader}>
      {/* The layout's Heading look on a focusable h2 (focus moves here when the step changes). */}
      <h2 ref={ref} tabIndex={-1} className={`${heading({ size: 'small' })} ${s.stepTitle}`}>
        {children}
      </h2>
      {lead ? <Text size="small" tone="secondary">{lead}</Text> : null}
    </header>
  );
}
