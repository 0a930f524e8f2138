import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { eventTypeIn, localized, type ErrorCode, type InLanguages, type PublicEventTypeSummary, type PublicPage } from '@waqt/contracts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { formatDuration, formatEventPrice } from '../../format/index.ts';
import { lazyPart, preloadable, whenIdle } from './lazy.tsx';
import { ChevronForwardIcon } from '../../components/icons/index.ts';
import { Code, Text, Bidi } from '../../components/layout/Text.tsx';
import { Heading } from '../../components/layout/Heading.tsx';
import { Inline, Stack } from '../../components/layout/Stack.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { isolate } from '../../patterns/public/bidi.ts';
import { ClockIcon, LoadingCard, PageMessage, PublicCard, PublicShell, TagIcon } from '../../patterns/public/PublicPage.tsx';
import * as p from './Public.css.ts';

/** The site's 404 page (an unknown link): a lazy chunk, so its rich text stays off the pages people book on. */
const NotFound = lazy(() => import('../ErrorPages/ErrorPages.tsx').then((m) => ({ default: m.NotFound })));
/**
 * The retry button shows only when the page failed to load: react-aria's button (press, pending state,
 * announcements) is fetched once the page is up (PublicSlugPage) rather than before it can render.
 */
const buttonModule = preloadable(() => import('../../components/Button/Button.tsx'));
const Button = lazyPart(buttonModule, (m) => m.Button);

/** A calendar as a visitor's page gets it: its name, in Arabic and English when given (shown in the page's language). */
type PublicCalendar = InLanguages<'name'> & { slug: string };

export interface PublicCalendarPageProps {
  calendar: PublicCalendar;
  team: { name: string; slug: string };
  /** The calendar's enabled event types. */
  eventTypes: PublicEventTypeSummary[];
  /** Where an event type is booked (`/{lang}/{calendarSlug}/{eventTypeSlug}`). */
  eventTypeHref: (eventTypeSlug: string) => string;
}

/** The first letter of a name, for the round monogram (Arabic names included). */
const initial = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';

/** `/{calendarSlug}`: the calendar's name and its event types; choosing one opens its booking page. */
export function PublicCalendarPage({ calendar, team, eventTypes, eventTypeHref }: PublicCalendarPageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const name = localized(calendar, 'name', locale);
  return (
    <PublicShell>
      <PublicCard width="page">
        <Stack as="header" space="xs" className={p.header}>
          <span className={p.avatar} aria-hidden="true">{initial(name)}</span>
          {team.name !== name ? (
            <Text size="small" tone="secondary" weight="strong" isolate>
              {team.name}
            </Text>
          ) : null}
          <Heading level={1} size="large">
            <Bidi>{name}</Bidi>
          </Heading>
          {eventTypes.length > 0 ? <Text size="small" tone="secondary">{t('booking.page.lead')}</Text> : null}
        </Stack>
        {eventTypes.length === 0 ? (
          <EmptyState title={t('booking.page.emptyTitle')} body={t('booking.page.emptyBody', { name: isolate(name) })} headingLevel={2} />
        ) : (
          <ul className={p.list} aria-label={t('booking.page.eventTypes')}>
            {eventTypes.map((shown) => eventTypeIn(shown, locale)).map((et) => (
              <li key={et.slug} className={p.item}>
                <Stack space="xs" className={p.itemMain}>
                  <h2 className={p.itemTitle}>
                    <Link href={eventTypeHref(et.slug)} className={p.itemLink}>
                      <Bidi>{et.title}</Bidi>
                    </Link>
                  </h2>
                  {et.description ? (
                    <Text size="small" tone="secondary" className={p.itemDescription} dir="auto">
                      {et.description}
                    </Text>
                  ) : null}
                  <Inline space="xs">
                    <Badge leading={<ClockIcon />}>{formatDuration(et.durationMinutes, locale)}</Badge>
                    <Badge tone={et.priceHalalas > 0 ? 'accent' : 'positive'} leading={<TagIcon />}>
                      {formatEventPrice(et, locale, t)}
                    </Badge>
                  </Inline>
                </Stack>
                <ChevronForwardIcon rounded className={p.chevron} />
              </li>
            ))}
          </ul>
        )}
      </PublicCard>
    </PublicShell>
  );
}

