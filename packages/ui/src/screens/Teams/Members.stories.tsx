import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SetCalendarMemberAssignedInput } from '@waqt/contracts';
import type { ActionOutcome } from '../../patterns/action.ts';
import { errorBody, mockError, mockMutation, mockPending, mockQuery } from '../../mocks/index.ts';
import { Invites } from './Invites.tsx';
import { Members } from './Members.tsx';
import { phoneViewport } from '../../mocks/viewports.ts';
import { MembersContainer } from './Members.container.tsx';
import { plans } from '../../fixtures/billing.ts';
import { NOW, TEAM_ID, calendars, assistantTeam, deletedMembers, invitesAt, members, personalTeam, team, tr, trialEntitlements, storyParameters } from '../../fixtures/teams.ts';

/** The invites section reads the team's plan (billing.entitlements, billing.plans): the trial, which has members. */
const planMocks = () => [mockQuery('billing.entitlements', trialEntitlements()), mockQuery('billing.plans', plans)];

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
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('rowheader', { name: 'Omar Haddad' })).toBeInTheDocument();
    await userEvent.click(c.getByRole('tab', { name: tr('teams.members.deleted') }));
    await expect(await c.findByRole('rowheader', { name: 'Badr Al-Otaibi' })).toBeInTheDocument();
    await expect(c.getByRole('columnheader', { name: tr('teams.members.deletedOn') })).toBeInTheDocument();
  },
};

/**
 * On a phone each member is a card (name and actions on top, then email, role, joined, calendars as
 * label–value lines): nothing scrolls sideways, and it is still the same grid for screen readers.
 */
