import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionOutcome } from './shared.tsx';
import { mockError, mockMutation, mockPending, mockQuery } from '../../mocks/index.ts';
import { Invites } from './Invites.tsx';
import { Members } from './Members.tsx';
import { MembersContainer } from './Members.container.tsx';
import { NOW, TEAM_ID, calendars, assistantTeam, deletedMembers, invitesAt, members, personalTeam, team, tr, storyParameters } from './Teams.fixtures.ts';

const ok = async (): Promise<ActionOutcome> => ({ ok: true });

const meta = {
  title: 'Screens/Teams/Members',
  parameters: storyParameters,
  component: Members,
  args: {
    team,
    active: members,
    deleted: deletedMembers,
    onChangeRole: fn(ok),
    onRemove: fn(ok),
    newTeamHref: '/en/dashboard/team/new',
    timeZone: 'Asia/Riyadh',
  },
} satisfies Meta<typeof Members>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const openActions = async (c: ReturnType<typeof within>, name: string) => {
  await userEvent.click(c.getByRole('button', { name: tr('teams.members.actionsFor', { name }) }));
};

/** Owners: the Deleted tab shows when each member was deleted. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('rowheader', { name: 'Omar Haddad' })).toBeInTheDocument();
    await userEvent.click(c.getByRole('tab', { name: tr('teams.members.deleted') }));
    await expect(await c.findByRole('rowheader', { name: 'Badr Al-Otaibi' })).toBeInTheDocument();
    await expect(c.getByRole('columnheader', { name: tr('teams.members.deletedOn') })).toBeInTheDocument();
  },
};

/** Delete asks first, then calls onRemove with the member. */
export const DeleteMember: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await openActions(c, 'Omar Haddad');
    await userEvent.click(await body().findByRole('menuitem', { name: tr('teams.members.remove') }));
    const dialog = await body().findByRole('alertdialog');
    await expect(within(dialog).getByText(tr('teams.members.removeBody', { name: 'Omar Haddad' }))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: tr('teams.members.removeConfirm') }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(members[1]));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const MakeOwner: Story = {
  play: async ({ canvasElement, args }) => {
    await openActions(within(canvasElement), 'Omar Haddad');
    await userEvent.click(await body().findByRole('menuitem', { name: tr('teams.members.makeOwner') }));
    await waitFor(() => expect(args.onChangeRole).toHaveBeenCalledWith(members[1], 'owner'));
  },
};

/** The last owner cannot step down: the API's LAST_OWNER shows translated. */
/** Owners choose which calendars an assistant sees; the table says who sees what. */
export const AssignCalendars: Story = {
  args: { calendars, onSetCalendars: fn(ok) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('row', { name: /Omar Haddad/ })).toHaveTextContent('Dr Sara');
    await openActions(c, 'Omar Haddad');
    await userEvent.click(await body().findByRole('menuitem', { name: tr('teams.members.chooseCalendars') }));
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('checkbox', { name: 'Dr Sara' })).toBeChecked();
    await userEvent.click(within(dialog).getByText('غرفة الأشعة'));
    await userEvent.click(within(dialog).getByRole('button', { name: tr('common.save') }));
    await waitFor(() => expect(args.onSetCalendars).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Omar Haddad' }), [calendars[0]!.id, calendars[1]!.id]));
  },
};

export const LastOwner: Story = {
  args: { onChangeRole: fn(async () => ({ ok: false as const, error: 'LAST_OWNER' as const })) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await openActions(c, 'Sara Al-Qahtani');
    await userEvent.click(await body().findByRole('menuitem', { name: tr('teams.members.makeAssistant') }));
    await expect(await c.findByRole('alert')).toHaveTextContent(tr('errors.LAST_OWNER'));
  },
};

/** Assistants see the list without actions, and no invites. */
export const AssistantView: Story = {
  args: { team: assistantTeam, invites: <p>invites</p> },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('rowheader', { name: 'Omar Haddad' })).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: tr('teams.members.actionsFor', { name: 'Omar Haddad' }) })).toBeNull();
    await expect(c.queryByText('invites')).toBeNull();
  },
};

