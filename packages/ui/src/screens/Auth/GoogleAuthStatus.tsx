import { Link } from '../../components/Link/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { Text } from '../../components/layout/index.ts';
import { AuthCard } from './AuthLayout.tsx';

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
        <Link variant="standalone" href={loginHref}>{t('auth.google.tryAgain')}</Link>
      ) : (
        <Text role="status" tone="secondary">{t('auth.google.working')}</Text>
      )}
    </AuthCard>
  );
}
