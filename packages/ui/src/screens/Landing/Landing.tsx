import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@waqt/contracts';
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
    <section className={s.hero} aria-labelledby="landing-title">
      <h1 id="landing-title" className={s.title}>
        {t('landing.title')}
      </h1>
      <p className={s.lead}>{t('landing.lead')}</p>
      <div className={s.actions} aria-busy={user === undefined}>
        {user === undefined ? (
          <span className={s.skeleton} role="status" aria-label={t('common.loading')} />
        ) : user ? (
          <>
            <span className={s.signedIn}>{t('landing.signedInAs', { name: user.fullName })}</span>
            <Link href={dashboardHref} className={s.primaryLink}>
              {t('landing.goToDashboard')}
            </Link>
          </>
        ) : (
          <>
            {withLogin ? null : (
              <Link href={loginHref} className={s.primaryLink}>
                {t('landing.login')}
              </Link>
            )}
            <Link href={registerHref} className={withLogin ? s.primaryLink : s.secondaryLink}>
              {t('landing.register')}
            </Link>
          </>
        )}
      </div>
      <ul className={s.features}>
        <li className={s.feature}>{t('landing.features.pages')}</li>
        <li className={s.feature}>{t('landing.features.payments')}</li>
        <li className={s.feature}>{t('landing.features.teams')}</li>
      </ul>
    </section>
    {withLogin ? <div className={s.aside}>{login}</div> : null}
    </div>
  );
}
