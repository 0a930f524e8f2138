import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDay, formatHijri, formatTimeRange, localDateOf } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import type { PublicAttendance } from '@waqt/contracts';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { AttendPage } from './AttendPage.tsx';
import { AttendPageContainer } from './AttendPage.container.tsx';
import { OptOutPage } from './OptOutPage.tsx';
import { OptOutPageContainer } from './OptOutPage.container.tsx';
import { LinkExpiredPage } from './LinkExpiredPage.tsx';
import { BOOKING_ID, TZ, inStoryLanguage, lang, phoneViewport, seen, viewOnlyBooking } from '../../fixtures/booking.ts';

/** The pages a reminder's links open (issue 24): "I'll be there", the phone messages' opt-out, and a short link that has expired (issue 35). */
const meta = {
  title: 'Screens/ReminderLinks',
  component: AttendPage,
  parameters: { layout: 'fullscreen' },
  args: { attendance: undefined, bookingHref: `/en/book/confirmed/${BOOKING_ID}`, onConfirm: fn(), onRetry: fn() },
} satisfies Meta<typeof AttendPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ATTEND_TOKEN = 'aT0kenForTheStoriesOnly_ItIs43CharactersLng';
const MESSAGE_ID = 'f7a1c2d3-4b5e-4f60-8a7b-9c0d1e2f3a4b';
const OPT_OUT_TOKEN = 'oPtOutTokenForTheStoriesOnly_43CharactersLn';
const bookingHref = `/en/book/confirmed/${BOOKING_ID}`;
const CONFIRMED_AT = '2026-03-03T07:00:00.000Z';
/** The attend page's read (public.attendance): the booking as anyone with its id sees it, not confirmed yet. */
const attendance: PublicAttendance = {
  title: viewOnlyBooking.title,
  titleAr: viewOnlyBooking.titleAr,
  titleEn: viewOnlyBooking.titleEn,
  startsAt: viewOnlyBooking.startsAt,
  endsAt: viewOnlyBooking.endsAt,
  timezone: viewOnlyBooking.timezone,
  organizer: viewOnlyBooking.organizer,
  organizerAr: viewOnlyBooking.organizerAr,
  organizerEn: viewOnlyBooking.organizerEn,
  confirmedAt: null,
};
/** What the mocked API received in the running story, by procedure. */
let sent: Record<string, unknown[]> = {};
const record = (path: string, input: unknown) => {
  (sent[path] ??= []).push(input);
};

/** The booking's summary as the page shows it: what, when (the Hijri date beside it in Arabic), with whom. */
async function expectSummary(c: ReturnType<typeof within>) {
  const date = localDateOf(viewOnlyBooking.startsAt, TZ);
  await expect(c.getByText(inStoryLanguage(viewOnlyBooking, 'title'))).toBeInTheDocument();
  await expect(c.getByText(seen(formatDay(date, lang(), true)))).toBeInTheDocument();
  await expect(c.getByText(seen(formatTimeRange(viewOnlyBooking.startsAt, viewOnlyBooking.endsAt, lang(), TZ)))).toBeInTheDocument();
  if (lang() === 'ar') await expect(c.getByText(seen(formatHijri(date)))).toBeInTheDocument();
}

/**
 * Opened (on a phone): nothing is confirmed yet. The booking (what, when, with whom), "Yes, I'll be there",
 * the way to the booking and what to do instead; only the press calls onConfirm.
 */
export const AttendAsk: Story = {
  ...phoneViewport,
  args: { attendance },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('reminderLinks.attend.askTitle') })).toBeInTheDocument();
    await expect(c.getByText(t('reminderLinks.attend.askBody', { calendar: `\u2068${inStoryLanguage(viewOnlyBooking, 'organizer')}\u2069` }))).toBeInTheDocument();
    await expectSummary(c);
    await expect(c.getByText(t('reminderLinks.attend.cantCome'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('reminderLinks.attend.view') })).toHaveAttribute('href', bookingHref);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: t('reminderLinks.attend.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // The public pages' footer: the other language.
    await expect(c.getByRole('link', { name: t(`shell.localeName.${lang() === 'ar' ? 'en' : 'ar'}`) })).toBeInTheDocument();
  },
};

