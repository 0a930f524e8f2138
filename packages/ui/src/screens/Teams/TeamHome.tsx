import { useTranslation } from 'react-i18next';
import { type AttendanceStats, type Entitlements, type ErrorCode, type TeamView } from '@waqt/contracts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Inline, Page, PageHeader, Section, Stack, Text, VisuallyHidden } from '../../components/layout/index.ts';
import { formatNumber, formatPercent } from '../../format/index.ts';
import { DetailItem, DetailList } from '../../patterns/DetailList.tsx';
import { PausedCalendarsNote } from '../../patterns/PausedCalendarsNote.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { PublicLink } from '../../patterns/PublicLink.tsx';
import { RoleBadge } from '../../patterns/RoleBadge.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import * as s from './Teams.css.ts';

export interface TeamHomeLinks {
  /** Create a calendar (/dashboard/team/{teamId}/calendars/new). */
  calendarNewHref: string;
  /** The members page (owners only: an assistant is not offered it). */
  membersHref: string;
  /** Team settings (owners only). */
  settingsHref: string;
  /** Billing (owners only). */
  billingHref: string;
  /** Create a team: the way out of the personal team's limits. */
  newTeamHref: string;
  /** The bookings list on its Past tab with the "Needs marking" filter (the attendance card's "N to mark"). */
  bookingsToMarkHref?: string | undefined;
}

export interface TeamHomeProps extends TeamHomeLinks {
  /** The team; undefined while loading. */
  team: TeamView | undefined;
  /** Failure while loading. */
  error?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** Number of calendars; undefined shows "—" (calendars are not built yet). */
  calendarsCount?: number | undefined;
  /** Number of upcoming bookings; undefined shows "—". */
  upcomingBookingsCount?: number | undefined;
  /** The calendars the viewer may see (owners: all; assistants: those assigned to them). */
  calendars?: { id: string; name: string; slug: string }[] | undefined;
  /** Link to a calendar's home. */
  calendarHref?: (calendarId: string) => string;
  /** The calendars are still loading (their section shows a placeholder). */
  calendarsLoading?: boolean | undefined;
  /** The calendars failed to load (their section shows the error and a retry). */
  calendarsError?: ErrorCode | undefined;
  /** Loads the calendars again. */
  onRetryCalendars?: (() => void) | undefined;
  /** The team's plan and where it stands (billing.entitlements); undefined: "No subscription yet". */
  entitlements?: Entitlements | undefined;
  /** The instant the trial's days left are counted from (the container passes the time of its render). */
  now?: Date | undefined;
  /** This month's attendance (bookings.attendanceStats); undefined shows "—" (loading, or it failed). */
  attendance?: AttendanceStats | undefined;
}

