import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDay, formatHijri, formatTimeRange, localDateOf } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { AttendPage } from './AttendPage.tsx';
import { AttendPageContainer } from './AttendPage.container.tsx';
import { OptOutPage } from './OptOutPage.tsx';
import { OptOutPageContainer } from './OptOutPage.container.tsx';
import { LinkExpiredPage } from './LinkExpiredPage.tsx';
import { BOOKING_ID, TZ, lang, phoneViewport, seen, viewOnlyBooking } from '../../fixtures/booking.ts';

/** The pages a reminder's links open (issue 24): "I'll be there", the phone messages' opt-out, and a short link that has expired (issue 35). */
const meta = {
  title: 'Screens/ReminderLinks',
  component: AttendPage,
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'confirmed', confirmedAt: '2026-03-03T07:00:00.000Z' }, booking: viewOnlyBooking, bookingHref: `/en/book/confirmed/${BOOKING_ID}`, onRetry: fn() },
} satisfies Meta<typeof AttendPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ATTEND_TOKEN = 'aT0kenForTheStoriesOnly_ItIs43CharactersLng';
const MESSAGE_ID = 'f7a1c2d3-4b5e-4f60-8a7b-9c0d1e2f3a4b';
const OPT_OUT_TOKEN = 'oPtOutTokenForTheStoriesOnly_43CharactersLn';
const bookingHref = `/en/book/confirmed/${BOOKING_ID}`;
/** What the mocked API received in the running story, by procedure. */
let sent: Record<string, unknown[]> = {};
const record = (path: string, input: unknown) => {
  (sent[path] ??= []).push(input);
};

/** Confirmed (on a phone): thanks naming the calendar, the booking's summary (the Hijri date beside it in Arabic), the way to the booking. */
export const AttendConfirmed: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(t('reminderLinks.attend.title', { calendar: `\u2068${viewOnlyBooking.organizer}\u2069` }));
    const date = localDateOf(viewOnlyBooking.startsAt, TZ);
    await expect(c.getByText(viewOnlyBooking.title)).toBeInTheDocument();
    await expect(c.getByText(seen(formatDay(date, lang(), true)))).toBeInTheDocument();
    await expect(c.getByText(seen(formatTimeRange(viewOnlyBooking.startsAt, viewOnlyBooking.endsAt, lang(), TZ)))).toBeInTheDocument();
    if (lang() === 'ar') await expect(c.getByText(seen(formatHijri(date)))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('reminderLinks.attend.view') })).toHaveAttribute('href', bookingHref);
    // The public pages' footer: the other language.
    await expect(c.getByRole('link', { name: t(`shell.localeName.${lang() === 'ar' ? 'en' : 'ar'}`) })).toBeInTheDocument();
  },
};

/** The link no longer holds (moved, cancelled, ended): said plainly, with the booking's page. */
export const AttendLinkInvalid: Story = {
  ...phoneViewport,
  args: { state: { status: 'failed', error: 'ATTEND_LINK_INVALID' }, booking: undefined },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const alert = within(c.getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: t('reminderLinks.attend.invalidTitle') })).toBeInTheDocument();
    await expect(alert.getByText(t('errors.ATTEND_LINK_INVALID'))).toBeInTheDocument();
    await expect(alert.getByRole('link', { name: t('reminderLinks.attend.openBooking') })).toHaveAttribute('href', bookingHref);
    await expect(c.queryByRole('button', { name: t('common.retry') })).toBeNull();
  },
};

/** Any other failure (too many tries, the network): the reason and a retry. */
export const AttendFailed: Story = {
  args: { state: { status: 'failed', error: 'RATE_LIMITED' }, booking: undefined },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('reminderLinks.attend.failedTitle') })).toBeInTheDocument();
    await expect(c.getByText(t('errors.RATE_LIMITED'))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Against the mocked API: public.confirmAttendance once on arrival, then the booking's summary from public.booking (no manage token). */
export const AttendContainer: Story = {
  render: () => <AttendPageContainer bookingId={BOOKING_ID} token={ATTEND_TOKEN} bookingHref={bookingHref} />,
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockMutation('public.confirmAttendance', (input) => {
        record('confirm', input);
        return { confirmedAt: '2026-03-03T07:00:00.000Z' };
      }),
      mockQuery('public.booking', (input) => {
        record('booking', input);
        return viewOnlyBooking;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: containing(viewOnlyBooking.organizer) })).toHaveTextContent(
      t('reminderLinks.attend.title', { calendar: `\u2068${viewOnlyBooking.organizer}\u2069` }),
    );
    await expect(sent.confirm).toEqual([{ bookingId: BOOKING_ID, token: ATTEND_TOKEN }]);
    await expect(sent.booking).toEqual([{ bookingId: BOOKING_ID }]);
  },
};

