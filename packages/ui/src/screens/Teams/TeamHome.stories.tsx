import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockError, mockPending, mockQuery } from '../../mocks/index.ts';
import { TeamHome } from './TeamHome.tsx';
import { TeamHomeContainer } from './TeamHome.container.tsx';
import { TEAM_ID, assistantTeam, calendars, personalTeam, team, tr, storyParameters } from './Teams.fixtures.ts';

const base = `/en/dashboard/team/${TEAM_ID}`;
const links = {
  calendarNewHref: `${base}/calendars/new`,
  membersHref: `${base}/members`,
  settingsHref: `${base}/settings`,
  billingHref: `${base}/billing`,
  newTeamHref: '/en/dashboard/team/new',
};

const meta = {
  title: 'Screens/Teams/TeamHome',
  parameters: storyParameters,
  component: TeamHome,
  args: { team, ...links },
} satisfies Meta<typeof TeamHome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner of a business team: counts not built yet show "—", with a way to create a calendar. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: team.name })).toBeInTheDocument();
    await expect(c.getByText(tr('teams.roles.owner'))).toBeInTheDocument();
    await expect(c.getByText('waqt.app/riyadh-dental')).toBeInTheDocument();
    await expect(c.getByRole('link', { name: tr('teams.home.createCalendar') })).toHaveAttribute('href', links.calendarNewHref);
    await expect(c.getByText(tr('teams.home.planNone'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: new RegExp(tr('teams.home.settings')) })).toHaveAttribute('href', links.settingsHref);
    await expect(c.getByRole('link', { name: new RegExp(tr('teams.home.members')) })).toHaveAttribute('href', links.membersHref);
  },
};

export const WithCounts: Story = { args: { calendarsCount: 3, upcomingBookingsCount: 12 } };
export const WithCalendars: Story = { args: { calendars, calendarHref: (id: string) => `/en/dashboard/team/${TEAM_ID}/calendars/${id}` } };
export const AssistantWithoutCalendars: Story = { args: { team: assistantTeam, calendars: [] } };

/** Assistants see no settings link and cannot create calendars. */
export const Assistant: Story = {
  args: { team: assistantTeam },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(tr('teams.roles.assistant'))).toBeInTheDocument();
    await expect(c.queryByRole('link', { name: new RegExp(tr('teams.home.settings')) })).toBeNull();
    await expect(c.queryByRole('link', { name: tr('teams.home.createCalendar') })).toBeNull();
  },
};

/** The personal team: free plan, and an upgrade prompt instead of members. */
export const Personal: Story = {
  args: { team: personalTeam },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(tr('teams.home.planPersonal'))).toBeInTheDocument();
    await expect(c.getByText(tr('errors.PERSONAL_TEAM'))).toBeInTheDocument();
    await expect(c.queryByRole('link', { name: new RegExp(tr('teams.home.members')) })).toBeNull();
  },
};

export const Loading: Story = { args: { team: undefined } };
export const ErrorState: Story = { args: { team: undefined, error: 'UNEXPECTED', onRetry: () => {} } };

type ContainerStory = StoryObj<typeof TeamHomeContainer>;
export const Container: ContainerStory = {
  render: (args) => <TeamHomeContainer {...args} />,
  args: { teamId: TEAM_ID, ...links },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', team), mockQuery('calendars.list', calendars));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: team.name })).toBeInTheDocument();
  },
};
export const ContainerNotFound: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockError('teams.byId', 'NOT_FOUND'), mockError('calendars.list', 'NOT_FOUND'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(tr('errors.NOT_FOUND'))).toBeInTheDocument();
  },
};
export const ContainerLoading: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockPending('teams.byId'), mockPending('calendars.list'));
  },
  play: undefined,
};
