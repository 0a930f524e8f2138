import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { BookingConfirmed } from './BookingConfirmed.tsx';
import { BOOKING_ID, CLINIC_ADDRESS_AR, CLINIC_MAP, CLINIC_PHONE, MEETING_URL, TOKEN, cancelledBooking, confirmedBooking, now } from '../../fixtures/booking.ts';
import type { Outcome } from '../../patterns/public/PublicPage.tsx';

/** Where, and how to reach us (issue 36) on the booking's page: the place of a visit that will happen, and the clinic's number. */
const meta = {
  title: 'Screens/Booking/BookingConfirmed/Place',
  component: BookingConfirmed,
  parameters: { layout: 'fullscreen' },
  args: {
    booking: { ...confirmedBooking, place: { kind: 'in_person', address: CLINIC_ADDRESS_AR, mapUrl: CLINIC_MAP }, contactPhone: CLINIC_PHONE },
    onCancel: fn(async (_reason: string | undefined): Promise<Outcome> => ({ ok: true })),
    onReschedule: fn(),
    icsHref: `/ics/booking/${BOOKING_ID}.ics?token=${TOKEN}`,
    now,
  },
} satisfies Meta<typeof BookingConfirmed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value beside a term of the summary, or null. */
const valueOf = (el: HTMLElement, term: string) => (within(el).queryByText(term, { selector: 'dt' })?.nextElementSibling as HTMLElement | undefined) ?? null;
const call = () => storyTr()('booking.place.call', { phone: `\u2066${CLINIC_PHONE.display}\u2069` });

/**
 * At the clinic, an Arabic address: its lines kept and its direction its own (dir="auto"), the map a plain
 * link without a referrer (the page's address holds the token), the clinic's number a `tel:` link.
 */
export const InPerson: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const where = valueOf(canvasElement, t('booking.place.where'))!;
    const address = within(where).getByText(/مجمع العليا الطبي/);
    await expect(address.textContent).toBe(CLINIC_ADDRESS_AR);
    await expect(address).toHaveAttribute('dir', 'auto');
    const map = within(where).getByRole('link', { name: t('booking.place.map') });
    await expect(map).toHaveAttribute('href', CLINIC_MAP);
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    const contact = valueOf(canvasElement, t('booking.place.contact'))!;
    await expect(within(contact).getByRole('link', { name: call() })).toHaveAttribute('href', 'tel:+966112345678');
    await expect(canvasElement.querySelector('iframe, object, embed')).toBeNull();
  },
};

/** Online, opened with the booking's own link: the meeting's link to join, and the address written out to copy. */
export const OnlineWithItsLink: Story = {
  tags: ['visual'],
  args: { booking: { ...confirmedBooking, place: { kind: 'online', meetingUrl: MEETING_URL }, contactPhone: CLINIC_PHONE } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const where = valueOf(canvasElement, t('booking.place.where'))!;
    await expect(within(where).getByRole('link', { name: t('booking.place.online.join') })).toHaveAttribute('href', MEETING_URL);
    await expect(within(where).getByText(MEETING_URL)).toHaveAttribute('dir', 'ltr');
  },
};

/** Online, opened by the booking's id alone (no token): no link, only where to find it. */
export const OnlineWithoutTheToken: Story = {
  args: { booking: { ...confirmedBooking, manage: false, bookerName: null, canCancel: false, canReschedule: false, place: { kind: 'online', meetingUrl: null }, contactPhone: null } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(valueOf(canvasElement, t('booking.place.where'))).toHaveTextContent(t('booking.place.online.inMail'));
    await expect(within(canvasElement).queryByRole('link', { name: t('booking.place.online.join') })).toBeNull();
    await expect(valueOf(canvasElement, t('booking.place.contact'))).toBeNull();
  },
};

/** A phone call: who calls, at the booker's number (the booking's own link shows it), isolated in Arabic. */
export const PhoneCall: Story = {
  args: { booking: { ...confirmedBooking, place: { kind: 'phone' }, bookerPhone: '+966512345678', contactPhone: CLINIC_PHONE } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(valueOf(canvasElement, t('booking.place.where'))).toHaveTextContent(t('booking.place.phone.at', { organizer: '\u2068Dr Sara\u2069', phone: '\u2066+966512345678\u2069' }));
  },
};

/** Cancelled: no "where" for a visit that will not happen; the clinic's number stays, for questions. */
export const CancelledKeepsTheNumber: Story = {
  args: { booking: { ...cancelledBooking, place: { kind: 'in_person', address: CLINIC_ADDRESS_AR, mapUrl: CLINIC_MAP }, contactPhone: CLINIC_PHONE } },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(valueOf(canvasElement, t('booking.place.where'))).toBeNull();
    await expect(within(canvasElement).queryByRole('link', { name: t('booking.place.map') })).toBeNull();
    await expect(within(valueOf(canvasElement, t('booking.place.contact'))!).getByRole('link', { name: call() })).toHaveAttribute('href', 'tel:+966112345678');
  },
};
