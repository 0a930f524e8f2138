import type { HTMLAttributes, ReactNode } from 'react';
import { ArrowBackIcon } from '../icons/index.ts';
import { Link } from '../Link/Link.tsx';
import { cx } from './cx.ts';
import { Heading } from './Heading.tsx';
import * as css from './layout.css.ts';
import { Text } from './Text.tsx';

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
