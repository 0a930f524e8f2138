import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultWeeklyHours, type OnboardingCalendarInput, type OnboardingHoursInput, type OnboardingStatus } from '@waqt/contracts';
import { doneStatus, freshStatus, hoursStatus, SETUP_CALENDAR_ID, SETUP_TEAM_ID } from '../../fixtures/onboarding.ts';
import { expectLoadFailure, expectLoading, tr, trx } from '../../fixtures/teams.ts';
import { mockError, mockMutation, mockPending, mockQuery } from '../../mocks/index.ts';
import { phoneViewport } from '../../mocks/viewports.ts';
import { weekdayName } from '../../format/weekdays.ts';
import { zoneLabel } from '../../format/index.ts';
import { isolate } from '../../patterns/public/bidi.ts';
import { LOCALE_TAGS, isLocale } from '@waqt/contracts';
import { OnboardingContainer } from './Onboarding.container.tsx';

const hrefs = {
  origin: 'https://waqt.example',
  dashboardHref: '/en/dashboard',
  previewHref: (slug: string) => `/en/${slug}`,
  calendarHref: (teamId: string, calendarId: string) => `/en/dashboard/team/${teamId}/calendars/${calendarId}`,
};

/** What the stories' mocked API received, per procedure (reset before each story). */
const sent: { calendar: OnboardingCalendarInput[]; hours: OnboardingHoursInput[] } = { calendar: [], hours: [] };

const meta = {
  title: 'Screens/Onboarding',
  component: OnboardingContainer,
  args: { ...hrefs, onNothingToDo: fn(), copy: fn(async () => {}) },
  beforeEach: () => {
    sent.calendar = [];
    sent.hours = [];
  },
} satisfies Meta<typeof OnboardingContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const tag = () => LOCALE_TAGS[isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en'];
/** The API as a new account sees it: `status` first, then what each save answers; links taken are listed. */
function api(status: OnboardingStatus, opts: { taken?: string[]; payments?: OnboardingStatus['payments'] } = {}) {
  let current = status;
  return [
    mockQuery('onboarding.status', () => current),
    mockQuery('onboarding.slugAvailable', (input) => ({ available: !(opts.taken ?? []).includes(input.slug) })),
    mockMutation('onboarding.saveCalendar', (input) => {
      sent.calendar.push(input);
      const team = input.use === 'team' ? { teamName: input.teamName, isPersonal: false } : { teamName: 'Sara Al-Qahtani', isPersonal: true };
      current = hoursStatus({ name: input.name, slug: input.slug, country: input.country, ...team }, opts.payments ?? (input.use === 'team' ? 'provider' : 'personal'));
      return current;
    }),
    mockMutation('onboarding.saveHours', (input) => {
      sent.hours.push(input);
      current = { ...current, step: 'done', weekly: input.weekly, eventType: { title: input.eventType.title, slug: 'consultation', durationMinutes: input.eventType.durationMinutes, priceHalalas: input.eventType.priceHalalas } };
      return current;
    }),
  ];
}

const linkField = (c: ReturnType<typeof within>) => c.getByRole('textbox', { name: trx('onboarding.calendar.slug') });
const current = (c: ReturnType<typeof within>) => within(c.getByRole('list', { name: tr('onboarding.progress') })).getByText((_, el) => el?.getAttribute('aria-current') === 'step');

/**
 * Screen 1 of a new account with a Latin name: just me, the calendar named after them, the link
 * suggested from the name and checked live; Continue saves it and screen 2 follows.
 */
export const JustMe: Story = {
  tags: ['visual'],
  beforeEach: ({ msw }) => {
    msw.use(...api(freshStatus()));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('radio', { name: trx('onboarding.calendar.usePersonal') })).toBeChecked();
    await expect(current(c)).toHaveTextContent(tr('onboarding.steps.calendar'));
    await expect(c.getByRole('heading', { level: 1, name: tr('onboarding.title') })).toBeInTheDocument();
    await expect(c.getByText(`${tr('onboarding.stepOf', { step: '1', total: '3' })} · ${tr('onboarding.steps.calendar')}`)).toBeInTheDocument();
    await expect(c.getByRole('link', { name: tr('onboarding.skip') })).toHaveAttribute('href', hrefs.dashboardHref);
    await expect(c.getByRole('textbox', { name: trx('onboarding.calendar.name') })).toHaveValue('Sara Al-Qahtani');
    await expect(linkField(c)).toHaveValue('sara-al-qahtani');
    await expect(await c.findByText(tr('onboarding.calendar.slugAvailable'))).toBeInTheDocument();
    await expect(c.getByText('waqt.app/sara-al-qahtani')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: tr('onboarding.next') }));
    await expect(await c.findByRole('heading', { name: tr('onboarding.hours.hoursTitle') })).toBeInTheDocument();
    await expect(sent.calendar).toEqual([{ use: 'personal', name: 'Sara Al-Qahtani', slug: 'sara-al-qahtani', timezone: 'Asia/Riyadh', country: 'SA' }]);
    await expect(current(c)).toHaveTextContent(tr('onboarding.steps.hours'));
  },
};

