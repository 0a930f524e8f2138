import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE, type ErrorCode, type InviteView, type PlanNeeds } from '@waqt/contracts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { CopyButton } from '../../components/CopyButton/CopyButton.tsx';
import { AlertDialog } from '../../components/Dialog/AlertDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Menu, MenuItem, MenuTrigger, MoreIcon } from '../../components/Menu/Menu.tsx';
import { Table, TableHeader, Column, TableBody, Row, Cell } from '../../components/Table/Table.tsx';
import { Tabs, TabList, Tab, TabPanel } from '../../components/Tabs/Tabs.tsx';
import { Section, Stack, Text, Bidi } from '../../components/layout/index.ts';
import { formatDateTime, formatList, formatTimeLeft } from '../../format/index.ts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { RoleBadge } from '../../patterns/RoleBadge.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { type ActionOutcome } from '../../patterns/action.ts';
import { UpgradePrompt } from '../../patterns/UpgradePrompt.tsx';
import { InviteDialog, type InviteCalendarOption, type InviteValues } from './InviteDialog.tsx';
import * as s from './Teams.css.ts';

export type { InviteValues } from './InviteDialog.tsx';

export interface InvitesProps {
  /** The team, for the upgrade prompt's link to its subscription. */
  teamId: string;
  /** Pending invites, newest first; undefined while loading. */
  pending: InviteView[] | undefined;
  /** Cancelled and expired invites; undefined while loading. */
  cancelled: InviteView[] | undefined;
  /** Failure while loading a list. */
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /**
   * The team's plan lacks `members` (billing.entitlements, e.g. an ended trial): the prompt to the plan
   * that has them instead of the invite button. Pending invites can still be cancelled.
   */
  membersNeeds?: PlanNeeds | undefined;
  /** The team's calendars: the dialog's choice and the names in the list; undefined while loading. */
  calendars?: InviteCalendarOption[] | undefined;
  /** The calendars failed to load. */
  calendarsError?: ErrorCode | undefined;
  /** Loads the calendars again. */
  onRetryCalendars?: (() => void) | undefined;
  /** Sends an invite; the dialog closes when it succeeds and shows the error when not (FEATURE_BLOCKED: the upgrade prompt). */
  onInvite: (values: InviteValues) => Promise<ActionOutcome>;
  /** Mails a pending or expired invite again (valid anew); INVITE_RESEND_LIMITED shows above the lists. */
  onResend: (invite: InviteView) => Promise<ActionOutcome>;
  /** Cancels a pending invite after the confirmation. */
  onCancel: (invite: InviteView) => Promise<ActionOutcome>;
  /** Copies a pending invite's link (the clipboard in the app, a fake in stories). */
  onCopy: (text: string) => Promise<void> | void;
  /** The current time, for "expires in …" (injected so stories and tests are stable). */
  now?: Date | undefined;
  /** Time zone for the dates (the viewer's). */
  timeZone?: string | undefined;
}

type InviteAction = 'resend' | 'cancel';

