// Small pieces the public booking screens share. Nothing here comes from the dashboard screens: the
// public pages are their own light chunk.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import {
  CalendarIcon as Calendar,
  CheckIcon as Check,
  ChevronBackIcon,
  ChevronForwardIcon,
  ClockIcon as Clock,
  CloseIcon,
  GlobeIcon as Globe,
  HourglassIcon as Hourglass,
  TagIcon as Tag,
} from '../../components/icons/index.ts';
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

// The booking pages' icons, from the icon set, with round line ends; the outcome marks are 28 px.
type IconSlot = { className?: string };
export const ClockIcon = ({ className }: IconSlot) => <Clock rounded className={className} />;
export const GlobeIcon = ({ className }: IconSlot) => <Globe rounded className={className} />;
export const CalendarIcon = ({ className }: IconSlot) => <Calendar rounded className={className} />;
export const TagIcon = ({ className }: IconSlot) => <Tag rounded className={className} />;
export const CheckIcon = ({ className }: IconSlot) => <Check rounded size={28} className={className} />;
export const CrossIcon = ({ className }: IconSlot) => <CloseIcon rounded size={28} className={className} />;
export const HourglassIcon = ({ className }: IconSlot) => <Hourglass rounded size={28} className={className} />;
export const PendingIcon = ({ className }: IconSlot) => <Clock rounded size={28} className={className} />;
/** Chevrons pointing back and forward in reading order; they mirror themselves in RTL. */
export const ChevronBack = ({ className }: IconSlot) => <ChevronBackIcon rounded className={className} />;
export const ChevronForward = ({ className }: IconSlot) => <ChevronForwardIcon rounded className={className} />;
