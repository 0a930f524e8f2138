import { useTranslation } from 'react-i18next';
import type { ErrorCode, TeamSummary } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Inline, Page, PageHeader, Text } from '../../components/layout/index.ts';
import { PublicLink } from '../../patterns/PublicLink.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { formatNumber } from '../../format/number.ts';
import * as s from './TeamsHome.css.ts';

export interface TeamsHomeProps {
  /** The user's teams; undefined while loading. */
  teams: TeamSummary[] | undefined;
  /** Failure while loading. */
  error?: ErrorCode | undefined;
  onRetry?: () => void;
  /** Where "Create a team" goes. */
  newTeamHref: string;
  /** Link to a team's home. */
  teamHref: (teamId: string) => string;
  /** The guided setup is not finished: where it resumes ("Finish setting up" leads the page). */
  setup?: { step: 'calendar' | 'hours'; href: string } | undefined;
}

/** Dashboard home (/dashboard): the user's teams, personal team first, and a way to create one. */
export function TeamsHome({ teams, error, onRetry, newTeamHref, teamHref, setup }: TeamsHomeProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const hasBusiness = teams?.some((team) => !team.isPersonal);
  return (
    <Page aria-busy={teams === undefined && !error}>
      <PageHeader
        title={t('dashboard.title')}
        lead={t('dashboard.lead')}
        actions={<Link href={newTeamHref} variant="standalone">{t('dashboard.newTeam')}</Link>}
      />
      {setup ? (
        <Card
          role="region"
          title={t('onboarding.banner.title')}
          headingLevel={2}
          footer={<Link href={setup.href} variant="standalone" withArrow>{t('onboarding.banner.action')}</Link>}
        >
          <Text>{t(setup.step === 'calendar' ? 'onboarding.banner.bodyCalendar' : 'onboarding.banner.bodyHours')}</Text>
        </Card>
      ) : null}
      {error ? (
        <Alert action={onRetry ? <Button variant="secondary" onPress={onRetry}>{t('common.retry')}</Button> : undefined}>
          {t('dashboard.loadError')} {t(`errors.${error}`)}
        </Alert>
      ) : teams === undefined ? (
        <ul className={s.grid} aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={s.skeleton} />
          ))}
        </ul>
      ) : (
        <>
          <ul className={s.grid}>
            {teams.map((team) => (
              <li key={team.id}>
                <Card
                  role="region"
                  title={team.name}
                  headingLevel={2}
                  description={team.publicSlug ? <PublicLink slug={team.publicSlug} /> : <Text as="span" size="small" tone="secondary">{t('dashboard.noPublicPage')}</Text>}
                  footer={<Link href={teamHref(team.id)} withArrow aria-label={`${t('dashboard.open')} ${team.name}`}>{t('dashboard.open')}</Link>}
                >
                  <Inline>
                    {team.isPersonal ? <Badge tone="neutral">{t('dashboard.personal')}</Badge> : null}
                    <Badge tone={team.role === 'owner' ? 'accent' : 'neutral'}>{t(`dashboard.roles.${team.role}`)}</Badge>
                    <Text as="span" size="small">{t('dashboard.calendars', { count: team.calendarCount, n: formatNumber(team.calendarCount, locale) })}</Text>
                    {team.isPersonal ? <Text as="span" size="small" tone="secondary">{t('dashboard.personalHelp')}</Text> : null}
                  </Inline>
                </Card>
              </li>
            ))}
          </ul>
          {!hasBusiness ? (
            <EmptyState
              title={t('dashboard.teamPromptTitle')}
              body={t('dashboard.teamPromptBody')}
              headingLevel={2}
              action={<Link href={newTeamHref} variant="standalone">{t('dashboard.newTeam')}</Link>}
            />
          ) : null}
        </>
      )}
    </Page>
  );
}
