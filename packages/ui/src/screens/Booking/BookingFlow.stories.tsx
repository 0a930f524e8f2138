import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney, formatDay, formatDuration, formatHijri, formatMonth, formatTime, formatWhen, gregorianTag, monthRange, zoneLabel } from '../../format/index.ts';
import { tagOf } from '../../i18n/create.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { BookingFlow, type BookingFlowProps, type BookingOutcome, type BookRequest, type CodeOutcome } from './BookingFlow.tsx';
import { DAY, MONTH, START, TZ, booker, checkup, cleaning, drSara, lang, lazyWait, named, now, openDays, phoneViewport, seen } from '../../fixtures/booking.ts';

/** The view with the month kept in state, as the container keeps it; each month's days come from the fixtures. */
function WithMonth(props: BookingFlowProps) {
  const [month, setMonth] = useState(props.month);
  const days = props.days === undefined || month === props.month ? props.days : openDays({ ...monthRange(month), timezone: props.timeZone });
  return (
    <BookingFlow
      {...props}
      month={month}
      days={days}
      onMonthChange={(m) => {
        setMonth(m);
        props.onMonthChange(m);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Booking/BookingFlow',
  component: BookingFlow,
  render: (args) => <WithMonth {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    organizer: drSara,
    eventType: checkup,
    month: MONTH,
    days: openDays({ ...monthRange(MONTH), timezone: TZ }),
    timeZone: TZ,
    onMonthChange: fn(),
    onTimeZoneChange: fn(),
    onRetry: fn(),
    onRequestCode: fn(async (_email: string): Promise<CodeOutcome> => ({ ok: true, resendAt: new Date(now() + 60_000).toISOString() })),
    onBook: fn(async (_request: BookRequest): Promise<BookingOutcome> => ({ ok: true })),
    onReschedule: fn(async (_start: string): Promise<BookingOutcome> => ({ ok: true })),
    backHref: '/en/dr-sara',
    now,
  },
} satisfies Meta<typeof BookingFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A calendar cell's button, named by react-aria with the full date in the locale (Gregorian). */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat(gregorianTag(lang()), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const dayCell = (el: HTMLElement, date: string) => within(el).getByRole('button', { name: containing(dayLabel(date)) });
const time = (iso: string) => formatTime(iso, lang(), TZ);

/**
 * Bookable days stand out, closed ones are unavailable; a day's times show in the visitor's zone, and a time opens the
 * details. The event type and the calendar are named in the page's language (their Arabic names on an Arabic page).
 */
export const PickDayAndTime: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const ar = lang() === 'ar';
    await expect(c.getByRole('heading', { level: 1, name: ar ? 'فحص الأسنان' : 'Checkup' })).toBeInTheDocument();
    await expect(c.getByText(ar ? 'د. سارة' : 'Dr Sara')).toBeInTheDocument();
    await expect(c.getByText(ar ? 'فحص عام للأسنان واللثة، ونجيب عن أسئلتك.' : /^A general dental checkup/)).toBeInTheDocument();
    await expect(c.getByRole('heading', { level: 2, name: t('booking.pick.title') })).toBeInTheDocument();
    const grid = c.getByRole('grid');
    // Friday 6 March: the clinic is closed; Wednesday 4 March: open.
    await expect(dayCell(grid, '2026-03-06')).toHaveAttribute('aria-disabled', 'true');
    await expect(dayCell(grid, DAY)).not.toHaveAttribute('aria-disabled');
    await expect(c.getByText(t('booking.pick.chooseDay'))).toBeInTheDocument();
    await userEvent.click(dayCell(grid, DAY));
    await expect(c.getByRole('heading', { level: 3, name: formatDay(DAY, lang()) })).toBeInTheDocument();
    // Arabic shows the Umm al-Qura date beside the Gregorian one.
    if (lang() === 'ar') await expect(c.getByText(formatHijri(DAY))).toBeInTheDocument();
    const times = within(c.getByRole('list', { name: t('booking.pick.timesOf', { day: formatDay(DAY, lang()) }) }));
    await expect(times.getAllByRole('button')).toHaveLength(10);
    await expect(times.getAllByRole('button')[0]).toHaveTextContent(seen(time('2026-03-04T06:00:00.000Z')));
    await userEvent.click(times.getByRole('button', { name: named(time(START)) }));
    // The steps after the time are a lazy chunk (fetched while the visitor picks): found, not got.
    const heading = await c.findByRole('heading', { level: 2, name: t('booking.details.title') }, lazyWait);
    await waitFor(() => expect(heading).toHaveFocus());
    // The chosen time now shows beside the event.
    await expect(c.getByText(formatDay(DAY, lang(), true))).toBeInTheDocument();
  },
};

/** The next month's days load through onMonthChange; the previous month of today is out of reach. */
export const MonthNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: t('common.previousMonth') })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: t('common.nextMonth') }));
    await waitFor(() => expect(args.onMonthChange).toHaveBeenCalledWith('2026-04'));
    await expect(c.getByRole('heading', { level: 2, name: containing(formatMonth('2026-04', lang())) })).toBeInTheDocument();
    await expect(dayCell(c.getByRole('grid'), '2026-04-05')).not.toHaveAttribute('aria-disabled');
  },
};

