import { isLocale, LOCALE_TAGS, type InviteView } from '@waqt/contracts';
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
  calendars,
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
const [nora, khalid] = pending as [InviteView, InviteView, InviteView];
const [sara, xray] = calendars;

const meta = {
  title: 'Screens/Teams/Invites',
  parameters: storyParameters,
  component: Invites,
  args: {
    teamId: TEAM_ID,
    pending,
    cancelled,
    calendars,
    now: NOW,
    timeZone: 'Asia/Riyadh',
    onInvite: fn(ok),
    onResend: fn(ok),
    onCancel: fn(ok),
    onCopy: fn(async (_text: string) => undefined),
  },
} satisfies Meta<typeof Invites>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const pageLang = () => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
const rtf = () => new Intl.RelativeTimeFormat(LOCALE_TAGS[pageLang()], { numeric: 'auto' });
const list = (names: string[]) => new Intl.ListFormat(LOCALE_TAGS[pageLang()], { type: 'conjunction' }).format(names.map((n) => `\u2068${n}\u2069`));
/** An invite's row, by its address. */
const rowOf = (el: HTMLElement, email: string) => within(within(el).getByRole('rowheader', { name: new RegExp(email) }).closest('[role="row"]') as HTMLElement);
/** Opens an invite's actions menu. */
async function openActions(el: HTMLElement, email: string) {
  await userEvent.click(within(el).getByRole('button', { name: tr('teams.invites.actionsFor', { email }) }));
  return within(await body().findByRole('menu'));
}
async function openDialog(el: HTMLElement) {
  await userEvent.click(within(el).getByRole('button', { name: tr('teams.invites.invite') }));
  return within(await body().findByRole('dialog'));
}

/**
 * Pending invites (issue 36, item 8): each with its language, an assistant's calendars, when it expires
 * (days, hours, minutes), its link to copy and its actions (resend, cancel).
 */
export const Pending: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(tr('teams.invites.expiresIn', { when: rtf().format(7, 'day') }))).toBeInTheDocument();
    await expect(c.getByText(tr('teams.invites.expiresIn', { when: rtf().format(21, 'hour') }))).toBeInTheDocument();
    await expect(c.getByText(tr('teams.invites.expiresIn', { when: rtf().format(40, 'minute') }))).toBeInTheDocument();
    const noraRow = rowOf(canvasElement, nora.email);
    await expect(noraRow.getByText(tr('teams.invites.calendarsOf', { list: list([sara!.name, xray!.name]) }))).toBeInTheDocument();
    await expect(noraRow.getByText(tr('shell.localeName.ar'))).toHaveAttribute('lang', 'ar');
    await expect(rowOf(canvasElement, 'hind@example.com').getByText(tr('teams.invites.noCalendars'))).toBeInTheDocument();
    // An owner is given no calendars: the line is left out.
    await expect(rowOf(canvasElement, khalid.email).queryByText(tr('teams.invites.noCalendars'))).toBeNull();
    for (const inv of pending) {
      await expect(c.getByRole('button', { name: tr('payments.copy.copyOf', { what: tr('teams.invites.linkFor', { email: inv.email }) }) })).toBeInTheDocument();
      await expect(c.getByRole('button', { name: tr('teams.invites.actionsFor', { email: inv.email }) })).toBeInTheDocument();
    }
  },
};

/** The Cancelled tab: cancelled and expired invites, without links; only an expired one has an action (resend). */
export const CancelledAndExpired: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: tr('teams.invites.cancelled') }));
    const panel = within(await c.findByRole('tabpanel'));
    await expect(panel.getByText(tr('teams.invites.expired'))).toBeInTheDocument();
    await expect(panel.getByText(tr('teams.invites.statusCancelled'))).toBeInTheDocument();
    // Only the expired one has actions, the cancelled one none; neither has a link.
    await expect(panel.getByRole('button', { name: tr('teams.invites.actionsFor', { email: 'reem@example.com' }) })).toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: tr('teams.invites.actionsFor', { email: 'faisal@example.com' }) })).toBeNull();
    await expect(panel.queryByRole('button', { name: new RegExp(tr('payments.copy.copy')) })).toBeNull();
  },
};