/**
 * On how many lines each place that shows `text` draws it, with that place squeezed to its narrowest
 * (min-content: every break the text allows is taken), then given its room back.
 */
function linesAtNarrowest(root: HTMLElement, text: RegExp): number[] {
  const counts: number[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const found = text.exec(node.textContent!);
    if (!found) continue;
    const box = node.parentElement!;
    box.style.display = 'inline-block';
    box.style.inlineSize = 'min-content';
    const range = document.createRange();
    range.setStart(node, found.index);
    range.setEnd(node, found.index + found[0].length);
    counts.push(new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size);
    box.style.display = '';
    box.style.inlineSize = '';
  }
  return counts;
}

/**
 * A practitioner's name with a title, in the sentence and the summary: "Dr. Sara" never splits over two
 * lines, however narrow its place (issue 36: "Dr." ended one line and "Sara" began the next, which in
 * Arabic reads as two words far apart). A long name still wraps between its other words.
 */
export const AttendNameStaysWhole: Story = {
  ...phoneViewport,
  args: { attendance: { ...attendance, organizer: 'Dr. Sara Al-Qahtani', organizerAr: null, organizerEn: null } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: storyTr()('reminderLinks.attend.confirm') })).toBeInTheDocument();
    const titled = linesAtNarrowest(canvasElement, /Dr\.\s+Sara/u);
    await expect(titled).toEqual([1, 1]);
    for (const lines of linesAtNarrowest(canvasElement, /Dr\.\s+Sara\s+Al-Qahtani/u)) await expect(lines).toBeGreaterThan(1);
  },
};

/** Pressed and on its way: the button shows it is busy and takes no second press. */
export const AttendConfirming: Story = {
  args: { attendance, isConfirming: true },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: containing(t('reminderLinks.attend.confirm')) });
    await userEvent.click(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Confirmed (on a phone): thanks naming the calendar, the booking's summary, the way to the booking — no button. */
export const AttendConfirmed: Story = {
  ...phoneViewport,
  args: { attendance: { ...attendance, confirmedAt: CONFIRMED_AT } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(t('reminderLinks.attend.title', { calendar: `\u2068${inStoryLanguage(viewOnlyBooking, 'organizer')}\u2069` }));
    await expectSummary(c);
    await expect(c.getByRole('link', { name: t('reminderLinks.attend.view') })).toHaveAttribute('href', bookingHref);
    await expect(c.queryByRole('button', { name: t('reminderLinks.attend.confirm') })).toBeNull();
  },
};

/** While the page reads the link: a placeholder, announced as loading. */
export const AttendLoading: Story = {
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: t('common.loading') })).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: t('reminderLinks.attend.confirm') })).toBeNull();
  },
};

/** The link no longer holds (moved, cancelled, ended) — or a link without its token: said plainly, with the booking's page. */
export const AttendLinkInvalid: Story = {
  ...phoneViewport,
  args: { error: 'ATTEND_LINK_INVALID' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const alert = within(c.getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: t('reminderLinks.attend.invalidTitle') })).toBeInTheDocument();
    await expect(alert.getByText(t('errors.ATTEND_LINK_INVALID'))).toBeInTheDocument();
    await expect(alert.getByRole('link', { name: t('reminderLinks.attend.openBooking') })).toHaveAttribute('href', bookingHref);
    await expect(c.queryByRole('button', { name: t('common.retry') })).toBeNull();
    await expect(c.queryByRole('button', { name: t('reminderLinks.attend.confirm') })).toBeNull();
  },
};