/** A month with nothing open: every day unavailable, and a way to the next month. */
export const NoTimesThisMonth: Story = {
  args: { days: [] },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 3, name: t('booking.pick.noTimesTitle', { month: formatMonth(MONTH, lang()) }) })).toBeInTheDocument();
    await expect(dayCell(c.getByRole('grid'), DAY)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(c.getByRole('button', { name: t('booking.pick.nextMonth') }));
    await expect(args.onMonthChange).toHaveBeenCalledWith('2026-04');
  },
};

/** The details are checked with the contracts' booker schema; each field says what is wrong, translated. */
export const DetailsWithFieldErrors: Story = {
  args: { initial: { step: 'details', start: START } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const email = await c.findByRole('textbox', { name: t('booking.details.email') }, lazyWait);
    await userEvent.type(email, 'nora@');
    await userEvent.type(c.getByRole('textbox', { name: t('booking.details.phone') }), '12345');
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    const name = c.getByRole('textbox', { name: t('booking.details.name') });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(t('validation.required'));
    await expect(email).toHaveAccessibleDescription(t('validation.invalid_email'));
    await expect(c.getByRole('textbox', { name: t('booking.details.phone') })).toHaveAccessibleDescription(containing(t('validation.phone_invalid')));
    // A Saudi mobile in local form is accepted (and sent as +966…).
    await userEvent.type(name, booker.name);
    await userEvent.clear(email);
    await userEvent.type(email, booker.email);
    const phone = c.getByRole('textbox', { name: t('booking.details.phone') });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0512345678');
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await expect(await c.findByRole('heading', { level: 2, name: t('booking.review.title') }, lazyWait)).toBeInTheDocument();
    await expect(c.getByText('+966512345678')).toBeInTheDocument();
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

/** Verification required: the code is mailed on continue, the resend waits a minute, six digits go on to the summary. */
export const CodeStep: Story = {
  args: { eventType: cleaning, initial: { step: 'details', start: START, booker } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: t('common.continue') }, lazyWait));
    await expect(args.onRequestCode).toHaveBeenCalledWith(booker.email);
    await expect(await c.findByRole('heading', { level: 2, name: t('booking.code.title') }, lazyWait)).toBeInTheDocument();
    await expect(c.getByRole('status')).toHaveTextContent(t('booking.code.sent'));
    await expect(c.getByRole('button', { name: t('booking.code.resend') })).toBeDisabled();
    await expect(c.getByText(t('booking.code.resendIn', { seconds: new Intl.NumberFormat(gregorianTag(lang())).format(60) }))).toBeInTheDocument();
    const code = c.getByRole('textbox', { name: t('auth.code') });
    await userEvent.type(code, '12');
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await expect(code).toHaveAccessibleDescription(containing(t('booking.code.invalid')));
    await userEvent.type(code, '3456');
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await expect(await c.findByRole('heading', { level: 2, name: t('booking.review.title') }, lazyWait)).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('booking.review.confirm') }));
    await expect(args.onBook).toHaveBeenCalledWith({ start: START, booker: { name: booker.name, email: booker.email, phone: booker.phone, messagingConsent: false }, code: '123456' });
  },
};

