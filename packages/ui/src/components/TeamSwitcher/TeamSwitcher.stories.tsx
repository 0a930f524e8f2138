import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { TeamView } from '@waqt/contracts';
import { storyTr as tr } from '../../i18n/stories.ts';
import { TeamSwitcher } from './TeamSwitcher.tsx';

const teams: TeamView[] = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Sara Al-Qahtani', slug: 'sara', country: 'SA', currency: 'SAR', paymentExpirationMinutes: 15, bookerCutoffMinutes: 60, isPersonal: true, contactPhone: null, role: 'owner' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Riyadh Dental Clinic', slug: 'riyadh-dental', country: 'SA', currency: 'SAR', paymentExpirationMinutes: 15, bookerCutoffMinutes: 60, isPersonal: false, contactPhone: null, role: 'owner' },
  { id: '00000000-0000-4000-8000-000000000003', name: 'عيادة جدة للعلاج الطبيعي', slug: 'jeddah-physio', country: 'SA', currency: 'SAR', paymentExpirationMinutes: 15, bookerCutoffMinutes: 60, isPersonal: false, contactPhone: null, role: 'assistant' },
];

const meta = {
  title: 'Components/TeamSwitcher',
  component: TeamSwitcher,
  args: {
    teams,
    currentTeamId: teams[1]!.id,
    teamHref: (id: string) => `/en/dashboard/team/${id}`,
    allTeamsHref: '/en/dashboard',
    newTeamHref: '/en/dashboard/team/new',
  },
} satisfies Meta<typeof TeamSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (el: HTMLElement, name: string) => within(el).getByRole('button', { name: tr()('shell.switchTeam', { name }) });

/** Closed: the trigger names the current team and says what it does. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement, 'Riyadh Dental Clinic')).toHaveTextContent('Riyadh Dental Clinic');
    await expect(within(document.body).queryByRole('menu')).toBeNull();
  },
};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const t = tr();
    await userEvent.click(trigger(canvasElement, 'Riyadh Dental Clinic'));
    const menu = await within(document.body).findByRole('menu');
    for (const team of teams) await expect(within(menu).getByRole('menuitem', { name: new RegExp(team.name) })).toHaveAttribute('href', `/en/dashboard/team/${team.id}`);
    await expect(within(menu).getByRole('menuitem', { name: t('shell.allTeams') })).toHaveAttribute('href', '/en/dashboard');
    await expect(within(menu).getByRole('menuitem', { name: t('dashboard.newTeam') })).toHaveAttribute('href', '/en/dashboard/team/new');
    await expect(within(menu).getByRole('menuitem', { name: /Riyadh Dental Clinic/ })).toHaveAttribute('href', `/en/dashboard/team/${teams[1]!.id}`);
  },
};
/** Before the teams load, the trigger says so instead of a name. */
export const Loading: Story = {
  args: { teams: undefined },
  play: async ({ canvasElement }) => {
    const t = tr();
    await expect(trigger(canvasElement, t('common.loading'))).toHaveTextContent(t('common.loading'));
  },
};
