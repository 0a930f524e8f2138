import type { ReactNode } from 'react';
import type { ErrorCode } from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Heading, Stack, Text } from '../../components/layout/index.ts';
import * as s from './Auth.css.ts';

export interface AuthCardProps {
  /** Heading (translated). */
  title: string;
  /** One-line explanation under the heading. */
  lead?: string;
  /** A form-level error code, shown translated in an alert. */
  error?: ErrorCode | undefined;
  /** A success notice (translated). */
  notice?: string | undefined;
  /** The form. */
  children: ReactNode;
  /** Links under the form. */
  footer?: ReactNode;
  /** 2 when the card sits inside a page that has its own h1 (the landing page). */
  headingLevel?: 1 | 2;
}

/** The frame every sign-in screen shares: a centred card with a title, alerts, form and links. */
export function AuthCard({ title, lead, error, notice, children, footer, headingLevel = 1 }: AuthCardProps) {
  return (
    <div className={s.wrap}>
      <section className={s.card} aria-labelledby="auth-title">
        <Stack as="header" space="xs">
          {/* Between a page's and a section's size, whatever its level. */}
          <Heading level={headingLevel} size="standard" id="auth-title">{title}</Heading>
          {lead ? <Text size="small" tone="secondary">{lead}</Text> : null}
        </Stack>
        <ErrorAlert code={error} />
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {children}
        {footer ? (
          <Text as="div" size="small" tone="secondary">
            <Stack space="xs" className={s.footer}>{footer}</Stack>
          </Text>
        ) : null}
      </section>
    </div>
  );
}
