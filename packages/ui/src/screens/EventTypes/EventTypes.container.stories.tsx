import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, storyTr } from '../../i18n/stories.ts';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import type { Entitlements } from '@waqt/contracts';
import { plans } from '../../fixtures/billing.ts';
import { cardProvider, onArrivalProvider } from '../../fixtures/payments.ts';
import { smsChannel, whatsappChannel } from '../../fixtures/messaging.ts';
import { endedEntitlements, expectLoading, expectUpgradePrompt, personalEntitlements, personalTeam, num, planName, team, trialEntitlements, tr } from '../../fixtures/teams.ts';
import { EventTypeFormContainer } from './EventTypeForm.container.tsx';
import { EventTypeListContainer } from './EventTypeList.container.tsx';
import { CALENDAR_ID, TEAM_ID, calendar, eventTypes, links, schedules } from '../../fixtures/event-types.ts';

const meta = {
  title: 'Screens/EventTypes/Containers',
  component: EventTypeListContainer,
  args: { teamId: TEAM_ID, calendarId: CALENDAR_ID, origin: 'https://waqt.app', ...links },
} satisfies Meta<typeof EventTypeListContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the mocked API received from `eventTypes.setEnabled` in the running story. */
let sent: unknown[] = [];
/** billing.entitlements and billing.plans: the team's plan as the screens read it up front (with its payment providers and phone channels: none). */
const withPlan = (entitlements: Entitlements) => [
  mockQuery('billing.entitlements', entitlements),
  mockQuery('billing.plans', plans),
  mockQuery('paymentProviders.list', [cardProvider]),
  mockQuery('messaging.channels', []),
];

/** Against the mocked API: the list loads, and a switch sends `eventTypes.setEnabled`. */
export const List: Story = {
  beforeEach: ({ msw }) => {
    sent = [];
    msw.use(
      ...withPlan(trialEntitlements()),
      mockQuery('teams.byId', team),
      mockQuery('calendars.byId', calendar),
      mockQuery('eventTypes.list', eventTypes, { delayMs: 50 }),
      mockMutation('eventTypes.setEnabled', (input) => {
        sent.push(input);
        return { ...eventTypes[1]!, enabled: input.enabled };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expectLoading(canvasElement, true);
    const toggle = await c.findByRole('switch', { name: t('eventTypes.enabledOf', { title: 'تنظيف الأسنان' }) });
    await userEvent.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ teamId: TEAM_ID, calendarId: CALENDAR_ID, eventTypeId: eventTypes[1]!.id, enabled: true }]));
  },
};

/** The list fails to load: the translated code and a retry. */
export const ListError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...withPlan(trialEntitlements()), mockQuery('teams.byId', team), mockQuery('calendars.byId', calendar), mockError('eventTypes.list', 'NOT_FOUND'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: t('eventTypes.loadError') })).toBeInTheDocument();
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.NOT_FOUND'));
  },
};

/** The trial ended (no `event_types`) and the calendar has its one event type: the prompt to the Team plan, no "new" link. */
export const ListPlanEnded: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...withPlan(endedEntitlements), mockQuery('teams.byId', team), mockQuery('calendars.byId', calendar), mockQuery('eventTypes.list', [eventTypes[0]!]));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: t('billing.upgrade.title') })).toBeInTheDocument();
    await expectUpgradePrompt(canvasElement, 'team', [tr('billing.upgrade.features.event_types', { plan: planName('team') })]);
    await expect(c.queryByRole('link', { name: t('eventTypes.new') })).toBeNull();
  },
};

type FormStory = StoryObj<typeof EventTypeFormContainer>;
const formArgs = { teamId: TEAM_ID, calendarId: CALENDAR_ID, schedules, upgradeHref: links.upgradeHref, cancelHref: links.cancelHref, newScheduleHref: links.newScheduleHref, onSaved: fn() };

