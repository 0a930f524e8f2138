import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PublicBooking } from '@waqt/contracts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { errorBody, mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { BookingConfirmedContainer } from './BookingConfirmed.container.tsx';
import { BookingFlowContainer } from './BookingFlow.container.tsx';
import { PublicSlugPageContainer } from './PublicSlugPage.container.tsx';
import {
  BOOKING_ID,
  DAY,
  NEW_TOKEN,
  START,
  TOKEN,
  TZ,
  booker,
  calendarPage,
  cleaning,
  confirmedBooking,
  lang,
  lazyWait,
  named,
  now,
  slotsAnswer,
  viewOnlyBooking,
} from '../../fixtures/booking.ts';
import { formatTime, gregorianTag } from '../../format/index.ts';

/** The booking page against the mocked API: what it asks for, and what a failed call looks like. */
const meta = {
  title: 'Screens/Booking/Containers',
  component: BookingFlowContainer,
  parameters: { layout: 'fullscreen' },
  args: { calendarSlug: 'dr-sara', eventTypeSlug: 'checkup', defaultTimeZone: TZ, now, onBooked: fn(), onRescheduled: fn(), backHref: '/en/dr-sara' },
} satisfies Meta<typeof BookingFlowContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the mocked API received in the running story, by procedure. */
let sent: Record<string, unknown[]> = {};
const record = (path: string, input: unknown) => {
  (sent[path] ??= []).push(input);
};

const dayCell = (el: HTMLElement, date: string) =>
  within(el).getByRole('button', {
    name: containing(new Intl.DateTimeFormat(gregorianTag(lang()), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))),
  });

/** Waits for the month's times, picks a day and a start. */
async function pick(canvasElement: HTMLElement, date: string, start: string, timeZone = TZ) {
  const c = within(canvasElement);
  await waitFor(() => expect(dayCell(c.getByRole('grid'), date)).not.toHaveAttribute('aria-disabled'));
  await userEvent.click(dayCell(c.getByRole('grid'), date));
  await userEvent.click(await c.findByRole('button', { name: named(formatTime(start, lang(), timeZone)) }));
}

async function fillDetails(canvasElement: HTMLElement) {
  const t = storyTr();
  const c = within(canvasElement);
  await userEvent.type(await c.findByRole('textbox', { name: t('booking.details.name') }, lazyWait), booker.name);
  await userEvent.type(c.getByRole('textbox', { name: t('booking.details.email') }), booker.email);
  await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
}

/** Booked end to end: one public.slots call for the visible month (local dates, visitor's zone), then public.book. */
export const Books: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('public.slots', (input) => (record('slots', input), slotsAnswer(input))),
      mockMutation('public.book', (input) => (record('book', input), { bookingId: BOOKING_ID, token: TOKEN, status: 'confirmed' as const })),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await pick(canvasElement, DAY, START);
    await fillDetails(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('booking.review.confirm') }, lazyWait));
    await waitFor(() => expect(args.onBooked).toHaveBeenCalledWith({ bookingId: BOOKING_ID, token: TOKEN, status: 'confirmed' }));
    await expect(sent.slots).toEqual([{ calendarSlug: 'dr-sara', eventTypeSlug: 'checkup', from: '2026-03-01', to: '2026-03-31', timezone: TZ }]);
    await expect(sent.book).toEqual([
      { calendarSlug: 'dr-sara', eventTypeSlug: 'checkup', start: START, timezone: TZ, locale: lang(), booker: { name: booker.name, email: booker.email, messagingConsent: false } },
    ]);
  },
};