function InvitesTable({
  invites,
  kind,
  now,
  timeZone,
  calendars,
  onAction,
  onCopy,
}: {
  invites: InviteView[];
  kind: 'pending' | 'cancelled';
  now: Date;
  timeZone: string;
  calendars: InviteCalendarOption[] | undefined;
  onAction: (invite: InviteView, action: InviteAction) => void;
  onCopy: InvitesProps['onCopy'];
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const date = (iso: string) => formatDateTime(iso, locale, timeZone, { dateStyle: 'medium', timeStyle: 'short' });
  if (invites.length === 0) {
    return kind === 'pending' ? (
      <EmptyState title={t('teams.invites.emptyPending')} body={t('teams.invites.emptyPendingBody')} headingLevel={3} />
    ) : (
      <EmptyState title={t('teams.invites.emptyCancelled')} body={t('teams.invites.emptyCancelledBody')} headingLevel={3} />
    );
  }
  const isExpired = (inv: InviteView) => inv.status === 'expired' || (inv.status === 'pending' && Date.parse(inv.expiresAt) <= now.getTime());
  // Calendar names as the owner knows them (the list of the team's calendars); nothing until it loads.
  const calendarsOf = (inv: InviteView) =>
    inv.role !== 'assistant' || !calendars
      ? null
      : inv.calendarIds.length === 0
        ? t('teams.invites.noCalendars')
        : t('teams.invites.calendarsOf', {
            list: formatList(
              inv.calendarIds.map((id) => calendars.find((c) => c.id === id)?.name).filter((n): n is string => !!n),
              locale,
            ),
          });
  const withActions = kind === 'pending' || invites.some(isExpired);
  return (
    <Table aria-label={t(kind === 'pending' ? 'teams.invites.table' : 'teams.invites.tableCancelled')} cardsBelow="48rem">
      <TableHeader>
        <Column id="email" isRowHeader>{t('teams.invites.email')}</Column>
        <Column id="role">{t('teams.invites.role')}</Column>
        <Column id="sent">{t('teams.invites.sent')}</Column>
        <Column id="status">{t(kind === 'pending' ? 'teams.invites.expires' : 'teams.invites.status')}</Column>
        {kind === 'pending' ? <Column id="link">{t('teams.invites.link')}</Column> : null}
        {withActions ? <Column id="actions" align="end">{t('teams.members.actions')}</Column> : null}
      </TableHeader>
      <TableBody items={invites} dependencies={[calendars, locale, timeZone, now]}>
        {(inv) => {
          const expired = isExpired(inv);
          const cals = calendarsOf(inv);
          return (
            <Row id={inv.id}>
              <Cell>
                <Stack space="xs">
                  {/* A block of the page's direction around it, so the address starts where the row does in Arabic too. */}
                  <span>
                    <Bidi className={s.nowrap}>{inv.email}</Bidi>
                  </span>
                  <Text as="span" tone="secondary" size="small">
                    <Trans i18nKey="teams.invites.inLanguage" values={{ language: t(`shell.localeName.${inv.locale}`) }} components={{ lang: <span lang={inv.locale} /> }} />
                  </Text>
                </Stack>
              </Cell>
              <Cell label={t('teams.invites.role')}>
                <Stack space="xs">
                  <span>
                    <RoleBadge role={inv.role} />
                  </span>
                  {cals ? <Text as="span" tone="secondary" size="small">{cals}</Text> : null}
                </Stack>
              </Cell>
              <Cell label={t('teams.invites.sent')}>
                <span className={s.nowrap}>{date(inv.sentAt)}</span>
              </Cell>
              <Cell label={t(kind === 'pending' ? 'teams.invites.expires' : 'teams.invites.status')}>
                {expired ? (
                  <Badge tone="neutral" withDot>{t('teams.invites.expired')}</Badge>
                ) : inv.status === 'cancelled' ? (
                  <span className={s.nowrap}>
                    <Badge tone="critical" withDot>{t('teams.invites.statusCancelled')}</Badge> {inv.cancelledAt ? date(inv.cancelledAt) : null}
                  </span>
                ) : (
                  <time dateTime={inv.expiresAt} title={date(inv.expiresAt)} className={s.nowrap}>
                    {t('teams.invites.expiresIn', { when: formatTimeLeft(Date.parse(inv.expiresAt) - now.getTime(), locale) })}
                  </time>
                )}
              </Cell>
              {kind === 'pending' ? (
                <Cell label={t('teams.invites.link')}>
                  {inv.link && !expired ? <CopyButton text={inv.link} what={t('teams.invites.linkFor', { email: inv.email })} onCopy={onCopy} /> : <span aria-hidden="true">—</span>}
                </Cell>
              ) : null}
              {withActions ? (
                <Cell align="end">
                  {kind === 'pending' || expired ? (
                    <MenuTrigger>
                      <Button variant="quiet" size="sm" aria-label={t('teams.invites.actionsFor', { email: inv.email })} leading={<MoreIcon />} />
                      <Menu onAction={(key) => onAction(inv, key as InviteAction)}>
                        <MenuItem id="resend">{t('teams.invites.resend')}</MenuItem>
                        {kind === 'pending' ? <MenuItem id="cancel" tone="critical">{t('teams.invites.cancel')}</MenuItem> : null}
                      </Menu>
                    </MenuTrigger>
                  ) : null}
                </Cell>
              ) : null}
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}

/** The invites section of the members page (owners): Pending | Cancelled; invite, copy a link, resend, cancel. */
export function Invites({
  teamId,
  pending,
  cancelled,
  loadError,
  onRetry,
  membersNeeds,
  calendars,
  calendarsError,
  onRetryCalendars,
  onInvite,
  onResend,
  onCancel,
  onCopy,
  now,
  timeZone = DEFAULT_TIMEZONE,
}: InvitesProps) {
  const { t } = useTranslation();
  const [toCancel, setToCancel] = useState<InviteView | null>(null);
  const [actionError, setActionError] = useState<ErrorCode | undefined>();
  const [clock] = useState(() => now ?? new Date());
  const at = now ?? clock;
  const onAction = (invite: InviteView, action: InviteAction) => {
    if (action === 'cancel') return setToCancel(invite);
    setActionError(undefined);
    void onResend(invite).then((r) => (r.ok ? undefined : setActionError(r.error)));
  };
  const panel = (list: InviteView[] | undefined, kind: 'pending' | 'cancelled') =>
    list === undefined ? (
      <LoadingBlocks count={2} />
    ) : (
      <InvitesTable invites={list} kind={kind} now={at} timeZone={timeZone} calendars={calendars} onAction={onAction} onCopy={onCopy} />
    );
  return (
    <Section
      title={t('teams.invites.title')}
      lead={t('teams.invites.lead')}
      // Offered once loaded: the plan may turn it into the upgrade prompt.
      actions={
        !loadError && pending !== undefined && !membersNeeds?.plan ? (
          <InviteDialog teamId={teamId} onInvite={onInvite} calendars={calendars} calendarsError={calendarsError} onRetryCalendars={onRetryCalendars} />
        ) : undefined
      }
    >
      {loadError ? (
        <LoadFailure title={t('teams.invites.loadError')} code={loadError} onRetry={onRetry} headingLevel={3} />
      ) : (
        <>
          {membersNeeds?.plan ? <UpgradePrompt needs={membersNeeds} teamId={teamId} headingLevel={3} /> : null}
          <ErrorAlert code={actionError} />
          <Tabs className={s.tabs}>
            <TabList aria-label={t('teams.invites.tabs')}>
              <Tab id="pending">{t('teams.invites.pending')}</Tab>
              <Tab id="cancelled">{t('teams.invites.cancelled')}</Tab>
            </TabList>
            <TabPanel id="pending" className={s.tabPanel}>{panel(pending, 'pending')}</TabPanel>
            <TabPanel id="cancelled" className={s.tabPanel}>{panel(cancelled, 'cancelled')}</TabPanel>
          </Tabs>
        </>
      )}
      <AlertDialog
        isOpen={toCancel !== null}
        onOpenChange={(open) => !open && setToCancel(null)}
        variant="destructive"
        title={t('teams.invites.cancelTitle')}
        primaryActionLabel={t('teams.invites.cancel')}
        cancelLabel={t('teams.invites.keep')}
        onPrimaryAction={async () => {
          if (!toCancel) return;
          setActionError(undefined);
          const r = await onCancel(toCancel);
          if (!r.ok) setActionError(r.error);
        }}
      >
        {t('teams.invites.cancelBody', { email: toCancel?.email ?? '' })}
      </AlertDialog>
    </Section>
  );
}