/**
 * A paid event type without a code step: the booker already holds another unpaid time, so the API
 * asks for the email to be verified first (BOOKER_CODE_REQUIRED) — a code goes out, and the booking
 * is sent again with it.
 */
export const SecondHoldAsksForCode: Story = {
  args: {
    eventType: { ...cleaning, bookerVerificationRequired: false },
    initial: { step: 'review', start: START, booker },
    onBook: fn(async (request: BookRequest): Promise<BookingOutcome> => (request.code ? { ok: true } : { ok: false, error: 'BOOKER_CODE_REQUIRED' })),
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: t('booking.review.confirm') }, lazyWait));
    await expect(args.onRequestCode).toHaveBeenCalledWith(booker.email);
    await expect(await c.findByRole('heading', { level: 2, name: t('booking.code.title') }, lazyWait)).toBeInTheDocument();
    await userEvent.type(c.getByRole('textbox', { name: t('auth.code') }), '654321');
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await userEvent.click(await c.findByRole('button', { name: t('booking.review.confirm') }, lazyWait));
    await expect(args.onBook).toHaveBeenLastCalledWith({ start: START, booker: { name: booker.name, email: booker.email, phone: booker.phone, messagingConsent: false }, code: '654321' });
  },
};

/** Too many unpaid holds for this email or network: said plainly on the review step. */
export const HoldsLimit: Story = {
  args: {
    eventType: cleaning,
    // Verified: the code went to the booker and was typed (the review needs it for this event type).
    initial: { step: 'review', start: START, booker, codeSentTo: booker.email, code: '123456' },
    onBook: fn(async (_request: BookRequest): Promise<BookingOutcome> => ({ ok: false, error: 'BOOKING_HOLDS_LIMIT' })),
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: t('booking.review.confirm') }, lazyWait));
    await expect(await c.findByRole('alert')).toHaveTextContent(t('errors.BOOKING_HOLDS_LIMIT'));
  },
};

/** The summary before booking: what, when (Gregorian, and Hijri in Arabic), duration, zone and price. */
export const Summary: Story = {
  tags: ['visual'],
  args: { eventType: cleaning, initial: { step: 'review', start: START, booker: { ...booker, notes: 'First visit.\nPlease use the side entrance.' }, codeSentTo: booker.email, code: '123456' } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const value = (term: string) => c.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    await c.findByText(t('booking.review.what'), { selector: 'dt' }, lazyWait);
    await expect(value(t('booking.review.what'))).toHaveTextContent(cleaning.title);
    await expect(value(t('booking.review.when'))).toHaveTextContent(seen(formatDay(DAY, lang(), true)));
    if (lang() === 'ar') await expect(value(t('booking.review.when'))).toHaveTextContent(seen(formatHijri(DAY)));
    await expect(value(t('booking.review.duration'))).toHaveTextContent(seen(formatDuration(45, lang())));
    await expect(value(t('booking.review.timeZone'))).toHaveTextContent(zoneLabel('Asia/Riyadh', tagOf(lang())));
    await expect(value(t('booking.review.price'))).toHaveTextContent(seen(formatMoney(15_050, lang())));
    await expect(value(t('booking.details.email'))).toHaveTextContent(booker.email);
    // The notes are reviewed too, line by line as typed.
    await expect(value(t('booking.details.notes'))).toHaveTextContent('First visit. Please use the side entrance.', { normalizeWhitespace: true });
    await expect(c.getByText(t('booking.review.payNote'))).toBeInTheDocument();
    await expect(c.getByRole('button', { name: t('booking.review.confirm') })).toBeEnabled();
  },
};

