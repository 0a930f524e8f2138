import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '@waqt/contracts';
import { monthRange } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { BookingFlow, type BookingOutcome, type BookRequest, type CodeOutcome } from './BookingFlow.tsx';
import { CLINIC_MAP, CLINIC_PHONE, MONTH, START, TZ, booker, checkupAtClinic, drSara, lang, lazyWait, now, openDays, phoneConsultation, phoneViewport, videoConsultation } from '../../fixtures/booking.ts';

/** Where, and how to reach us (issue 36): the booking page's panel says where the visit happens and gives the clinic's number. */
const meta = {
  title: 'Screens/Booking/BookingFlow/Place',
  component: BookingFlow,
  parameters: { layout: 'fullscreen' },
  args: {
    organizer: drSara,
    eventType: checkupAtClinic,
    contactPhone: CLINIC_PHONE,
    month: MONTH,
    days: openDays({ ...monthRange(MONTH), timezone: TZ }),
    timeZone: TZ,
    onMonthChange: fn(),
    onTimeZoneChange: fn(),
    onRequestCode: fn(async (_email: string): Promise<CodeOutcome> => ({ ok: true, resendAt: new Date(now() + 60_000).toISOString() })),
    onBook: fn(async (_request: BookRequest): Promise<BookingOutcome> => ({ ok: true })),
    backHref: '/en/dr-sara',
    now,
  },
} satisfies Meta<typeof BookingFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The number as a `tel:` link, its digits kept whole and left to right inside an Arabic sentence. */
async function expectContactLink(el: HTMLElement) {
  const t = storyTr();
  const call = within(el).getByRole('link', { name: t('booking.place.call', { phone: `\u2066${CLINIC_PHONE.display}\u2069` }) });
  await expect(call).toHaveAttribute('href', 'tel:+966112345678');
  await expect(call.textContent).toContain(`\u2066${CLINIC_PHONE.display}\u2069`);
}

/**
 * At the clinic: the address with its two lines, a plain map link (no embedded map, nothing fetched: no
 * frame or image in the panel) that leaves without a referrer, and the clinic's number to call.
 */
export const AtTheClinic: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const lines = c.getByText(/Olaya Medical Center, 3rd floor/);
    await expect(lines.textContent).toBe('Olaya Medical Center, 3rd floor\nKing Fahd Road, Riyadh 12214');
    await expect(getComputedStyle(lines).whiteSpace).toBe('pre-line');
    await expect(c.getByRole('img', { name: t('booking.place.where') })).toBeInTheDocument();
    const map = c.getByRole('link', { name: t('booking.place.map') });
    await expect(map).toHaveAttribute('href', CLINIC_MAP);
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    await expectContactLink(canvasElement);
    await expect(canvasElement.querySelector('iframe, img, object, embed')).toBeNull();
  },
};

/** An online consultation before booking: the page says the link comes with the confirmation, and shows none. */
export const OnlineBeforeBooking: Story = {
  args: { eventType: videoConsultation, contactPhone: null },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(t('booking.place.online.before'))).toBeInTheDocument();
    await expect(canvasElement.innerHTML).not.toContain('meet.example.com');
    await expect(c.queryByRole('link', { name: t('booking.place.online.join') })).toBeNull();
    // No contact number given: no line for it.
    await expect(c.queryByRole('link', { name: containing('011') })).toBeNull();
  },
};

/**
 * A phone consultation, on a phone: the panel says the clinic calls; the details make the phone required for
 * the call, and Continue without it says so (the API refuses it too).
 */
export const PhoneCallNeedsTheNumber: Story = {
  ...phoneViewport,
  tags: ['visual'],
  args: { eventType: phoneConsultation, initial: { step: 'details', start: START } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(t('booking.place.phone.before', { organizer: `\u2068${localized(drSara, 'name', lang())}\u2069` }))).toBeInTheDocument();
    await userEvent.type(await c.findByRole('textbox', { name: containing(t('booking.details.name')) }, lazyWait), booker.name);
    await userEvent.type(c.getByRole('textbox', { name: containing(t('booking.details.email')) }), booker.email);
    const phone = c.getByRole('textbox', { name: containing(t('booking.details.phone')) });
    await expect(phone).toBeRequired();
    await expect(phone).toHaveAccessibleDescription(containing(t('booking.details.callHelp')));
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(containing(t('validation.phone_required_for_call')));
  },
};

/** With the number: the review says the clinic calls it, and the booking sends it. */
export const PhoneCallBooked: Story = {
  args: { eventType: phoneConsultation, initial: { step: 'details', start: START } },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.type(await c.findByRole('textbox', { name: containing(t('booking.details.name')) }, lazyWait), booker.name);
    await userEvent.type(c.getByRole('textbox', { name: containing(t('booking.details.email')) }), booker.email);
    await userEvent.type(c.getByRole('textbox', { name: containing(t('booking.details.phone')) }), '0512345678');
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    const confirm = await c.findByRole('button', { name: t('booking.review.confirm') }, lazyWait);
    await expect(c.getByText(t('booking.place.phone.at', { organizer: `\u2068${localized(drSara, 'name', lang())}\u2069`, phone: '\u2066+966512345678\u2069' }))).toBeInTheDocument();
    await userEvent.click(confirm);
    await expect(args.onBook).toHaveBeenCalledWith(expect.objectContaining({ booker: expect.objectContaining({ phone: '+966512345678' }) }));
  },
};

/** The API's refusal of a phone call without a number (an older page) lands on the phone field with its words. */
export const PhoneCallRefusedByTheApi: Story = {
  args: {
    eventType: { ...phoneConsultation, place: null },
    initial: { step: 'details', start: START },
    onBook: fn(async (_request: BookRequest): Promise<BookingOutcome> => ({ ok: false, error: 'INVALID_REQUEST', fields: { 'booker.phone': { issue: 'phone_required_for_call' } } })),
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.type(await c.findByRole('textbox', { name: containing(t('booking.details.name')) }, lazyWait), booker.name);
    await userEvent.type(c.getByRole('textbox', { name: containing(t('booking.details.email')) }), booker.email);
    await userEvent.click(c.getByRole('button', { name: t('common.continue') }));
    await userEvent.click(await c.findByRole('button', { name: t('booking.review.confirm') }, lazyWait));
    const phone = await c.findByRole('textbox', { name: containing(t('booking.details.phone')) }, lazyWait);
    await expect(phone).toHaveAccessibleDescription(containing(t('validation.phone_required_for_call')));
  },
};
