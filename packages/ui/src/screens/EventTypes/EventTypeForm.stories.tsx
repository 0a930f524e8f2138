import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, storyTr } from '../../i18n/stories.ts';
import { expectPending, expectUpgradePrompt, num, planName, tr } from '../../fixtures/teams.ts';
import { EventTypeForm } from './EventTypeForm.tsx';
import { draftFrom, emptyDraft } from './eventTypeDraft.ts';
import { CALENDAR_ID, TEAM_ID, calendar, eventTypes, links, schedules } from '../../fixtures/event-types.ts';

const meta = {
  title: 'Screens/EventTypes/EventTypeForm',
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
    onSubmit: fn(),
  },
} satisfies Meta<typeof EventTypeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const text = (c: Canvas, key: string) => c.getByRole('textbox', { name: containing(storyTr()(key)) });
const sw = (c: Canvas, key: string) => c.getByRole('switch', { name: storyTr()(key) });
/** One of the price choices (free, pay when booking, pay on arrival) in the "How visitors pay" group. */
const choice = (c: Canvas, p: 'free' | 'prepaid' | 'on_arrival') =>
  within(c.getByRole('radiogroup', { name: containing(storyTr()('eventTypes.form.pricing')) })).getByRole('radio', { name: storyTr()(`eventTypes.form.pricingChoice.${p}`) });
const submit = (c: Canvas, key = 'eventTypes.form.create') => c.getByRole('button', { name: containing(storyTr()(key)) });
const errorOf = (field: HTMLElement) => field.getAttribute('aria-describedby') ?? '';

/** Creating: the link follows the title; the price is typed in SAR and sent as integer halalas. */
export const Create: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.type(text(c, 'eventTypes.form.title'), 'Follow-up visit');
    await expect(text(c, 'eventTypes.form.slug')).toHaveValue('follow-up-visit');
    c.getByRole('button', { name: containing(t('eventTypes.form.schedule')) }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Clinic hours' }));
    await expect(choice(c, 'free')).toBeChecked();
    await expect(c.queryByRole('textbox', { name: containing(t('eventTypes.form.price')) })).toBeNull();
    await userEvent.click(choice(c, 'prepaid'));
    await expect(c.getByText(t('eventTypes.form.pricingHelp.prepaid'))).toBeInTheDocument();
    const price = text(c, 'eventTypes.form.price');
    await userEvent.clear(price);
    await userEvent.type(price, '150.5');
    await userEvent.tab();
    await userEvent.click(submit(c));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Follow-up visit', slug: 'follow-up-visit', scheduleId: schedules[0]!.id, durationMinutes: 30, paymentEnabled: true, paymentRequired: true, priceHalalas: 15_050, enabled: true }),
    );
  },
};

/** Editing: every saved field is shown; a link already set is not replaced when the title changes. */
export const Edit: Story = {
  args: { initial: draftFrom(eventTypes[1]!, calendar.timezone) },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('eventTypes.form.editTitle') })).toBeInTheDocument();
    await expect(text(c, 'eventTypes.form.title')).toHaveValue('تنظيف الأسنان');
    await expect(text(c, 'eventTypes.form.slug')).toHaveValue('cleaning');
    await expect(sw(c, 'eventTypes.form.verification')).toBeChecked();
    await expect(choice(c, 'prepaid')).toBeChecked();
    await expect(sw(c, 'eventTypes.form.enabled')).not.toBeChecked();
    await expect(c.getByRole('button', { name: containing(t('eventTypes.form.noticeUnit')) })).toHaveTextContent(t('eventTypes.units.days'));
    await expect(c.getByRole('button', { name: containing(t('eventTypes.form.schedule')) })).toHaveTextContent('رمضان');
    await userEvent.type(text(c, 'eventTypes.form.title'), ' 2');
    await expect(text(c, 'eventTypes.form.slug')).toHaveValue('cleaning');
    await userEvent.click(submit(c, 'common.save'));
    // The active window round-trips: 1 March to 30 April in Riyadh, the end exclusive (00:00 on 1 May).
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'تنظيف الأسنان 2', priceHalalas: 15_050, minimumNotice: { value: 1, unit: 'days' }, activeFrom: '2026-02-28T21:00:00.000Z', activeTo: '2026-04-30T21:00:00.000Z' }),
    );
  },
};

/**
 * Names in both languages (issue 36): closed on an event type without them, the section opens on the Arabic and English
 * title and description, sent with the rest (one left empty as none: the API keeps it null). An empty one
 * on the visitor's page falls back to the title above.
 */