/** At 390 px (issue 22): each invite is a card with its own labels; nothing scrolls sideways, the link and the actions stay in reach. */
export const Phone: Story = {
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const grid = c.getByRole('grid', { name: tr('teams.invites.table') });
    await expect(grid.parentElement!.scrollWidth).toBeLessThanOrEqual(grid.parentElement!.clientWidth);
    const card = c.getByRole('rowheader', { name: new RegExp(nora.email) }).closest('[role="row"]') as HTMLElement;
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(card).getByText(tr('teams.invites.role'), { selector: '[aria-hidden="true"]' })).toBeVisible();
    for (const button of [
      within(card).getByRole('button', { name: tr('teams.invites.actionsFor', { email: nora.email }) }),
      within(card).getByRole('button', { name: tr('payments.copy.copyOf', { what: tr('teams.invites.linkFor', { email: nora.email }) }) }),
    ]) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(button.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    }
  },
};

/** Copy: the pending invite's link goes to the clipboard, and "Copied" is said politely. */
export const CopyLink: Story = {
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement, nora.email);
    await userEvent.click(row.getByRole('button', { name: tr('payments.copy.copyOf', { what: tr('teams.invites.linkFor', { email: nora.email }) }) }));
    await expect(args.onCopy).toHaveBeenCalledWith(nora.link);
    await expect(await row.findByRole('status')).toHaveTextContent(tr('payments.copy.copied'));
  },
};

/** Resend from the row's actions (keyboard: Enter opens the menu, arrows move, Enter chooses). */
export const Resend: Story = {
  play: async ({ canvasElement, args }) => {
    const actions = within(canvasElement).getByRole('button', { name: tr('teams.invites.actionsFor', { email: khalid.email }) });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: tr('teams.invites.resend') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onResend).toHaveBeenCalledWith(khalid));
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Sent a moment ago (or too often today): INVITE_RESEND_LIMITED says so above the lists. */
export const ResendLimited: Story = {
  args: { onResend: fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'INVITE_RESEND_LIMITED' })) },
  play: async ({ canvasElement }) => {
    const menu = await openActions(canvasElement, nora.email);
    await userEvent.click(menu.getByRole('menuitem', { name: tr('teams.invites.resend') }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(tr('errors.INVITE_RESEND_LIMITED'));
  },
};

/** An expired invite (Cancelled tab) can be resent — valid again with the same link — but not cancelled. */
export const ResendExpired: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: tr('teams.invites.cancelled') }));
    const menu = await openActions(canvasElement, 'reem@example.com');
    await expect(menu.queryByRole('menuitem', { name: tr('teams.invites.cancel') })).toBeNull();
    await userEvent.click(menu.getByRole('menuitem', { name: tr('teams.invites.resend') }));
    await waitFor(() => expect(args.onResend).toHaveBeenCalledWith(cancelled[1]));
  },
};

/** Cancel asks first, then calls onCancel with the invite. */
export const CancelInvite: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await openActions(canvasElement, nora.email);
    await userEvent.click(menu.getByRole('menuitem', { name: tr('teams.invites.cancel') }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: tr('teams.invites.cancel') }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith(nora));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * The dialog (issue 36, item 8): an assistant's calendars to tick and the invitee's language, which
 * starts as the inviter's own (the page's). The picture is of the dialog open, choices made.
 */
export const InviteDialogChoices: Story = {
  tags: ['visual', 'overlay-open'],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('radio', { name: tr(`shell.localeName.${pageLang()}`) })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: tr('teams.roles.assistant') })).toBeChecked();
    const group = dialog.getByRole('group', { name: tr('teams.invites.calendars') });
    await expect(group).toHaveAccessibleDescription(tr('teams.invites.calendarsHelp'));
    await userEvent.type(dialog.getByRole('textbox', { name: trx('teams.invites.email') }), 'layla@example.com');
    await userEvent.click(within(group).getByRole('checkbox', { name: sara!.name }));
    await expect(within(group).getByRole('checkbox', { name: sara!.name })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: xray!.name })).not.toBeChecked();
    const other = pageLang() === 'en' ? 'ar' : 'en';
    await userEvent.click(dialog.getByRole('radio', { name: tr(`shell.localeName.${other}`) }));
    await expect(dialog.getByRole('radio', { name: tr(`shell.localeName.${other}`) })).toBeChecked();
  },
};

