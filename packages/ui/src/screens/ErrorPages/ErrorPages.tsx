import { Link } from 'react-aria-components';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import * as s from './ErrorPages.css.ts';

export interface NotFoundProps {
  /** The path that was asked for; shown as "Page not found: {path}". */
  path: string;
  /** Link back home. */
  homeHref: string;
}

/** 404: "Page not found: {path}". */
export function NotFound({ path, homeHref }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <section className={s.page} aria-labelledby="nf-title">
      <div className={s.box}>
        <p className={s.code} aria-hidden="true">404</p>
        <h1 id="nf-title" className={s.title}>{t('errorPage.notFoundTitle')}</h1>
        <p className={s.text}>
          <Trans i18nKey="errorPage.notFound" values={{ path }} components={{ bdi: <bdi /> }} />
        </p>
        <Link href={homeHref} className={s.link}>{t('errorPage.home')}</Link>
      </div>
    </section>
  );
}

export interface ServerErrorProps {
  /** Reloads the page. */
  onReload: () => void;
  /** Link back home. */
  homeHref: string;
}

/** The generic fatal-error view ("Internal Server Error"). */
export function ServerError({ onReload, homeHref }: ServerErrorProps) {
  const { t } = useTranslation();
  return (
    <section className={s.page} aria-labelledby="se-title" role="alert">
      <div className={s.box}>
        <p className={s.code} aria-hidden="true">500</p>
        <h1 id="se-title" className={s.title}>{t('errorPage.serverTitle')}</h1>
        <p className={s.text}>{t('errorPage.server')}</p>
        <div className={s.actions}>
          <Button onPress={onReload}>{t('errorPage.reload')}</Button>
          <Link href={homeHref} className={s.link}>{t('errorPage.home')}</Link>
        </div>
      </div>
    </section>
  );
}