/** Another month is one more call; a new zone asks again and shows the times in that zone. */
export const MonthAndTimeZone: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(mockQuery('public.slots', (input) => (record('slots', input), slotsAnswer(input)), { delayMs: 30 }));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await waitFor(() => expect(dayCell(c.getByRole('grid'), DAY)).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(c.getByRole('button', { name: t('common.nextMonth') }));
    await waitFor(() => expect(sent.slots).toHaveLength(2));
    await expect(sent.slots![1]).toMatchObject({ from: '2026-04-01', to: '2026-04-30', timezone: TZ });
    // The zone list is a lazy chunk (the field shows the zone until it has loaded).
    const zone = await c.findByRole('combobox', { name: t('booking.pick.timeZone') }, lazyWait);
    await userEvent.clear(zone);
    await userEvent.type(zone, 'London');
    await userEvent.click(await within(document.body).findByRole('option', { name: containing('Europe/London') }));
    await waitFor(() => expect(sent.slots).toHaveLength(3));
    await expect(sent.slots![2]).toMatchObject({ from: '2026-04-01', to: '2026-04-30', timezone: 'Europe/London' });
    // 09:00 in Riyadh on Sunday 5 April is 07:00 in London (summer time).
    await pick(canvasElement, '2026-04-05', '2026-04-05T06:00:00.000Z', 'Europe/London');
    await expect(await c.findByRole('heading', { level: 2, name: t('booking.details.title') }, lazyWait)).toBeInTheDocument();
  },
};

/** The time went to someone else: back to the times, told so, and the times are asked again (the taken one is gone). */
export const SlotTakenRefreshes: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    const taken: string[] = [];
    msw.use(
      mockQuery('public.slots', (input) => (record('slots', input), slotsAnswer(input, undefined, taken))),
      http.post('*/trpc/public.book', () => {
        taken.push(START);
        const body = errorBody('public.book', 'SLOT_TAKEN');
        return HttpResponse.json(body, { status: body.error.data.httpStatus });
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await pick(canvasElement, DAY, START);
    await fillDetails(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: t('booking.review.confirm') }, lazyWait));
    await expect(await c.findByRole('alert')).toHaveTextContent(t('errors.SLOT_TAKEN'));
    await waitFor(() => expect(sent.slots).toHaveLength(2));
    await waitFor(() => expect(c.queryByRole('button', { name: named(formatTime(START, lang(), TZ)) })).toBeNull());
    await expect(c.getByRole('button', { name: named(formatTime('2026-03-04T06:30:00.000Z', lang(), TZ)) })).toBeInTheDocument();
    await expect(args.onBooked).not.toHaveBeenCalled();
  },
};

/**
 * The API refuses a field the browser let through: back to the details, its message under the field (the
 * API's field issues are mapped by a module fetched then), no banner repeating it, not booked.
 */
export const ServerFieldIssue: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('public.slots', (input) => slotsAnswer(input)),
      http.post('*/trpc/public.book', async ({ request }) => {
        record('book', await request.json());
        const body = errorBody('public.book', 'INVALID_REQUEST', { fields: [{ path: 'booker.email', issue: 'invalid_format', format: 'email' }] });
        return HttpResponse.json(body, { status: body.error.data.httpStatus });
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await pick(canvasElement, DAY, START);
    await fillDetails(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: t('booking.review.confirm') }, lazyWait));
    await expect(await c.findByRole('heading', { level: 2, name: t('booking.details.title') })).toBeInTheDocument();
    await expect(c.getByRole('textbox', { name: t('booking.details.email') })).toHaveAccessibleDescription(containing(t('validation.invalid_email')));
    await expect(c.queryByText(t('errors.INVALID_REQUEST'))).toBeNull();
    await expect(sent.book).toHaveLength(1);
    await expect(args.onBooked).not.toHaveBeenCalled();
  },
};

