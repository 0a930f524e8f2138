import { Button, Separator } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TeamView } from '@waqt/contracts';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu.tsx';
import { ChevronDownIcon } from '../icons/index.ts';
import * as s from './TeamSwitcher.css.ts';

export interface TeamSwitcherProps {
  /** The user's teams (personal first); undefined while loading. */
  teams: TeamView[] | undefined;
  currentTeamId: string;
  teamHref: (teamId: string) => string;
  /** The dashboard home listing every team. */
  allTeamsHref: string;
  newTeamHref: string;
}

/** Switch between the user's teams from anywhere inside one. */
export function TeamSwitcher({ teams, currentTeamId, teamHref, allTeamsHref, newTeamHref }: TeamSwitcherProps) {
  const { t } = useTranslation();
  const current = teams?.find((team) => team.id === currentTeamId);
  return (
    <MenuTrigger>
      <Button className={s.trigger} aria-label={t('shell.switchTeam', { name: current?.name ?? t('common.loading') })}>
        <span className={s.name}>{current?.name ?? t('common.loading')}</span>
        <ChevronDownIcon />
      </Button>
      <Menu placement="bottom start" aria-label={t('shell.teams')}>
        {(teams ?? []).map((team) => (
          <MenuItem key={team.id} id={team.id} href={teamHref(team.id)} textValue={team.name}>
            <span className={s.item}>
              <span>{team.name}</span>
              <span className={s.meta}>{team.isPersonal ? t('dashboard.personal') : t(`dashboard.roles.${team.role}`)}</span>
            </span>
          </MenuItem>
        ))}
        <Separator className={s.separator} />
        <MenuItem id="all" href={allTeamsHref}>{t('shell.allTeams')}</MenuItem>
        <MenuItem id="new" href={newTeamHref}>{t('dashboard.newTeam')}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
