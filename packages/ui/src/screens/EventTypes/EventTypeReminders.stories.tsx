import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, storyTr } from '../../i18n/stories.ts';
import { num } from '../../fixtures/teams.ts';
import { phoneViewport } from '../../mocks/viewports.ts';
import { EventTypeForm } from './EventTypeForm.tsx';
import { draftFrom, emptyDraft } from './eventTypeDraft.ts';
import { CALENDAR_ID, TEAM_ID, calendar, eventTypes, links, schedules } from '../../fixtures/event-types.ts';

const MESSAGING_HREF = `/en/dashboard/team/${TEAM_ID}/settings#messaging`;

const meta = {
  title: 'Screens/EventTypes/Reminders',
  component: EventTypeForm,
  args: {
    teamId: TEAM_ID,
    calendarId: CALENDAR_ID,
    timeZone: calendar.timezone,
    calendarSlug: calendar.slug,
    schedules,
    upgradeHref: links.upgradeHref,
    cancelHref: links.cancelHref,
    newScheduleHref: links.newScheduleHref,
    messagingSettingsHref: MESSAGING_HREF,
    onSubmit: fn(),
  },
} satisfies Meta<typeof EventTypeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** A new event type's other fields, filled so that only the reminders decide whether it is sent. */
const ready = { ...emptyDraft(schedules[0]!.id), title: 'Checkup', slug: 'checkup' };
const rules = (c: Canvas) => within(c.getByRole('list', { name: storyTr()('eventTypes.reminders.title') }));
const rule = (c: Canvas, n: number) => c.getByRole('group', { name: storyTr()('eventTypes.reminders.rule', { n: num(n) }) });
const whenOf = (group: HTMLElement) => within(group).getByRole('button', { name: containing(storyTr()('eventTypes.reminders.when')) });
const channel = (group: HTMLElement, c: 'mail' | 'sms' | 'whatsapp') => within(group).getByRole('checkbox', { name: containing(storyTr()(`eventTypes.reminders.channel.${c}`)) });
const offsetLabel = (key: 'minutes' | 'hours' | 'days' | 'weeks', n: number) => storyTr()(`eventTypes.reminders.before.${key}`, { count: n, n: num(n) });
const add = (c: Canvas) => c.getByRole('button', { name: storyTr()('eventTypes.reminders.add') });
const save = (c: Canvas, key = 'common.save') => c.getByRole('button', { name: containing(storyTr()(key)) });
const choice = (c: Canvas, p: 'free' | 'prepaid' | 'on_arrival') =>
  within(c.getByRole('radiogroup', { name: containing(storyTr()('eventTypes.form.pricing')) })).getByRole('radio', { name: storyTr()(`eventTypes.form.pricingChoice.${p}`) });
const noShowBox = (c: Canvas) => c.getByRole('checkbox', { name: containing(storyTr()('eventTypes.noShow.label')) });

async function pickOffset(group: HTMLElement, label: string) {
  await userEvent.click(whenOf(group));
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: label }));
}

/**
 * The rules editor on a phone, before the team set up SMS or WhatsApp: a new event type starts with a mail
 * the day before; up to three rules (then no "Add"), one removed (focus moves on to "Add"); two rules at the
 * same time are refused under the second one's time, and nothing is sent; SMS and WhatsApp are off with the
 * reason and the way to team settings.
 */
