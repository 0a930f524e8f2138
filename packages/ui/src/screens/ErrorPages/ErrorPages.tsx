import { Link } from 'react-aria-components';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { button } from '../../components/Button/Button.css.ts';
// Their own modules, not the barrel: the public pages show the 404 page too (a lazy chunk of theirs).
import { Heading } from '../../components/layout/Heading.tsx';
import { Inline, Stack } from '../../components/layout/Stack.tsx';
import { Code, Text } from '../../components/layout/Text.tsx';
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
    <Stack as="section" space="lg" className={s.page} aria-labelledby="nf-title">
      <p className={s.status} aria-hidden="true">404</p>
      <Heading level={1} size="standard" id="nf-title">{t('errorPage.notFoundTitle')}</Heading>
      <Text tone="secondary">
        <Trans i18nKey="errorPage.notFound" values={{ path }} components={{ bdi: <Code /> }} />
      </Text>
      <Link href={homeHref} className={button({})}>{t('errorPage.home')}</Link>
    </Stack>
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
    <Stack as="section" space="lg" className={s.page} aria-labelledby="se-title" role="alert">
      <p className={s.status} aria-hidden="true">500</p>
      <Heading level={1} size="standard" id="se-title">{t('errorPage.serverTitle')}</Heading>
      <Text tone="secondary">{t('errorPage.server')}</Text>
      <Inline space="md" align="center">
        <Button onPress={onReload}>{t('errorPage.reload')}</Button>
        <Link href={homeHref} className={button({ variant: 'secondary' })}>{t('errorPage.home')}</Link>
      </Inline>
    </Stack>
  );
}
