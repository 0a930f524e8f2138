import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '../icons/index.ts';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu.tsx';
import * as s from './UserMenu.css.ts';

export interface UserMenuProps {
  /** The signed-in user's name, shown on the trigger and as the avatar's initials. */
  fullName: string;
  email: string;
  dashboardHref: string;
  accountHref: string;
  onLogout: () => void;
}

/** Header menu of a signed-in user: dashboard, account, log out. */
export function UserMenu({ fullName, email, dashboardHref, accountHref, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <MenuTrigger>
      <Button className={s.trigger} aria-label={t('shell.userMenu', { name: fullName })}>
        <span className={s.avatar} aria-hidden="true">
          <UserIcon />
        </span>
        <span className={s.name}>{fullName}</span>
      </Button>
      <Menu aria-label={email} onAction={(key) => key === 'logout' && onLogout()}>
        <MenuItem id="dashboard" href={dashboardHref}>{t('shell.nav.dashboard')}</MenuItem>
        <MenuItem id="account" href={accountHref}>{t('shell.account')}</MenuItem>
        <MenuItem id="logout" tone="critical">{t('shell.logout')}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
