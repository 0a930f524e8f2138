import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isLocale } from '@waqt/contracts';
import { mockError, mockMutation, mockPending, mockQuery } from '../../mocks/index.ts';
import { formatDateTime } from '../../format/index.ts';
import { labelText } from '../../components/Field/labelText.ts';
import { InviteAccept } from './InviteAccept.tsx';
import { InviteAcceptContainer } from './InviteAccept.container.tsx';
import { RegisterContainer } from '../Auth/Auth.container.tsx';
import { INVITE_TOKEN, TEAM_ID, expectLoadFailure, expectLoading, expectPending, invitePreview, tr, storyParameters } from '../../fixtures/teams.ts';

const hrefs = {
  loginHref: `/en/?next=/en/invite/${INVITE_TOKEN}`,
  registerHref: `/en/auth/register?next=/en/invite/${INVITE_TOKEN}`,
  homeHref: '/en/dashboard',
  timeZone: 'Asia/Riyadh',
};
const pageLang = () => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');

const meta = {
  title: 'Screens/Teams/InviteAccept',
  parameters: storyParameters,
  component: InviteAccept,
  args: { preview: invitePreview, signedIn: true, onJoin: fn(), ...hrefs },
} satisfies Meta<typeof InviteAccept>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(invitePreview.email)).toBeInTheDocument();
    await expect(c.getByText(tr('teams.roles.assistant'))).toBeInTheDocument();
    // Until when it can be accepted, in the viewer's zone and language.
    const until = formatDateTime(invitePreview.expiresAt, pageLang(), 'Asia/Riyadh', { dateStyle: 'long', timeStyle: 'short' });
    await expect(c.getByText(until)).toHaveAttribute('datetime', invitePreview.expiresAt);
    await userEvent.click(c.getByRole('button', { name: tr('teams.accept.join', { team: invitePreview.teamName }) }));
    await expect(args.onJoin).toHaveBeenCalled();
  },
};

/** Signed out: log in or register first; both come back here. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: tr('teams.accept.join', { team: invitePreview.teamName }) })).toBeNull();
    await expect(c.getByRole('link', { name: tr('teams.accept.login') })).toHaveAttribute('href', hrefs.loginHref);
    await expect(c.getByRole('link', { name: tr('teams.accept.register') })).toHaveAttribute('href', hrefs.registerHref);
  },
};

/** Joining: the button is busy and cannot be pressed again. */
export const Joining: Story = {
  args: { joinState: { isPending: true } },
  play: async ({ canvasElement, args }) => {
    const join = within(canvasElement).getByRole('button', { name: new RegExp(tr('teams.accept.join', { team: invitePreview.teamName })) });
    await expectPending(join);
    await userEvent.click(join);
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** Expired (issue 36, item 8): it says so, and that the team's manager can resend it — the same link then works. */
export const Expired: Story = {
  tags: ['visual'],
  args: { preview: undefined, error: 'INVITE_EXPIRED', signedIn: false, homeHref: '/en/' },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 2, name: tr('teams.accept.expiredTitle') })).toBeInTheDocument();
    await expect(alert.getByText(tr('teams.accept.expiredBody'))).toBeInTheDocument();
    await expect(alert.queryByText(tr('errors.INVITE_INVALID'))).toBeNull();
    await expect(alert.getByRole('link', { name: tr('teams.accept.home') })).toHaveAttribute('href', '/en/');
  },
};
/** The invite expired between opening the page and joining: the same "expired" view. */
export const JoinExpired: Story = {
  args: { joinState: { error: 'INVITE_EXPIRED' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(within(c.getByRole('alert')).getByRole('heading', { name: tr('teams.accept.expiredTitle') })).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: tr('teams.accept.join', { team: invitePreview.teamName }) })).toBeNull();
  },
};

