import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { TeamNew } from './TeamNew.tsx';
import { TeamNewContainer } from './TeamNew.container.tsx';
import { expectPending, team, tr, trx, storyParameters } from '../../fixtures/teams.ts';

const meta = {
  title: 'Screens/Teams/TeamNew',
  parameters: storyParameters,
  component: TeamNew,
  args: { onSubmit: fn(), onSlugChange: fn() },
} satisfies Meta<typeof TeamNew>;
export default meta;
type Story = StoryObj<typeof meta>;

const nameField = (c: ReturnType<typeof within>) => c.getByRole('textbox', { name: trx('teams.form.name') });
const slugField = (c: ReturnType<typeof within>) => c.getByRole('textbox', { name: trx('teams.form.slug') });
const submit = (c: ReturnType<typeof within>) => c.getByRole('button', { name: tr('teams.new.submit') });

/** The link follows the name until edited; the form sends Saudi Arabia and SAR by default. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(nameField(c), 'Riyadh Dental Clinic');
    await expect(slugField(c)).toHaveValue('riyadh-dental-clinic');
    await waitFor(() => expect(args.onSlugChange).toHaveBeenLastCalledWith('riyadh-dental-clinic'));
    await expect(c.getByText('waqt.app/riyadh-dental-clinic')).toBeInTheDocument();
    await userEvent.click(submit(c));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Riyadh Dental Clinic', slug: 'riyadh-dental-clinic', country: 'SA', currency: 'SAR' });
  },
};

/** An Arabic name gets a neutral link (no transliteration); an edited link stops following the name. */
export const ArabicName: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(nameField(c), 'عيادة جدة');
    await expect((slugField(c) as HTMLInputElement).value).toMatch(/^team-[a-z0-9]{4}$/);
    await userEvent.clear(slugField(c));
    await userEvent.type(slugField(c), 'Jeddah Clinic');
    await expect(slugField(c)).toHaveValue('jeddah-clinic');
    await userEvent.type(nameField(c), ' للأسنان');
    await expect(slugField(c)).toHaveValue('jeddah-clinic');
  },
};

export const SlugAvailable: Story = {
  args: { initial: { name: 'Riyadh Dental', slug: 'riyadh-dental' }, slugAvailability: { slug: 'riyadh-dental', available: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(tr('teams.form.slugAvailable'))).toBeInTheDocument();
  },
};

/** While the link is checked, the help says so (neither free nor taken yet). */
export const SlugChecking: Story = {
  args: { initial: { name: 'Riyadh Dental', slug: 'riyadh-dental' }, slugAvailability: { slug: 'riyadh-dental', available: undefined } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(tr('teams.form.slugChecking'))).toHaveAttribute('role', 'status');
    await expect(c.queryByText(tr('teams.form.slugAvailable'))).toBeNull();
    await expect(c.queryByText(tr('errors.TEAM_SLUG_TAKEN'))).toBeNull();
  },
};

/** A taken link is flagged at once and blocks the submit. */
export const SlugTaken: Story = {
  tags: ['visual'],
  args: { initial: { name: 'Riyadh Dental', slug: 'riyadh-dental' }, slugAvailability: { slug: 'riyadh-dental', available: false } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(tr('errors.TEAM_SLUG_TAKEN'))).toBeInTheDocument();
    await expect(slugField(c)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(submit(c));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(slugField(c), 'bad-');
    await expect(c.getByText(tr('teams.form.slugInvalid'))).toBeInTheDocument();
    await userEvent.click(submit(c));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(nameField(c)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Submitting: the button is busy and a second press sends nothing. */
export const Submitting: Story = {
  args: { initial: { name: 'Riyadh Dental', slug: 'riyadh-dental' }, state: { isPending: true } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: trx('teams.new.submit') });
    await expectPending(button);
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** A failure the form cannot pin on a field: an alert above it; the values stay to try again. */
export const ServerError: Story = {
  args: { initial: { name: 'Riyadh Dental', slug: 'riyadh-dental' }, state: { error: 'UNEXPECTED' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(tr('errors.UNEXPECTED'));
    await expect(nameField(c)).toHaveValue('Riyadh Dental');
    await expect(submit(c)).toBeEnabled();
  },
};

type ContainerStory = StoryObj<typeof TeamNewContainer>;

/** Against the mocked API: the link check answers after the pause, then the team is created. */
export const Container: ContainerStory = {
  render: (args) => <TeamNewContainer {...args} />,
  args: { onCreated: fn() },
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('teams.slugAvailable', ({ slug }) => ({ available: slug !== 'riyadh-dental' })),
      mockMutation('teams.create', (input) => ({ ...team, id: '55555555-5555-4555-8555-555555555555', name: input.name, slug: input.slug })),
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(nameField(c), 'Riyadh Dental');
    await expect(await c.findByText(tr('errors.TEAM_SLUG_TAKEN'))).toBeInTheDocument();
    await userEvent.type(nameField(c), ' Care');
    await expect(await c.findByText(tr('teams.form.slugAvailable'))).toBeInTheDocument();
    await userEvent.click(submit(c));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(expect.objectContaining({ slug: 'riyadh-dental-care' })));
  },
};

/** The link was free when checked but taken by the time of the submit: the server's answer lands on the field. */
export const ContainerSlugTakenOnSubmit: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.slugAvailable', { available: true }), mockError('teams.create', 'TEAM_SLUG_TAKEN', 'post'));
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(nameField(c), 'Riyadh Dental');
    await c.findByText(tr('teams.form.slugAvailable'));
    await userEvent.click(submit(c));
    await expect(await c.findByText(tr('errors.TEAM_SLUG_TAKEN'))).toBeInTheDocument();
    await expect(slugField(c)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** The caller already owns as many teams as an account may (TEAMS_PER_USER_MAX): the server's refusal, in words, above the form. */
export const ContainerTeamLimitReached: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.slugAvailable', { available: true }), mockError('teams.create', 'TEAM_LIMIT_REACHED', 'post'));
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(nameField(c), 'Riyadh Dental');
    await c.findByText(tr('teams.form.slugAvailable'));
    await userEvent.click(submit(c));
    const alert = await c.findByRole('alert');
    await expect(alert).toHaveTextContent(tr('errors.TEAM_LIMIT_REACHED'));
    await expect(alert).not.toHaveTextContent('TEAM_LIMIT_REACHED');
    await expect(slugField(c)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(nameField(c)).toHaveValue('Riyadh Dental');
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};
