import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
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
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21a8 8 0 0 1 16 0" />
          </svg>
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
