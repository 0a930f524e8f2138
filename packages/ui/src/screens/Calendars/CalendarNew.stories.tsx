import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { CalendarNew } from './CalendarNew.tsx';
import { CalendarNewContainer } from './CalendarNew.container.tsx';
import { TEAM_ID, calendars, expectPending, tr, trx } from '../Teams/Teams.fixtures.ts';

const billingHref = `/en/dashboard/team/${TEAM_ID}/billing`;
const meta = {
  title: 'Screens/Calendars/CalendarNew',
  component: CalendarNew,
  args: { onSubmit: fn(), onSlugChange: fn(), billingHref },
} satisfies Meta<typeof CalendarNew>;
export default meta;
type Story = StoryObj<typeof meta>;

const nameField = (c: ReturnType<typeof within>) => c.getByRole('textbox', { name: trx('calendars.new.name') });
const slugField = (c: ReturnType<typeof within>) => c.getByRole('textbox', { name: trx('calendars.new.slug') });
const submit = (c: ReturnType<typeof within>) => c.getByRole('button', { name: trx('calendars.new.submit') });

/** The link follows the name; the calendar gets the owner's time zone by default. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(nameField(c), 'Dr Sara');
    await expect(slugField(c)).toHaveValue('dr-sara');
    await userEvent.click(submit(c));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Dr Sara', slug: 'dr-sara', timezone: 'Asia/Riyadh' });
  },
};
export const Validation: Story = {
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
/** At the calendar limit: the message, with the way out to billing. */
export const LimitReached: Story = {
  args: { error: 'CALENDAR_LIMIT_REACHED' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const alert = within(c.getByRole('alert'));
    await expect(alert.getByText(tr('calendars.new.limit'))).toBeInTheDocument();
    await expect(alert.getByRole('link', { name: tr('teams.home.seeBilling') })).toHaveAttribute('href', billingHref);
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

/** Against the mocked API: a taken link is flagged while typing; a free one creates the calendar. */
export const Container: ContainerStory = {
  render: (args) => <CalendarNewContainer {...args} />,
  args: { teamId: TEAM_ID, billingHref, onCreated: fn() },
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('calendars.slugAvailable', ({ slug }) => ({ available: slug !== 'dr-sara' })),
      mockMutation('calendars.create', (input) => ({ ...calendars[1]!, id: 'c5555555-5555-4555-8555-555555555555', name: input.name, slug: input.slug, memberIds: [] })),
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(nameField(c), 'Dr Sara');
    await waitFor(() => expect(slugField(c)).toHaveAccessibleDescription(trx('calendars.new.slugTaken')));
    await userEvent.type(nameField(c), ' 2');
    await waitFor(() => expect(slugField(c)).toHaveAccessibleDescription(trx('teams.form.slugAvailable')));
    await userEvent.click(submit(c));
    await expect(await within(document.body).findByText(tr('calendars.new.created'))).toBeInTheDocument();
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith('c5555555-5555-4555-8555-555555555555'));
  },
};
/** The API refuses at the limit: the message with the way to billing, and nothing created. */
export const ContainerLimitReached: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('calendars.slugAvailable', { available: true }), mockError('calendars.create', 'CALENDAR_LIMIT_REACHED', 'post'));
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(nameField(c), 'X-ray room');
    await userEvent.click(submit(c));
    await expect(await c.findByText(tr('calendars.new.limit'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: tr('teams.home.seeBilling') })).toHaveAttribute('href', billingHref);
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};