/** The dialog checks the address before sending, then sends the role, language and calendars chosen. */
export const InviteDialogValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
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
    await userEvent.click(dialog.getByRole('checkbox', { name: xray!.name }));
    await userEvent.click(dialog.getByRole('radio', { name: tr('shell.localeName.ar') }));
    await userEvent.click(send);
    await waitFor(() => expect(args.onInvite).toHaveBeenCalledWith({ email: 'nora@example.com', role: 'assistant', locale: 'ar', calendarIds: [xray!.id] }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** An owner sees every calendar: no boxes, a line saying so, and no calendars sent even if some were ticked first. */
export const InviteDialogOwner: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: trx('teams.invites.email') }), 'khalid@example.com');
    await userEvent.click(dialog.getByRole('checkbox', { name: sara!.name }));
    await userEvent.click(dialog.getByRole('radio', { name: tr('teams.roles.owner') }));
    await expect(dialog.queryByRole('group', { name: tr('teams.invites.calendars') })).toBeNull();
    await expect(dialog.getByText(tr('teams.invites.ownerSeesAll'))).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: tr('shell.localeName.en') }));
    await userEvent.click(dialog.getByRole('button', { name: tr('teams.invites.send') }));
    await waitFor(() => expect(args.onInvite).toHaveBeenCalledWith({ email: 'khalid@example.com', role: 'owner', locale: 'en', calendarIds: [] }));
  },
};

/** The calendars are still loading: a busy placeholder in their place; the invite can be sent meanwhile. */
export const InviteDialogCalendarsLoading: Story = {
  args: { calendars: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText(tr('teams.invites.calendars'))).toBeInTheDocument();
    await expect(dialog.getByRole('status', { name: tr('common.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.queryByRole('checkbox')).toBeNull();
  },
};

/** A team without calendars: said so; calendars are assigned after joining. */
export const InviteDialogNoCalendars: Story = {
  args: { calendars: [] },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText(tr('teams.invites.calendarsNone'))).toBeInTheDocument();
    await expect(dialog.queryByRole('checkbox')).toBeNull();
  },
};

/** The calendars failed to load: the error and a retry in the dialog; the invite can still go without them. */
export const InviteDialogCalendarsError: Story = {
  args: { calendars: undefined, calendarsError: 'UNEXPECTED', onRetryCalendars: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const alert = within(dialog.getByRole('alert'));
    await expect(alert.getByText(new RegExp(tr('teams.invites.calendarsLoadError').replace('.', '\\.')))).toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: tr('common.retry') }));
    await expect(args.onRetryCalendars).toHaveBeenCalledTimes(1);
    await userEvent.type(dialog.getByRole('textbox', { name: trx('teams.invites.email') }), 'omar@example.com');
    await userEvent.click(dialog.getByRole('button', { name: tr('teams.invites.send') }));
    await waitFor(() => expect(args.onInvite).toHaveBeenCalledWith(expect.objectContaining({ email: 'omar@example.com', calendarIds: [] })));
  },
};

/** A chosen calendar was deleted while the dialog was open: INVITE_CALENDAR_NOT_FOUND, the dialog stays to choose again. */
export const InviteCalendarGone: Story = {
  args: { onInvite: fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'INVITE_CALENDAR_NOT_FOUND' })) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: trx('teams.invites.email') }), 'omar@example.com');
    await userEvent.click(dialog.getByRole('checkbox', { name: sara!.name }));
    await userEvent.click(dialog.getByRole('button', { name: tr('teams.invites.send') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(tr('errors.INVITE_CALENDAR_NOT_FOUND'));
    await expect(dialog.getByRole('checkbox', { name: sara!.name })).toBeChecked();
  },
};

/**
 * Someone already in the team: the API says ALREADY_MEMBER and the dialog stays open with the owner's
 * message ("already a member"), not the invitee's "this invite is not valid" (issue 23).
 */
export const InviteRejected: Story = {
  args: { onInvite: fn(async () => ({ ok: false as const, error: 'ALREADY_MEMBER' as const })) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
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
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: trx('teams.invites.email') }), 'hind@example.com');
    await userEvent.click(dialog.getByRole('button', { name: tr('teams.invites.send') }));
    const alert = await dialog.findByRole('alert');
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
    const menu = await openActions(canvasElement, nora.email);
    await expect(menu.getByRole('menuitem', { name: tr('teams.invites.cancel') })).toBeInTheDocument();
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
    await expect(c.queryByText(nora.email)).toBeNull();
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
/** What the mocked invites.create last received. */
let created: unknown;

