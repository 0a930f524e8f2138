import { useTranslation } from 'react-i18next';
import type { ErrorCode, PlanNeeds } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { UpgradePrompt as PlanUpgradePrompt } from '../../patterns/UpgradePrompt.tsx';
import { deepLinkPath } from './links.ts';
import { formatDuration, formatEventPrice } from '../../format/index.ts';
import { Code, Heading, Page, PageHeader, Bidi } from '../../components/layout/index.ts';
import * as s from './EventTypes.css.ts';

/** What the list shows of an event type. */
export interface EventTypeRow {
  id: string;
  title: string;
  slug: string;
  durationMinutes: number;
  paymentEnabled: boolean;
  paymentRequired: boolean;
  priceHalalas: number;
  enabled: boolean;
}

export interface EventTypeListProps {
  /** The calendar's link, the first segment of every deep link. */
  calendarSlug: string | undefined;
  /** The event types; undefined while loading. */
  eventTypes: EventTypeRow[] | undefined;
  /** Failure while loading. */
  error?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** The team, for the upgrade prompt's link to its subscription. */
  teamId: string;
  /** The personal team: one event type, no payments — more shows the upgrade prompt. */
  isPersonal?: boolean;
  /**
   * The team's plan lacks `event_types` (an ended trial: one event type, as the personal team): what it
   * needs. With an event type listed, the prompt to that plan shows instead of "New event type".
   */
  needs?: PlanNeeds | undefined;
  /** The viewer may create and change event types (owners); otherwise the permission message shows. */
  canManage?: boolean;
  /** Where the form for a new event type is. */
  newHref: string;
  /** Where the form for an existing event type is. */
  editHref: (eventTypeId: string) => string;
  /** The way out of the personal team's limits. */
  upgradeHref: string;
  /** Turns an event type on or off. */
  onToggleEnabled?: (eventTypeId: string, enabled: boolean) => void;
  /** Copies a deep link (a path like `/dr-sara/checkup`) to the clipboard. */
  onCopyLink?: (path: string) => void;
  /** The last toggle failed with this code. */
  actionError?: ErrorCode | undefined;
}

function UpgradePrompt({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('eventTypes.upgradeTitle')}
      body={t('errors.EVENT_TYPE_LIMIT_REACHED')}
      headingLevel={2}
      action={<Link href={href} variant="standalone">{t('teams.home.upgradeAction')}</Link>}
    />
  );
}

/** .../calendars/{calendarId}/eventtypes: each event type with its length, price, switch and deep link. */
export function EventTypeList({
  calendarSlug,
  eventTypes,
  error,
  onRetry,
  teamId,
  isPersonal = false,
  needs,
  canManage = true,
  newHref,
  editHref,
  upgradeHref,
  onToggleEnabled,
  onCopyLink,
  actionError,
}: EventTypeListProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const header = (showNew: boolean) => (
    <PageHeader
      title={t('eventTypes.title')}
      lead={t('eventTypes.lead')}
      actions={showNew ? <Link href={newHref} variant="standalone">{t('eventTypes.new')}</Link> : undefined}
    />
  );
  if (error) {
    return (
      <Page>
        {header(false)}
        <LoadFailure title={t('eventTypes.loadError')} code={error} onRetry={error === 'PERMISSION_DISABLED' ? undefined : onRetry} headingLevel={2} />
      </Page>
    );
  }
  if (!eventTypes || calendarSlug === undefined) {
    return (
      <Page>
        {header(false)}
        <LoadingBlocks count={3} blockSize="5rem" />
      </Page>
    );
  }
  // The limit counts the team's event types, this list one calendar's: with none here the form may still be refused (and says so).
  const atLimit = (isPersonal || needs !== undefined) && eventTypes.length >= 1;
  return (
    <Page>
      {header(canManage && !atLimit && eventTypes.length > 0)}
      {!canManage ? <Alert tone="info">{t('errors.PERMISSION_DISABLED')}</Alert> : null}
      {actionError ? <Alert>{t(`errors.${actionError}`)}</Alert> : null}
      {eventTypes.length === 0 ? (
        <EmptyState
          title={t('eventTypes.emptyTitle')}
          body={t('eventTypes.emptyBody')}
          headingLevel={2}
          action={canManage ? <Link href={newHref} variant="standalone">{t('eventTypes.new')}</Link> : undefined}
        />
      ) : (
        <ul className={s.list} aria-label={t('eventTypes.title')}>
          {eventTypes.map((et) => {
            const path = deepLinkPath(calendarSlug, et.slug);
            return (
              <li key={et.id}>
                <Card>
                  <div className={s.row}>
                    <div className={s.rowMain}>
                      <Heading level={2} size="standard" className={s.rowTitle}>
                        <Bidi>{et.title}</Bidi>
                      </Heading>
                      <div className={s.meta}>
                        <span>{formatDuration(et.durationMinutes, locale)}</span>
                        <span aria-hidden="true">·</span>
                        <span>{formatEventPrice(et, locale, t)}</span>
                        {!et.enabled ? <Badge tone="neutral">{t('eventTypes.disabledBadge')}</Badge> : null}
                      </div>
                      <div className={s.meta}>
                        <Code className={s.path}>{path}</Code>
                        <Button variant="secondary" size="sm" onPress={() => onCopyLink?.(path)} aria-label={t('eventTypes.copyLinkOf', { title: et.title })}>
                          {t('eventTypes.copyLink')}
                        </Button>
                      </div>
                    </div>
                    <div className={s.rowActions}>
                      <Switch isSelected={et.enabled} isDisabled={!canManage} onChange={(on) => onToggleEnabled?.(et.id, on)} aria-label={t('eventTypes.enabledOf', { title: et.title })}>
                        {t('eventTypes.enabled')}
                      </Switch>
                      {canManage ? (
                        <Link href={editHref(et.id)} variant="standalone" aria-label={t('eventTypes.editOf', { title: et.title })}>
                          {t('eventTypes.edit')}
                        </Link>
                      ) : null}
                    </div>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {canManage && atLimit ? (
        !isPersonal && needs?.plan ? <PlanUpgradePrompt needs={needs} teamId={teamId} headingLevel={2} /> : <UpgradePrompt href={upgradeHref} />
      ) : null}
    </Page>
  );
}