/** Verification: public.requestCode, a wrong code sends the visitor back to the code, the right one books. */
export const VerificationCode: Story = {
  args: { eventTypeSlug: 'cleaning' },
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('public.slots', (input) => slotsAnswer(input, cleaning)),
      mockMutation('public.requestCode', (input) => (record('requestCode', input), { ok: true as const, resendAt: new Date(now() + 60_000).toISOString() })),
      http.post('*/trpc/public.book', async ({ request }) => {
        const input = (await request.json()) as { code?: string };
        record('book', input);
        if (input.code !== '123456') {
          const body = errorBody('public.book', 'INVALID_OTP');
          return HttpResponse.json(body, { status: body.error.data.httpStatus });
        }
        return HttpResponse.json({ result: { data: { bookingId: BOOKING_ID, token: TOKEN, status: 'pending' } } });
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await pick(canvasElement, DAY, START);
    await fillDetails(canvasElement);
    const code = await c.findByRole('textbox', { name: t('auth.code') });
    await expect(sent.requestCode).toEqual([{ calendarSlug: 'dr-sara', eventTypeSlug: 'cleaning', email: booker.email, locale: lang() }]);
    await userEvent.type(code, '111111');
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await userEvent.click(await c.findByRole('button', { name: t('booking.review.confirm') }, lazyWait));
    const again = await c.findByRole('textbox', { name: t('auth.code') });
    await expect(again).toHaveAccessibleDescription(containing(t('errors.INVALID_OTP')));
    // Back on the code step, focus moves to its heading (after the render): then the visitor types again.
    await waitFor(() => expect(c.getByRole('heading', { name: t('booking.code.title') })).toHaveFocus());
    await userEvent.clear(again);
    await userEvent.type(again, '123456');
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await userEvent.click(await c.findByRole('button', { name: t('booking.review.confirm') }, lazyWait));
    await waitFor(() => expect(args.onBooked).toHaveBeenCalledWith({ bookingId: BOOKING_ID, token: TOKEN, status: 'pending' }));
    await expect(sent.book).toHaveLength(2);
  },
};

/** Reschedule mode: the booking's current time, then public.reschedule with the new start and zone. */
export const Reschedule: Story = {
  args: { reschedule: { bookingId: BOOKING_ID, token: TOKEN } },
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('public.slots', (input) => slotsAnswer(input)),
      mockQuery('public.booking', confirmedBooking),
      mockMutation('public.reschedule', (input) => (record('reschedule', input), { bookingId: BOOKING_ID, token: NEW_TOKEN, status: 'confirmed' as const })),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByText(t('booking.flow.currently'))).toBeInTheDocument();
    const next = '2026-03-05T10:00:00.000Z';
    await pick(canvasElement, '2026-03-05', next);
    await userEvent.click(await c.findByRole('button', { name: t('booking.review.move') }));
    await waitFor(() => expect(args.onRescheduled).toHaveBeenCalledWith({ bookingId: BOOKING_ID, token: NEW_TOKEN, status: 'confirmed' }));
    await expect(sent.reschedule).toEqual([{ bookingId: BOOKING_ID, token: TOKEN, start: next, timezone: TZ }]);
  },
};

