import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE, type ErrorCode, type MemberView, type TeamRole, type TeamView } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { AlertDialog } from '../../components/Dialog/AlertDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Code, Page, PageHeader, Stack, Text } from '../../components/layout/index.ts';
import { Menu, MenuItem, MenuTrigger, MoreIcon } from '../../components/Menu/Menu.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { CheckboxGroup } from '../../components/CheckboxGroup/CheckboxGroup.tsx';
import { Table, TableHeader, Column, TableBody, Row, Cell } from '../../components/Table/Table.tsx';
import { Tabs, TabList, Tab, TabPanel } from '../../components/Tabs/Tabs.tsx';
import { formatDateTime } from '../../format/index.ts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { RoleBadge } from '../../patterns/RoleBadge.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { type ActionOutcome } from '../../patterns/action.ts';
import * as s from './Teams.css.ts';

/** A calendar and the team members assigned to it. */
interface CalendarAssignment {
  id: string;
  name: string;
  memberIds: string[];
}

export interface MembersProps {
  /** The team (for the caller's role and whether it is personal); undefined while loading. */
  team: TeamView | undefined;
  /** Active members; undefined while loading. */
  active: MemberView[] | undefined;
  /** Deleted members, most recently deleted first; undefined while loading. */
  deleted: MemberView[] | undefined;
  /** Failure while loading the team or a list. */
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** Owners: gives a member another role. */
  onChangeRole: (member: MemberView, role: TeamRole) => Promise<ActionOutcome>;
  /** Owners: deletes a member after the confirmation. */
  onRemove: (member: MemberView) => Promise<ActionOutcome>;
  /** The team's calendars with the members assigned to each (owners only); omitted hides the column. */
  calendars?: CalendarAssignment[] | undefined;
  /** Owners: the calendars are still loading (the column shows that, and assigning waits). */
  calendarsLoading?: boolean | undefined;
  /** Owners: the calendars failed to load. */
  calendarsError?: ErrorCode | undefined;
  /** Owners: loads the calendars again after a failure. */
  onRetryCalendars?: (() => void) | undefined;
  /**
   * Owners: assigns (or unassigns) one calendar to an assistant, at once, as the box is ticked
   * (SPEC §6: assistants see only their calendars). The container updates `calendars` optimistically
   * and rolls back with an error toast when the API refuses.
   */
  onSetCalendarAssigned?: (member: MemberView, calendarId: string, assigned: boolean) => Promise<ActionOutcome>;
  /** Time zone for the dates (the viewer's). */
  timeZone?: string | undefined;
  /** Create a team: the personal team's upgrade prompt points there. */
  newTeamHref: string;
  /** The invites section, shown below for owners. */
  invites?: ReactNode;
}

type MemberAction = 'owner' | 'assistant' | 'remove' | 'calendars';