export const OtherLanguages: Story = {
  tags: ['visual'],
  args: { initial: { ...emptyDraft(schedules[0]!.id), title: 'Consultation', slug: 'consultation' } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const section = c.getByRole('button', { name: t('names.titleAndDescription.title'), expanded: false });
    await expect(c.queryByRole('textbox', { name: t('names.fields.titleAr') })).toBeNull();
    await userEvent.click(section);
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expect(c.getByText(t('names.titleAndDescription.help'))).toBeInTheDocument();
    await userEvent.type(c.getByRole('textbox', { name: t('names.fields.titleAr') }), 'استشارة');
    await userEvent.type(c.getByRole('textbox', { name: t('names.fields.descriptionAr') }), 'الزيارة الأولى: نفحص أسنانك.');
    await userEvent.type(c.getByRole('textbox', { name: t('names.fields.titleEn') }), 'First consultation');
    // What is typed sets each box's direction (TextField: dir="auto"), whatever the page's.
    await expect(c.getByRole('textbox', { name: t('names.fields.titleAr') })).toHaveAttribute('dir', 'auto');
    await expect(c.getByRole('textbox', { name: t('names.fields.descriptionEn') })).not.toHaveAttribute('dir');
    await userEvent.click(submit(c, 'common.save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Consultation', titleAr: 'استشارة', descriptionAr: 'الزيارة الأولى: نفحص أسنانك.', titleEn: 'First consultation', descriptionEn: '' }),
    );
  },
};

/** Editing an event type with an Arabic title and description: its section is open on them. */
export const EditOtherLanguages: Story = {
  args: { initial: draftFrom(eventTypes[0]!, calendar.timezone) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: t('names.titleAndDescription.title'), expanded: true })).toBeInTheDocument();
    await expect(c.getByRole('textbox', { name: t('eventTypes.form.title') })).toHaveValue('Checkup');
    await expect(c.getByRole('textbox', { name: t('names.fields.titleAr') })).toHaveValue('فحص الأسنان');
    await expect(c.getByRole('textbox', { name: t('names.fields.descriptionAr') })).toHaveValue('فحص عام للأسنان في 30 دقيقة.');
    await expect(c.getByRole('textbox', { name: t('names.fields.titleEn') })).toHaveValue('');
  },
};

/** A text in another language too long for the API: its section opens on the field, which says why. */
export const OtherLanguageRefused: Story = {
  args: { serverErrors: { descriptionEn: { issue: 'too_big', params: { max: 2000 } } }, error: 'INVALID_REQUEST' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: t('names.titleAndDescription.title'), expanded: true })).toBeInTheDocument();
    await expect(c.getByRole('textbox', { name: t('names.fields.descriptionEn') })).toHaveAccessibleDescription(containing(t('validation.too_big', { max: 2000 })));
  },
};

/** Bad values: each field says what is wrong (the API's own schema), and nothing is sent. */
export const ValidationErrors: Story = {
  tags: ['visual'],
  args: {
    initial: {
      ...emptyDraft(),
      durationMinutes: 3,
      bufferAfterMinutes: 300,
      activeFrom: new CalendarDate(2026, 4, 10),
      activeTo: new CalendarDate(2026, 4, 1),
      pricing: 'prepaid',
      priceSar: 0.5,
    },
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(submit(c, 'common.save'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const title = text(c, 'eventTypes.form.title');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(containing(t('validation.required')));
    await expect(text(c, 'eventTypes.form.slug')).toHaveAccessibleDescription(containing(t('teams.form.slugInvalid')));
    await expect(text(c, 'eventTypes.form.duration')).toHaveAccessibleDescription(containing(t('validation.too_small', { min: 5 })));
    await expect(text(c, 'eventTypes.form.bufferAfter')).toHaveAccessibleDescription(containing(t('validation.too_big', { max: 240 })));
    await expect(text(c, 'eventTypes.form.price')).toHaveAccessibleDescription(containing(t('validation.price_too_low')));
    await expect(c.getByText(t('validation.active_to_before_from'))).toBeInTheDocument();
    await expect(c.getByRole('button', { name: containing(t('eventTypes.form.schedule')) })).toHaveAccessibleDescription(containing(t('validation.required')));
    await expect(errorOf(title)).not.toBe('');
  },
};

/** A new event type starts on the calendar's default schedule (here the second one listed). */
export const StartsOnTheDefaultSchedule: Story = {
  args: { schedules: [schedules[0]!, { ...schedules[1]!, isDefault: true }] },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: containing(t('eventTypes.form.schedule')) })).toHaveTextContent(schedules[1]!.name);
    await userEvent.type(text(c, 'eventTypes.form.title'), 'Iftar consultation');
    await userEvent.click(submit(c));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ scheduleId: schedules[1]!.id }));
  },
};

