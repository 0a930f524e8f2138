import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { CalendarNew } from './CalendarNew.tsx';
import { CalendarNewContainer } from './CalendarNew.container.tsx';
import { plans } from '../../fixtures/billing.ts';
import {
  TEAM_ID,
  assistantTeam,
  calendars,
  expectAssistantPrompt,
  expectLoading,
  expectPending,
  expectUpgradePrompt,
  num,
  personalEntitlements,
  personalTeam,
  planName,
  team,
  trialEntitlements,
  tr,
  trx,
} from '../../fixtures/teams.ts';

const billingHref = `/en/dashboard/team/${TEAM_ID}/billing`;
const meta = {
  title: 'Screens/Calendars/CalendarNew',
  component: CalendarNew,
  args: { teamId: TEAM_ID, onSubmit: fn(), onSlugChange: fn(), billingHref },
} satisfies Meta<typeof CalendarNew>;
export default meta;
type Story = StoryObj<typeof meta>;

const nameField = (c: ReturnType<typeof within>) => c.getByRole('textbox', { name: trx('calendars.new.name') });
const slugField = (c: ReturnType<typeof within>) => c.getByRole('textbox', { name: trx('calendars.new.slug') });
const submit = (c: ReturnType<typeof within>) => c.getByRole('button', { name: trx('calendars.new.submit') });