/** The attendance card's body: the month's no-show rate with what it is made of, or how it starts. */
function AttendanceSummary({ stats }: { stats: AttendanceStats | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!stats) return <Stat value={undefined} />;
  if (stats.noShowRate === null) {
    return (
      <Stack space="xs">
        <Text>{t('teams.home.attendance.empty')}</Text>
        <Text tone="secondary" size="small">
          {t('teams.home.attendance.emptyBody')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack space="sm">
      <div>
        <p className={s.stat}>{formatPercent(stats.noShowRate, locale)}</p>
        <Text tone="secondary" size="small">
          {t('teams.home.attendance.noShowRate')}
        </Text>
      </div>
      <DetailList>
        <DetailItem label={t('teams.home.attendance.attended')}>{formatNumber(stats.attended, locale)}</DetailItem>
        <DetailItem label={t('teams.home.attendance.noShows')}>{formatNumber(stats.noShows, locale)}</DetailItem>
      </DetailList>
    </Stack>
  );
}

/** The plan card's words: "Business plan · Trial", then days left or calendars in use. */
function PlanSummaryText({ entitlements: e, now }: { entitlements: Entitlements; now: Date | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const n = (x: number) => formatNumber(x, locale);
  const plan = t('billing.plan.name', { plan: t(`billing.plans.${e.planCode}`) });
  const daysLeft = e.trialEndsAt && now ? Math.max(0, Math.ceil((Date.parse(e.trialEndsAt) - now.getTime()) / 86_400_000)) : undefined;
  return (
    <>
      <Text>
        {plan} · {t(`billing.states.${e.state}`)}
      </Text>
      <Text tone="secondary">
        {e.state === 'trial' && daysLeft !== undefined
          ? t('billing.plan.trialDaysLeft', { days: n(daysLeft) })
          : t('billing.plan.calendarsUsed', { used: n(e.calendarsUsed), limit: n(e.calendarLimit) })}
      </Text>
      <PausedCalendarsNote entitlements={e} />
    </>
  );
}

function Stat({ value }: { value: number | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (value !== undefined) return <p className={s.stat}>{formatNumber(value, locale)}</p>;
  return (
    <p className={s.stat}>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t('teams.home.notAvailable')}</VisuallyHidden>
    </p>
  );
}

function QuickLink({ href, title, help }: { href: string; title: string; help: string }) {
  return (
    <li>
      <Link href={href} className={s.quickLink}>
        <span className={s.quickLinkTitle}>{title}</span>
        <Text as="span" tone="secondary" size="small">{help}</Text>
      </Link>
    </li>
  );
}

/** /dashboard/team/{teamId}: name, role, public link, a summary and ways into the team's pages. */
export function TeamHome({
  team,
  error,
  onRetry,
  calendarsCount: count,
  upcomingBookingsCount,
  calendars,
  calendarHref,
  calendarsLoading,
  calendarsError,
  onRetryCalendars,
  entitlements,
  now,
  attendance,
  ...links
}: TeamHomeProps) {
  const calendarsCount = count ?? calendars?.length;
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (error) return <LoadFailure title={t('teams.loadError')} code={error} onRetry={onRetry} headingLevel={2} />;
  if (!team) return <LoadingBlocks count={3} blockSize="7rem" />;
  const owner = team.role === 'owner';
  // A personal team has no page of its own: its link is its (single) calendar's, once it has one.
  const publicSlug = team.isPersonal ? calendars?.[0]?.slug : team.slug;
  return (
    <Page>
      <PageHeader
        title={team.name}
        lead={
          <Inline as="span" space="sm">
            <RoleBadge role={team.role} />
            {team.isPersonal ? <Badge tone="neutral">{t('teams.personalBadge')}</Badge> : null}
            {publicSlug ? (
              <Text as="span" size="small" tone="secondary">
                {t('teams.publicLink')}: <PublicLink slug={publicSlug} />
              </Text>
            ) : team.isPersonal && calendars ? (
              <Text as="span" size="small" tone="secondary">{t('dashboard.noPublicPage')}</Text>
            ) : null}
          </Inline>
        }
      />
      {/* Each summary card is a group named by its title, so its figure reads as "Calendars: 3". */}
      <Section title={t('teams.home.summary')}>
        <ul className={s.grid}>
          <li>
            <Card role="group" title={t('teams.home.calendars')} headingLevel={3} footer={owner ? <Link href={links.calendarNewHref} variant="standalone">{t('teams.home.createCalendar')}</Link> : undefined}>
              <Stat value={calendarsCount} />
            </Card>
          </li>
          <li>
            <Card role="group" title={t('teams.home.upcoming')} headingLevel={3}>
              <Stat value={upcomingBookingsCount} />
            </Card>
          </li>
          <li>
            <Card
              role="group"
              title={t('teams.home.plan')}
              headingLevel={3}
              footer={owner && !team.isPersonal ? <Link href={links.billingHref} variant="standalone">{t('teams.home.seeBilling')}</Link> : undefined}
            >
              {team.isPersonal ? <Text>{t('teams.home.planPersonal')}</Text> : entitlements ? <PlanSummaryText entitlements={entitlements} now={now} /> : <Text>{t('teams.home.planNone')}</Text>}
            </Card>
          </li>
          <li>
            <Card
              role="group"
              title={t('teams.home.attendance.title')}
              headingLevel={3}
              footer={
                attendance && attendance.unmarked > 0 && links.bookingsToMarkHref ? (
                  <Link href={links.bookingsToMarkHref} variant="standalone">
                    {t('teams.home.attendance.toMark', { n: formatNumber(attendance.unmarked, locale) })}
                  </Link>
                ) : undefined
              }
            >
              <AttendanceSummary stats={attendance} />
            </Card>
          </li>
        </ul>
      </Section>
      {calendars || calendarsLoading || calendarsError ? (
        <Section title={owner ? t('teams.home.calendars') : t('teams.home.yourCalendars')}>
          {calendarsError ? (
            <LoadFailure title={t('teams.home.calendarsLoadError')} code={calendarsError} onRetry={onRetryCalendars} headingLevel={3} />
          ) : !calendars ? (
            <LoadingBlocks count={2} blockSize="1.5rem" />
          ) : calendars.length === 0 ? (
            owner ? (
              <EmptyState
                title={t('teams.home.noneYet')}
                body={t('teams.home.noneYetBody')}
                headingLevel={3}
                action={<Link href={links.calendarNewHref} variant="standalone">{t('teams.home.createCalendar')}</Link>}
              />
            ) : (
              <Text tone="secondary">{t('teams.home.noAssigned')}</Text>
            )
          ) : (
            <ul className={s.calendarList}>
              {calendars.map((c) => (
                <li key={c.id}>
                  <Link href={calendarHref ? calendarHref(c.id) : '#'} variant="standalone">{c.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}
      {/* Members, settings and billing are the owners' pages: an assistant gets no quick links at all. */}
      {owner ? (
        <Section title={t('teams.home.quickLinks')}>
          {team.isPersonal ? (
            <EmptyState
              title={t('teams.home.upgradeTitle')}
              body={t('errors.PERSONAL_TEAM')}
              headingLevel={3}
              action={<Link href={links.newTeamHref} variant="standalone">{t('teams.home.upgradeAction')}</Link>}
            />
          ) : null}
          <ul className={s.grid}>
            {!team.isPersonal ? <QuickLink href={links.membersHref} title={t('teams.home.members')} help={t('teams.home.membersHelp')} /> : null}
            <QuickLink href={links.settingsHref} title={t('teams.home.settings')} help={t('teams.home.settingsHelp')} />
            <QuickLink href={links.billingHref} title={t('teams.home.billing')} help={t('teams.home.billingHelp')} />
          </ul>
        </Section>
      ) : null}
    </Page>
  );
}
