import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createStoryI18n, storyTr } from '../../i18n/stories.ts';
import { phoneViewport } from '../../mocks/viewports.ts';
import { CreditNote } from './CreditNote.tsx';
import { BILLING_HREF, creditNote, expectCreditNote, prorateCreditNote } from '../../fixtures/credit-note.ts';
import { inBoth, loosely } from '../../fixtures/invoice.ts';

/** The printable credit note, a pure view: each state, in the story's language and theme (the note itself is in both languages). */
const meta = {
  title: 'Screens/Billing/CreditNote',
  component: CreditNote,
  parameters: { layout: 'fullscreen' },
  args: { creditNote, billingHref: BILLING_HREF, onRetry: fn() },
} satisfies Meta<typeof CreditNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Credit Note / إشعار دائن", the invoice it corrects and its date, number, reason, one extra calendar credited, totals, QR. */
export const Issued: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expectCreditNote(canvasElement, creditNote);
    const c = within(canvasElement);
    // The seller and buyer as on the invoice.
    await expect(c.getByText(creditNote.seller.vatNumber)).toBeInTheDocument();
    await expect(c.getByText(creditNote.buyer.name)).toBeInTheDocument();
    const lines = within(c.getByRole('table', { name: storyTr()('invoice.lines.caption') }));
    for (const words of inBoth('invoice.lines.extraCalendars', (lng) => ({ period: createStoryI18n(lng).t('invoice.periods.monthly') }))) await expect(lines.getByText(words)).toBeInTheDocument();
  },
};

/** A prorated credit (the unused days of a month), with an Arabic reason. */
export const ProratedCredit: Story = {
  args: { creditNote: prorateCreditNote },
  play: async ({ canvasElement }) => {
    await expectCreditNote(canvasElement, prorateCreditNote);
    const lines = within(within(canvasElement).getByRole('table', { name: storyTr()('invoice.lines.caption') }));
    const [en] = inBoth('creditNote.lines.days', () => ({ left: 14, total: 31 }));
    await expect(lines.getByText(loosely(en!, true))).toBeInTheDocument();
  },
};

/** On a phone the sheet stays within the screen. */
export const Phone: Story = {
  parameters: { layout: 'fullscreen', ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const sheet = within(canvasElement).getByRole('article');
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};

export const Loading: Story = {
  args: { creditNote: undefined },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: t('common.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(c.queryByRole('button', { name: t('invoice.print') })).toBeNull();
  },
};

/** No credit note with this number in this team (NOT_FOUND): said plainly, the way back to billing. */
export const NotFound: Story = {
  args: { creditNote: undefined, error: 'NOT_FOUND' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(within(c.getByRole('alert')).getByRole('heading', { name: t('creditNote.notFoundTitle') })).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('invoice.back') })).toHaveAttribute('href', BILLING_HREF);
  },
};

/** Loading failed: the reason and a retry. */
export const LoadError: Story = {
  args: { creditNote: undefined, error: 'UNEXPECTED' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { name: t('creditNote.loadError') })).toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** An assistant (PERMISSION_DISABLED): the permission message, nothing to print. */
export const PermissionDisabled: Story = {
  args: { creditNote: undefined, error: 'PERMISSION_DISABLED' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(within(c.getByRole('alert')).getByRole('heading', { name: t('errors.PERMISSION_DISABLED') })).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: t('invoice.print') })).toBeNull();
  },
};
