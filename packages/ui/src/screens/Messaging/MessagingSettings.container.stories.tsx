import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MessagingChannelView, MessagingLimitsView } from '@waqt/contracts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { personalTeam, storyParameters } from '../../fixtures/teams.ts';
import { TeamSettings } from '../Teams/TeamSettings.tsx';
import { MessagingSettingsContainer } from './MessagingSettings.container.tsx';
import { APP_SID, TEAM_ID, UPGRADE_HREF, defaultLimits, smsChannel, team } from '../../fixtures/messaging.ts';

/** The team's SMS and WhatsApp against the mocked API, in the team settings' slot. */
const meta = {
  title: 'Screens/Messaging/Containers',
  component: MessagingSettingsContainer,
  parameters: storyParameters,
  args: { teamId: TEAM_ID, upgradeHref: UPGRADE_HREF },
  render: (args) => <TeamSettings team={team} onSaveDetails={() => undefined} onSavePaymentExpiration={() => undefined} messaging={<MessagingSettingsContainer {...args} />} />,
} satisfies Meta<typeof MessagingSettingsContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** What the mocked API received in the running story, by procedure. */
let sent: Record<string, unknown[]> = {};
const record = (path: string, input: unknown) => {
  (sent[path] ??= []).push(input);
};
const region = (el: HTMLElement) => within(within(el).getByRole('region', { name: storyTr()('messaging.title') }));
const sms = (el: HTMLElement) => within(region(el).getByRole('article', { name: storyTr()('messaging.channel.sms') }));
/** The channels once they have loaded. */
const loaded = (el: HTMLElement) => region(el).findByRole('article', { name: storyTr()('messaging.channel.sms') });

/** Set up SMS, switch it off, remove it: messaging.saveChannel / .removeChannel, each with its toast, the list read again. */
export const SetUpSwitchRemove: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    let channels: MessagingChannelView[] = [];
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('messaging.channels', () => channels),
      mockQuery('messaging.limits', defaultLimits),
      mockMutation('messaging.saveChannel', (input) => {
        record('save', input);
        const saved: MessagingChannelView = { ...smsChannel, senderName: input.settings.senderName, enabled: input.enabled ?? true };
        channels = [saved];
        return saved;
      }),
      mockMutation('messaging.removeChannel', (input) => {
        record('remove', input);
        channels = [];
        return { ok: true as const };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const name = t('messaging.channel.sms');
    await loaded(canvasElement);
    await userEvent.click(sms(canvasElement).getByRole('button', { name: t('messaging.setUpOf', { channel: name }) }));
    const dialog = within(await body().findByRole('dialog', { name: t('messaging.setUpTitle.sms') }));
    await userEvent.type(dialog.getByLabelText(containing(t('messaging.senderName.sms')), { selector: 'input' }), 'RiyadhDent');
    await userEvent.type(dialog.getByLabelText(containing(t('messaging.appSid')), { selector: 'input' }), APP_SID);
    await userEvent.click(dialog.getByRole('button', { name: t('messaging.save') }));
    await expect(await body().findByText(t('messaging.savedToast.sms'))).toBeInTheDocument();
    await expect(sent.save).toEqual([{ teamId: TEAM_ID, settings: { channel: 'sms', senderName: 'RiyadhDent', appSid: APP_SID }, enabled: true }]);
    const toggle = await waitFor(() => sms(canvasElement).getByRole('switch', { name: t('messaging.enabled.sms') }));
    await expect(sms(canvasElement).getByText(t('messaging.status.on'))).toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(await body().findByText(t('messaging.offToast.sms'))).toBeInTheDocument();
    await expect(sent.save?.[1]).toEqual({ teamId: TEAM_ID, settings: { channel: 'sms', senderName: 'RiyadhDent' }, enabled: false });
    await waitFor(() => expect(sms(canvasElement).getByText(t('messaging.status.off'))).toBeInTheDocument());
    await userEvent.click(sms(canvasElement).getByRole('button', { name: t('messaging.removeOf', { channel: name }) }));
    const confirm = await body().findByRole('alertdialog', { name: t('messaging.removeTitle', { channel: name }) });
    await userEvent.click(within(confirm).getByRole('button', { name: t('messaging.remove') }));
    await expect(await body().findByText(t('messaging.removedToast.sms'))).toBeInTheDocument();
    await expect(sent.remove).toEqual([{ teamId: TEAM_ID, channel: 'sms' }]);
    await waitFor(() => expect(sms(canvasElement).getByText(t('messaging.status.none'))).toBeInTheDocument());
  },
};