/** Used, cancelled or already a member: one message, and a way out. */
export const Invalid: Story = {
  tags: ['visual'],
  args: { preview: undefined, error: 'INVITE_INVALID', signedIn: false, homeHref: '/en/' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(tr('errors.INVITE_INVALID'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: tr('teams.accept.home') })).toHaveAttribute('href', '/en/');
  },
};
/** The invite was used or cancelled meanwhile: the join fails into the same "not valid" message, with a way out. */
export const JoinRejected: Story = {
  args: { joinState: { error: 'INVITE_INVALID' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const alert = within(c.getByRole('alert'));
    await expect(alert.getByRole('heading', { name: tr('teams.accept.invalidTitle') })).toBeInTheDocument();
    await expect(alert.getByText(tr('errors.INVITE_INVALID'))).toBeInTheDocument();
    await expect(alert.getByRole('link', { name: tr('teams.accept.dashboard') })).toHaveAttribute('href', hrefs.homeHref);
    await expect(c.queryByRole('button', { name: tr('teams.accept.join', { team: invitePreview.teamName }) })).toBeNull();
  },
};
export const Loading: Story = {
  args: { preview: undefined },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
export const LoadError: Story = {
  args: { preview: undefined, error: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await expectLoadFailure(canvasElement, 'teams.accept.loadError', 'UNEXPECTED'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

type ContainerStory = StoryObj<typeof InviteAcceptContainer>;

/** Against the mocked API: joining shows the toast and hands the team id to the app. */
export const ContainerSignedIn: ContainerStory = {
  render: (args) => <InviteAcceptContainer {...args} />,
  args: { token: INVITE_TOKEN, signedIn: true, onJoined: fn(), ...hrefs },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('invites.preview', invitePreview), mockMutation('invites.accept', { teamId: TEAM_ID }));
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: tr('teams.accept.join', { team: invitePreview.teamName }) }));
    await expect(await within(document.body).findByText(tr('success.TEAM_JOINED'))).toBeInTheDocument();
    await waitFor(() => expect(args.onJoined).toHaveBeenCalledWith(TEAM_ID));
  },
};
export const ContainerSignedOut: ContainerStory = {
  ...ContainerSignedIn,
  args: { ...ContainerSignedIn.args, signedIn: false },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('invites.preview', invitePreview));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: tr('teams.accept.login') })).toBeInTheDocument();
  },
};
/** Accepted meanwhile (or already a member): accept answers INVITE_INVALID. */
export const ContainerAlreadyUsed: ContainerStory = {
  ...ContainerSignedIn,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('invites.preview', invitePreview), mockError('invites.accept', 'INVITE_INVALID', 'post'));
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: tr('teams.accept.join', { team: invitePreview.teamName }) }));
    await expect(await c.findByText(tr('errors.INVITE_INVALID'))).toBeInTheDocument();
    await expect(args.onJoined).not.toHaveBeenCalled();
  },
};
export const ContainerInvalid: ContainerStory = {
  ...ContainerSignedIn,
  beforeEach: ({ msw }) => {
    msw.use(mockError('invites.preview', 'INVITE_INVALID'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(tr('errors.INVITE_INVALID'))).toBeInTheDocument();
  },
};
export const ContainerLoading: ContainerStory = {
  ...ContainerSignedIn,
  beforeEach: ({ msw }) => {
    msw.use(mockPending('invites.preview'));
  },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, true);
    await expect(within(canvasElement).queryByText(invitePreview.teamName)).toBeNull();
  },
};
export const ContainerExpired: ContainerStory = {
  ...ContainerSignedIn,
  beforeEach: ({ msw }) => {
    msw.use(mockError('invites.preview', 'INVITE_EXPIRED'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: tr('teams.accept.expiredTitle') })).toBeInTheDocument();
    await expect(within(canvasElement).getByText(tr('teams.accept.expiredBody'))).toBeInTheDocument();
  },
};

type RegisterStory = StoryObj<typeof RegisterContainer>;

/**
 * The invite page's "Create an account" (issue 36, item 8): sign-up opens with the invited address in
 * the email field (from invites.preview; nothing to retype), says the code goes there, and sends it.
 */
export const SignUpFromInvite: RegisterStory = {
  tags: ['visual'],
  render: (args) => <RegisterContainer {...args} />,
  args: { loginHref: hrefs.loginHref, onRegistered: fn(), inviteToken: INVITE_TOKEN },
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('invites.preview', invitePreview),
      mockMutation('auth.register', () => ({ ok: true as const, resendAt: '2026-03-01T09:01:00.000Z' })),
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const email = c.getByRole('textbox', { name: tr('auth.email') });
    await waitFor(() => expect(email).toHaveValue(invitePreview.email));
    await expect(email).toHaveAccessibleDescription(tr('auth.register.invitedEmailHelp'));
    await userEvent.type(c.getByRole('textbox', { name: tr('auth.fullName') }), 'Nora Al-Harbi');
    await userEvent.type(c.getByLabelText(labelText(tr('auth.password'))), 'nora-password-2026');
    await userEvent.click(c.getByRole('button', { name: tr('auth.register.submit') }));
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledWith(invitePreview.email, '2026-03-01T09:01:00.000Z'));
  },
};

/** The invited address may still be changed (then the hint goes); an invite that no longer works leaves the field empty. */
export const SignUpFromInviteEdited: RegisterStory = {
  ...SignUpFromInvite,
  tags: [],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const email = c.getByRole('textbox', { name: tr('auth.email') });
    await waitFor(() => expect(email).toHaveValue(invitePreview.email));
    await userEvent.clear(email);
    await userEvent.type(email, 'nora.work@example.com');
    await expect(email).toHaveValue('nora.work@example.com');
    await expect(email).not.toHaveAccessibleDescription(tr('auth.register.invitedEmailHelp'));
  },
};
export const SignUpFromExpiredInvite: RegisterStory = {
  ...SignUpFromInvite,
  tags: [],
  beforeEach: ({ msw }) => {
    msw.use(mockError('invites.preview', 'INVITE_EXPIRED'));
  },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: tr('auth.email') });
    await expect(email).toHaveValue('');
    await expect(email).toBeEnabled();
  },
};