/** The whole page as owners see it: members above, invites below. */
export const WithInvites: Story = {
  args: {
    invites: <Invites {...invitesAt(NOW)} now={NOW} timeZone="Asia/Riyadh" onInvite={fn(ok)} onCancel={fn(ok)} />,
  },
};

export const EmptyDeleted: Story = {
  args: { deleted: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: tr('teams.members.deleted') }));
    await expect(await c.findByText(tr('teams.members.emptyDeleted'))).toBeInTheDocument();
  },
};
export const EmptyActive: Story = { args: { active: [] } };

export const Personal: Story = {
  args: { team: personalTeam },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(tr('errors.PERSONAL_TEAM'))).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { team: undefined, active: undefined, deleted: undefined } };
export const LoadingList: Story = { args: { active: undefined } };
export const LoadError: Story = {
  args: { team: undefined, active: undefined, deleted: undefined, loadError: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: tr('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

type ContainerStory = StoryObj<typeof MembersContainer>;
const live = invitesAt(new Date());

/** Against the mocked API: deleting a member confirms, calls members.remove and shows the toast. */
export const Container: ContainerStory = {
  render: (args) => <MembersContainer {...args} />,
  args: { teamId: TEAM_ID, newTeamHref: '/en/dashboard/team/new', timeZone: 'Asia/Riyadh' },
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('calendars.list', calendars),
      mockMutation('calendars.setMembers', (input) => ({ ...calendars[0]!, memberIds: input.memberIds })),
      mockQuery('members.list', ({ status }) => (status === 'deleted' ? deletedMembers : members)),
      mockMutation('members.changeRole', { ok: true }),
      mockMutation('members.remove', { ok: true }),
      mockQuery('invites.list', ({ status }) => (status === 'cancelled' ? live.cancelled : live.pending)),
      mockMutation('invites.create', (input) => ({ ...live.pending[0]!, email: input.email, role: input.role ?? 'assistant' })),
      mockMutation('invites.cancel', { ok: true }),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('rowheader', { name: 'Omar Haddad' });
    await expect(await c.findByRole('heading', { level: 2, name: tr('teams.invites.title') })).toBeInTheDocument();
    await openActions(c, 'Omar Haddad');
    await userEvent.click(await body().findByRole('menuitem', { name: tr('teams.members.remove') }));
    await userEvent.click(await body().findByRole('button', { name: tr('teams.members.removeConfirm') }));
    await expect(await body().findByText(tr('success.MEMBER_DELETED'))).toBeInTheDocument();
  },
};

export const ContainerLastOwner: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('calendars.list', calendars),
      mockMutation('calendars.setMembers', (input) => ({ ...calendars[0]!, memberIds: input.memberIds })),
      mockQuery('members.list', ({ status }) => (status === 'deleted' ? [] : members)),
      mockError('members.changeRole', 'LAST_OWNER', 'post'),
      mockQuery('invites.list', []),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('rowheader', { name: 'Sara Al-Qahtani' });
    await openActions(c, 'Sara Al-Qahtani');
    await userEvent.click(await body().findByRole('menuitem', { name: tr('teams.members.makeAssistant') }));
    await expect(await c.findByText(tr('errors.LAST_OWNER'))).toBeInTheDocument();
  },
};

/** Assistants: the list without actions; invites are not asked for. */
export const ContainerAssistant: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', assistantTeam), mockQuery('members.list', ({ status }) => (status === 'deleted' ? deletedMembers : members)));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('rowheader', { name: 'Omar Haddad' });
    await expect(c.queryByRole('heading', { name: tr('teams.invites.title') })).toBeNull();
  },
};

export const ContainerPersonal: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', personalTeam));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(tr('errors.PERSONAL_TEAM'))).toBeInTheDocument();
  },
};

export const ContainerError: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', team), mockQuery('calendars.list', calendars), mockError('members.list', 'UNEXPECTED'), mockQuery('invites.list', []));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(tr('teams.members.loadError'))).toBeInTheDocument();
  },
};

export const ContainerLoading: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockPending('teams.byId'));
  },
  play: undefined,
};
