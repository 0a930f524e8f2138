import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import * as s from './Alert.css.ts';

export type AlertTone = 'critical' | 'caution' | 'success' | 'info';

export interface AlertProps {
  /**
   * critical: something failed (announced at once, role="alert"); caution: nothing failed, but a choice
   * has a cost worth reading first; success / info: a polite status (role="status", as caution).
   */
  tone?: AlertTone;
  /** The message (already translated). */
  children: ReactNode;
  /** A button or link beside the message (e.g. "Retry"). */
  action?: ReactNode;
  className?: string;
}

/** An inline feedback box inside a form or a section: an error, a warning, a success or a neutral note. */
export function Alert({ tone = 'critical', children, action, className }: AlertProps) {
  return (
    <div role={tone === 'critical' ? 'alert' : 'status'} className={[s.alert({ tone }), className].filter(Boolean).join(' ')}>
      <span className={s.message}>{children}</span>
      {action ? <span className={s.action}>{action}</span> : null}
    </div>
  );
}

export interface ErrorAlertProps {
  /** A stable error code, shown translated; nothing is rendered without one. */
  code: ErrorCode | undefined;
  /** A button or link beside the message. */
  children?: ReactNode;
}

/** A critical Alert for an error code from the API (`errors.{code}`); renders nothing when there is no code. */
export function ErrorAlert({ code, children }: ErrorAlertProps) {
  const { t } = useTranslation();
  return code ? <Alert action={children}>{t(`errors.${code}`)}</Alert> : null;
}