/** The same first screen on a phone. */
export const JustMeOnAPhone: Story = {
  ...phoneViewport,
  beforeEach: ({ msw }) => {
    msw.use(...api(freshStatus()));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('radio', { name: trx('onboarding.calendar.useTeam') })).not.toBeChecked();
    await expect(await c.findByText(tr('onboarding.calendar.slugAvailable'))).toBeInTheDocument();
    // Nothing runs off the side of a 390 px screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * An Arabic name: no link is guessed ("mhmd" is not a name), the field says how to write one; a taken
 * link says so as it is typed, and Continue waits for a free one.
 */
export const ArabicNameAsksForALink: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api(freshStatus({ name: 'سارة القحطاني' }), { taken: ['sara'] }));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('textbox', { name: trx('onboarding.calendar.name') })).toHaveValue('سارة القحطاني');
    await expect(linkField(c)).toHaveValue('');
    await expect(linkField(c)).toHaveAccessibleDescription(tr('onboarding.calendar.slugLatin'));
    await userEvent.click(c.getByRole('button', { name: tr('onboarding.next') }));
    await expect(linkField(c)).toHaveAccessibleDescription(trx('validation.required'));
    await userEvent.type(linkField(c), 'Sara');
    await waitFor(() => expect(linkField(c)).toHaveAccessibleDescription(trx('onboarding.calendar.slugTaken')));
    await userEvent.click(c.getByRole('button', { name: tr('onboarding.next') }));
    await expect(sent.calendar).toEqual([]);
    await userEvent.type(linkField(c), '-q');
    await expect(await c.findByText(tr('onboarding.calendar.slugAvailable'))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: tr('onboarding.next') }));
    await waitFor(() => expect(sent.calendar).toMatchObject([{ use: 'personal', name: 'سارة القحطاني', slug: 'sara-q' }]));
  },
};

/** A business team: its name is asked, the calendar and its link follow it until changed. */
export const ABusinessTeam: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api(freshStatus({ use: 'personal' })));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('radio', { name: trx('onboarding.calendar.useTeam') }));
    await expect(c.getByRole('textbox', { name: trx('onboarding.calendar.name') })).toHaveValue('');
    await userEvent.type(c.getByRole('textbox', { name: trx('onboarding.calendar.teamName') }), 'Riyadh Dental');
    await expect(c.getByRole('textbox', { name: trx('onboarding.calendar.name') })).toHaveValue('Riyadh Dental');
    await expect(linkField(c)).toHaveValue('riyadh-dental');
    await expect(await c.findByText(tr('onboarding.calendar.slugAvailable'))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: tr('onboarding.next') }));
    await waitFor(() => expect(sent.calendar).toEqual([{ use: 'team', teamName: 'Riyadh Dental', name: 'Riyadh Dental', slug: 'riyadh-dental', timezone: 'Asia/Riyadh', country: 'SA' }]));
    // A new team has no payment provider yet: free only, and why.
    await expect(await c.findByRole('radio', { name: tr('onboarding.hours.paid') })).toBeDisabled();
    await expect(c.getByText(tr('onboarding.hours.paymentsProvider'))).toBeInTheDocument();
  },
};

