/** The header's menus for a signed-in user: a lazy chunk of their own (see AppLayout.tsx). */
export { TeamSwitcher, UserMenu } from '@waqt/ui';
