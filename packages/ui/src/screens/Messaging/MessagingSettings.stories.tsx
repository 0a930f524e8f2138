import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionOutcome } from '../../patterns/action.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { phoneViewport } from '../../mocks/viewports.ts';
import { MessagingSettings } from './MessagingSettings.tsx';
import { LOCALE_TAGS, isLocale } from '@waqt/contracts';
import { countryOptions } from '../../forms/countries.ts';
import { ACCESS_TOKEN, APP_SECRET, APP_SID, UPGRADE_HREF, defaultLimits, smsChannel, whatsappChannel } from '../../fixtures/messaging.ts';

const meta = {
  title: 'Screens/Messaging/MessagingSettings',
  component: MessagingSettings,
  args: {
    channels: [],
    upgradeHref: UPGRADE_HREF,
    onSave: fn(async (): Promise<ActionOutcome> => ({ ok: true })),
    onRemove: fn(async (): Promise<ActionOutcome> => ({ ok: true })),
    onCopy: fn(),
  },
} satisfies Meta<typeof MessagingSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const body = () => within(document.body);
/** A channel's article, by its name. */
const item = (c: Scope, ch: 'sms' | 'whatsapp') => within(c.getByRole('article', { name: storyTr()(`messaging.channel.${ch}`) }));
const field = (d: Scope, key: string) => d.getByLabelText(containing(storyTr()(key)), { selector: 'input' });
const dialogOf = async (key: string) => within(await body().findByRole('dialog', { name: storyTr()(key) }));

/**
 * Nothing set up yet (on a phone): both channels say so; setting up SMS asks for the sender name and the
 * AppSid (a password field), checks the sender name as Unifonic registers them, then sends both, switched on.
 */