/** Someone else booked the time first: back to the times, with the reason. */
export const SlotTaken: Story = {
  args: { initial: { step: 'review', start: START, booker }, onBook: fn(async (_request: BookRequest): Promise<BookingOutcome> => ({ ok: false, error: 'SLOT_TAKEN' })) },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: t('booking.review.confirm') }, lazyWait));
    await expect(args.onBook).toHaveBeenCalled();
    await expect(await c.findByRole('alert')).toHaveTextContent(t('errors.SLOT_TAKEN'));
    await expect(c.getByRole('heading', { level: 2, name: t('booking.pick.title') })).toBeInTheDocument();
    // The day stays chosen, so its remaining times are right there.
    await expect(c.getByRole('list', { name: t('booking.pick.timesOf', { day: formatDay(DAY, lang()) }) })).toBeInTheDocument();
  },
};

/** Reschedule mode: the current time shown, the same picker, no details, "Move to …". */
export const Reschedule: Story = {
  args: { mode: 'reschedule', currentStart: START },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: t('booking.pick.rescheduleTitle') })).toBeInTheDocument();
    await expect(c.getByText(t('booking.flow.currently'))).toBeInTheDocument();
    await userEvent.click(dayCell(c.getByRole('grid'), '2026-03-05'));
    const next = '2026-03-05T10:00:00.000Z';
    await userEvent.click(c.getByRole('button', { name: named(time(next)) }));
    await expect(await c.findByRole('heading', { level: 2, name: t('booking.review.moveTitle') }, lazyWait)).toBeInTheDocument();
    await expect(c.getByText(seen(t('booking.review.moveTo', { when: formatWhen(next, lang(), TZ) })))).toBeInTheDocument();
    await expect(c.queryByRole('textbox', { name: t('booking.details.name') })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: t('booking.review.move') }));
    await expect(args.onReschedule).toHaveBeenCalledWith(next);
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { eventType: undefined, organizer: undefined, days: undefined },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByRole('status', { name: t('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A disabled or unknown event type: said plainly, with a way back to the calendar. */
export const Unavailable: Story = {
  args: { eventType: undefined, organizer: undefined, days: undefined, error: 'EVENT_TYPE_UNAVAILABLE' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: t('booking.flow.unavailableTitle') })).toBeInTheDocument();
    await expect(alert.getByText(t('errors.EVENT_TYPE_UNAVAILABLE'))).toBeInTheDocument();
    await expect(alert.getByRole('link', { name: t('booking.flow.otherEventTypes') })).toHaveAttribute('href', args.backHref);
  },
};

/** At 390 px the card stacks: event, month, then the day's times; nothing scrolls sideways. */
/**
 * The review on a phone (issue 36): the panel above it keeps the back link and the title only (the review
 * says when, how long and how much), so Confirm is on the first screen.
 */
export const ReviewOnPhone: Story = {
  ...phoneViewport,
  args: { eventType: cleaning, initial: { step: 'review', start: START, booker, codeSentTo: booker.email, code: '123456' } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const confirm = await c.findByRole('button', { name: t('booking.review.confirm') }, lazyWait);
    await expect(window.innerWidth).toBe(390);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(cleaning.title);
    // The duration is said once, in the review (the panel's list is not shown).
    await expect(c.getAllByText(seen(formatDuration(45, lang()))).filter((el) => el.checkVisibility())).toHaveLength(1);
    await expect(confirm.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
export const Phone: Story = {
  ...phoneViewport,
  args: { initial: { date: DAY } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const grid = c.getByRole('grid');
    const times = c.getByRole('list', { name: t('booking.pick.timesOf', { day: formatDay(DAY, lang()) }) });
    await expect(times.getBoundingClientRect().top).toBeGreaterThan(grid.getBoundingClientRect().bottom);
    await expect(c.getByRole('heading', { level: 1 }).getBoundingClientRect().bottom).toBeLessThan(grid.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
