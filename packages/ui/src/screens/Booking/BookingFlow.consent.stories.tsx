import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { monthRange } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { BookingFlow, type BookingOutcome, type BookRequest, type CodeOutcome } from './BookingFlow.tsx';
import { MONTH, START, TZ, booker, checkup, drSara, checkupWithReminders, lazyWait, now, openDays, phoneViewport } from '../../fixtures/booking.ts';

/** The details step when the event type reminds by WhatsApp or SMS (issue 24): the phone is for those, with the booker's consent. */
const meta = {
  title: 'Screens/Booking/BookingFlow/Phone reminders',
  component: BookingFlow,
  parameters: { layout: 'fullscreen' },
  args: {
    organizer: drSara,
    eventType: checkupWithReminders,
    month: MONTH,
    days: openDays({ ...monthRange(MONTH), timezone: TZ }),
    timeZone: TZ,
    onMonthChange: fn(),
    onTimeZoneChange: fn(),
    onRequestCode: fn(async (_email: string): Promise<CodeOutcome> => ({ ok: true, resendAt: new Date(now() + 60_000).toISOString() })),
    onBook: fn(async (_request: BookRequest): Promise<BookingOutcome> => ({ ok: true })),
    initial: { step: 'details', start: START },
    backHref: '/en/dr-sara',
    now,
  },
} satisfies Meta<typeof BookingFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const textbox = (c: Canvas, key: string) => c.getByRole('textbox', { name: containing(storyTr()(key)) });
const consentBox = (c: Canvas, channels: 'both' | 'whatsapp' | 'sms' = 'both') =>
  c.getByRole('checkbox', { name: storyTr()('booking.details.reminders.consent', { channels: storyTr()(`booking.details.reminders.channels.${channels}`) }) });

async function fillNameAndEmail(c: Canvas) {
  await userEvent.type(await c.findByRole('textbox', { name: containing(storyTr()('booking.details.name')) }, lazyWait), booker.name);
  await userEvent.type(textbox(c, 'booking.details.email'), booker.email);
}

/**
 * On a phone: the phone field says it is for reminders by WhatsApp and SMS, and a box asks for them. The
 * phone is optional until the box is ticked; then Continue asks for it. A free event type: the box says a
 * code comes first, and it does (against message fraud, the API asks for it too); the consent is booked
 * with the code.
 */
export const ConsentNeedsThePhone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await fillNameAndEmail(c);
    const phone = textbox(c, 'booking.details.phone');
    await expect(phone).toHaveAccessibleDescription(containing(t('booking.details.reminders.phoneHelp', { channels: t('booking.details.reminders.channels.both') })));
    await expect(phone).not.toBeRequired();
    await expect(consentBox(c)).not.toBeChecked();
    await expect(consentBox(c)).toHaveAccessibleDescription(t('booking.details.reminders.codeNote'));
    await userEvent.click(consentBox(c));
    await expect(phone).toBeRequired();
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(containing(t('validation.phone_required_for_reminders')));
    await expect(c.queryByRole('heading', { level: 2, name: t('booking.review.title') })).toBeNull();
    await userEvent.type(phone, '0512345678');
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await expect(args.onRequestCode).toHaveBeenCalledWith(booker.email);
    await expect(await c.findByRole('heading', { level: 2, name: t('booking.code.title') }, lazyWait)).toBeInTheDocument();
    await userEvent.type(c.getByRole('textbox', { name: t('auth.code') }), '123456');
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await expect(await c.findByRole('heading', { level: 2, name: t('booking.review.title') }, lazyWait)).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('booking.review.confirm') }));
    await expect(args.onBook).toHaveBeenCalledWith({ start: START, booker: { name: booker.name, email: booker.email, phone: '+966512345678', messagingConsent: true }, code: '123456' });
  },
};

/** A paid event type: the payment is the proof, so the box says nothing of a code and none is asked. */
export const PaidConsentNoCode: Story = {
  args: { eventType: { ...checkupWithReminders, paymentRequired: true, priceHalalas: 15_000 } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await fillNameAndEmail(c);
    await expect(consentBox(c)).not.toHaveAccessibleDescription(containing(t('booking.details.reminders.codeNote')));
    await userEvent.type(textbox(c, 'booking.details.phone'), '0512345678');
    await userEvent.click(consentBox(c));
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await expect(await c.findByRole('heading', { level: 2, name: t('booking.review.title') }, lazyWait)).toBeInTheDocument();
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

/** Without the box ticked the phone stays optional: booked without one, and without consent. */
export const NoConsent: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await fillNameAndEmail(c);
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await expect(await c.findByRole('heading', { level: 2, name: t('booking.review.title') }, lazyWait)).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('booking.review.confirm') }));
    await expect(args.onBook).toHaveBeenCalledWith({ start: START, booker: { name: booker.name, email: booker.email, messagingConsent: false }, code: undefined });
  },
};

/** Unticking after a refusal takes the phone's requirement away again. */
export const UntickedAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await fillNameAndEmail(c);
    await userEvent.click(consentBox(c));
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await expect(textbox(c, 'booking.details.phone')).toHaveAccessibleDescription(containing(t('validation.phone_required_for_reminders')));
    await userEvent.click(consentBox(c));
    await expect(textbox(c, 'booking.details.phone')).not.toBeRequired();
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await expect(await c.findByRole('heading', { level: 2, name: t('booking.review.title') }, lazyWait)).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('booking.review.confirm') }));
    await expect(args.onBook).toHaveBeenCalledWith(expect.objectContaining({ booker: expect.objectContaining({ messagingConsent: false }) }));
  },
};

/** Only SMS is on for this event type: the help and the box name SMS alone. */
export const SmsOnly: Story = {
  args: { eventType: { ...checkupWithReminders, phoneReminders: ['sms'] } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await c.findByRole('textbox', { name: containing(t('booking.details.name')) }, lazyWait);
    await expect(consentBox(c, 'sms')).toBeInTheDocument();
    await expect(textbox(c, 'booking.details.phone')).toHaveAccessibleDescription(containing(t('booking.details.reminders.phoneHelp', { channels: t('booking.details.reminders.channels.sms') })));
  },
};

/**
 * No phone reminders: no box, the usual help; a consent kept from before (a reload, when the event type
 * still reminded by phone) is dropped rather than asking for a phone with no box to untick.
 */
export const NoPhoneReminders: Story = {
  args: { eventType: checkup, initial: { step: 'details', start: START, booker: { name: booker.name, email: booker.email, messagingConsent: true } } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByRole('textbox', { name: containing(t('booking.details.phone')) }, lazyWait)).toHaveAccessibleDescription(containing(t('booking.details.phoneHelp')));
    await expect(c.queryByRole('checkbox')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await expect(await c.findByRole('heading', { level: 2, name: t('booking.review.title') }, lazyWait)).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('booking.review.confirm') }));
    await expect(args.onBook).toHaveBeenCalledWith({ start: START, booker: { name: booker.name, email: booker.email, messagingConsent: false }, code: undefined });
  },
};
