export { AppShell, LocaleSwitch, ThemeSwitch, type AppShellProps, type NavItem } from './AppShell.tsx';
export { teamIdOf, teamNavItems } from './teamNav.ts';
