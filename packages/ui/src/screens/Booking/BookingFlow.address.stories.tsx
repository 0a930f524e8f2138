import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { mockQuery } from '../../mocks/index.ts';
import { phoneViewport } from '../../mocks/viewports.ts';
import { DAY, START, TZ, booker, lang, lazyWait, named, now, slotsAnswer } from '../../fixtures/booking.ts';
import { formatTime } from '../../format/index.ts';
import { BookingFlowContainer } from './BookingFlow.container.tsx';
import { flowSearch, parseFlowLocation } from './flowLocation.ts';

/**
 * The booking flow's place in the address, as the app keeps it (EventTypeBookingPage): each step is a
 * history entry (`?step=…&date=…&time=…`), Back and Forward move between steps with what was typed kept, a
 * reload restores the step, a shared link to a time opens there while it is free. The frame below stands in
 * for the browser: its Back, Forward and Reload act on a history of query strings.
 */
function AddressFrame({ first, onBooked }: { first: string; onBooked: () => void }) {
  const [history, setHistory] = useState({ entries: [first], at: 0, loads: 0 });
  const query = history.entries[history.at]!;
  const params = new URLSearchParams(query);
  const go = (to: number) => setHistory((h) => ({ ...h, at: Math.min(Math.max(0, to), h.entries.length - 1) }));
  return (
    <>
      <nav aria-label="Browser" style={{ display: 'flex', gap: 8, padding: 8, alignItems: 'center' }}>
        <button type="button" onClick={() => go(history.at - 1)}>Browser back</button>
        <button type="button" onClick={() => go(history.at + 1)}>Browser forward</button>
        <button type="button" onClick={() => setHistory((h) => ({ ...h, loads: h.loads + 1 }))}>Reload</button>
        <output aria-label="Address" dir="ltr">{query}</output>
      </nav>
      <BookingFlowContainer
        key={history.loads}
        calendarSlug="dr-sara"
        eventTypeSlug="checkup"
        defaultTimeZone={TZ}
        now={now}
        backHref="/en/dr-sara"
        onBooked={onBooked}
        location={parseFlowLocation(params)}
        onLocationChange={(location, { replace }) =>
          // A router answers a moment later (the app's load the page's chunk first): so does this one.
          setTimeout(() =>
            setHistory((h) => {
              const next = flowSearch(location, new URLSearchParams(h.entries[h.at]));
              const entries = replace ? h.entries.map((e, i) => (i === h.at ? next : e)) : [...h.entries.slice(0, h.at + 1), next];
              return { ...h, entries, at: replace ? h.at : h.at + 1 };
            }),
          )
        }
      />
    </>
  );
}

const meta = {
  title: 'Screens/Booking/In the address',
  component: AddressFrame,
  parameters: { layout: 'fullscreen' },
  args: { first: '?', onBooked: fn() },
  beforeEach: ({ msw }) => {
    window.sessionStorage.clear();
    msw.use(mockQuery('public.slots', (input) => slotsAnswer(input)));
  },
} satisfies Meta<typeof AddressFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const address = (el: HTMLElement) => within(el).getByRole('status', { name: 'Address' });
const params = (el: HTMLElement) => new URLSearchParams(address(el).textContent ?? '');

async function toReview(canvasElement: HTMLElement) {
  const t = storyTr();
  const c = within(canvasElement);
  await userEvent.click(await c.findByRole('button', { name: named(formatTime(START, lang(), TZ)) }, lazyWait));
  await userEvent.type(await c.findByRole('textbox', { name: t('booking.details.name') }, lazyWait), booker.name);
  await userEvent.type(c.getByRole('textbox', { name: t('booking.details.email') }), booker.email);
  await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
  await c.findByRole('heading', { level: 2, name: t('booking.review.title') }, lazyWait);
}

/** Day, time, details, review — then the browser's Back and Forward walk the steps with the details kept. */
export const BackAndForward: Story = {
  args: { first: `?date=${DAY}` },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await toReview(canvasElement);
    await expect(Object.fromEntries(params(canvasElement))).toEqual({ step: 'review', date: DAY, time: START });
    await userEvent.click(c.getByRole('button', { name: 'Browser back' }));
    await expect(await c.findByRole('textbox', { name: t('booking.details.name') })).toHaveValue(booker.name);
    await expect(c.getByRole('textbox', { name: t('booking.details.email') })).toHaveValue(booker.email);
    await userEvent.click(c.getByRole('button', { name: 'Browser back' }));
    await c.findByRole('heading', { level: 2, name: t('booking.pick.title') });
    // The picker as it was before the time was chosen: the day, with its times.
    await expect(Object.fromEntries(params(canvasElement))).toEqual({ date: DAY });
    await expect(c.getByRole('button', { name: named(formatTime(START, lang(), TZ)) })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Browser forward' }));
    await userEvent.click(c.getByRole('button', { name: 'Browser forward' }));
    await c.findByRole('heading', { level: 2, name: t('booking.review.title') });
    await expect(c.getByText(booker.email)).toBeInTheDocument();
  },
};

/** A reload on the review keeps the step and the details (kept in the tab, never in the address). */
export const ReloadKeepsTheStep: Story = {
  args: { first: `?date=${DAY}` },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await toReview(canvasElement);
    await expect(address(canvasElement).textContent).not.toContain(encodeURIComponent(booker.email));
    await userEvent.click(c.getByRole('button', { name: 'Reload' }));
    await c.findByRole('heading', { level: 2, name: t('booking.review.title') }, lazyWait);
    await expect(c.getByText(booker.name)).toBeInTheDocument();
  },
};

/** A shared link to a time still free opens on the details, the day and time shown beside them. */
export const SharedLinkToAFreeTime: Story = {
  args: { first: `?time=${encodeURIComponent(START)}` },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 2, name: t('booking.details.title') }, lazyWait);
    await waitFor(() => expect(Object.fromEntries(params(canvasElement))).toEqual({ step: 'details', date: DAY, time: START }));
  },
};

/** A link (or Back) to a time that is gone: back on the picker, told why, the time out of the address. */
export const SharedLinkToATakenTime: Story = {
  args: { first: `?step=review&date=${DAY}&time=${encodeURIComponent('2026-03-04T07:10:00.000Z')}` },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(await c.findByText(t('errors.SLOT_UNAVAILABLE'), undefined, lazyWait)).toBeInTheDocument();
    await c.findByRole('heading', { level: 2, name: t('booking.pick.title') });
    await waitFor(() => expect(Object.fromEntries(params(canvasElement))).toEqual({ date: DAY }));
  },
};

/** On a phone the times sit below the month: choosing a day brings them into view. */
export const PhoneDayShowsItsTimes: Story = {
  parameters: phoneViewport.parameters,
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const grid = await c.findByRole('grid', undefined, lazyWait);
    const open = () => within(grid).queryAllByRole('button').filter((b) => b.getAttribute('aria-disabled') !== 'true');
    await waitFor(() => expect(open().length).toBeGreaterThan(0), lazyWait);
    const times = () => c.getByRole('button', { name: named(formatTime(START, lang(), TZ)) });
    await userEvent.click(open().find((b) => b.textContent?.trim().match(/^(4|٤)/)) ?? open()[0]!);
    await waitFor(() => {
      const { top } = times().getBoundingClientRect();
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(window.innerHeight);
    });
  },
};
