import { LOCALE_TAGS } from '@waqt/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockMutation, mockPending, mockQuery } from '../../mocks/index.ts';
import { TeamSettings } from './TeamSettings.tsx';
import { TeamSettingsContainer } from './TeamSettings.container.tsx';
import { smallPhoneViewport } from '../../mocks/viewports.ts';
import { TEAM_ID, assistantTeam, expectLoadFailure, expectLoading, expectPending, team, tr, trx, storyParameters } from '../../fixtures/teams.ts';

const meta = {
  title: 'Screens/Teams/TeamSettings',
  parameters: storyParameters,
  component: TeamSettings,
  args: { team, onSaveDetails: fn(), onSlugChange: fn(), onSavePaymentExpiration: fn(), onSaveBookerCutoff: fn() },
} satisfies Meta<typeof TeamSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

const minutesField = (c: ReturnType<typeof within>) => c.getByRole('textbox', { name: tr('teams.settings.minutes') });

/** The team's own link is not checked; a new name is saved with the other details. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(args.onSlugChange).toHaveBeenLastCalledWith('');
    const name = c.getByRole('textbox', { name: trx('teams.form.name') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Riyadh Dental Care');
    await expect(c.getByRole('textbox', { name: trx('teams.form.slug') })).toHaveValue('riyadh-dental');
    await userEvent.click(c.getByRole('button', { name: tr('teams.settings.save') }));
    await expect(args.onSaveDetails).toHaveBeenCalledWith({ name: 'Riyadh Dental Care', slug: 'riyadh-dental', country: 'SA', currency: 'SAR' });
  },
};

export const PaymentExpiration: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.clear(minutesField(c));
    await userEvent.click(c.getByRole('button', { name: tr('teams.settings.savePaymentExpiration') }));
    await expect(args.onSavePaymentExpiration).not.toHaveBeenCalled();
    await expect(minutesField(c)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(minutesField(c), '30');
    await userEvent.click(c.getByRole('button', { name: tr('teams.settings.savePaymentExpiration') }));
    await expect(args.onSavePaymentExpiration).toHaveBeenCalledWith(30);
  },
};

/** 0 is allowed (changes until the start); more than a week is not. */
export const BookerCutoff: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const field = c.getByRole('textbox', { name: trx('teams.settings.bookerCutoffMinutes') });
    await expect(field).toHaveValue(new Intl.NumberFormat(document.documentElement.lang === 'ar' ? LOCALE_TAGS.ar : LOCALE_TAGS.en).format(60));
    const region = within(c.getByRole('region', { name: tr('teams.settings.bookerCutoff') }));
    await userEvent.clear(field);
    await userEvent.type(field, '20000');
    await userEvent.tab();
    await userEvent.click(region.getByRole('button', { name: tr('teams.settings.saveBookerCutoff') }));
    await expect(args.onSaveBookerCutoff).toHaveBeenCalledWith(10080); // clamped to the field's maximum, one week
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(region.getByRole('button', { name: tr('teams.settings.saveBookerCutoff') }));
    await expect(args.onSaveBookerCutoff).toHaveBeenLastCalledWith(0);
  },
};

export const SlugTaken: Story = {
  args: { slugAvailability: { slug: 'jeddah-dental', available: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const slug = c.getByRole('textbox', { name: trx('teams.form.slug') });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'jeddah-dental');
    await expect(c.getByText(tr('errors.TEAM_SLUG_TAKEN'))).toBeInTheDocument();
  },
};

/** The payment providers section shows what it is given instead of the "comes with payments" note. */
export const WithPaymentProviders: Story = {
  args: { paymentProviders: <p>Moyasar · Bank transfer</p> },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: tr('teams.settings.paymentProviders') }));
    await expect(region.getByText('Moyasar · Bank transfer')).toBeInTheDocument();
    await expect(region.queryByText(tr('teams.settings.paymentProvidersSoon'))).toBeNull();
  },
};

/**
 * The narrowest phone (320 px): every field fits its card and nothing scrolls sideways. (The minutes
 * fields' own minimum once pushed the app's settings page past 390 px: Components/NumberField
 * "In A Narrow Column" holds that case, whatever the font.)
 */