/** A calendar without schedules: the way to make one, since an event type needs one. */
export const NoSchedules: Story = {
  args: { schedules: [] },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(t('eventTypes.form.noSchedules'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('eventTypes.form.addSchedule') })).toHaveAttribute('href', links.newScheduleHref);
    await userEvent.type(text(c, 'eventTypes.form.title'), 'Checkup');
    await userEvent.click(submit(c));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The API's field issues (INVALID_REQUEST) show under their fields, with no vague banner above. */
export const ServerErrors: Story = {
  args: { error: 'INVALID_REQUEST', serverErrors: { description: { issue: 'invalid_characters' } } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(text(c, 'eventTypes.form.description')).toHaveAccessibleDescription(containing(t('validation.invalid_characters')));
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

/** A link already used in this calendar: said on the link field. */
export const SlugTaken: Story = {
  args: { error: 'EVENT_TYPE_SLUG_TAKEN' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(text(c, 'eventTypes.form.slug')).toHaveAccessibleDescription(containing(t('errors.EVENT_TYPE_SLUG_TAKEN')));
  },
};

/** The personal team: payments off with the upgrade prompt beside them. */
export const PersonalTeam: Story = {
  args: { isPersonal: true },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(t('errors.PAYMENTS_NOT_AVAILABLE'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('teams.home.upgradeAction') })).toHaveAttribute('href', links.upgradeHref);
    await expect(choice(c, 'free')).toBeChecked();
    await expect(choice(c, 'prepaid')).toBeDisabled();
    await expect(choice(c, 'on_arrival')).toBeDisabled();
    await expect(c.queryByRole('textbox', { name: containing(t('eventTypes.form.price')) })).toBeNull();
  },
};

/** A second event type on the personal team: the API refuses (naming no plan), and the form shows the personal team's prompt. */
export const PersonalTeamLimit: Story = {
  args: { isPersonal: true, error: 'EVENT_TYPE_LIMIT_REACHED', needs: { feature: 'event_types', limit: 1, used: 1 } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const alert = within(c.getByRole('alert'));
    await expect(alert.getByText(t('errors.EVENT_TYPE_LIMIT_REACHED'))).toBeInTheDocument();
    await expect(alert.getByRole('link', { name: t('teams.home.upgradeAction') })).toHaveAttribute('href', links.upgradeHref);
    await expect(c.queryByRole('heading', { name: t('billing.upgrade.title') })).toBeNull();
  },
};