/** The provider refused the settings: the API's MESSAGING_CHANNEL_CONFIG in the dialog, no toast. */
export const ProviderRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', team), mockQuery('messaging.channels', []), mockQuery('messaging.limits', defaultLimits), mockError('messaging.saveChannel', 'MESSAGING_CHANNEL_CONFIG', 'post'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await loaded(canvasElement);
    await userEvent.click(sms(canvasElement).getByRole('button', { name: t('messaging.setUpOf', { channel: t('messaging.channel.sms') }) }));
    const dialog = within(await body().findByRole('dialog', { name: t('messaging.setUpTitle.sms') }));
    await userEvent.type(dialog.getByLabelText(containing(t('messaging.senderName.sms')), { selector: 'input' }), 'RiyadhDent');
    await userEvent.type(dialog.getByLabelText(containing(t('messaging.appSid')), { selector: 'input' }), APP_SID);
    await userEvent.click(dialog.getByRole('button', { name: t('messaging.save') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t('errors.MESSAGING_CHANNEL_CONFIG'));
    await expect(body().queryByText(t('messaging.savedToast.sms'))).toBeNull();
  },
};

/**
 * The limits against message fraud: the Gulf added and saved through messaging.saveLimits, with its
 * toast; the form then shows what the API answered.
 */
export const SaveLimits: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('messaging.channels', [smsChannel]),
      mockQuery('messaging.limits', defaultLimits),
      mockMutation('messaging.saveLimits', (input): MessagingLimitsView => {
        record('saveLimits', input);
        return { ...defaultLimits, allowedCountries: [...input.allowedCountries].sort(), dailyLimits: input.dailyLimits };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    // The section, found afresh: the API's answer starts the form again from what was saved.
    const limits = () => within(region(canvasElement).getByRole('region', { name: t('messaging.limits.title') }));
    await region(canvasElement).findByRole('region', { name: t('messaging.limits.title') });
    await userEvent.click(limits().getByRole('button', { name: t('messaging.limits.addGcc') }));
    await userEvent.click(limits().getByRole('button', { name: t('messaging.limits.save') }));
    await expect(await body().findByText(t('messaging.limits.savedToast'))).toBeInTheDocument();
    await expect(sent.saveLimits).toEqual([{ teamId: TEAM_ID, allowedCountries: ['AE', 'BH', 'KW', 'OM', 'QA', 'SA'], dailyLimits: { sms: 200, whatsapp: 200 } }]);
    await waitFor(() => expect(within(limits().getByRole('list', { name: t('messaging.limits.countries') })).getAllByRole('listitem')).toHaveLength(6));
    await expect(limits().getByRole('button', { name: t('messaging.limits.addGcc') })).toBeDisabled();
  },
};

/** The limits could not be loaded: said in their place with a retry; the channels still show. */
export const LimitsLoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', team), mockQuery('messaging.channels', [smsChannel]), mockError('messaging.limits', 'UNEXPECTED'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await loaded(canvasElement);
    await expect(await region(canvasElement).findByText(t('errors.UNEXPECTED'))).toBeInTheDocument();
    await expect(sms(canvasElement).getByText(t('messaging.status.on'))).toBeInTheDocument();
    await expect(region(canvasElement).getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
  },
};

/** The personal team: the way to a business team, and the channels are not even asked for. */
export const PersonalTeam: Story = {
  render: (args) => <TeamSettings team={personalTeam} onSaveDetails={() => undefined} onSavePaymentExpiration={() => undefined} messaging={<MessagingSettingsContainer {...args} />} />,
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('teams.byId', personalTeam),
      mockQuery('messaging.channels', () => (record('channels', null), [])),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(await region(canvasElement).findByRole('heading', { name: t('messaging.upgradeTitle') })).toBeInTheDocument();
    await expect(region(canvasElement).getByRole('link', { name: t('teams.home.upgradeAction') })).toHaveAttribute('href', UPGRADE_HREF);
    await expect(sent.channels).toBeUndefined();
  },
};