export const RulesEditor: Story = {
  ...phoneViewport,
  args: { initial: ready, phoneChannels: { sms: 'none', whatsapp: 'off' } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(rules(c).getAllByRole('listitem')).toHaveLength(1);
    const first = rule(c, 1);
    await expect(whenOf(first)).toHaveTextContent(offsetLabel('days', 1));
    await expect(channel(first, 'mail')).toBeChecked();
    // The phone channels: off, each with its reason, and the way to set them up.
    await expect(channel(first, 'sms')).toBeDisabled();
    await expect(channel(first, 'whatsapp')).toBeDisabled();
    await expect(channel(first, 'sms')).toHaveAccessibleName(containing(t('eventTypes.reminders.status.none')));
    await expect(channel(first, 'whatsapp')).toHaveAccessibleName(containing(t('eventTypes.reminders.status.off')));
    await expect(c.getByText(t('eventTypes.reminders.phoneOff.both'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('eventTypes.reminders.setUp.both') })).toHaveAttribute('href', MESSAGING_HREF);

    // Up to three: the next usual times (2 hours, then 1 hour before), then no more.
    await userEvent.click(add(c));
    await expect(whenOf(rule(c, 2))).toHaveTextContent(offsetLabel('hours', 2));
    await userEvent.click(add(c));
    await expect(whenOf(rule(c, 3))).toHaveTextContent(offsetLabel('hours', 1));
    await expect(c.queryByRole('button', { name: t('eventTypes.reminders.add') })).toBeNull();
    await expect(c.getByText(t('eventTypes.reminders.max', { n: num(3) }))).toBeInTheDocument();

    // Removing the second: the third becomes the second, and focus goes on to "Add a reminder".
    await userEvent.click(within(rule(c, 2)).getByRole('button', { name: t('eventTypes.reminders.removeRule', { n: num(2) }) }));
    await expect(rules(c).getAllByRole('listitem')).toHaveLength(2);
    await expect(whenOf(rule(c, 2))).toHaveTextContent(offsetLabel('hours', 1));
    await waitFor(() => expect(add(c)).toHaveFocus());

    // The same time twice: said under the second one, nothing sent.
    await pickOffset(rule(c, 2), offsetLabel('days', 1));
    await userEvent.click(save(c));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(whenOf(rule(c, 2))).toHaveAccessibleDescription(containing(t('validation.reminder_offset_repeated')));
    await expect(whenOf(rule(c, 1))).not.toHaveAccessibleDescription(containing(t('validation.reminder_offset_repeated')));

    // Another time: sent, in the order shown.
    await pickOffset(rule(c, 2), offsetLabel('weeks', 1));
    await userEvent.click(save(c));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        reminders: [
          { offsetMinutes: 1440, channels: ['mail'] },
          { offsetMinutes: 10_080, channels: ['mail'] },
        ],
        noShowPrepayAfter: null,
      }),
    );
  },
};

/** The team's SMS and WhatsApp are on: both can be chosen; a rule needs at least one channel; a rule can be the only one removed. */
export const PhoneChannelsOn: Story = {
  args: { initial: ready, phoneChannels: { sms: 'on', whatsapp: 'on' } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const first = rule(c, 1);
    await expect(channel(first, 'sms')).toBeEnabled();
    await expect(channel(first, 'whatsapp')).toBeEnabled();
    await expect(c.queryByText(t('eventTypes.reminders.phoneOff.both'))).toBeNull();
    await expect(c.queryByRole('link', { name: containing(t('eventTypes.reminders.setUp.sms')) })).toBeNull();
    await userEvent.click(channel(first, 'whatsapp'));
    await userEvent.click(channel(first, 'mail'));
    await userEvent.click(channel(first, 'whatsapp'));
    // No channel left: refused under the channels.
    await userEvent.click(save(c));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(first).getByRole('group', { name: containing(t('eventTypes.reminders.channels')) })).toHaveTextContent(t('eventTypes.reminders.channelsRequired'));
    await userEvent.click(channel(first, 'sms'));
    await userEvent.click(channel(first, 'whatsapp'));
    await userEvent.click(save(c));
    // Channels go in a fixed order (mail, SMS, WhatsApp), whatever order they were ticked in.
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ reminders: [{ offsetMinutes: 1440, channels: ['sms', 'whatsapp'] }] }));
    // No reminders at all is a choice too.
    await userEvent.click(within(rule(c, 1)).getByRole('button', { name: t('eventTypes.reminders.removeRule', { n: num(1) }) }));
    await expect(c.getByText(t('eventTypes.reminders.none'))).toBeInTheDocument();
    await userEvent.click(save(c));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ reminders: [] }));
  },
};

/**
 * Editing saved rules after the team's SMS went away: WhatsApp can still be chosen; the SMS box of the rule
 * that has it stays on and can be dropped (nothing is sent by it meanwhile), the others' SMS boxes are off.
 */
export const SavedRulesChannelGone: Story = {
  args: { initial: draftFrom(eventTypes[1]!, calendar.timezone), phoneChannels: { sms: 'none', whatsapp: 'on' } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const [first, second] = [rule(c, 1), rule(c, 2)];
    await expect(whenOf(first)).toHaveTextContent(offsetLabel('days', 1));
    await expect(channel(first, 'whatsapp')).toBeChecked();
    await expect(channel(first, 'sms')).toBeDisabled();
    await expect(whenOf(second)).toHaveTextContent(offsetLabel('hours', 2));
    await expect(channel(second, 'sms')).toBeChecked();
    await expect(channel(second, 'sms')).toBeEnabled();
    await expect(c.getByRole('link', { name: t('eventTypes.reminders.setUp.sms') })).toHaveAttribute('href', MESSAGING_HREF);
    await userEvent.click(channel(second, 'whatsapp'));
    await userEvent.click(channel(second, 'sms'));
    await expect(channel(second, 'sms')).toBeDisabled();
    await userEvent.click(save(c));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        reminders: [
          { offsetMinutes: 1440, channels: ['mail', 'whatsapp'] },
          { offsetMinutes: 120, channels: ['whatsapp'] },
        ],
        noShowPrepayAfter: 2,
      }),
    );
  },
};