export const Empty: Story = {
  ...phoneViewport,
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    for (const ch of ['sms', 'whatsapp'] as const) {
      await expect(item(c, ch).getByText(t('messaging.status.none'))).toBeInTheDocument();
      await expect(item(c, ch).queryByText(t('messaging.webhookTitle'))).toBeNull();
    }
    await userEvent.click(item(c, 'sms').getByRole('button', { name: t('messaging.setUpOf', { channel: t('messaging.channel.sms') }) }));
    const d = await dialogOf('messaging.setUpTitle.sms');
    const secret = field(d, 'messaging.appSid');
    await expect(secret).toHaveAttribute('type', 'password');
    await expect(secret).toHaveAccessibleDescription(containing(t('messaging.appSidHelp')));
    await userEvent.click(d.getByRole('button', { name: t('messaging.save') }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(field(d, 'messaging.senderName.sms')).toHaveAccessibleDescription(containing(t('messaging.invalid.senderName')));
    await expect(secret).toHaveAccessibleDescription(containing(t('validation.required')));
    await waitFor(() => expect(field(d, 'messaging.senderName.sms')).toHaveFocus());
    await userEvent.type(field(d, 'messaging.senderName.sms'), 'Riyadh Dental Clinic');
    await userEvent.type(secret, APP_SID);
    await userEvent.click(d.getByRole('button', { name: t('messaging.save') }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(field(d, 'messaging.senderName.sms')).toHaveAccessibleDescription(containing(t('messaging.invalid.senderName')));
    await userEvent.clear(field(d, 'messaging.senderName.sms'));
    await userEvent.type(field(d, 'messaging.senderName.sms'), 'RiyadhDent');
    await userEvent.click(d.getByRole('button', { name: t('messaging.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ settings: { channel: 'sms', senderName: 'RiyadhDent', appSid: APP_SID }, enabled: true });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/**
 * SMS saved and on: its sender name, the AppSid only as "Saved", the webhook URL to copy. Editing leaves the
 * AppSid empty ("Saved — enter a new one to replace it") and sends none when it stays empty.
 */
export const SmsSaved: Story = {
  ...phoneViewport,
  args: { channels: [smsChannel] },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const sms = item(c, 'sms');
    await expect(sms.getByText(t('messaging.status.on'))).toBeInTheDocument();
    await expect(sms.getByText(smsChannel.senderName)).toBeInTheDocument();
    await expect(sms.getByText(t('messaging.secretSavedShort'))).toBeInTheDocument();
    await expect(sms.getByRole('switch', { name: t('messaging.enabled.sms') })).toBeChecked();
    await expect(item(c, 'whatsapp').getByText(t('messaging.status.none'))).toBeInTheDocument();
    await userEvent.click(sms.getByRole('button', { name: t('payments.copy.copyOf', { what: t('messaging.webhookUrlOf', { channel: t('messaging.channel.sms') }) }) }));
    await expect(args.onCopy).toHaveBeenCalledWith(smsChannel.webhookUrl);
    await expect(await sms.findByText(t('payments.copy.copied'))).toBeInTheDocument();

    await userEvent.click(sms.getByRole('button', { name: t('messaging.editOf', { channel: t('messaging.channel.sms') }) }));
    const d = await dialogOf('messaging.editTitle.sms');
    await expect(field(d, 'messaging.senderName.sms')).toHaveValue(smsChannel.senderName);
    const secret = field(d, 'messaging.appSid');
    await expect(secret).toHaveValue('');
    await expect(secret).not.toBeRequired();
    await expect(secret).toHaveAccessibleDescription(containing(t('messaging.secretSaved')));
    await userEvent.clear(field(d, 'messaging.senderName.sms'));
    await userEvent.type(field(d, 'messaging.senderName.sms'), 'RDC Clinic');
    await userEvent.click(d.getByRole('button', { name: t('messaging.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ settings: { channel: 'sms', senderName: 'RDC Clinic' }, enabled: true });
  },
};

/** The switch turns a saved channel off (and on) at once: its settings sent again without secrets. */
export const SwitchOff: Story = {
  args: { channels: [smsChannel, whatsappChannel] },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(item(c, 'sms').getByRole('switch', { name: t('messaging.enabled.sms') }));
    await expect(args.onSave).toHaveBeenLastCalledWith({ settings: { channel: 'sms', senderName: smsChannel.senderName }, enabled: false });
    await expect(item(c, 'whatsapp').getByText(t('messaging.status.off'))).toBeInTheDocument();
    await userEvent.click(item(c, 'whatsapp').getByRole('switch', { name: t('messaging.enabled.whatsapp') }));
    await expect(args.onSave).toHaveBeenLastCalledWith({
      settings: { channel: 'whatsapp', senderName: whatsappChannel.senderName, phoneNumberId: whatsappChannel.phoneNumberId, templates: whatsappChannel.templates },
      enabled: true,
    });
  },
};

/**
 * Setting up WhatsApp: the phone number id (digits), the token and app secret (required the first time), a
 * template name and language per language, each checked as Meta allows them; then all of it is sent.
 */
export const WhatsAppValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(item(c, 'whatsapp').getByRole('button', { name: t('messaging.setUpOf', { channel: t('messaging.channel.whatsapp') }) }));
    const d = await dialogOf('messaging.setUpTitle.whatsapp');
    const english = within(d.getByRole('group', { name: t('messaging.template.en') }));
    const arabic = within(d.getByRole('group', { name: t('messaging.template.ar') }));
    await expect(field(english, 'messaging.templateLanguage')).toHaveValue('en');
    await expect(field(arabic, 'messaging.templateLanguage')).toHaveValue('ar');
    await userEvent.type(field(d, 'messaging.senderName.whatsapp'), 'Riyadh Dental Clinic');
    await userEvent.type(field(d, 'messaging.phoneNumberId'), 'phone-1');
    await userEvent.type(field(english, 'messaging.templateName'), 'Appointment Reminder');
    await userEvent.clear(field(arabic, 'messaging.templateLanguage'));
    await userEvent.type(field(arabic, 'messaging.templateLanguage'), 'Arabic');
    await userEvent.click(d.getByRole('button', { name: t('messaging.save') }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(field(d, 'messaging.phoneNumberId')).toHaveAccessibleDescription(containing(t('messaging.invalid.phoneNumberId')));
    await expect(field(d, 'messaging.accessToken')).toHaveAccessibleDescription(containing(t('validation.required')));
    await expect(field(d, 'messaging.appSecret')).toHaveAccessibleDescription(containing(t('validation.required')));
    await expect(field(english, 'messaging.templateName')).toHaveAccessibleDescription(containing(t('messaging.invalid.templateName')));
    await expect(field(arabic, 'messaging.templateName')).toHaveAccessibleDescription(containing(t('messaging.invalid.templateName')));
    await expect(field(arabic, 'messaging.templateLanguage')).toHaveAccessibleDescription(containing(t('messaging.invalid.templateLanguage')));

    await userEvent.clear(field(d, 'messaging.phoneNumberId'));
    await userEvent.type(field(d, 'messaging.phoneNumberId'), '106540352242922');
    await userEvent.type(field(d, 'messaging.accessToken'), ACCESS_TOKEN);
    await userEvent.type(field(d, 'messaging.appSecret'), APP_SECRET);
    await userEvent.clear(field(english, 'messaging.templateName'));
    await userEvent.type(field(english, 'messaging.templateName'), 'appointment_reminder');
    await userEvent.type(field(arabic, 'messaging.templateName'), 'appointment_reminder_ar');
    await userEvent.clear(field(arabic, 'messaging.templateLanguage'));
    await userEvent.type(field(arabic, 'messaging.templateLanguage'), 'ar');
    await userEvent.click(d.getByRole('button', { name: t('messaging.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({
      settings: {
        channel: 'whatsapp',
        senderName: 'Riyadh Dental Clinic',
        phoneNumberId: '106540352242922',
        accessToken: ACCESS_TOKEN,
        appSecret: APP_SECRET,
        templates: { en: { name: 'appointment_reminder', language: 'en' }, ar: { name: 'appointment_reminder_ar', language: 'ar' } },
      },
      enabled: true,
    });
  },
};

/** The API refused the settings (MESSAGING_CHANNEL_CONFIG): said in the dialog, which stays open; a field it names is marked. */
export const SaveRefused: Story = {
  args: {
    channels: [whatsappChannel],
    onSave: fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'MESSAGING_CHANNEL_CONFIG', fields: {} })),
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(item(c, 'whatsapp').getByRole('button', { name: t('messaging.editOf', { channel: t('messaging.channel.whatsapp') }) }));
    const d = await dialogOf('messaging.editTitle.whatsapp');
    await expect(field(d, 'messaging.phoneNumberId')).toHaveValue(whatsappChannel.phoneNumberId);
    await expect(field(d, 'messaging.accessToken')).toHaveAccessibleDescription(containing(t('messaging.secretSaved')));
    await userEvent.click(d.getByRole('button', { name: t('messaging.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({
      settings: { channel: 'whatsapp', senderName: whatsappChannel.senderName, phoneNumberId: whatsappChannel.phoneNumberId, templates: whatsappChannel.templates },
      enabled: false,
    });
    await expect(await d.findByRole('alert')).toHaveTextContent(t('errors.MESSAGING_CHANNEL_CONFIG'));
    await expect(body().getByRole('dialog')).toBeInTheDocument();
  },
};

/** Removing asks first (Cancel keeps it); confirmed, `onRemove` gets the channel. */
export const RemoveConfirm: Story = {
  ...phoneViewport,
  args: { channels: [smsChannel, whatsappChannel] },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const name = t('messaging.channel.whatsapp');
    await userEvent.click(item(c, 'whatsapp').getByRole('button', { name: t('messaging.removeOf', { channel: name }) }));
    let confirm = within(await body().findByRole('alertdialog', { name: t('messaging.removeTitle', { channel: name }) }));
    await expect(confirm.getByText(t('messaging.removeBody.whatsapp'))).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(item(c, 'whatsapp').getByRole('button', { name: t('messaging.removeOf', { channel: name }) }));
    confirm = within(await body().findByRole('alertdialog', { name: t('messaging.removeTitle', { channel: name }) }));
    await userEvent.click(confirm.getByRole('button', { name: t('messaging.remove') }));
    await expect(args.onRemove).toHaveBeenCalledWith('whatsapp');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** The personal team: no phone reminders, the way to a business team instead. */
export const PersonalTeam: Story = {
  args: { isPersonal: true, channels: undefined },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: t('messaging.upgradeTitle') })).toBeInTheDocument();
    await expect(c.getByText(t('errors.MESSAGING_NOT_AVAILABLE'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('teams.home.upgradeAction') })).toHaveAttribute('href', UPGRADE_HREF);
  },
};

/** Loading failed: the code and a retry. */
export const LoadError: Story = {
  args: { channels: undefined, loadError: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(t('errors.UNEXPECTED'))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

// ——— Limits against message fraud (issue 35, item 4) ———

/** A country's name as the story's locale writes it. */
const countryName = (code: string) => {
  const lang = document.documentElement.lang;
  return countryOptions(LOCALE_TAGS[isLocale(lang) ? lang : 'en']).find((o) => o.id === code)!.label;
};
const limitsOf = (c: Scope) => within(c.getByRole('region', { name: storyTr()('messaging.limits.title') }));
const chipNames = (limits: Scope) => within(limits.getByRole('list', { name: storyTr()('messaging.limits.countries') })).getAllByRole('listitem').map((li) => li.textContent);
const limitField = (limits: Scope, channel: 'sms' | 'whatsapp') => limits.getByRole('textbox', { name: containing(storyTr()(`messaging.limits.dailyLimit.${channel}`)) });
const savedLimits = () => fn(async (): Promise<ActionOutcome> => ({ ok: true }));

/**
 * The limits before any are saved: the team's own country and 200 a day per channel, with what went today.
 * "Add the GCC countries" adds the Gulf's six at once (then has none left to add); a chip's button removes
 * its country, the search adds one; the countries and both limits are saved together.
 */
export const Limits: Story = {
  args: { channels: [smsChannel], limits: defaultLimits, onSaveLimits: savedLimits(), timeZone: 'Asia/Riyadh' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const limits = limitsOf(within(canvasElement));
    await expect(chipNames(limits)).toEqual([countryName('SA')]);
    await expect(limitField(limits, 'sms')).toHaveAccessibleDescription(containing(t('messaging.limits.sentToday', { sent: '37' })));
    await expect(limitField(limits, 'whatsapp')).toHaveAccessibleDescription(containing(t('messaging.limits.sentToday', { sent: '4' })));
    await expect(limits.getByText(t('messaging.limits.perNumber', { n: '5' }))).toBeInTheDocument();
    const gcc = limits.getByRole('button', { name: t('messaging.limits.addGcc') });
    await userEvent.click(gcc);
    await expect(chipNames(limits)).toEqual(['SA', 'AE', 'BH', 'KW', 'OM', 'QA'].map(countryName));
    await expect(gcc).toBeDisabled();
    await userEvent.click(limits.getByRole('button', { name: t('messaging.limits.removeCountry', { country: countryName('QA') }) }));
    await expect(gcc).toBeEnabled();
    const search = () => limits.getByRole('combobox', { name: t('messaging.limits.addCountry') });
    await userEvent.type(search(), countryName('EG'));
    await userEvent.click(await body().findByRole('option', { name: countryName('EG') }));
    await expect(chipNames(limits)).toContain(countryName('EG'));
    // The search starts again, focus in it, its list closed.
    await waitFor(() => expect(search()).toHaveFocus());
    await expect(search()).toHaveValue('');
    await expect(search()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.clear(limitField(limits, 'sms'));
    await userEvent.type(limitField(limits, 'sms'), '500');
    await userEvent.tab();
    await userEvent.click(limits.getByRole('button', { name: t('messaging.limits.save') }));
    await expect(args.onSaveLimits).toHaveBeenCalledWith({ allowedCountries: ['AE', 'BH', 'EG', 'KW', 'OM', 'SA'], dailyLimits: { sms: 500, whatsapp: 200 } });
  },
};

/** Nothing is sent without a country or with a limit cleared: each is said where it is; fixed, it saves. */
export const LimitsChecked: Story = {
  ...phoneViewport,
  args: { channels: [smsChannel, whatsappChannel], limits: defaultLimits, onSaveLimits: savedLimits(), timeZone: 'Asia/Riyadh' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const limits = limitsOf(within(canvasElement));
    await userEvent.click(limits.getByRole('button', { name: t('messaging.limits.removeCountry', { country: countryName('SA') }) }));
    await userEvent.clear(limitField(limits, 'whatsapp'));
    await userEvent.tab();
    await userEvent.click(limits.getByRole('button', { name: t('messaging.limits.save') }));
    await expect(args.onSaveLimits).not.toHaveBeenCalled();
    await expect(limits.getByRole('alert')).toHaveTextContent(t('messaging.limits.noCountries'));
    await expect(limitField(limits, 'whatsapp')).toHaveAccessibleDescription(containing(t('validation.required')));
    await userEvent.click(limits.getByRole('button', { name: t('messaging.limits.addGcc') }));
    await expect(limits.queryByRole('alert')).toBeNull();
    await userEvent.type(limitField(limits, 'whatsapp'), '50');
    await userEvent.tab();
    await userEvent.click(limits.getByRole('button', { name: t('messaging.limits.save') }));
    await expect(args.onSaveLimits).toHaveBeenCalledWith({ allowedCountries: ['AE', 'BH', 'KW', 'OM', 'QA', 'SA'], dailyLimits: { sms: 200, whatsapp: 50 } });
  },
};

/** The API refused (a personal team's id): its words above the form, which keeps what was entered. */
export const LimitsRefused: Story = {
  args: {
    channels: [smsChannel],
    limits: defaultLimits,
    timeZone: 'Asia/Riyadh',
    onSaveLimits: fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'MESSAGING_NOT_AVAILABLE' })),
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const limits = limitsOf(within(canvasElement));
    await userEvent.click(limits.getByRole('button', { name: t('messaging.limits.addGcc') }));
    await userEvent.click(limits.getByRole('button', { name: t('messaging.limits.save') }));
    await expect(args.onSaveLimits).toHaveBeenCalledOnce();
    await expect(await limits.findByRole('alert')).toHaveTextContent(t('errors.MESSAGING_NOT_AVAILABLE'));
    await expect(chipNames(limits)).toHaveLength(6);
  },
};