/** Against the mocked API: invite with a calendar and a language, resend, then cancel, each with its toast. */
export const Container: ContainerStory = {
  render: (args) => <InvitesContainer {...args} />,
  args: { teamId: TEAM_ID, timeZone: 'Asia/Riyadh' },
  beforeEach: ({ msw }) => {
    created = undefined;
    msw.use(
      mockQuery('billing.entitlements', trialEntitlements()),
      mockQuery('billing.plans', plans),
      mockQuery('calendars.list', calendars),
      mockQuery('invites.list', ({ status }) => (status === 'cancelled' ? live.cancelled : live.pending)),
      mockMutation('invites.create', (input) => {
        created = input;
        return { ...live.pending[0]!, email: input.email, role: input.role ?? 'assistant' };
      }),
      mockMutation('invites.resend', (input) => live.pending.find((i) => i.id === input.inviteId)!),
      mockMutation('invites.cancel', { ok: true }),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('rowheader', { name: new RegExp(nora.email) });
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: trx('teams.invites.email') }), 'hind@example.com');
    await userEvent.click(await dialog.findByRole('checkbox', { name: sara!.name }));
    await userEvent.click(dialog.getByRole('radio', { name: tr('shell.localeName.ar') }));
    await userEvent.click(dialog.getByRole('button', { name: tr('teams.invites.send') }));
    await expect(await body().findByText(tr('success.INVITE_SENT'))).toBeInTheDocument();
    await expect(created).toEqual({ teamId: TEAM_ID, email: 'hind@example.com', role: 'assistant', locale: 'ar', calendarIds: [sara!.id] });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const resend = await openActions(canvasElement, khalid.email);
    await userEvent.click(resend.getByRole('menuitem', { name: tr('teams.invites.resend') }));
    await expect(await body().findByText(tr('success.INVITE_RESENT'))).toBeInTheDocument();
    const menu = await openActions(canvasElement, nora.email);
    await userEvent.click(menu.getByRole('menuitem', { name: tr('teams.invites.cancel') }));
    await userEvent.click(await body().findByRole('button', { name: tr('teams.invites.cancel') }));
    await expect(await body().findByText(tr('success.INVITE_CANCELLED'))).toBeInTheDocument();
  },
};
/** The API refuses a resend (sent a moment ago): the message above the lists, no toast. */
export const ContainerResendLimited: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('billing.entitlements', trialEntitlements()),
      mockQuery('billing.plans', plans),
      mockQuery('calendars.list', calendars),
      mockQuery('invites.list', ({ status }) => (status === 'cancelled' ? live.cancelled : live.pending)),
      mockError('invites.resend', 'INVITE_RESEND_LIMITED', 'post'),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: new RegExp(nora.email) });
    const menu = await openActions(canvasElement, nora.email);
    await userEvent.click(menu.getByRole('menuitem', { name: tr('teams.invites.resend') }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(tr('errors.INVITE_RESEND_LIMITED'));
    await expect(body().queryByText(tr('success.INVITE_RESENT'))).toBeNull();
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
      mockQuery('calendars.list', calendars),
      mockQuery('invites.list', []),
      mockError('invites.create', 'FEATURE_BLOCKED', 'post', { needs: { feature: 'members', plan: 'team' } }),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: tr('teams.invites.invite') });
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: trx('teams.invites.email') }), 'hind@example.com');
    await userEvent.click(dialog.getByRole('button', { name: tr('teams.invites.send') }));
    await expectUpgradePrompt(await dialog.findByRole('alert'), 'team', [tr('billing.upgrade.features.members', { plan: planName('team') })]);
    await expect(body().queryByText(tr('success.INVITE_SENT'))).toBeNull();
  },
};
/** The trial ended (billing.entitlements without members): the prompt up front, no invite button. */
export const ContainerPlanEnded: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.entitlements', endedEntitlements), mockQuery('billing.plans', plans), mockQuery('calendars.list', calendars), mockQuery('invites.list', []));
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
    msw.use(mockQuery('billing.entitlements', trialEntitlements()), mockQuery('billing.plans', plans), mockQuery('calendars.list', calendars), mockError('invites.list', 'UNEXPECTED'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(tr('teams.invites.loadError'))).toBeInTheDocument();
  },
};
export const ContainerLoading: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.entitlements', trialEntitlements()), mockQuery('billing.plans', plans), mockQuery('calendars.list', calendars), mockPending('invites.list'));
  },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, true);
  },
};
