import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { Button } from '../components/Button/Button.tsx';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { Skeleton } from '../components/Spinner/Skeleton.tsx';
import * as s from './loading.css.ts';

/** A load failure with a retry button, in place of the content. */
export function LoadFailure({ title, code, onRetry, headingLevel = 2 }: { title: string; code: ErrorCode; onRetry?: (() => void) | undefined; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        title={title}
        body={t(`errors.${code}`)}
        headingLevel={headingLevel}
        action={onRetry ? <Button variant="secondary" onPress={onRetry}>{t('common.retry')}</Button> : undefined}
      />
    </div>
  );
}

/** Placeholder blocks while something loads; announced once as "Loading…". */
export function LoadingBlocks({ count = 3, blockSize = '3rem' }: { count?: number; blockSize?: string }) {
  const { t } = useTranslation();
  return (
    <div className={s.skeletonGrid} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} shape="rect" blockSize={blockSize} />
      ))}
    </div>
  );
}
