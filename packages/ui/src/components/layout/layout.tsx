import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { tokens } from '../../theme/contract.css.ts';
import { ArrowBackIcon } from '../icons/index.ts';
import { Link } from '../Link/Link.tsx';
import * as css from './layout.css.ts';

/** A step on the theme's space scale (tokens.space). */
export type SpaceToken = keyof typeof tokens.space;

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

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

export type TextSize = NonNullable<css.TextVariants['size']>;
export type TextTone = NonNullable<css.TextVariants['tone']>;
export type TextWeight = NonNullable<css.TextVariants['weight']>;

export interface TextProps extends HTMLAttributes<HTMLElement> {
  size?: TextSize;
  /** primary for body text, secondary for supporting text, critical / positive for outcomes. */
  tone?: TextTone;
  weight?: TextWeight;
  as?: 'p' | 'span' | 'div';
  /**
   * Wrap the content in <bdi> so text of the other direction (a Latin name, an email, a URL inside
   * Arabic) keeps its own order and does not reorder the punctuation around it.
   */
  isolate?: boolean;
  children?: ReactNode;
}

/** Body text on the theme's type scale. */
export function Text({ size, tone, weight, as: As = 'p', isolate = false, className, children, ...props }: TextProps) {
  return (
    <As {...props} className={cx(css.text({ size, tone, weight }), className)}>
      {isolate ? <bdi>{children}</bdi> : children}
    </As>
  );
}

export interface CodeProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
}

/**
 * Machine text — a link, an API key, a slug — in monospace, laid out left to right and isolated (a
 * <bdi>), so "riyadh-dental/consultation" or "pk_live_…" never reorders inside Arabic text.
 */
export function Code({ className, children, ...props }: CodeProps) {
  return (
    <bdi {...props} dir="ltr" className={cx(css.code, className)}>
      {children}
    </bdi>
  );
}

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

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page title (already translated), rendered as the page's h1. */
  title: ReactNode;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** Buttons or links for the page, at the end of the title row. */
  actions?: ReactNode;
  /** Where the back link goes; shown only together with backLabel. */
  backHref?: string;
  /** Back link text (already translated). */
  backLabel?: ReactNode;
}

/** The top of a page: optional back link, the h1, an optional lead and actions. */
export function PageHeader({ title, lead, actions, backHref, backLabel, className, ...props }: PageHeaderProps) {
  return (
    <header {...props} className={cx(css.pageHeader, className)}>
      {backHref && backLabel ? (
        <div>
          <Link href={backHref} variant="standalone">
            <ArrowBackIcon />
            {backLabel}
          </Link>
        </div>
      ) : null}
      <div className={css.pageHeaderRow}>
        <div className={css.pageHeaderTitles}>
          <Heading level={1} className={css.wrapAnywhere}>{title}</Heading>
          {lead ? <Text tone="secondary">{lead}</Text> : null}
        </div>
        {actions ? <div className={css.pageHeaderActions}>{actions}</div> : null}
      </div>
    </header>
  );
}

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
