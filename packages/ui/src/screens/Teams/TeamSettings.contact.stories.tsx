import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { TeamSettings } from './TeamSettings.tsx';
import { TeamSettingsContainer } from './TeamSettings.container.tsx';
import { TEAM_ID, team, tr, trx, storyParameters } from '../../fixtures/teams.ts';

/** Team settings, "Contact number" (issue 36): the number bookers may call, on the booking pages and in their mails. */
const meta = {
  title: 'Screens/Teams/TeamSettings/Contact number',
  parameters: storyParameters,
  component: TeamSettings,
  args: { team: { ...team, contactPhone: '+966112345678' }, onSaveDetails: fn(), onSlugChange: fn(), onSavePaymentExpiration: fn(), onSaveContactPhone: fn() },
} satisfies Meta<typeof TeamSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const region = (c: Canvas) => within(c.getByRole('region', { name: tr('teams.settings.contact') }));
const phone = (r: Canvas) => r.getByRole('textbox', { name: trx('teams.settings.contactPhone') });

/**
 * The saved number in international form (unambiguous, saved again as it reads); a number with letters is
 * refused in the form; emptied, it is cleared; a landline typed as dialled at home is sent as typed (the
 * API reads it with the team's country).
 */
export const ContactNumber: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const r = region(within(canvasElement));
    await expect(phone(r)).toHaveValue('+966 11 234 5678');
    await expect(phone(r)).toHaveAttribute('type', 'tel');
    await userEvent.clear(phone(r));
    await userEvent.type(phone(r), 'call us');
    await userEvent.click(r.getByRole('button', { name: tr('teams.settings.saveContact') }));
    await expect(args.onSaveContactPhone).not.toHaveBeenCalled();
    await expect(phone(r)).toHaveAccessibleDescription(expect.stringContaining(tr('validation.phone_invalid')));
    await userEvent.clear(phone(r));
    await userEvent.click(r.getByRole('button', { name: tr('teams.settings.saveContact') }));
    await expect(args.onSaveContactPhone).toHaveBeenLastCalledWith(null);
    await userEvent.type(phone(r), '011 234 5678');
    await userEvent.click(r.getByRole('button', { name: tr('teams.settings.saveContact') }));
    await expect(args.onSaveContactPhone).toHaveBeenLastCalledWith('011 234 5678');
  },
};

type ContainerStory = StoryObj<typeof TeamSettingsContainer>;
let sent: unknown[] = [];

/** Against the mocked API: `teams.setContactPhone`; the saved number comes back in E.164 and shows spaced. */
export const Container: ContainerStory = {
  render: (args) => <TeamSettingsContainer {...args} />,
  args: { teamId: TEAM_ID },
  beforeEach: ({ msw }) => {
    sent = [];
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('teams.slugAvailable', { available: true }),
      mockMutation('teams.setContactPhone', (input) => {
        sent.push(input);
        return { ...team, contactPhone: '+966112345678' };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('region', { name: tr('teams.settings.contact') });
    const r = region(c);
    await expect(phone(r)).toHaveValue('');
    await userEvent.type(phone(r), '011 234 5678');
    await userEvent.click(r.getByRole('button', { name: tr('teams.settings.saveContact') }));
    await waitFor(() => expect(sent).toEqual([{ teamId: TEAM_ID, phone: '011 234 5678' }]));
    await expect(await within(document.body).findByText(tr('teams.settings.contactSaved'))).toBeInTheDocument();
    await waitFor(() => expect(phone(region(c))).toHaveValue('+966 11 234 5678'));
  },
};

/** The API finds no such number: `phone_invalid` under the field, nothing saved. */
export const ContainerRefused: ContainerStory = {
  render: (args) => <TeamSettingsContainer {...args} />,
  args: { teamId: TEAM_ID },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', team), mockQuery('teams.slugAvailable', { available: true }), mockError('teams.setContactPhone', 'INVALID_REQUEST', 'post', { fields: [{ path: 'phone', issue: 'phone_invalid' }] }));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('region', { name: tr('teams.settings.contact') });
    const r = region(c);
    await userEvent.type(phone(r), '+999 1234 5678');
    await userEvent.click(r.getByRole('button', { name: tr('teams.settings.saveContact') }));
    await waitFor(() => expect(phone(r)).toHaveAccessibleDescription(expect.stringContaining(tr('validation.phone_invalid'))));
  },
};
