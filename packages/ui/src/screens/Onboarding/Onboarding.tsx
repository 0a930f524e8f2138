import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { Link } from '../../components/Link/Link.tsx';
import { Page, PageHeader } from '../../components/layout/index.ts';
import { formatNumber } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import * as s from './Onboarding.css.ts';

/** The setup's three screens, in order. */
export const SETUP_SCREENS = ['calendar', 'hours', 'share'] as const;
export type SetupScreen = (typeof SETUP_SCREENS)[number];

export interface OnboardingProps {
  /** The screen shown; undefined while the setup loads. */
  screen: SetupScreen | undefined;
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** "Skip for now": the dashboard, which offers to finish later. */
  skipHref: string;
  /** The screen's content (SetupCalendarStep, SetupHoursStep or SetupShareStep). */
  children?: ReactNode;
}

/**
 * /dashboard/setup: the guided setup's frame — its title, which of the three steps this is, and "Skip
 * for now" on the two that ask something. The steps' forms come in as children.
 */
export function Onboarding({ screen, loadError, onRetry, skipHref, children }: OnboardingProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const at = screen ? SETUP_SCREENS.indexOf(screen) : -1;
  const stepOf = screen ? t('onboarding.stepOf', { step: formatNumber(at + 1, locale), total: formatNumber(SETUP_SCREENS.length, locale) }) : undefined;
  return (
    <Page width="narrow" aria-busy={!screen && !loadError}>
      <PageHeader
        title={t('onboarding.title')}
        lead={screen ? `${stepOf} · ${t(`onboarding.steps.${screen}`)}` : undefined}
        actions={screen !== 'share' ? <Link href={skipHref} variant="standalone">{t('onboarding.skip')}</Link> : undefined}
      />
      {loadError ? (
        <LoadFailure title={t('onboarding.loadError')} code={loadError} onRetry={onRetry} headingLevel={2} />
      ) : !screen ? (
        <LoadingBlocks count={3} blockSize="4rem" />
      ) : (
        <>
          <ol className={s.steps} aria-label={t('onboarding.progress')}>
            {SETUP_SCREENS.map((name, i) => (
              <li key={name} className={s.step} aria-current={i === at ? 'step' : undefined} data-state={i < at ? 'done' : undefined}>
                {t(`onboarding.steps.${name}`)}
              </li>
            ))}
          </ol>
          {children}
        </>
      )}
    </Page>
  );
}