/** The team has only "pay on arrival" (`paymentProviders.list`): "Pay when booking" is off, with the way to the payment settings. */
export const FormNoOnlinePaymentMethod: FormStory = {
  render: (args) => <EventTypeFormContainer {...args} />,
  args: { ...formArgs, paymentSettingsHref: `/en/dashboard/team/${TEAM_ID}/settings` },
  beforeEach: ({ msw }) => {
    // Before withPlan's card provider: the first handler that matches answers.
    msw.use(mockQuery('paymentProviders.list', [onArrivalProvider]), ...withPlan(trialEntitlements()), mockQuery('teams.byId', team), mockQuery('calendars.byId', calendar));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByText(t('eventTypes.form.noOnlineMethod'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('eventTypes.form.paymentSettings') })).toHaveAttribute('href', `/en/dashboard/team/${TEAM_ID}/settings`);
    await expect(c.getByRole('radio', { name: t('eventTypes.form.pricingChoice.prepaid') })).toBeDisabled();
    await expect(c.getByRole('radio', { name: t('eventTypes.form.pricingChoice.on_arrival') })).toBeEnabled();
  },
};

let updated: unknown;
/** Editing: the saved event type loads into the form; saving sends `eventTypes.update` and goes on. */
export const FormEdit: FormStory = {
  render: (args) => <EventTypeFormContainer {...args} />,
  args: { ...formArgs, eventTypeId: eventTypes[0]!.id },
  beforeEach: ({ msw }) => {
    msw.use(
      ...withPlan(trialEntitlements()),
      mockQuery('teams.byId', team),
      mockQuery('calendars.byId', calendar),
      mockQuery('eventTypes.byId', eventTypes[0]!),
      mockMutation('eventTypes.update', (input) => {
        updated = input;
        return { ...eventTypes[0]!, title: input.title };
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    // Exactly "Title": its Arabic and English titles are open below it (given), named "Arabic title"…
    const title = await c.findByRole('textbox', { name: t('eventTypes.form.title') });
    await expect(title).toHaveValue('Checkup');
    await userEvent.type(title, ' plus');
    await userEvent.click(c.getByRole('button', { name: containing(t('common.save')) }));
    await expect(await within(document.body).findByText(t('eventTypes.saved'))).toBeInTheDocument();
    // The names in other languages go with the rest, unchanged.
    await expect(updated).toMatchObject({ title: 'Checkup plus', titleAr: 'فحص الأسنان', descriptionAr: 'فحص عام للأسنان في 30 دقيقة.', titleEn: '' });
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(eventTypes[0]!.id));
  },
};

/** A second event type on the personal team: the API's EVENT_TYPE_LIMIT_REACHED shows the upgrade prompt. */
export const FormPersonalLimit: FormStory = {
  render: (args) => <EventTypeFormContainer {...args} />,
  args: formArgs,
  beforeEach: ({ msw }) => {
    msw.use(
      ...withPlan(personalEntitlements),
      mockQuery('teams.byId', personalTeam),
      mockQuery('calendars.byId', calendar),
      mockError('eventTypes.create', 'EVENT_TYPE_LIMIT_REACHED', 'post', { needs: { feature: 'event_types', limit: 1, used: 1 } }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.type(await c.findByRole('textbox', { name: containing(t('eventTypes.form.title')) }), 'Second');
    c.getByRole('button', { name: containing(t('eventTypes.form.schedule')) }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(within(await within(document.body).findByRole('listbox')).getByRole('option', { name: 'Clinic hours' }));
    await userEvent.click(c.getByRole('button', { name: containing(t('eventTypes.form.create')) }));
    const alert = within(await c.findByRole('alert'));
    await expect(alert.getByText(t('errors.EVENT_TYPE_LIMIT_REACHED'))).toBeInTheDocument();
    await expect(alert.getByRole('link', { name: t('teams.home.upgradeAction') })).toHaveAttribute('href', links.upgradeHref);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/**
 * Past the trial, a second event type: the API's EVENT_TYPE_LIMIT_REACHED carries what is needed (the
 * Team plan) — the prompt with the link to subscribe to it, nothing saved. Payments are off up front.
 */
export const FormPlanEndedLimit: FormStory = {
  render: (args) => <EventTypeFormContainer {...args} />,
  args: formArgs,
  beforeEach: ({ msw }) => {
    msw.use(
      ...withPlan(endedEntitlements),
      mockQuery('teams.byId', team),
      mockQuery('calendars.byId', calendar),
      mockError('eventTypes.create', 'EVENT_TYPE_LIMIT_REACHED', 'post', { needs: { feature: 'event_types', limit: 1, used: 1, plan: 'team' } }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.type(await c.findByRole('textbox', { name: containing(t('eventTypes.form.title')) }), 'Second');
    await expect(c.getByRole('radio', { name: t('eventTypes.form.pricingChoice.prepaid') })).toBeDisabled();
    await expect(c.getByText(tr('billing.upgrade.features.payments', { plan: planName('team') }))).toBeInTheDocument();
    c.getByRole('button', { name: containing(t('eventTypes.form.schedule')) }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(within(await within(document.body).findByRole('listbox')).getByRole('option', { name: 'Clinic hours' }));
    await userEvent.click(c.getByRole('button', { name: containing(t('eventTypes.form.create')) }));
    const alert = await c.findByRole('alert');
    await expectUpgradePrompt(alert, 'team', [tr('billing.upgrade.features.event_types', { plan: planName('team') })]);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/**
 * The team's phone channels (`messaging.channels`): SMS on, WhatsApp set up but off — a reminder can go by
 * SMS, WhatsApp is off with the reason and the way to team settings; `eventTypes.create` gets the rules.
 */
export const FormReminderChannels: FormStory = {
  render: (args) => <EventTypeFormContainer {...args} />,
  args: { ...formArgs, messagingSettingsHref: `/en/dashboard/team/${TEAM_ID}/settings#messaging` },
  beforeEach: ({ msw }) => {
    sent = [];
    // Before withPlan's empty list: the first handler that matches answers.
    msw.use(
      mockQuery('messaging.channels', [smsChannel, whatsappChannel]),
      ...withPlan(trialEntitlements()),
      mockQuery('teams.byId', team),
      mockQuery('calendars.byId', calendar),
      mockMutation('eventTypes.create', (input) => {
        sent.push(input);
        return { ...eventTypes[0]!, id: 'e3333333-3333-4333-8333-333333333333', title: input.title, reminders: input.reminders ?? [] };
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const rule = await c.findByRole('group', { name: t('eventTypes.reminders.rule', { n: num(1) }) });
    const box = (ch: 'sms' | 'whatsapp') => within(rule).getByRole('checkbox', { name: containing(t(`eventTypes.reminders.channel.${ch}`)) });
    await expect(box('sms')).toBeEnabled();
    await expect(box('whatsapp')).toBeDisabled();
    await expect(box('whatsapp')).toHaveAccessibleName(containing(t('eventTypes.reminders.status.off')));
    await expect(c.getByRole('link', { name: t('eventTypes.reminders.setUp.whatsapp') })).toHaveAttribute('href', `/en/dashboard/team/${TEAM_ID}/settings#messaging`);
    await userEvent.click(box('sms'));
    await userEvent.type(c.getByRole('textbox', { name: containing(t('eventTypes.form.title')) }), 'Checkup');
    c.getByRole('button', { name: containing(t('eventTypes.form.schedule')) }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(within(await within(document.body).findByRole('listbox')).getByRole('option', { name: 'Clinic hours' }));
    await userEvent.click(c.getByRole('button', { name: containing(t('eventTypes.form.create')) }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(sent).toEqual([expect.objectContaining({ teamId: TEAM_ID, reminders: [{ offsetMinutes: 1440, channels: ['mail', 'sms'] }], noShowPrepayAfter: null })]);
  },
};
