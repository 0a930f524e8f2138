import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE, type ErrorCode, type MemberView, type TeamRole, type TeamView } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { AlertDialog } from '../../components/Dialog/AlertDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Page, PageHeader, Stack } from '../../components/layout/index.ts';
import { Tabs, TabList, Tab, TabPanel } from '../../components/Tabs/Tabs.tsx';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { type ActionOutcome } from '../../patterns/action.ts';
import { AssignCalendars } from './AssignCalendars.tsx';
import { MembersTable, type CalendarAssignment, type MemberAction } from './MembersTable.tsx';
import * as s from './Teams.css.ts';

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
