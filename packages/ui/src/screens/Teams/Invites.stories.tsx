import { LOCALE_TAGS } from '@waqt/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionOutcome } from '../../patterns/action.ts';
import { mockError, mockMutation, mockPending, mockQuery } from '../../mocks/index.ts';
import { Invites } from './Invites.tsx';
import { InvitesContainer } from './Invites.container.tsx';
import { phoneViewport } from '../../mocks/viewports.ts';
import { plans } from '../../fixtures/billing.ts';
import {
  NOW,
  TEAM_ID,
  endedEntitlements,
  expectLoadFailure,
  expectLoading,
  expectUpgradePrompt,
  invitesAt,
  planName,
  tr,
  trialEntitlements,
  trx,
  storyParameters,
} from '../../fixtures/teams.ts';

const ok = async (): Promise<ActionOutcome> => ({ ok: true });
const { pending, cancelled } = invitesAt(NOW);

const meta = {
  title: 'Screens/Teams/Invites',
  parameters: storyParameters,
  component: Invites,
  args: { teamId: TEAM_ID, pending, cancelled, now: NOW, timeZone: 'Asia/Riyadh', onInvite: fn(ok), onCancel: fn(ok) },
} satisfies Meta<typeof Invites>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const rtf = () => new Intl.RelativeTimeFormat(document.documentElement.lang === 'ar' ? LOCALE_TAGS.ar : LOCALE_TAGS.en, { numeric: 'auto' });

/** Pending invites say when they expire; the Cancelled tab marks expired ones. */
export const Pending: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(tr('teams.invites.expiresIn', { when: rtf().format(21, 'hour') }))).toBeInTheDocument();
    await expect(c.getByText(tr('teams.invites.expiresIn', { when: rtf().format(40, 'minute') }))).toBeInTheDocument();
    await userEvent.click(c.getByRole('tab', { name: tr('teams.invites.cancelled') }));
    const panel = within(await c.findByRole('tabpanel'));
    await expect(panel.getByText(tr('teams.invites.expired'))).toBeInTheDocument();
    await expect(panel.getByText(tr('teams.invites.statusCancelled'))).toBeInTheDocument();
  },
};

