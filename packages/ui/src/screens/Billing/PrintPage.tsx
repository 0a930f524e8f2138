import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Skeleton } from '../../components/Spinner/Skeleton.tsx';
import * as s from './Invoice.css.ts';
import { Heading, Page, Text } from '../../components/layout/index.ts';

/** Loading, not found, no permission, a failure: a page-level message instead of the document. */
function State({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className={s.state} role="alert">
      <Heading level={1}>{title}</Heading>
      {body ? <Text tone="secondary" size="small">{body}</Text> : null}
      {action}
    </div>
  );
}

/**
 * The page around a printed document: the way back and Print (not printed), then the sheet — or, in
 * its place, the loading placeholders or the reason it cannot be shown.
 */
export function PrintPage({
  billingHref,
  onPrint,
  error,
  onRetry,
  words,
  children,
}: {
  billingHref?: string | undefined;
  onPrint: () => void;
  error?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** The document's own messages when it cannot be shown. */
  words: { loadError: string; notFoundTitle: string; notFoundBody: string };
  /** The sheet; undefined while it loads. */
  children: ReactNode | undefined;
}) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (error === 'PERMISSION_DISABLED') content = <State title={t('errors.PERMISSION_DISABLED')} />;
  else if (error === 'NOT_FOUND' || error === 'INVALID_REQUEST') content = <State title={words.notFoundTitle} body={words.notFoundBody} />;
  else if (error) {
    const retry = onRetry ? (
      <Button variant="secondary" onPress={onRetry}>
        {t('common.retry')}
      </Button>
    ) : undefined;
    content = <State title={words.loadError} body={t(`errors.${error}`)} action={retry} />;
  } else if (!children) {
    content = (
      <div className={s.sheet} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton shape="rect" blockSize="4rem" />
        <Skeleton shape="rect" blockSize="8rem" />
        <Skeleton shape="rect" blockSize="10rem" />
      </div>
    );
  } else content = children;
  const canPrint = !error && !!children;
  return (
    <Page as="main" className={s.printPage}>
      <div className={s.toolbar}>
        {billingHref ? (
          <Link href={billingHref} variant="standalone">
            {t('invoice.back')}
          </Link>
        ) : null}
        {canPrint ? (
          <Button variant="primary" onPress={onPrint} className={s.printButton}>
            {t('invoice.print')}
          </Button>
        ) : null}
      </div>
      {content}
    </Page>
  );
}