/** A business team past its trial: the API's EVENT_TYPE_LIMIT_REACHED names the Team plan — the prompt to it, in the alert. */
export const LimitUpgrade: Story = {
  args: { error: 'EVENT_TYPE_LIMIT_REACHED', needs: { feature: 'event_types', limit: 1, used: 1, plan: 'team' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expectUpgradePrompt(alert, 'team', [tr('billing.upgrade.features.event_types', { plan: planName('team') })]);
    // The prompt's count line is about calendars: an event type's refusal leaves it out.
    await expect(alert).not.toHaveTextContent(tr('billing.upgrade.usage', { used: num(1), limit: num(1) }));
  },
};

/** A paid event type on a plan without payments: the API's PAYMENTS_NOT_AVAILABLE names the plan that has them. */
export const PaymentsUpgrade: Story = {
  args: { error: 'PAYMENTS_NOT_AVAILABLE', needs: { feature: 'payments', plan: 'team' } },
  play: async ({ canvasElement }) => {
    await expectUpgradePrompt(within(canvasElement).getByRole('alert'), 'team', [tr('billing.upgrade.features.payments', { plan: planName('team') })]);
  },
};

/** The plan has no payments (billing.entitlements), known up front: the prompt beside the payment fields, which stay off. */
export const PlanWithoutPayments: Story = {
  args: { paymentsNeeds: { feature: 'payments', plan: 'team' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expectUpgradePrompt(canvasElement, 'team', [tr('billing.upgrade.features.payments', { plan: planName('team') })]);
    await expect(choice(c, 'prepaid')).toBeDisabled();
    await expect(choice(c, 'on_arrival')).toBeDisabled();
    await expect(choice(c, 'free')).toBeChecked();
    await expect(c.queryByText(tr('errors.PAYMENTS_NOT_AVAILABLE'))).toBeNull();
  },
};

/** Editing a paid event type after the plan lost payments: it can be made free (and back); the other paid choice stays off. */
export const PlanWithoutPaymentsEditingPaid: Story = {
  args: { paymentsNeeds: { feature: 'payments', plan: 'team' }, initial: draftFrom(eventTypes[1]!, calendar.timezone) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(choice(c, 'prepaid')).toBeChecked();
    await expect(choice(c, 'prepaid')).toBeEnabled();
    await expect(choice(c, 'on_arrival')).toBeDisabled();
    await userEvent.click(choice(c, 'free'));
    await expect(choice(c, 'free')).toBeChecked();
    await userEvent.click(submit(c, 'common.save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ paymentEnabled: false, paymentRequired: false, priceHalalas: 0 }));
  },
};

/**
 * The one price choice (issue 23) and the fields it stores: pay on arrival takes payments without
 * requiring them; going back to free drops the price.
 */
export const PricingChoices: Story = {
  args: { initial: draftFrom(eventTypes[1]!, calendar.timezone) },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(choice(c, 'on_arrival'));
    await expect(c.getByText(t('eventTypes.form.pricingHelp.on_arrival'))).toBeInTheDocument();
    await expect(text(c, 'eventTypes.form.price')).toBeInTheDocument();
    await userEvent.click(submit(c, 'common.save'));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ paymentEnabled: true, paymentRequired: false, priceHalalas: 15_050 }));
    await userEvent.click(choice(c, 'prepaid'));
    await userEvent.click(submit(c, 'common.save'));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ paymentEnabled: true, paymentRequired: true, priceHalalas: 15_050 }));
    await userEvent.click(choice(c, 'free'));
    await expect(c.queryByRole('textbox', { name: containing(t('eventTypes.form.price')) })).toBeNull();
    await userEvent.click(submit(c, 'common.save'));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ paymentEnabled: false, paymentRequired: false, priceHalalas: 0 }));
  },
};

/** No card provider or bank transfer yet: "Pay when booking" is off with the reason and the way to payment settings; on arrival needs none. */
export const NoOnlinePaymentMethod: Story = {
  args: { canTakeOnlinePayment: false, paymentSettingsHref: '/en/dashboard/team/t/settings' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(t('eventTypes.form.noOnlineMethod'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('eventTypes.form.paymentSettings') })).toHaveAttribute('href', '/en/dashboard/team/t/settings');
    await expect(choice(c, 'prepaid')).toBeDisabled();
    await expect(choice(c, 'on_arrival')).toBeEnabled();
    await userEvent.type(text(c, 'eventTypes.form.title'), 'Cleaning');
    c.getByRole('button', { name: containing(t('eventTypes.form.schedule')) }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Clinic hours' }));
    await userEvent.click(choice(c, 'on_arrival'));
    const price = text(c, 'eventTypes.form.price');
    await userEvent.clear(price);
    await userEvent.type(price, '150');
    await userEvent.tab();
    await userEvent.click(submit(c));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ paymentEnabled: true, paymentRequired: false, priceHalalas: 15_000 }));
  },
};

/** An assistant saving: the API's refusal shows translated, with no upgrade link. */
export const PermissionDenied: Story = {
  args: { error: 'PERMISSION_DISABLED' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.PERMISSION_DISABLED'));
    await expect(c.queryByRole('link', { name: t('teams.home.upgradeAction') })).toBeNull();
  },
};

/** Saving: the button is busy and a second press sends nothing. */
export const Saving: Story = {
  args: { isPending: true, initial: draftFrom(eventTypes[0]!, calendar.timezone) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expectPending(submit(c, 'common.save'));
    await userEvent.click(submit(c, 'common.save'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The minimum notice's unit offers minutes, hours and days (issue 23); an older notice in seconds shows as whole minutes, rounded up. */
export const NoticeWithoutSeconds: Story = {
  args: { initial: draftFrom({ ...eventTypes[0]!, minimumNotice: { value: 90, unit: 'seconds' } }, calendar.timezone) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(text(c, 'eventTypes.form.notice')).toHaveValue(num(2));
    const unit = c.getByRole('button', { name: containing(t('eventTypes.form.noticeUnit')) });
    await expect(unit).toHaveTextContent(t('eventTypes.units.minutes'));
    await userEvent.click(unit);
    const options = within(await within(document.body).findByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['minutes', 'hours', 'days'].map((u) => t(`eventTypes.units.${u}`)));
    await userEvent.keyboard('{Escape}');
  },
};
