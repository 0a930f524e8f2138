import { useTranslation } from 'react-i18next';
import type { MemberView } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Code } from '../../components/layout/index.ts';
import { Menu, MenuItem, MenuTrigger, MoreIcon } from '../../components/Menu/Menu.tsx';
import { Table, TableHeader, Column, TableBody, Row, Cell } from '../../components/Table/Table.tsx';
import { formatDateTime, formatList } from '../../format/index.ts';
import { RoleBadge } from '../../patterns/RoleBadge.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import * as s from './Teams.css.ts';

/** A calendar and the team members assigned to it. */
export interface CalendarAssignment {
  id: string;
  name: string;
  memberIds: string[];
}

/** What an owner picks in a member's row menu. */
export type MemberAction = 'owner' | 'assistant' | 'remove' | 'calendars';

/** A members tab's table (active or deleted), with the owners' row menu; an empty state when none. */
export function MembersTable({
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
        : formatList(calendars.filter((c) => c.memberIds.includes(m.id)).map((c) => c.name), locale) ||
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