/** The link was taken between the check and the save: the field says so, and the screen stays. */
export const LinkTakenOnSave: Story = {
  beforeEach: ({ msw }) => {
    // The first handler of a path wins: the refusal before the API's answers.
    msw.use(mockError('onboarding.saveCalendar', 'CALENDAR_SLUG_TAKEN', 'post'), ...api(freshStatus()));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(tr('onboarding.calendar.slugAvailable'))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: tr('onboarding.next') }));
    await waitFor(() => expect(linkField(c)).toHaveAccessibleDescription(trx('onboarding.calendar.slugTaken')));
    await expect(current(c)).toHaveTextContent(tr('onboarding.steps.calendar'));
  },
};

/**
 * Screen 2 resumed (the calendar exists): Saudi Arabia's Sunday–Thursday prefilled; another country
 * refills the days (the UAE works Monday–Friday); the personal team is free only; Finish saves hours and
 * the first event type together, then the link to share.
 */
export const HoursAndFirstEventType: Story = {
  tags: ['visual'],
  beforeEach: ({ msw }) => {
    msw.use(...api(hoursStatus()));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const days = within(await c.findByRole('group', { name: tr('onboarding.hours.days') }));
    const day = (d: number) => days.getByRole('checkbox', { name: weekdayName(tag(), d) });
    for (const d of [0, 1, 2, 3, 4]) await expect(day(d)).toBeChecked();
    for (const d of [5, 6]) await expect(day(d)).not.toBeChecked();
    await expect(c.getByRole('radio', { name: tr('onboarding.hours.paid') })).toBeDisabled();
    await expect(c.getByText(tr('onboarding.hours.paymentsPersonal'))).toBeInTheDocument();
    const country = c.getByRole('combobox', { name: trx('onboarding.hours.country') });
    await userEvent.clear(country);
    const uae = new Intl.DisplayNames([tag()], { type: 'region' }).of('AE')!;
    await userEvent.type(country, uae);
    await userEvent.click(await within(document.body).findByRole('option', { name: uae }));
    for (const d of [1, 2, 3, 4, 5]) await expect(day(d)).toBeChecked();
    for (const d of [0, 6]) await expect(day(d)).not.toBeChecked();
    await userEvent.click(day(6)); // Saturday mornings too
    await expect(c.getByRole('textbox', { name: trx('onboarding.hours.title') })).toHaveValue(tr('onboarding.hours.titleDefault'));
    await userEvent.click(c.getByRole('button', { name: tr('onboarding.finish') }));
    const week = defaultWeeklyHours('AE').map((r, d) => (d === 6 ? [{ start: '09:00', end: '17:00' }] : r));
    await waitFor(() => expect(sent.hours).toEqual([{ country: 'AE', weekly: week, eventType: { title: tr('onboarding.hours.titleDefault'), durationMinutes: 30, priceHalalas: 0 } }]));
    await expect(await c.findByRole('region', { name: tr('onboarding.share.title') })).toBeInTheDocument();
    await expect(c.queryByRole('link', { name: tr('onboarding.skip') })).toBeNull();
  },
};

const region = (code: string) => new Intl.DisplayNames([tag()], { type: 'region' }).of(code)!;
const zoneIn = (zone: string) => isolate(zoneLabel(zone, tag()));
/** The caution that the calendar's zone is not the country's, and its one-click fix. */
const zoneDiffers = (zone: string, country: string, countryZone: string) =>
  tr('onboarding.hours.zoneDiffers', { zone: zoneIn(zone), country: isolate(region(country)), countryZone: zoneIn(countryZone) });
const zoneFix = (c: ReturnType<typeof within>, zone: string) => c.findByRole('button', { name: tr('onboarding.hours.useZone', { zone: zoneIn(zone) }) });

