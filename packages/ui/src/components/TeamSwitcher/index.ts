export { TeamSwitcher, type TeamSwitcherProps } from './TeamSwitcher.tsx';
