// Small pieces the public booking screens share. Nothing here comes from the dashboard screens: the
// public pages are their own light chunk.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { Skeleton } from '../../components/Spinner/Skeleton.tsx';
import type { FieldErrors } from '../../forms/validation.ts';
import * as s from './Booking.css.ts';

/** What a submit came to; on failure the screen shows the error itself. */
export type Outcome = { ok: true } | { ok: false; error: ErrorCode; fields?: FieldErrors };

/** The UI language and its BCP 47 tag. */
export { useLocale } from '../../hooks/useLocale.ts';

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
      <h2 ref={ref} tabIndex={-1} className={s.stepTitle}>
        {children}
      </h2>
      {lead ? <p className={s.stepLead}>{lead}</p> : null}
    </header>
  );
}

/** A page-level message in place of the content (not found, failed to load), announced as an alert. */
/** A booking's summary: terms and values (what, when, time zone, …). */
export function Summary({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={s.summary}>
      {rows.map(([term, value]) => (
        <div key={term} className={s.pair}>
          <dt className={s.term}>{term}</dt>
          <dd className={s.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PageMessage({ title, body, action, className }: { title: string; body: string; action?: ReactNode; className: string }) {
  return (
    <div className={className} role="alert">
      <div className={s.message}>
        <h1 className={s.messageTitle}>{title}</h1>
        <p className={s.messageBody}>{body}</p>
        {action}
      </div>
    </div>
  );
}

/** The card's placeholder while it loads; announced once as "Loading…". */
export function LoadingCard({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`${s.card} ${compact ? s.cardCompact : ''}`} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <div className={s.skeleton}>
        <Skeleton inlineSize="40%" />
        <Skeleton shape="rect" blockSize="2rem" inlineSize="70%" />
        <Skeleton lines={3} />
        <Skeleton shape="rect" blockSize={compact ? '6rem' : '16rem'} />
      </div>
    </div>
  );
}

const svg = { width: 16, height: 16, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const ClockIcon = ({ className }: { className?: string }) => (
  <svg {...svg} className={className}><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></svg>
);
export const GlobeIcon = ({ className }: { className?: string }) => (
  <svg {...svg} className={className}><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" /></svg>
);
export const CalendarIcon = ({ className }: { className?: string }) => (
  <svg {...svg} className={className}><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4" /></svg>
);
export const TagIcon = ({ className }: { className?: string }) => (
  <svg {...svg} className={className}><path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" /><circle cx="8" cy="8" r="1.5" /></svg>
);
export const UserIcon = ({ className }: { className?: string }) => (
  <svg {...svg} className={className}><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></svg>
);
export const CheckIcon = ({ className }: { className?: string }) => (
  <svg {...svg} width={28} height={28} className={className}><path d="M5 12l5 5 9-10" /></svg>
);
export const CrossIcon = ({ className }: { className?: string }) => (
  <svg {...svg} width={28} height={28} className={className}><path d="M6 6l12 12M18 6L6 18" /></svg>
);
export const HourglassIcon = ({ className }: { className?: string }) => (
  <svg {...svg} width={28} height={28} className={className}><path d="M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9" /></svg>
);
export const PendingIcon = ({ className }: { className?: string }) => (
  <svg {...svg} width={28} height={28} className={className}><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></svg>
);
/** A chevron pointing back in reading order (flip it with the `flip` class in RTL). */
export const ChevronBack = ({ className }: { className?: string }) => (
  <svg {...svg} className={className}><path d="M15 6l-6 6 6 6" /></svg>
);
export const ChevronForward = ({ className }: { className?: string }) => (
  <svg {...svg} className={className}><path d="M9 6l6 6-6 6" /></svg>
);