/** The link follows the name; the calendar gets the owner's time zone by default. */
export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(nameField(c), 'Dr Sara');
    await expect(slugField(c)).toHaveValue('dr-sara');
    await userEvent.click(submit(c));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Dr Sara', slug: 'dr-sara', timezone: 'Asia/Riyadh' });
  },
};
export const Validation: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(submit(c));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(nameField(c)).toHaveAttribute('aria-invalid', 'true');
  },
};
/** A link taken in this team: flagged on the field, and the form cannot be sent. */
export const SlugTaken: Story = {
  args: { slugAvailable: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(slugField(c)).toHaveAttribute('aria-invalid', 'true');
    await expect(slugField(c)).toHaveAccessibleDescription(trx('calendars.new.slugTaken'));
    await expect(submit(c)).toBeDisabled();
  },
};
/** The personal team at its calendar limit (the API names no plan: it buys none): the message, with the way out to billing. */
export const LimitReached: Story = {
  args: { error: 'CALENDAR_LIMIT_REACHED', needs: { limit: 1, used: 1 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const alert = within(c.getByRole('alert'));
    await expect(alert.getByText(tr('calendars.new.limit'))).toBeInTheDocument();
    await expect(alert.getByRole('link', { name: tr('teams.home.seeBilling') })).toHaveAttribute('href', billingHref);
    await expect(c.queryByRole('heading', { name: tr('billing.upgrade.title') })).toBeNull();
  },
};
/** The API refused at the limit with what it needs: "You use 2 of 2 calendars", and the way to the Business plan. */
export const LimitReachedUpgrade: Story = {
  args: { error: 'CALENDAR_LIMIT_REACHED', needs: { limit: 2, used: 2, plan: 'business' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expectUpgradePrompt(alert, 'business', [tr('billing.upgrade.usage', { used: num(2), limit: num(2) }), tr('billing.upgrade.moreCalendars', { plan: planName('business') })]);
    await expect(within(canvasElement).queryByRole('textbox', { name: trx('calendars.new.name') })).toBeNull();
  },
};
/** Known before the form: all 5 of the trial's 5 calendars are in use — the prompt instead of a form that would be refused. */
export const AtLimit: Story = {
  args: { atLimit: { limit: 5, used: 5, plan: 'business' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expectUpgradePrompt(canvasElement, 'business', [tr('billing.upgrade.usage', { used: num(5), limit: num(5) }), tr('billing.upgrade.moreCalendars', { plan: planName('business') })]);
    await expect(c.queryByRole('textbox', { name: trx('calendars.new.name') })).toBeNull();
    await expect(c.queryByRole('button', { name: trx('calendars.new.submit') })).toBeNull();
  },
};
/** An assistant at the limit: the permission message (only owners change the plan), the numbers, and no link. */
export const AtLimitAssistant: Story = {
  args: { atLimit: { limit: 5, used: 5, plan: 'business' }, isAssistant: true },
  play: async ({ canvasElement }) => {
    await expectAssistantPrompt(canvasElement, [tr('billing.upgrade.usage', { used: num(5), limit: num(5) })]);
  },
};
/** The personal team's one calendar in use, known up front: its own message and the way to billing, no plan offered. */
export const PersonalAtLimit: Story = {
  args: { atLimit: { limit: 1, used: 1 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(tr('calendars.new.limit'));
    await expect(c.getByRole('link', { name: tr('teams.home.seeBilling') })).toHaveAttribute('href', billingHref);
    await expect(c.queryByRole('textbox', { name: trx('calendars.new.name') })).toBeNull();
  },
};
/** The team's limit is being read: a placeholder, not a form that might not apply. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
    await expect(within(canvasElement).queryByRole('textbox', { name: trx('calendars.new.name') })).toBeNull();
  },
};
/** An assistant reaching the page: the API's refusal shows translated; nothing else is claimed. */
export const PermissionDenied: Story = {
  args: { error: 'PERMISSION_DISABLED' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(tr('errors.PERMISSION_DISABLED'));
    await expect(c.queryByRole('link', { name: tr('teams.home.seeBilling') })).toBeNull();
  },
};
/** Saving: the button is busy and a second press sends nothing. */
export const Saving: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(nameField(c), 'Dr Sara');
    await expectPending(submit(c));
    await userEvent.click(submit(c));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

type ContainerStory = StoryObj<typeof CalendarNewContainer>;

/** The team (owner), its trial's entitlements with room (2 of 5) and the plans. */
const withRoom = () => [mockQuery('teams.byId', team), mockQuery('billing.entitlements', trialEntitlements(2)), mockQuery('billing.plans', plans)];

/** Against the mocked API: a taken link is flagged while typing; a free one creates the calendar. */
export const Container: ContainerStory = {
  render: (args) => <CalendarNewContainer {...args} />,
  args: { teamId: TEAM_ID, billingHref, onCreated: fn() },
  beforeEach: ({ msw }) => {
    msw.use(
      ...withRoom(),
      mockQuery('calendars.slugAvailable', ({ slug }) => ({ available: slug !== 'dr-sara' })),
      mockMutation('calendars.create', (input) => ({ ...calendars[1]!, id: 'c5555555-5555-4555-8555-555555555555', name: input.name, slug: input.slug, memberIds: [] })),
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByRole('textbox', { name: trx('calendars.new.name') }), 'Dr Sara');
    await waitFor(() => expect(slugField(c)).toHaveAccessibleDescription(trx('calendars.new.slugTaken')));
    await userEvent.type(nameField(c), ' 2');
    await waitFor(() => expect(slugField(c)).toHaveAccessibleDescription(trx('teams.form.slugAvailable')));
    await userEvent.click(submit(c));
    await expect(await within(document.body).findByText(tr('calendars.new.created'))).toBeInTheDocument();
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith('c5555555-5555-4555-8555-555555555555'));
  },
};
/**
 * Issue 36: a new calendar starts in the zone of the team's country (the UAE: Dubai), not the viewer's own
 * (an account made on a UTC laptop), and is created in it.
 */
export const ContainerZoneFromCountry: ContainerStory = {
  render: (args) => <CalendarNewContainer {...args} />,
  args: { teamId: TEAM_ID, billingHref, onCreated: fn(), defaultTimezone: 'UTC' },
  beforeEach: ({ msw }) => {
    created = [];
    msw.use(
      mockQuery('teams.byId', { ...team, country: 'AE' }),
      mockQuery('billing.entitlements', trialEntitlements(2)),
      mockQuery('billing.plans', plans),
      mockQuery('calendars.slugAvailable', { available: true }),
      mockMutation('calendars.create', (input) => (created.push(input), { ...calendars[1]!, id: 'c6666666-6666-4666-8666-666666666666', name: input.name, slug: input.slug, timezone: input.timezone ?? 'Asia/Riyadh', memberIds: [] })),
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByRole('textbox', { name: trx('calendars.new.name') }), 'Dubai Room');
    await waitFor(() => expect(slugField(c)).toHaveAccessibleDescription(trx('teams.form.slugAvailable')));
    await userEvent.click(submit(c));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith('c6666666-6666-4666-8666-666666666666'));
    await expect(created).toEqual([expect.objectContaining({ teamId: TEAM_ID, name: 'Dubai Room', timezone: 'Asia/Dubai' })]);
  },
};
let created: unknown[] = [];

/**
 * The entitlements said there was room, but another owner took the last calendar meanwhile: the API's
 * CALENDAR_LIMIT_REACHED carries the limit, the count and the plan — the prompt, nothing created.
 */
export const ContainerLimitReached: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('billing.entitlements', { ...trialEntitlements(4), planCode: 'team', state: 'active', calendarLimit: 5 }),
      mockQuery('billing.plans', plans),
      mockQuery('calendars.slugAvailable', { available: true }),
      mockError('calendars.create', 'CALENDAR_LIMIT_REACHED', 'post', { needs: { limit: 5, used: 5, plan: 'business' } }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByRole('textbox', { name: trx('calendars.new.name') }), 'X-ray room');
    await waitFor(() => expect(slugField(c)).toHaveAccessibleDescription(trx('teams.form.slugAvailable')));
    await userEvent.click(submit(c));
    const alert = await c.findByRole('alert');
    await expectUpgradePrompt(alert, 'business', [tr('billing.upgrade.usage', { used: num(5), limit: num(5) })]);
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};
/** The trial's 5 calendars are all in use (billing.entitlements): the prompt up front, with the numbers and the Business plan. */
export const ContainerAtLimit: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', team), mockQuery('billing.entitlements', trialEntitlements(5)), mockQuery('billing.plans', plans));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: tr('billing.upgrade.title') })).toBeInTheDocument();
    await expectUpgradePrompt(canvasElement, 'business', [tr('billing.upgrade.usage', { used: num(5), limit: num(5) })]);
    await expect(c.queryByRole('textbox', { name: trx('calendars.new.name') })).toBeNull();
  },
};
/** An assistant of a team at its limit: the permission message with the numbers, no link to buy. */
export const ContainerAtLimitAssistant: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', assistantTeam), mockQuery('billing.entitlements', trialEntitlements(5)), mockQuery('billing.plans', plans));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
    await expectAssistantPrompt(canvasElement, [tr('billing.upgrade.usage', { used: num(5), limit: num(5) })]);
  },
};
/** The personal team's one calendar is in use: its own message with the way to billing, and no plan offered. */
export const ContainerPersonalAtLimit: ContainerStory = {
  ...Container,
  args: { ...Container.args, teamId: personalTeam.id },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', personalTeam), mockQuery('billing.entitlements', personalEntitlements), mockQuery('billing.plans', plans));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(tr('calendars.new.limit'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: tr('teams.home.seeBilling') })).toHaveAttribute('href', billingHref);
    await expect(c.queryByRole('heading', { name: tr('billing.upgrade.title') })).toBeNull();
  },
};