/** Against the mocked API: the booking moved since the mail, so ATTEND_LINK_INVALID — and the booking page is offered. */
export const AttendContainerInvalid: Story = {
  render: () => <AttendPageContainer bookingId={BOOKING_ID} token={ATTEND_TOKEN} bookingHref={bookingHref} />,
  beforeEach: ({ msw }) => {
    msw.use(mockError('public.confirmAttendance', 'ATTEND_LINK_INVALID', 'post'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: t('reminderLinks.attend.invalidTitle') })).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('reminderLinks.attend.openBooking') })).toHaveAttribute('href', bookingHref);
  },
};

/** The opt-out page (on a phone): nothing happens until the button; then which team will not message again. */
export const OptOut: Story = {
  ...phoneViewport,
  render: () => <OptOutPageContainer messageId={MESSAGE_ID} token={OPT_OUT_TOKEN} />,
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockMutation('messaging.optOut', (input) => {
        record('optOut', input);
        return { ok: true as const, team: 'Riyadh Dental Clinic' };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('reminderLinks.optOut.title') })).toBeInTheDocument();
    await expect(c.getByText(t('reminderLinks.optOut.body'))).toBeInTheDocument();
    await expect(sent.optOut).toBeUndefined();
    await userEvent.click(c.getByRole('button', { name: t('reminderLinks.optOut.stop') }));
    await expect(await c.findByRole('heading', { level: 1, name: t('reminderLinks.optOut.doneTitle') })).toBeInTheDocument();
    await expect(c.getByText(t('reminderLinks.optOut.doneBody', { team: '\u2068Riyadh Dental Clinic\u2069' }))).toBeInTheDocument();
    await expect(sent.optOut).toEqual([{ messageId: MESSAGE_ID, token: OPT_OUT_TOKEN }]);
  },
};

/** A link altered or cut short: the API's BOOKING_TOKEN_INVALID says the link does not work, and how else to stop. */
export const OptOutInvalidLink: Story = {
  render: () => <OptOutPageContainer messageId={MESSAGE_ID} token="short" />,
  beforeEach: ({ msw }) => {
    msw.use(mockError('messaging.optOut', 'BOOKING_TOKEN_INVALID', 'post'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('reminderLinks.optOut.stop') }));
    const alert = within(await c.findByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: t('reminderLinks.optOut.invalidTitle') })).toBeInTheDocument();
    await expect(alert.getByText(t('reminderLinks.optOut.invalidBody'))).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: t('reminderLinks.optOut.stop') })).toBeNull();
  },
};

/** Too many tries: the reason under the text, and the button to try again. */
export const OptOutRateLimited: Story = {
  render: () => <OptOutPage state={{ status: 'failed', error: 'RATE_LIMITED' }} onStop={fn()} />,
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.RATE_LIMITED'));
    await waitFor(() => expect(c.getByRole('button', { name: t('reminderLinks.optOut.stop') })).toBeEnabled());
  },
};

/**
 * A short link past its booking's links (or a code that never was): said plainly, with where the booking
 * can still be seen — no error tone, nothing to press, the other language in the footer.
 */
export const LinkExpired: Story = {
  ...phoneViewport,
  render: () => <LinkExpiredPage />,
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('reminderLinks.expired.title') })).toBeInTheDocument();
    await expect(c.getByText(t('reminderLinks.expired.body'))).toBeInTheDocument();
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(c.queryByRole('button')).toBeNull();
    await expect(c.getByRole('link', { name: t(`shell.localeName.${lang() === 'ar' ? 'en' : 'ar'}`) })).toBeInTheDocument();
  },
};