function MembersTable({
  members,
  kind,
  isOwner,
  timeZone,
  onAction,
  calendars,
  calendarsLoading,
}: {
  calendars?: CalendarAssignment[] | undefined;
  calendarsLoading?: boolean | undefined;
  members: MemberView[];
  kind: 'active' | 'deleted';
  isOwner: boolean;
  timeZone: string;
  onAction: (member: MemberView, action: MemberAction) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const date = (iso: string) => formatDateTime(iso, locale, timeZone, { dateStyle: 'medium' });
  const withActions = kind === 'active' && isOwner;
  const withCalendars = kind === 'active' && (calendars !== undefined || calendarsLoading === true);
  const calendarsOf = (m: MemberView) =>
    m.role === 'owner'
      ? t('teams.members.allCalendars')
      : !calendars
        ? <span aria-busy="true">{t('common.loading')}</span>
        : new Intl.ListFormat(locale, { type: 'conjunction' }).format(calendars!.filter((c) => c.memberIds.includes(m.id)).map((c) => c.name)) ||
        t('teams.members.noCalendars');
  if (members.length === 0) {
    return kind === 'active' ? (
      <EmptyState title={t('teams.members.emptyActive')} body={t('teams.members.emptyActiveBody')} headingLevel={2} />
    ) : (
      <EmptyState title={t('teams.members.emptyDeleted')} body={t('teams.members.emptyDeletedBody')} headingLevel={2} />
    );
  }
  return (
    <Table aria-label={t(kind === 'active' ? 'teams.members.table' : 'teams.members.tableDeleted')} cardsBelow="40rem">
      <TableHeader>
        <Column id="name" isRowHeader>{t('teams.members.name')}</Column>
        <Column id="email">{t('teams.members.email')}</Column>
        <Column id="role">{t('teams.members.role')}</Column>
        <Column id="joined">{t('teams.members.joined')}</Column>
        {kind === 'deleted' ? <Column id="deletedAt">{t('teams.members.deletedOn')}</Column> : null}
        {withCalendars ? <Column id="calendars">{t('teams.members.calendars')}</Column> : null}
        {withActions ? <Column id="actions" align="end">{t('teams.members.actions')}</Column> : null}
      </TableHeader>
      <TableBody items={members} dependencies={[calendars, calendarsLoading, locale, timeZone]}>
        {(m) => (
          <Row id={m.id}>
            <Cell>{m.fullName}</Cell>
            <Cell label={t('teams.members.email')}>
              <Code>{m.email}</Code>
            </Cell>
            <Cell label={t('teams.members.role')}>
              <RoleBadge role={m.role} />
            </Cell>
            <Cell label={t('teams.members.joined')}>
              <span className={s.nowrap}>{date(m.createdAt)}</span>
            </Cell>
            {kind === 'deleted' ? (
              <Cell label={t('teams.members.deletedOn')}>
                <span className={s.nowrap}>{m.deletedAt ? date(m.deletedAt) : '—'}</span>
              </Cell>
            ) : null}
            {withCalendars ? <Cell label={t('teams.members.calendars')}>{calendarsOf(m)}</Cell> : null}
            {withActions ? (
              <Cell align="end">
                <MenuTrigger>
                  <Button variant="quiet" size="sm" aria-label={t('teams.members.actionsFor', { name: m.fullName })} leading={<MoreIcon />} />
                  <Menu onAction={(key) => onAction(m, key as MemberAction)}>
                    {m.role === 'assistant' && calendars ? <MenuItem id="calendars">{t('teams.members.chooseCalendars')}</MenuItem> : null}
                    {m.role === 'assistant' ? <MenuItem id="owner">{t('teams.members.makeOwner')}</MenuItem> : <MenuItem id="assistant">{t('teams.members.makeAssistant')}</MenuItem>}
                    <MenuItem id="remove" tone="critical">{t('teams.members.remove')}</MenuItem>
                  </Menu>
                </MenuTrigger>
              </Cell>
            ) : null}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/**
 * /dashboard/team/{teamId}/members: Active | Deleted members; owners change roles and delete
 * (with a confirmation). A personal team gets an upgrade prompt instead.
 */
export function Members({
  team,
  active,
  deleted,
  loadError,
  onRetry,
  onChangeRole,
  onRemove,
  calendars,
  calendarsLoading,
  calendarsError,
  onRetryCalendars,
  onSetCalendarAssigned,
  timeZone = DEFAULT_TIMEZONE,
  newTeamHref,
  invites,
}: MembersProps) {
  const { t } = useTranslation();
  const [toRemove, setToRemove] = useState<MemberView | null>(null);
  const [toAssign, setToAssign] = useState<MemberView | null>(null);
  const [actionError, setActionError] = useState<ErrorCode | undefined>();
  const isOwner = team?.role === 'owner';

  const run = async (action: Promise<ActionOutcome>) => {
    setActionError(undefined);
    const r = await action;
    if (!r.ok) setActionError(r.error);
  };
  const onAction = (member: MemberView, action: MemberAction) => {
    if (action === 'remove') setToRemove(member);
    else if (action === 'calendars') setToAssign(member);
    else void run(onChangeRole(member, action));
  };

  let content: ReactNode;
  if (loadError) content = <LoadFailure title={t('teams.members.loadError')} code={loadError} onRetry={onRetry} />;
  else if (!team) content = <LoadingBlocks />;
  else if (team.isPersonal) {
    content = (
      <EmptyState
        title={t('teams.members.upgradeTitle')}
        body={t('errors.PERSONAL_TEAM')}
        headingLevel={2}
        action={<Link href={newTeamHref} variant="standalone">{t('teams.home.upgradeAction')}</Link>}
      />
    );
  } else {
    const panel = (list: MemberView[] | undefined, kind: 'active' | 'deleted') =>
      list === undefined ? (
        <LoadingBlocks />
      ) : (
        <MembersTable
          members={list}
          kind={kind}
          isOwner={isOwner}
          timeZone={timeZone}
          onAction={onAction}
          calendars={isOwner ? calendars : undefined}
          calendarsLoading={isOwner && calendarsLoading && !calendarsError}
        />
      );
    content = (
      <>
        <ErrorAlert code={actionError} />
        {isOwner && calendarsError ? (
          <ErrorAlert code={calendarsError}>
            {onRetryCalendars ? <Button variant="secondary" size="sm" onPress={onRetryCalendars}>{t('common.retry')}</Button> : null}
          </ErrorAlert>
        ) : null}
        <Tabs className={s.tabs}>
          <TabList aria-label={t('teams.members.tabs')}>
            <Tab id="active">{t('teams.members.active')}</Tab>
            <Tab id="deleted">{t('teams.members.deleted')}</Tab>
          </TabList>
          <TabPanel id="active" className={s.tabPanel}>{panel(active, 'active')}</TabPanel>
          <TabPanel id="deleted" className={s.tabPanel}>{panel(deleted, 'deleted')}</TabPanel>
        </Tabs>
        <AlertDialog
          isOpen={toRemove !== null}
          onOpenChange={(open) => !open && setToRemove(null)}
          variant="destructive"
          title={t('teams.members.removeTitle', { name: toRemove?.fullName ?? '' })}
          primaryActionLabel={t('teams.members.removeConfirm')}
          onPrimaryAction={() => (toRemove ? run(onRemove(toRemove)) : undefined)}
        >
          {t('teams.members.removeBody', { name: toRemove?.fullName ?? '' })}
        </AlertDialog>
        {toAssign && calendars && onSetCalendarAssigned ? (
          <AssignCalendars member={toAssign} calendars={calendars} onClose={() => setToAssign(null)} onSetAssigned={(id, assigned) => onSetCalendarAssigned(toAssign, id, assigned)} />
        ) : null}
      </>
    );
  }

  return (
    <Page>
      <PageHeader title={t('teams.members.title')} lead={t('teams.members.lead')} />
      <Stack space="lg">{content}</Stack>
      {team && isOwner && !team.isPersonal && !loadError ? invites : null}
    </Page>
  );
}

/**
 * Owners choose which calendars an assistant sees (and works in). Each tick is saved on its own, at
 * once (one assignment per call, so two owners editing never overwrite each other); the boxes show
 * `calendars`, which the container updates optimistically and rolls back on failure.
 */
function AssignCalendars({
  member,
  calendars,
  onClose,
  onSetAssigned,
}: {
  member: MemberView;
  calendars: CalendarAssignment[];
  onClose: () => void;
  onSetAssigned: (calendarId: string, assigned: boolean) => Promise<ActionOutcome>;
}) {
  const { t } = useTranslation();
  const selected = calendars.filter((c) => c.memberIds.includes(member.id)).map((c) => c.id);
  const onChange = (next: string[]) => {
    const added = next.find((id) => !selected.includes(id));
    const removed = selected.find((id) => !next.includes(id));
    if (added) void onSetAssigned(added, true);
    else if (removed) void onSetAssigned(removed, false);
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('teams.members.calendarsTitle', { name: member.fullName })}
      size="sm"
      footer={<Button onPress={onClose}>{t('common.done')}</Button>}
    >
      {calendars.length === 0 ? (
        <Text tone="secondary" size="small">{t('teams.members.noTeamCalendars')}</Text>
      ) : (
        <CheckboxGroup aria-label={t('teams.members.calendars')} description={t('teams.members.calendarsHelp')} value={selected} onChange={onChange} className={s.checkList}>
          {calendars.map((c) => (
            <Checkbox key={c.id} value={c.id}>
              {c.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    </Dialog>
  );
}
