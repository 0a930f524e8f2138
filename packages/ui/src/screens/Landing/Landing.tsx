import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@waqt/contracts';
import { button } from '../../components/Button/Button.css.ts';
import { Heading, Inline, Stack, Text } from '../../components/layout/index.ts';
import { Skeleton } from '../../components/Spinner/Skeleton.tsx';
import * as s from './Landing.css.ts';

export interface LandingProps {
  /** The signed-in user; null when logged out; undefined while loading. */
  user: CurrentUser | null | undefined;
  /** Where "Log in" goes. */
  loginHref: string;
  /** Where "Create an account" goes. */
  registerHref: string;
  /** Where a signed-in user continues. */
  dashboardHref: string;
  /** The sign-in form shown beside the hero when logged out (SPEC §2: "landing page with login"). */
  login?: ReactNode;
}

/** The landing page (route `/`): what Waqt is, and the login entry when logged out. */
export function Landing({ user, loginHref, registerHref, dashboardHref, login }: LandingProps) {
  const { t } = useTranslation();
  const withLogin = user === null && login;
  return (
    <div className={withLogin ? s.split : undefined}>
      <Stack as="section" space="xl" className={s.hero} aria-labelledby="landing-title">
        <Heading level={1} size="display" id="landing-title">
          {t('landing.title')}
        </Heading>
        <Text size="large" tone="secondary">{t('landing.lead')}</Text>
        <Inline space="md" aria-busy={user === undefined}>
          {user === undefined ? (
            <span role="status" aria-label={t('common.loading')}>
              <Skeleton shape="rect" inlineSize="12rem" />
            </span>
          ) : user ? (
            <>
              <Text as="span" tone="secondary">{t('landing.signedInAs', { name: user.fullName })}</Text>
              <Link href={dashboardHref} className={button({})}>
                {t('landing.goToDashboard')}
              </Link>
            </>
          ) : (
            <>
              {withLogin ? null : (
                <Link href={loginHref} className={button({})}>
                  {t('landing.login')}
                </Link>
              )}
              <Link href={registerHref} className={button({ variant: withLogin ? 'primary' : 'secondary' })}>
                {t('landing.register')}
              </Link>
            </>
          )}
        </Inline>
        <ul className={s.features}>
          <li className={s.feature}>{t('landing.features.pages')}</li>
          <li className={s.feature}>{t('landing.features.payments')}</li>
          <li className={s.feature}>{t('landing.features.teams')}</li>
        </ul>
      </Stack>
      {withLogin ? <div className={s.aside}>{login}</div> : null}
    </div>
  );
}
