import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { TeamView } from '@waqt/contracts';
import { TeamSwitcher } from './TeamSwitcher.tsx';

const teams: TeamView[] = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Sara Al-Qahtani', slug: 'sara', country: 'SA', currency: 'SAR', paymentExpirationMinutes: 15, isPersonal: true, role: 'owner' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Riyadh Dental Clinic', slug: 'riyadh-dental', country: 'SA', currency: 'SAR', paymentExpirationMinutes: 15, isPersonal: false, role: 'owner' },
  { id: '00000000-0000-4000-8000-000000000003', name: 'عيادة جدة للعلاج الطبيعي', slug: 'jeddah-physio', country: 'SA', currency: 'SAR', paymentExpirationMinutes: 15, isPersonal: false, role: 'assistant' },
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

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(within(menu).getByRole('menuitem', { name: /Riyadh Dental Clinic/ })).toHaveAttribute('href', `/en/dashboard/team/${teams[1]!.id}`);
  },
};
export const Loading: Story = { args: { teams: undefined } };
