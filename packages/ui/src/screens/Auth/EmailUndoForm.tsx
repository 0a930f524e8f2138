import { Link } from '../../components/Link/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { AuthCard } from './AuthLayout.tsx';

export interface EmailUndoFormProps {
  /** The token from the link; missing → the page says the link is incomplete. */
  token: string | null;
  /** Undoes the change (a button, not on load: mail scanners open links). */
  onUndo: () => void;
  isPending?: boolean;
  /** EMAIL_CHANGE_UNDO_INVALID (used, expired, unknown), EMAIL_TAKEN, RATE_LIMITED… */
  error?: ErrorCode | undefined;
  /** The restored address, once undone. */
  restored?: string | undefined;
  /** Where to choose a new password (the reset request page). */
  resetHref: string;
  loginHref: string;
}

/** /auth/email/undo?token=…: the link mailed to the old address after an email change. */
export function EmailUndoForm({ token, onUndo, isPending, error, restored, resetHref, loginHref }: EmailUndoFormProps) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.emailUndo.title')}
      lead={restored ? undefined : t('auth.emailUndo.lead')}
      error={token ? error : 'EMAIL_CHANGE_UNDO_INVALID'}
      notice={restored ? t('auth.emailUndo.done', { email: restored }) : undefined}
      footer={<Link variant="standalone" href={loginHref}>{t('auth.reset.backToLogin')}</Link>}
    >
      {restored ? (
        <Link variant="standalone" href={resetHref}>{t('auth.emailUndo.choosePassword')}</Link>
      ) : token && error !== 'EMAIL_CHANGE_UNDO_INVALID' ? (
        <Button onPress={onUndo} isPending={isPending} fullWidth>{t('auth.emailUndo.submit')}</Button>
      ) : null}
    </AuthCard>
  );
}