/** At 390 px (issue 22): each invite is a card with its own labels; nothing scrolls sideways, Cancel stays in reach. */
export const Phone: Story = {
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const grid = c.getByRole('grid', { name: tr('teams.invites.table') });
    await expect(grid.parentElement!.scrollWidth).toBeLessThanOrEqual(grid.parentElement!.clientWidth);
    const invite = pending[0]!;
    const card = c.getByRole('rowheader', { name: invite.email }).closest('[role="row"]') as HTMLElement;
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(card).getByText(tr('teams.invites.role'), { selector: '[aria-hidden="true"]' })).toBeVisible();
    const cancel = within(card).getByRole('button', { name: tr('teams.invites.cancelFor', { email: invite.email }) });
    await expect(cancel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Cancel asks first, then calls onCancel with the invite. */
export const CancelInvite: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: tr('teams.invites.cancelFor', { email: 'nora@example.com' }) }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: tr('teams.invites.cancel') }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith(pending[0]));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** The dialog checks the address before sending, and sends the chosen role. */
export const InviteDialogValidation: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: tr('teams.invites.invite') }));
    const dialog = within(await body().findByRole('dialog'));
    const send = dialog.getByRole('button', { name: tr('teams.invites.send') });
    await userEvent.click(send);
    await expect(dialog.getByText(tr('validation.required'))).toBeInTheDocument();
    const email = dialog.getByRole('textbox', { name: trx('teams.invites.email') });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(send);
    await expect(dialog.getByText(tr('validation.invalid_email'))).toBeInTheDocument();
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, 'Nora@Example.com');
    await userEvent.click(dialog.getByRole('radio', { name: tr('teams.roles.owner') }));
    await userEvent.click(send);
    await waitFor(() => expect(args.onInvite).toHaveBeenCalledWith({ email: 'nora@example.com', role: 'owner' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/**
 * Someone already in the team: the API says ALREADY_MEMBER and the dialog stays open with the owner's
 * message ("already a member"), not the invitee's "this invite is not valid" (issue 23).
 */
export const InviteRejected: Story = {
  args: { onInvite: fn(async () => ({ ok: false as const, error: 'ALREADY_MEMBER' as const })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: tr('teams.invites.invite') }));
    const dialog = within(await body().findByRole('dialog'));
    const email = dialog.getByRole('textbox', { name: trx('teams.invites.email') });
    await userEvent.type(email, 'omar@example.com');
    await userEvent.click(dialog.getByRole('button', { name: tr('teams.invites.send') }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(tr('errors.ALREADY_MEMBER'));
    await expect(alert).not.toHaveTextContent(tr('errors.INVITE_INVALID'));
    await expect(email).toHaveValue('omar@example.com');
  },
};

/** The plan has no members (an ended trial): the API's FEATURE_BLOCKED names the Team plan — the prompt in the dialog, which stays open. */
export const InviteFeatureBlocked: Story = {
  args: { onInvite: fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'FEATURE_BLOCKED', needs: { feature: 'members', plan: 'team' } })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: tr('teams.invites.invite') }));
    const dialog = await body().findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: trx('teams.invites.email') }), 'hind@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: tr('teams.invites.send') }));
    const alert = await within(dialog).findByRole('alert');
    await expectUpgradePrompt(alert, 'team', [tr('billing.upgrade.features.members', { plan: planName('team') })]);
    await expect(alert).not.toHaveTextContent(tr('errors.FEATURE_BLOCKED'));
  },
};
/** Known up front (billing.entitlements): no invite button, the prompt to the Team plan; pending invites can still be cancelled. */
export const PlanWithoutMembers: Story = {
  args: { membersNeeds: { feature: 'members', plan: 'team' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expectUpgradePrompt(canvasElement, 'team', [tr('billing.upgrade.features.members', { plan: planName('team') })]);
    await expect(c.queryByRole('button', { name: tr('teams.invites.invite') })).toBeNull();
    await expect(c.getByRole('button', { name: tr('teams.invites.cancelFor', { email: 'nora@example.com' }) })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { pending: [], cancelled: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(tr('teams.invites.emptyPending'))).toBeInTheDocument();
  },
};
/** Loading: the tabs show with a busy placeholder and no invite yet. */
export const Loading: Story = {
  args: { pending: undefined, cancelled: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expectLoading(canvasElement);
    await expect(c.getByRole('tab', { name: tr('teams.invites.pending') })).toBeInTheDocument();
    await expect(c.queryByText(pending[0]!.email)).toBeNull();
  },
};
/** The invites failed to load: the error and a retry; no way to invite until they load. */
export const LoadError: Story = {
  args: { pending: undefined, cancelled: undefined, loadError: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(await expectLoadFailure(canvasElement, 'teams.invites.loadError', 'UNEXPECTED'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(c.queryByRole('tab')).toBeNull();
  },
};

type ContainerStory = StoryObj<typeof InvitesContainer>;
const live = invitesAt(new Date());

/** Against the mocked API: invite, then cancel, each with its toast. */
export const Container: ContainerStory = {
  render: (args) => <InvitesContainer {...args} />,
  args: { teamId: TEAM_ID, timeZone: 'Asia/Riyadh' },
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('billing.entitlements', trialEntitlements()),
      mockQuery('billing.plans', plans),
      mockQuery('invites.list', ({ status }) => (status === 'cancelled' ? live.cancelled : live.pending)),
      mockMutation('invites.create', (input) => ({ ...live.pending[0]!, email: input.email, role: input.role ?? 'assistant' })),
      mockMutation('invites.cancel', { ok: true }),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: tr('teams.invites.invite') }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: trx('teams.invites.email') }), 'hind@example.com');
    await userEvent.click(dialog.getByRole('button', { name: tr('teams.invites.send') }));
    await expect(await body().findByText(tr('success.INVITE_SENT'))).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(await c.findByRole('button', { name: tr('teams.invites.cancelFor', { email: 'nora@example.com' }) }));
    await userEvent.click(await body().findByRole('button', { name: tr('teams.invites.cancel') }));
    await expect(await body().findByText(tr('success.INVITE_CANCELLED'))).toBeInTheDocument();
  },
};
/**
 * The entitlements (read before) still had members, but the plan changed meanwhile: the API's
 * FEATURE_BLOCKED with its needs shows the prompt in the dialog; no invite sent, no toast.
 */
export const ContainerFeatureBlocked: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('billing.entitlements', trialEntitlements()),
      mockQuery('billing.plans', plans),
      mockQuery('invites.list', []),
      mockError('invites.create', 'FEATURE_BLOCKED', 'post', { needs: { feature: 'members', plan: 'team' } }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: tr('teams.invites.invite') }));
    const dialog = await body().findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: trx('teams.invites.email') }), 'hind@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: tr('teams.invites.send') }));
    await expectUpgradePrompt(await within(dialog).findByRole('alert'), 'team', [tr('billing.upgrade.features.members', { plan: planName('team') })]);
    await expect(body().queryByText(tr('success.INVITE_SENT'))).toBeNull();
  },
};
/** The trial ended (billing.entitlements without members): the prompt up front, no invite button. */
export const ContainerPlanEnded: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.entitlements', endedEntitlements), mockQuery('billing.plans', plans), mockQuery('invites.list', []));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: tr('billing.upgrade.title') })).toBeInTheDocument();
    await expectUpgradePrompt(canvasElement, 'team', [tr('billing.upgrade.features.members', { plan: planName('team') })]);
    await expect(c.queryByRole('button', { name: tr('teams.invites.invite') })).toBeNull();
  },
};
export const ContainerError: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.entitlements', trialEntitlements()), mockQuery('billing.plans', plans), mockError('invites.list', 'UNEXPECTED'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(tr('teams.invites.loadError'))).toBeInTheDocument();
  },
};
export const ContainerLoading: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.entitlements', trialEntitlements()), mockQuery('billing.plans', plans), mockPending('invites.list'));
  },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, true);
  },
};