export interface PublicTeamPageProps {
  team: { name: string; slug: string };
  /** The team's calendars that have a public page. */
  calendars: PublicCalendar[];
  /** A calendar's page (`/{lang}/{calendarSlug}`). */
  calendarHref: (calendarSlug: string) => string;
}

/** `/{teamSlug}`: the team's name and its calendars as links. */
export function PublicTeamPage({ team, calendars, calendarHref }: PublicTeamPageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <PublicShell>
      <PublicCard width="page">
        <Stack as="header" space="xs" className={p.header}>
          <span className={p.avatar} aria-hidden="true">{initial(team.name)}</span>
          <Heading level={1} size="large">
            <Bidi>{team.name}</Bidi>
          </Heading>
          {calendars.length > 0 ? <Text size="small" tone="secondary">{t('booking.team.lead')}</Text> : null}
        </Stack>
        {calendars.length === 0 ? (
          <EmptyState title={t('booking.team.emptyTitle')} body={t('booking.team.emptyBody')} headingLevel={2} />
        ) : (
          <ul className={p.list} aria-label={t('booking.team.calendars')}>
            {calendars.map((shown) => ({ slug: shown.slug, name: localized(shown, 'name', locale) })).map((cal) => (
              <li key={cal.slug} className={p.item}>
                <span className={`${p.avatar} ${p.avatarSmall}`} aria-hidden="true">
                  {initial(cal.name)}
                </span>
                <Stack space="xs" className={p.itemMain}>
                  <h2 className={p.itemTitle}>
                    <Link href={calendarHref(cal.slug)} className={p.itemLink}>
                      <Bidi>{cal.name}</Bidi>
                    </Link>
                  </h2>
                  {/* The calendar's path under its name: at the start, reading left to right. */}
                  <Text size="small" tone="secondary">
                    <Code>/{cal.slug}</Code>
                  </Text>
                </Stack>
                <ChevronForwardIcon rounded className={p.chevron} />
              </li>
            ))}
          </ul>
        )}
      </PublicCard>
    </PublicShell>
  );
}

export interface PublicSlugPageProps {
  /** public.page's answer; undefined while it loads. */
  page: PublicPage | undefined;
  /** Loading failed (NOT_FOUND for an unknown link). */
  error?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** Where an event type of a calendar is booked. */
  eventTypeHref: (calendarSlug: string, eventTypeSlug: string) => string;
  /** A calendar's page (from a team page). */
  calendarHref: (calendarSlug: string) => string;
  /** The path asked for: with `homeHref`, an unknown link shows the site's 404 page ("Page not found: {path}"). */
  path?: string | undefined;
  /** Home, from the 404 page. */
  homeHref?: string | undefined;
}

/** `/{slug}`: a calendar's or a team's public page, with its loading and error states. */
export function PublicSlugPage({ page, error, onRetry, eventTypeHref, calendarHref, path, homeHref }: PublicSlugPageProps) {
  const { t } = useTranslation();
  useEffect(() => whenIdle(() => void buttonModule.preload().catch(() => {})), []);
  if (error === 'NOT_FOUND' && path !== undefined && homeHref !== undefined) {
    return (
      <Suspense fallback={<PublicShell><LoadingCard compact /></PublicShell>}>
        <NotFound path={path} homeHref={homeHref} />
      </Suspense>
    );
  }
  if (error) {
    const notFound = error === 'NOT_FOUND';
    return (
      <PublicShell>
        <PageMessage
          role="alert"
          width="page"
          title={t(notFound ? 'booking.page.notFoundTitle' : 'booking.page.loadError')}
          body={t(`errors.${error}`)}
          action={!notFound && onRetry ? <Button variant="secondary" onPress={onRetry}>{t('common.retry')}</Button> : undefined}
        />
      </PublicShell>
    );
  }
  if (!page) return <PublicShell><LoadingCard compact /></PublicShell>;
  if (page.kind === 'team') return <PublicTeamPage team={page.team} calendars={page.calendars} calendarHref={calendarHref} />;
  const slug = page.calendar.slug;
  return <PublicCalendarPage calendar={page.calendar} team={page.team} eventTypes={page.eventTypes} eventTypeHref={(et) => eventTypeHref(slug, et)} />;
}