/** A saved offset the list does not offer (the API takes any minute in range) shows as itself and stays chosen. */
export const SavedOffsetOutsideTheList: Story = {
  args: { initial: { ...ready, reminders: [{ offsetMinutes: 90, channels: ['mail'] }] } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(whenOf(rule(c, 1))).toHaveTextContent(offsetLabel('minutes', 90));
    await userEvent.click(save(c));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ reminders: [{ offsetMinutes: 90, channels: ['mail'] }] }));
  },
};

/**
 * "Customers with N or more no-shows must pay in advance": off with the reason while the event type is free;
 * with a price it turns on at 2, says the rule in words, and sends N; back to free it is sent off.
 */
export const NoShowOption: Story = {
  ...phoneViewport,
  args: { initial: ready },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(noShowBox(c)).toBeDisabled();
    await expect(noShowBox(c)).toHaveAccessibleName(containing(t('eventTypes.noShow.needsPrice')));
    await userEvent.click(choice(c, 'on_arrival'));
    const price = c.getByRole('textbox', { name: containing(t('eventTypes.form.price')) });
    await userEvent.clear(price);
    await userEvent.type(price, '150');
    await userEvent.tab();
    await expect(noShowBox(c)).toBeEnabled();
    await expect(noShowBox(c)).toHaveAccessibleName(containing(t('eventTypes.noShow.help')));
    await userEvent.click(noShowBox(c));
    const count = c.getByRole('textbox', { name: containing(t('eventTypes.noShow.count')) });
    await expect(count).toHaveValue(num(2));
    await expect(count).toHaveAccessibleDescription(containing(t('eventTypes.noShow.sentence', { count: 2, n: num(2) })));
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await userEvent.tab();
    await expect(count).toHaveAccessibleDescription(containing(t('eventTypes.noShow.sentence', { count: 3, n: num(3) })));
    await userEvent.click(save(c));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ paymentEnabled: true, paymentRequired: false, priceHalalas: 15_000, noShowPrepayAfter: 3 }));
    // Free again: the number goes, the option is sent off (the box keeps its tick, with the reason).
    await userEvent.click(choice(c, 'free'));
    await expect(c.queryByRole('textbox', { name: containing(t('eventTypes.noShow.count')) })).toBeNull();
    await expect(noShowBox(c)).toHaveAccessibleName(containing(t('eventTypes.noShow.needsPrice')));
    await userEvent.click(save(c));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ paymentEnabled: false, noShowPrepayAfter: null }));
  },
};

/** No card provider or bank transfer: the option stays off with that reason (paying in advance needs one). */
export const NoShowWithoutOnlinePayment: Story = {
  args: { initial: { ...ready, pricing: 'on_arrival', priceSar: 100 }, canTakeOnlinePayment: false },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(noShowBox(c)).toBeDisabled();
    await expect(noShowBox(c)).toHaveAccessibleName(containing(t('eventTypes.noShow.needsOnlineMethod')));
  },
};

/** The API refused the option (no payment on the event type): said under the number, where it is changed. */
export const NoShowRefused: Story = {
  args: {
    initial: { ...ready, pricing: 'on_arrival', priceSar: 100, noShowPrepay: true, noShowPrepayAfter: 2 },
    error: 'INVALID_REQUEST',
    serverErrors: { noShowPrepayAfter: { issue: 'no_show_prepay_without_payment' } },
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: containing(t('eventTypes.noShow.count')) })).toHaveAccessibleDescription(containing(t('validation.no_show_prepay_without_payment')));
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

/** The API's issue on a rule (INVALID_REQUEST with `reminders.1.offsetMinutes`) shows under that rule's time. */
export const RuleServerError: Story = {
  args: {
    initial: { ...ready, reminders: [{ offsetMinutes: 1440, channels: ['mail'] }, { offsetMinutes: 120, channels: ['mail'] }] },
    error: 'INVALID_REQUEST',
    serverErrors: { 'reminders.1.offsetMinutes': { issue: 'reminder_offset_repeated' } },
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(whenOf(rule(c, 2))).toHaveAccessibleDescription(containing(t('validation.reminder_offset_repeated')));
    await expect(whenOf(rule(c, 1))).not.toHaveAccessibleDescription(containing(t('validation.reminder_offset_repeated')));
  },
};