export const SmallPhone: Story = {
  parameters: { ...storyParameters, ...smallPhoneViewport.parameters },
  globals: smallPhoneViewport.globals,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const c = within(canvasElement);
    for (const field of c.getAllByRole('textbox', { name: tr('teams.settings.minutes') })) {
      const group = field.closest('[role="group"]')!;
      const card = field.closest('form')!;
      await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(card.getBoundingClientRect().width);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Both forms saving: each button is busy and a second press sends nothing. */
export const Saving: Story = {
  args: { details: { isPending: true }, paymentExpiration: { isPending: true } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const details = c.getByRole('button', { name: trx('teams.settings.save') });
    await expectPending(details);
    await expectPending(c.getByRole('button', { name: trx('teams.settings.savePaymentExpiration') }));
    await userEvent.click(details);
    await expect(args.onSaveDetails).not.toHaveBeenCalled();
  },
};
/** Saving the details failed: the error shows with that form, which keeps its values. */
export const SaveFailed: Story = {
  tags: ['visual'],
  args: { details: { error: 'UNEXPECTED' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(tr('errors.UNEXPECTED'));
    await expect(c.getByRole('textbox', { name: trx('teams.form.name') })).toHaveValue(team.name);
  },
};

/** Assistants see the permission message, not the forms. */
export const Assistant: Story = {
  args: { team: assistantTeam },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(tr('errors.PERMISSION_DISABLED'))).toBeInTheDocument();
    await expect(c.queryByRole('textbox')).toBeNull();
  },
};

export const Loading: Story = {
  args: { team: undefined },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};
export const LoadError: Story = {
  args: { team: undefined, loadError: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await expectLoadFailure(canvasElement, 'teams.loadError', 'UNEXPECTED'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

type ContainerStory = StoryObj<typeof TeamSettingsContainer>;

/** Against the mocked API: saving each form shows its toast. */
export const Container: ContainerStory = {
  render: (args) => <TeamSettingsContainer {...args} />,
  args: { teamId: TEAM_ID },
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('teams.slugAvailable', { available: true }),
      mockMutation('teams.update', ({ teamId: _id, ...input }) => ({ ...team, ...input })),
      mockMutation('teams.setPaymentExpiration', ({ minutes }) => ({ ...team, paymentExpirationMinutes: minutes })),
      mockMutation('teams.setBookerCutoff', ({ minutes }) => ({ ...team, bookerCutoffMinutes: minutes })),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(document.body);
    const name = await c.findByRole('textbox', { name: trx('teams.form.name') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Riyadh Dental Care');
    await userEvent.click(c.getByRole('button', { name: tr('teams.settings.save') }));
    await expect(await body.findByText(tr('teams.settings.saved'))).toBeInTheDocument();
    await waitFor(() => expect(c.getByText('Riyadh Dental Care', { selector: 'p' })).toBeInTheDocument());
    await userEvent.clear(minutesField(c));
    await userEvent.type(minutesField(c), '45');
    await userEvent.click(c.getByRole('button', { name: tr('teams.settings.savePaymentExpiration') }));
    await expect(await body.findByText(tr('success.PAYMENT_EXPIRATION_UPDATED'))).toBeInTheDocument();
    const cutoff = c.getByRole('textbox', { name: trx('teams.settings.bookerCutoffMinutes') });
    await userEvent.clear(cutoff);
    await userEvent.type(cutoff, '120');
    await userEvent.click(within(c.getByRole('region', { name: tr('teams.settings.bookerCutoff') })).getByRole('button', { name: tr('teams.settings.saveBookerCutoff') }));
    await expect(await body.findByText(tr('teams.settings.bookerCutoffSaved'))).toBeInTheDocument();
  },
};
export const ContainerAssistant: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', assistantTeam));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(tr('errors.PERMISSION_DISABLED'))).toBeInTheDocument();
  },
};
export const ContainerLoading: ContainerStory = {
  ...Container,
  beforeEach: ({ msw }) => {
    msw.use(mockPending('teams.byId'));
  },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, true);
  },
};