/** A later month fails: the event stays on screen, the times panel says why and offers a retry. */
export const MonthLoadError: Story = {
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      http.get('*/trpc/public.slots', ({ request }) => {
        calls++;
        const input = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Parameters<typeof slotsAnswer>[0];
        if (calls === 2) {
          const body = errorBody('public.slots', 'UNEXPECTED');
          return HttpResponse.json(body, { status: body.error.data.httpStatus });
        }
        return HttpResponse.json({ result: { data: slotsAnswer(input) } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await waitFor(() => expect(dayCell(c.getByRole('grid'), DAY)).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(c.getByRole('button', { name: t('common.nextMonth') }));
    await expect(await c.findByRole('alert')).toHaveTextContent(t('errors.UNEXPECTED'));
    await expect(c.getByRole('heading', { level: 1, name: lang() === 'ar' ? 'فحص الأسنان' : 'Checkup' })).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(dayCell(c.getByRole('grid'), '2026-04-05')).not.toHaveAttribute('aria-disabled'));
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

export const Unavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('public.slots', 'EVENT_TYPE_UNAVAILABLE'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.EVENT_TYPE_UNAVAILABLE'));
  },
};

type PageStory = StoryObj<typeof PublicSlugPageContainer>;
const pageArgs = { slug: 'dr-sara', eventTypeHref: (cal: string, et: string) => `/en/${cal}/${et}`, calendarHref: (cal: string) => `/en/${cal}` };

/** `/{slug}` loads public.page and lists the calendar's event types. */
export const PublicPage: PageStory = {
  render: (args) => <PublicSlugPageContainer {...args} />,
  args: pageArgs,
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(mockQuery('public.page', (input) => (record('page', input), calendarPage)));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const ar = lang() === 'ar';
    await expect(await c.findByRole('heading', { level: 1, name: ar ? 'د. سارة' : 'Dr Sara' })).toBeInTheDocument();
    await expect(c.getByRole('link', { name: ar ? 'فحص الأسنان' : 'Checkup' })).toHaveAttribute('href', '/en/dr-sara/checkup');
    await expect(sent.page).toEqual([{ slug: 'dr-sara' }]);
  },
};

export const PublicPageNotFound: PageStory = {
  render: (args) => <PublicSlugPageContainer {...args} />,
  args: pageArgs,
  beforeEach: ({ msw }) => {
    msw.use(mockError('public.page', 'NOT_FOUND'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: t('booking.page.notFoundTitle') })).toBeInTheDocument();
  },
};

type ConfirmedStory = StoryObj<typeof BookingConfirmedContainer>;

/** The manage link: public.booking with the token, public.cancel from the dialog, the booking read again. */
export const ConfirmedCancel: ConfirmedStory = {
  render: (args) => <BookingConfirmedContainer {...args} />,
  args: { bookingId: BOOKING_ID, token: TOKEN, onReschedule: fn() },
  beforeEach: ({ msw }) => {
    sent = {};
    let booking: PublicBooking = confirmedBooking;
    msw.use(
      mockQuery('public.booking', (input) => (record('booking', input), booking)),
      mockMutation('public.cancel', (input) => {
        record('cancel', input);
        booking = { ...booking, status: 'cancelled', cancelReason: null, canCancel: false, canReschedule: false };
        return { ok: true as const };
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: t('booking.confirmed.reschedule') }));
    await expect(args.onReschedule).toHaveBeenCalledWith({ calendarSlug: 'dr-sara', eventTypeSlug: 'checkup', bookingId: BOOKING_ID, token: TOKEN });
    // The calendar file names the booker: its link carries the token.
    await expect(c.getByRole('link', { name: t('booking.confirmed.addToCalendar') })).toHaveAttribute('href', `/ics/booking/${BOOKING_ID}.ics?token=${TOKEN}`);
    await userEvent.click(c.getByRole('button', { name: t('booking.confirmed.cancel') }));
    const dialog = within(await within(document.body).findByRole('dialog', undefined, lazyWait));
    await userEvent.click(dialog.getByRole('button', { name: t('booking.cancel.confirm') }));
    await expect(await c.findByRole('heading', { level: 1, name: t('booking.confirmed.title.cancelled') })).toBeInTheDocument();
    await expect(c.getByRole('status')).toHaveTextContent(t('success.BOOKING_CANCELLED'));
    await expect(sent.cancel).toEqual([{ bookingId: BOOKING_ID, token: TOKEN }]);
    await waitFor(() => expect(sent.booking).toHaveLength(2));
    await expect(sent.booking![0]).toEqual({ bookingId: BOOKING_ID, token: TOKEN });
  },
};

/** An old mail's link: the API refuses its token (a reschedule retired it) and answers the booking without personal data; the page says which link works. */
export const ConfirmedOldLink: ConfirmedStory = {
  render: (args) => <BookingConfirmedContainer {...args} />,
  args: { bookingId: BOOKING_ID, token: TOKEN },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('public.booking', viewOnlyBooking));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect((await c.findByText(t('errors.BOOKING_TOKEN_INVALID'))).closest('[role="status"]')).not.toBeNull();
    await expect(c.queryByText(t('booking.confirmed.bookedBy'))).toBeNull();
    await expect(c.queryByRole('link', { name: t('booking.confirmed.addToCalendar') })).toBeNull();
    await expect(c.queryByRole('button', { name: t('booking.confirmed.cancel') })).toBeNull();
  },
};

export const ConfirmedNotFound: ConfirmedStory = {
  render: (args) => <BookingConfirmedContainer {...args} />,
  args: { bookingId: BOOKING_ID },
  beforeEach: ({ msw }) => {
    msw.use(mockError('public.booking', 'BOOKING_NOT_FOUND'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.BOOKING_NOT_FOUND'));
    await expect(within(alert).getByRole('heading', { level: 1, name: t('booking.confirmed.notFoundTitle') })).toBeInTheDocument();
  },
};