/** The page could not load for another reason (too many tries, the network): the reason and a retry. */
export const AttendLoadFailed: Story = {
  args: { error: 'RATE_LIMITED' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('reminderLinks.attend.loadFailedTitle') })).toBeInTheDocument();
    await expect(c.getByText(t('errors.RATE_LIMITED'))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The press failed (not the link's fault): the reason above the button, which tries again. */
export const AttendConfirmFailed: Story = {
  args: { attendance, confirmError: 'UNEXPECTED' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.UNEXPECTED'));
    await userEvent.click(c.getByRole('button', { name: t('reminderLinks.attend.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/**
 * Against the mocked API: opening reads public.attendance only — the page waits for the booker — and
 * public.confirmAttendance goes once, when "Yes, I'll be there" is pressed; then the thanks.
 */
export const AttendContainer: Story = {
  render: () => <AttendPageContainer bookingId={BOOKING_ID} token={ATTEND_TOKEN} bookingHref={bookingHref} />,
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('public.attendance', (input) => {
        record('attendance', input);
        return attendance;
      }),
      mockMutation('public.confirmAttendance', (input) => {
        record('confirm', input);
        return { confirmedAt: CONFIRMED_AT };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const button = await c.findByRole('button', { name: t('reminderLinks.attend.confirm') });
    await expect(sent.attendance).toEqual([{ bookingId: BOOKING_ID, token: ATTEND_TOKEN }]);
    // Loaded, and still nothing confirmed: a scanner that stops here has told the team nothing.
    await new Promise((r) => setTimeout(r, 300));
    await expect(sent.confirm).toBeUndefined();
    await userEvent.click(button);
    await expect(await c.findByRole('heading', { level: 1, name: containing(inStoryLanguage(viewOnlyBooking, 'organizer')) })).toHaveTextContent(
      t('reminderLinks.attend.title', { calendar: `\u2068${inStoryLanguage(viewOnlyBooking, 'organizer')}\u2069` }),
    );
    await expect(sent.confirm).toEqual([{ bookingId: BOOKING_ID, token: ATTEND_TOKEN }]);
    await expect(c.queryByRole('button', { name: t('reminderLinks.attend.confirm') })).toBeNull();
  },
};

/** Against the mocked API: a link already pressed opens on the thanks, and nothing is sent again. */
export const AttendContainerAlreadyConfirmed: Story = {
  render: () => <AttendPageContainer bookingId={BOOKING_ID} token={ATTEND_TOKEN} bookingHref={bookingHref} />,
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('public.attendance', { ...attendance, confirmedAt: CONFIRMED_AT }),
      mockMutation('public.confirmAttendance', (input) => {
        record('confirm', input);
        return { confirmedAt: CONFIRMED_AT };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: containing(inStoryLanguage(viewOnlyBooking, 'organizer')) })).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: t('reminderLinks.attend.confirm') })).toBeNull();
    await expect(sent.confirm).toBeUndefined();
  },
};

/** Against the mocked API: the booking moved since the mail, so the read answers ATTEND_LINK_INVALID — the booking page is offered, nothing is confirmed. */
export const AttendContainerInvalid: Story = {
  render: () => <AttendPageContainer bookingId={BOOKING_ID} token={ATTEND_TOKEN} bookingHref={bookingHref} />,
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockError('public.attendance', 'ATTEND_LINK_INVALID'),
      mockMutation('public.confirmAttendance', (input) => {
        record('confirm', input);
        return { confirmedAt: CONFIRMED_AT };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: t('reminderLinks.attend.invalidTitle') })).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('reminderLinks.attend.openBooking') })).toHaveAttribute('href', bookingHref);
    await expect(sent.confirm).toBeUndefined();
  },
};

/** Against the mocked API: the link became invalid between opening and pressing (moved meanwhile): the press answers so. */
export const AttendContainerGoneOnPress: Story = {
  render: () => <AttendPageContainer bookingId={BOOKING_ID} token={ATTEND_TOKEN} bookingHref={bookingHref} />,
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('public.attendance', attendance), mockError('public.confirmAttendance', 'ATTEND_LINK_INVALID', 'post'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: t('reminderLinks.attend.confirm') }));
    await expect(await c.findByRole('heading', { level: 1, name: t('reminderLinks.attend.invalidTitle') })).toBeInTheDocument();
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
