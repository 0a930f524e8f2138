import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { AuthCard } from './AuthLayout.tsx';
import * as s from './Auth.css.ts';

export interface GoogleAuthStatusProps {
  /** Set when the provider round-trip failed. */
  error?: ErrorCode | undefined;
  loginHref: string;
}

/** /googleAuth: where the Google round-trip lands; says what happened. */
export function GoogleAuthStatus({ error, loginHref }: GoogleAuthStatusProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.google.title')} error={error}>
      {error ? (
        <Link className={s.link} href={loginHref}>{t('auth.google.tryAgain')}</Link>
      ) : (
        <p role="status" className={s.lead}>{t('auth.google.working')}</p>
      )}
    </AuthCard>
  );
}