/**
 * A browser in Dubai set up a Saudi clinic (issue 36): screen 2 says the calendar's zone is not Saudi
 * Arabia's and offers Riyadh's in one click. (Dubai keeps no summer time, so the picture holds all year.)
 */
export const ZoneDiffersFromCountry: Story = {
  tags: ['visual'],
  beforeEach: ({ msw }) => {
    msw.use(...api(hoursStatus({ timezone: 'Asia/Dubai', country: 'SA' })));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await zoneFix(c, 'Asia/Riyadh')).toBeInTheDocument();
    await expect(c.getByRole('status')).toHaveTextContent(zoneDiffers('Asia/Dubai', 'SA', 'Asia/Riyadh'));
    await expect(c.getByText(tr('onboarding.hours.zone', { zone: zoneLabel('Asia/Dubai', tag()) }))).toBeInTheDocument();
  },
};

/** "Use Riyadh time": the hours are now said in Riyadh's time, and the form says it will use it, with a way back. */
export const ZoneFixedInOneClick: Story = {
  tags: ['visual'],
  beforeEach: ({ msw }) => {
    msw.use(...api(hoursStatus({ timezone: 'Asia/Dubai', country: 'SA' })));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await zoneFix(c, 'Asia/Riyadh'));
    await expect(c.getByText(tr('onboarding.hours.zone', { zone: zoneLabel('Asia/Riyadh', tag()) }))).toBeInTheDocument();
    await expect(c.getByRole('status')).toHaveTextContent(tr('onboarding.hours.zoneChanged', { zone: zoneIn('Asia/Riyadh') }));
    await expect(c.getByRole('button', { name: tr('onboarding.hours.keepZone', { zone: zoneIn('Asia/Dubai') }) })).toBeInTheDocument();
  },
};

/** Finish after "Use Riyadh time" sends the zone with the hours, their clock times as they were. */
export const ZoneSentWithTheHours: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api(hoursStatus({ timezone: 'Asia/Dubai', country: 'SA' })));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await zoneFix(c, 'Asia/Riyadh'));
    await userEvent.click(c.getByRole('button', { name: tr('onboarding.finish') }));
    await waitFor(() => expect(sent.hours).toEqual([{ country: 'SA', timezone: 'Asia/Riyadh', weekly: defaultWeeklyHours('SA'), eventType: { title: tr('onboarding.hours.titleDefault'), durationMinutes: 30, priceHalalas: 0 } }]));
  },
};

/**
 * A browser in London (a British team, London's time) changes the country to Saudi Arabia here: the
 * fix is offered; taken, then undone, it is offered again; another country offers its own zone, and
 * finishing without taking it sends no zone (London's stays).
 */
export const CountryChangedOnScreenTwo: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api(hoursStatus({ timezone: 'Europe/London', country: 'GB' })));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const country = await c.findByRole('combobox', { name: trx('onboarding.hours.country') });
    await expect(c.queryByRole('status')).toBeNull();
    await userEvent.clear(country);
    await userEvent.type(country, region('SA'));
    await userEvent.click(await within(document.body).findByRole('option', { name: region('SA') }));
    await expect(await c.findByRole('status')).toHaveTextContent(zoneDiffers('Europe/London', 'SA', 'Asia/Riyadh'));
    await userEvent.click(await zoneFix(c, 'Asia/Riyadh'));
    await userEvent.click(c.getByRole('button', { name: tr('onboarding.hours.keepZone', { zone: zoneIn('Europe/London') }) }));
    await expect(await zoneFix(c, 'Asia/Riyadh')).toBeInTheDocument();
    await userEvent.clear(country);
    await userEvent.type(country, region('US'));
    await userEvent.click(await within(document.body).findByRole('option', { name: region('US') }));
    await expect(await c.findByRole('status')).toHaveTextContent(zoneDiffers('Europe/London', 'US', 'America/New_York'));
    await userEvent.click(c.getByRole('button', { name: tr('onboarding.finish') }));
    await waitFor(() => expect(sent.hours).toHaveLength(1));
    await expect(sent.hours[0]).not.toHaveProperty('timezone');
    await expect(sent.hours[0]).toMatchObject({ country: 'US' });
  },
};

