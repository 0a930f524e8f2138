export { AppShell, LocaleSwitch, ThemeSwitch, type AppShellProps, type NavItem } from './AppShell.tsx';
