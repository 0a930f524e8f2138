// The public pages' shared parts (calendar and team pages, the booking flow, the confirmation, the pay
// page). These pages are their own light chunk: everything here is imported from its own file, never
// from the package's index, and nothing here comes from the dashboard.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, Locale } from '@waqt/contracts';
import { CalendarIcon as Calendar, ClockIcon as Clock, GlobeIcon as Globe, TagIcon as Tag } from '../../components/icons/index.ts';
import { Heading } from '../../components/layout/Heading.tsx';
import { Text } from '../../components/layout/Text.tsx';
import { link } from '../../components/Link/Link.css.ts';
import { Skeleton } from '../../components/Spinner/Skeleton.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { otherLanguagePath } from './language.ts';
import type { FieldErrors } from '../../forms/validation.ts';
import * as s from './public.css.ts';

/** What a submit came to; on failure the screen shows the error itself. */
export type Outcome = { ok: true } | { ok: false; error: ErrorCode; fields?: FieldErrors };

/**
 * A public page: the content centred on the page's background; under it the other language (a visitor
 * from a shared link may not read this one) and the "Scheduling by Waqt" line.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <main className={s.page}>
      {children}
      <footer className={s.footer}>
        {/* A page load, not a client-side move: the other language's words and direction come with it. */}
        <a href={otherLanguagePath(locale, window.location)} hrefLang={other} lang={other} className={`${link({ variant: 'inline' })} ${s.language}`}>
          {t(`shell.localeName.${other}`)}
        </a>
        <p>{t('booking.poweredBy')}</p>
      </footer>
    </main>
  );
}

type PublicCardWidth = NonNullable<s.CardVariants['width']>;

export interface PublicCardProps {
  /** flow: the booking card (event panel beside the step); compact: its form steps; page, pay, message: padded columns. */
  width?: PublicCardWidth;
  as?: 'div' | 'article';
  role?: 'alert';
  className?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** The public pages' card. */
export function PublicCard({ width = 'message', as: As = 'div', className, children, ...props }: PublicCardProps) {
  const padded = width !== 'flow' && width !== 'compact';
  return (
    <As {...props} className={[s.card({ width, padded }), className].filter(Boolean).join(' ')}>
      {children}
    </As>
  );
}

export interface PageMessageProps {
  title: string;
  /** The sentences under the title. */
  body: ReactNode;
  action?: ReactNode;
  /** A mark above the title (a StatusIcon: paid, cancelled, time's up). */
  icon?: ReactNode;
  width?: PublicCardWidth;
  /** alert for failures (announced); none for a state the visitor came to see (paid, cancelled). */
  role?: 'alert';
}

/** A page-level message in place of the content (not found, failed to load, already paid…), in a card, with the page's h1. */
export function PageMessage({ title, body, action, icon, width = 'message', role }: PageMessageProps) {
  return (
    <PublicCard width={width} role={role}>
      <div className={s.message}>
        {icon}
        <Heading level={1}>{title}</Heading>
        {typeof body === 'string' ? <MessageLine>{body}</MessageLine> : body}
        {action}
      </div>
    </PublicCard>
  );
}

/** A line of a PageMessage's body. */
export function MessageLine({ children }: { children: ReactNode }) {
  return <Text tone="secondary" className={s.messageBody}>{children}</Text>;
}

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

/** The card's placeholder while it loads; announced once as "Loading…". */
export function LoadingCard({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <PublicCard width={compact ? 'compact' : 'flow'}>
      <div className={s.skeleton} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton inlineSize="40%" />
        <Skeleton shape="rect" blockSize="2rem" inlineSize="70%" />
        <Skeleton lines={3} />
        <Skeleton shape="rect" blockSize={compact ? '6rem' : '16rem'} />
      </div>
    </PublicCard>
  );
}

// The public pages' icons, from the icon set, with their round line ends.
type IconSlot = { className?: string };
export const ClockIcon = ({ className }: IconSlot) => <Clock rounded className={className} />;
export const GlobeIcon = ({ className }: IconSlot) => <Globe rounded className={className} />;
export const CalendarIcon = ({ className }: IconSlot) => <Calendar rounded className={className} />;
export const TagIcon = ({ className }: IconSlot) => <Tag rounded className={className} />;
