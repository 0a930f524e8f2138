import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { TeamView } from '@waqt/contracts';
import { mockError, mockPending, mockQuery } from '../../mocks/index.ts';
import { TeamsHome } from './TeamsHome.tsx';
import { TeamsHomeContainer } from './TeamsHome.container.tsx';

const teams: TeamView[] = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Sara Al-Qahtani', slug: 'sara', country: 'SA', currency: 'SAR', paymentExpirationMinutes: 15, isPersonal: true, role: 'owner' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Riyadh Dental Clinic', slug: 'riyadh-dental', country: 'SA', currency: 'SAR', paymentExpirationMinutes: 15, isPersonal: false, role: 'owner' },
  { id: '33333333-3333-4333-8333-333333333333', name: 'عيادة جدة للأسنان', slug: 'jeddah-dental', country: 'SA', currency: 'SAR', paymentExpirationMinutes: 30, isPersonal: false, role: 'assistant' },
];
const hrefs = { newTeamHref: '/en/dashboard/team/new', teamHref: (id: string) => `/en/dashboard/team/${id}` };

const meta = {
  title: 'Screens/TeamsHome',
  component: TeamsHome,
  args: { teams, ...hrefs },
} satisfies Meta<typeof TeamsHome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const headings = c.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings[0]).toBe('Sara Al-Qahtani'); // personal team first
  },
};
export const OnlyPersonal: Story = { args: { teams: teams.slice(0, 1) } };
export const Loading: Story = { args: { teams: undefined } };
export const ErrorState: Story = { args: { teams: undefined, error: 'UNEXPECTED', onRetry: () => {} } };

export const ContainerFilled: Story = {
  render: () => <TeamsHomeContainer {...hrefs} />,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.list', teams));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Riyadh Dental Clinic')).toBeInTheDocument();
  },
};
export const ContainerError: Story = {
  render: () => <TeamsHomeContainer {...hrefs} />,
  beforeEach: ({ msw }) => {
    msw.use(mockError('teams.list', 'UNEXPECTED'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
export const ContainerLoading: Story = {
  render: () => <TeamsHomeContainer {...hrefs} />,
  beforeEach: ({ msw }) => {
    msw.use(mockPending('teams.list'));
  },
};