export const Phone: Story = {
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  args: { calendars },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const grid = c.getByRole('grid', { name: tr('teams.members.table') });
    const frame = grid.parentElement!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    // The column names are hidden from sight only; each card shows its own labels.
    await expect(c.getByRole('columnheader', { name: tr('teams.members.email') }).closest('thead')!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const name = c.getByRole('rowheader', { name: 'Omar Haddad' });
    const card = name.closest('[role="row"]') as HTMLElement;
    const cardBox = card.getBoundingClientRect();
    await expect(cardBox.right).toBeLessThanOrEqual(window.innerWidth);
    const emailLabel = within(card).getByText(tr('teams.members.email'), { selector: '[aria-hidden="true"]' });
    await expect(emailLabel).toBeVisible();
    const email = within(card).getByText(members[1]!.email);
    await expect(Math.abs(emailLabel.getBoundingClientRect().top - email.getBoundingClientRect().top)).toBeLessThan(emailLabel.getBoundingClientRect().height);
    await expect(email.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.getBoundingClientRect().bottom - 1);
    await expect(within(card).getByText(tr('teams.members.calendars'), { selector: '[aria-hidden="true"]' })).toBeVisible();
    // The actions button in the card's top corner, on the name's line, and it still works.
    const more = within(card).getByRole('button', { name: tr('teams.members.actionsFor', { name: 'Omar Haddad' }) });
    await expect(more.getBoundingClientRect().top).toBeLessThan(name.getBoundingClientRect().bottom);
    await userEvent.click(more);
    await userEvent.click(await body().findByRole('menuitem', { name: tr('teams.members.makeOwner') }));
    await waitFor(() => expect(args.onChangeRole).toHaveBeenCalledWith(members[1], 'owner'));
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

/** Owners choose which calendars an assistant sees: one tick is one call, for that calendar only. */
export const AssignCalendars: Story = {
  tags: ['visual'],
  args: { calendars, onSetCalendarAssigned: fn(ok) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('row', { name: /Omar Haddad/ })).toHaveTextContent('Dr Sara');
    await openActions(c, 'Omar Haddad');
    await userEvent.click(await body().findByRole('menuitem', { name: tr('teams.members.chooseCalendars') }));
    const dialog = within(await body().findByRole('dialog', { name: tr('teams.members.calendarsTitle', { name: 'Omar Haddad' }) }));
    const group = within(dialog.getByRole('group', { name: tr('teams.members.calendars') }));
    await expect(group.getByRole('checkbox', { name: 'Dr Sara' })).toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'غرفة الأشعة' })).not.toBeChecked();
    await userEvent.click(group.getByRole('checkbox', { name: 'غرفة الأشعة' }));
    await expect(args.onSetCalendarAssigned).toHaveBeenCalledTimes(1);
    await expect(args.onSetCalendarAssigned).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Omar Haddad' }), calendars[1]!.id, true);
    await userEvent.click(dialog.getByRole('button', { name: tr('common.done') }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Unticking removes only that calendar. */
export const UnassignCalendar: Story = {
  args: { calendars, onSetCalendarAssigned: fn(ok) },
  play: async ({ canvasElement, args }) => {
    await openActions(within(canvasElement), 'Omar Haddad');
    await userEvent.click(await body().findByRole('menuitem', { name: tr('teams.members.chooseCalendars') }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Dr Sara' }));
    await expect(args.onSetCalendarAssigned).toHaveBeenCalledTimes(1);
    await expect(args.onSetCalendarAssigned).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Omar Haddad' }), calendars[0]!.id, false);
  },
};

/** Owners, while the calendars load: the column says so and there is nothing to choose yet. */
export const CalendarsLoading: Story = {
  args: { calendars: undefined, calendarsLoading: true, onSetCalendarAssigned: fn(ok) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('columnheader', { name: tr('teams.members.calendars') })).toBeInTheDocument();
    await expect(c.getByRole('row', { name: /Omar Haddad/ })).toHaveTextContent(tr('common.loading'));
    await openActions(c, 'Omar Haddad');
    await expect(await body().findByRole('menuitem', { name: tr('teams.members.makeOwner') })).toBeInTheDocument();
    await expect(body().queryByRole('menuitem', { name: tr('teams.members.chooseCalendars') })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** Owners, when the calendars fail to load: the error with a retry; the members stay usable. */
export const CalendarsError: Story = {
  args: { calendars: undefined, calendarsError: 'UNEXPECTED', onRetryCalendars: fn(), onSetCalendarAssigned: fn(ok) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const alert = c.getByRole('alert');
    await expect(alert).toHaveTextContent(tr('errors.UNEXPECTED'));
    await userEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    await expect(args.onRetryCalendars).toHaveBeenCalledTimes(1);
    await expect(c.getByRole('rowheader', { name: 'Omar Haddad' })).toBeInTheDocument();
    await expect(c.queryByRole('columnheader', { name: tr('teams.members.calendars') })).toBeNull();
  },
};

/** The last owner cannot step down: the API's LAST_OWNER shows translated. */
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
    invites: <Invites teamId={TEAM_ID} {...invitesAt(NOW)} calendars={calendars} now={NOW} timeZone="Asia/Riyadh" onInvite={fn(ok)} onResend={fn(ok)} onCancel={fn(ok)} onCopy={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: tr('teams.members.title') })).toBeInTheDocument();
    await expect(c.getByRole('rowheader', { name: 'Omar Haddad' })).toBeInTheDocument();
    await expect(c.getByRole('heading', { level: 2, name: tr('teams.invites.title') })).toBeInTheDocument();
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
export const EmptyActive: Story = {
  args: { active: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: tr('teams.members.emptyActive') })).toBeInTheDocument();
    await expect(c.getByText(tr('teams.members.emptyActiveBody'))).toBeInTheDocument();
    await expect(c.queryByRole('grid', { name: tr('teams.members.table') })).toBeNull();
  },
};

export const Personal: Story = {
  args: { team: personalTeam },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(tr('errors.PERSONAL_TEAM'))).toBeInTheDocument();
  },
};
/** Nothing known yet: a busy placeholder, no table and no tabs. */
export const Loading: Story = {
  args: { team: undefined, active: undefined, deleted: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: tr('common.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(c.queryByRole('tab')).toBeNull();
    await expect(c.queryByRole('grid')).toBeNull();
  },
};
/** The team is known, the list is not: tabs show, the list is a busy placeholder. */
export const LoadingList: Story = {
  args: { active: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: tr('teams.members.active') })).toBeInTheDocument();
    await expect(c.getByRole('status', { name: tr('common.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(c.queryByRole('rowheader', { name: 'Omar Haddad' })).toBeNull();
  },
};
export const LoadError: Story = {
  args: { team: undefined, active: undefined, deleted: undefined, loadError: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: tr('teams.members.loadError') })).toBeInTheDocument();
    await expect(alert).toHaveTextContent(tr('errors.UNEXPECTED'));
    await userEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
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
      mockQuery('members.list', ({ status }) => (status === 'deleted' ? deletedMembers : members)),
      mockMutation('members.changeRole', { ok: true }),
      mockMutation('members.remove', { ok: true }),
      ...planMocks(),
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
      mockQuery('members.list', ({ status }) => (status === 'deleted' ? [] : members)),
      mockError('members.changeRole', 'LAST_OWNER', 'post'),
      ...planMocks(),
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
    msw.use(mockQuery('teams.byId', team), mockQuery('calendars.list', calendars), mockError('members.list', 'UNEXPECTED'), ...planMocks(), mockQuery('invites.list', []));
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
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('status', { name: tr('common.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(c.queryByRole('tab')).toBeNull();
  },
};

/**
 * What the API receives when an owner ticks one calendar: held until the play releases it, so the
 * optimistic tick can be seen before the answer.
 */
let assignment: { calls: SetCalendarMemberAssignedInput[]; replaceAllCalls: number; release: () => void };
function assignmentHandlers(answer: 'ok' | 'FORBIDDEN') {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  assignment = { calls: [], replaceAllCalls: 0, release };
  return [
    http.post('*/trpc/calendars.setMemberAssigned', async ({ request }) => {
      const input = (await request.json()) as SetCalendarMemberAssignedInput;
      assignment.calls.push(input);
      await gate;
      if (answer !== 'ok') return HttpResponse.json(errorBody('calendars.setMemberAssigned', answer), { status: 403 });
      const calendar = calendars.find((c) => c.id === input.calendarId)!;
      return HttpResponse.json({ result: { data: { ...calendar, memberIds: [...calendar.memberIds, input.memberId] } } });
    }),
    http.post('*/trpc/calendars.setMembers', () => {
      assignment.replaceAllCalls += 1;
      return HttpResponse.json({ result: { data: calendars[0] } });
    }),
  ];
}
/** The members page with two calendars, Omar assigned to one, and the assignment call answering `outcome`. */
const assignmentScene = (outcome: Parameters<typeof assignmentHandlers>[0]) => [
  mockQuery('teams.byId', team),
  mockQuery('calendars.list', calendars),
  mockQuery('members.list', ({ status }) => (status === 'deleted' ? [] : members)),
  ...planMocks(),
  mockQuery('invites.list', []),
  ...assignmentHandlers(outcome),
];
const openCalendarsOf = async (c: ReturnType<typeof within>, name: string) => {
  // The calendars have loaded once Omar's row lists his.
  await waitFor(() => expect(c.getByRole('row', { name: /Omar Haddad/ })).toHaveTextContent('Dr Sara'));
  await openActions(c, name);
  await userEvent.click(await body().findByRole('menuitem', { name: tr('teams.members.chooseCalendars') }));
  return within(await body().findByRole('dialog', { name: tr('teams.members.calendarsTitle', { name }) }));
};

/** Ticking one calendar sends exactly one `calendars.setMemberAssigned` for it — no replace-all calls. */
export const ContainerAssignCalendar: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(...assignmentScene('ok'));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const dialog = await openCalendarsOf(c, 'Omar Haddad');
    const xray = dialog.getByRole('checkbox', { name: 'غرفة الأشعة' });
    await userEvent.click(xray);
    // Optimistic: ticked (and listed in the table) before the API has answered.
    await waitFor(() => expect(assignment.calls).toHaveLength(1));
    await waitFor(() => expect(xray).toBeChecked());
    await waitFor(() => expect(c.getByRole('row', { name: /Omar Haddad/ })).toHaveTextContent('غرفة الأشعة'));
    assignment.release();
    await userEvent.click(dialog.getByRole('button', { name: tr('common.done') }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(assignment.calls).toEqual([{ teamId: TEAM_ID, calendarId: calendars[1]!.id, memberId: members[1]!.id, assigned: true }]);
    await expect(assignment.replaceAllCalls).toBe(0);
  },
};

/** When the API refuses, the tick flips back and an error toast says why. */
export const ContainerAssignFails: ContainerStory = {
  ...ContainerAssignCalendar,
  beforeEach: ({ msw }) => {
    msw.use(...assignmentScene('FORBIDDEN'));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const dialog = await openCalendarsOf(c, 'Omar Haddad');
    const xray = dialog.getByRole('checkbox', { name: 'غرفة الأشعة' });
    await userEvent.click(xray);
    await waitFor(() => expect(assignment.calls).toHaveLength(1));
    await waitFor(() => expect(xray).toBeChecked());
    assignment.release();
    await waitFor(() => expect(xray).not.toBeChecked());
    await expect(await body().findByText(tr('teams.members.calendarsFailed'))).toBeInTheDocument();
    await expect(body().getByText(tr('errors.FORBIDDEN'))).toBeInTheDocument();
    await expect(dialog.getByRole('checkbox', { name: 'Dr Sara' })).toBeChecked();
    await expect(assignment.calls).toHaveLength(1);
  },
};