/** A Chicago calendar of a US team: Chicago is one of the country's zones, so nothing is offered. */
export const ZoneOfTheCountryStays: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api(hoursStatus({ timezone: 'America/Chicago', country: 'US' })));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('group', { name: tr('onboarding.hours.days') })).toBeInTheDocument();
    await expect(c.queryByRole('status')).toBeNull();
    await expect(c.queryByRole('button', { name: trx('onboarding.hours.useZone', { zone: '' }) })).toBeNull();
  },
};

/** No working day: the form says to choose one and sends nothing. */
export const NoWorkingDay: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api(hoursStatus()));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const days = within(await c.findByRole('group', { name: tr('onboarding.hours.days') }));
    for (const box of days.getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await userEvent.click(box);
    await userEvent.click(c.getByRole('button', { name: tr('onboarding.finish') }));
    await expect(await c.findByText(tr('onboarding.hours.daysRequired'))).toBeInTheDocument();
    await expect(sent.hours).toEqual([]);
  },
};

/** A team that can be paid: Paid asks for the amount, sent in halalas. */
export const PaidFirstEventType: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api(hoursStatus({ isPersonal: false, teamName: 'Riyadh Dental' }, 'available')));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('radio', { name: tr('onboarding.hours.paid') }));
    await expect(c.queryByText(tr('onboarding.hours.paymentsProvider'))).toBeNull();
    const amount = c.getByRole('textbox', { name: trx('onboarding.hours.amount') });
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(c.getByRole('button', { name: tr('onboarding.finish') }));
    await waitFor(() => expect(sent.hours[0]?.eventType).toEqual({ title: tr('onboarding.hours.titleDefault'), durationMinutes: 30, priceHalalas: 15000 }));
  },
};

/** Back from screen 2: screen 1 with what was saved, and what Waqt is for settled. */
export const BackToTheCalendar: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api(hoursStatus({ name: 'Sara', slug: 'sara-q' })));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: tr('onboarding.back') }));
    await expect(linkField(c)).toHaveValue('sara-q');
    await expect(c.getByRole('textbox', { name: trx('onboarding.calendar.name') })).toHaveValue('Sara');
    await expect(c.getByRole('radio', { name: trx('onboarding.calendar.useTeam') })).toBeDisabled();
    await expect(c.getByText(tr('onboarding.calendar.useLocked'))).toBeInTheDocument();
  },
};

/** Screen 3: the link with copy ("Copied") and a preview in a new tab, and where to go next. */
export const ShareTheLink: Story = {
  tags: ['visual'],
  beforeEach: ({ msw }) => {
    msw.use(...api(doneStatus()));
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const region = within(await c.findByRole('region', { name: tr('onboarding.share.title') }));
    await expect(region.getByText('https://waqt.example/sara-al-qahtani')).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: tr('payments.copy.copyOf', { what: tr('onboarding.share.copyWhat') }) }));
    await expect(args.copy).toHaveBeenCalledWith('https://waqt.example/sara-al-qahtani');
    await expect(await region.findByText(tr('payments.copy.copied'))).toBeInTheDocument();
    const open = region.getByRole('link', { name: trx('onboarding.share.open') });
    await expect(open).toHaveAttribute('href', '/en/sara-al-qahtani');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(c.getByRole('link', { name: tr('onboarding.share.calendar') })).toHaveAttribute('href', hrefs.calendarHref(SETUP_TEAM_ID, SETUP_CALENDAR_ID));
    await expect(current(c)).toHaveTextContent(tr('onboarding.steps.share'));
  },
};

/** Someone already in a team with a calendar: nothing to set up, the app moves on. */
export const NothingToSetUp: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api({ ...freshStatus(), step: 'done' }));
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNothingToDo).toHaveBeenCalledTimes(1));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockPending('onboarding.status'));
  },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, true);
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('onboarding.status', 'UNEXPECTED'));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
    await expectLoadFailure(canvasElement, 'onboarding.loadError', 'UNEXPECTED');
  },
};
