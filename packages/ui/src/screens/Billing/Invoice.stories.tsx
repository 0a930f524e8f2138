import { LOCALE_TAGS, localeTag } from '@waqt/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, storyTr } from '../../i18n/stories.ts';
import { Invoice } from './Invoice.tsx';
import { BILLING_HREF, expectInvoice, inBoth, locale, loosely, longNamesInvoice, simplifiedInvoice, taxInvoice } from '../../fixtures/invoice.ts';

/** The printable invoice, a pure view: each state, in the story's language and theme (the invoice itself is in both languages). */
const meta = {
  title: 'Screens/Billing/Invoice',
  component: Invoice,
  parameters: { layout: 'fullscreen' },
  args: { invoice: simplifiedInvoice, billingHref: BILLING_HREF, onRetry: fn() },
} satisfies Meta<typeof Invoice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A simplified tax invoice: Team monthly with two extra calendars; the buyer by name only. */
export const Simplified: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expectInvoice(canvasElement, simplifiedInvoice);
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByText(simplifiedInvoice.number)).toBeInTheDocument();
    const [en, ar] = inBoth('invoice.seller');
    const seller = within(c.getByRole('region', { name: containing(en!) }));
    await expect(c.getByRole('region', { name: containing(ar!) })).toBeInTheDocument();
    await expect(seller.getByText(simplifiedInvoice.seller.nameAr)).toBeInTheDocument();
    await expect(seller.getByText(simplifiedInvoice.seller.nameEn)).toBeInTheDocument();
    await expect(seller.getByText(simplifiedInvoice.seller.vatNumber)).toBeInTheDocument();
    const buyer = within(c.getByRole('region', { name: containing(t('invoice.buyer')) }));
    await expect(buyer.getByText(simplifiedInvoice.buyer.name)).toBeInTheDocument();
    await expect(buyer.queryByText(t('invoice.vatNumber'))).toBeNull();
    // Issued 09:30 UTC: 12:30 in Riyadh, the zone named.
    await expect(c.getByText('Asia/Riyadh')).toBeInTheDocument();
    const time = new Intl.DateTimeFormat(locale() === 'ar' ? localeTag('ar', 'gregory') : LOCALE_TAGS.en, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Riyadh' }).format(new Date(simplifiedInvoice.issuedAt));
    await expect(c.getByText(loosely(time, true))).toBeInTheDocument();
  },
};

/** A tax invoice: the team gave its VAT number and address, so the title says so and the buyer shows both. */
export const Tax: Story = {
  tags: ['visual'],
  args: { invoice: taxInvoice },
  play: async ({ canvasElement }) => {
    await expectInvoice(canvasElement, taxInvoice);
    const t = storyTr();
    const c = within(canvasElement);
    for (const words of inBoth('invoice.title.simplified')) await expect(c.getByRole('heading', { level: 1 })).not.toHaveTextContent(words);
    const buyer = within(c.getByRole('region', { name: containing(t('invoice.buyer')) }));
    await expect(buyer.getByText(taxInvoice.buyer.vatNumber!)).toBeInTheDocument();
    await expect(buyer.getByText(taxInvoice.buyer.address!)).toBeInTheDocument();
    for (const label of inBoth('invoice.vatNumber')) await expect(buyer.getByText(label)).toBeInTheDocument();
  },
};

/** Long Arabic names and addresses wrap inside the sheet; twelve extra calendars for a year. */
export const LongArabicNames: Story = {
  args: { invoice: longNamesInvoice },
  play: async ({ canvasElement }) => {
    await expectInvoice(canvasElement, longNamesInvoice);
    const c = within(canvasElement);
    await expect(c.getByText(longNamesInvoice.buyer.name)).toBeInTheDocument();
    const sheet = c.getByRole('article');
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};

/** An sRGB colour's relative luminance (WCAG), from a computed `rgb()`/`rgba()`; null when transparent. */
function luminance(css: string): number | null {
  const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  if (r === undefined || g === undefined || b === undefined || a === 0) return null;
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * Printed, in either theme, the invoice is ink on white paper (issue 36: in dark mode it printed dark):
 * no element of the sheet has a dark background, and its text is dark. Looked at under Chromium's print
 * media (only where the story tests run; Storybook's UI cannot switch media).
 */
export const PrintsOnWhitePaper: Story = {
  args: { invoice: taxInvoice },
  play: async ({ canvasElement }) => {
    const emulate = (globalThis as { waqtEmulateMedia?: (media: 'print' | '') => Promise<unknown> }).waqtEmulateMedia;
    await expect(within(canvasElement).getByRole('button', { name: storyTr()('invoice.print') })).toBeInTheDocument();
    if (!emulate) return;
    await emulate('print');
    try {
      const dark: string[] = [];
      for (const el of [document.body, ...canvasElement.querySelectorAll<HTMLElement>('*')]) {
        const style = getComputedStyle(el);
        if (!el.checkVisibility() || el.closest('[aria-hidden="true"]')) continue;
        const bg = luminance(style.backgroundColor);
        if (bg !== null && bg < 0.8) dark.push(`${el.tagName.toLowerCase()}.${el.className} background ${style.backgroundColor}`);
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
        const ink = luminance(style.color);
        if (ownText && ink !== null && ink > 0.2) dark.push(`${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 30)}" text ${style.color}`);
      }
      await expect(dark).toEqual([]);
    } finally {
      await emulate('');
    }
  },
};

/** While billing.invoice answers: placeholders announced once, nothing to print yet. */
export const Loading: Story = {
  args: { invoice: undefined },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: t('common.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(c.queryByRole('button', { name: t('invoice.print') })).toBeNull();
  },
};

/** Loading failed: the reason and a retry. */
export const LoadError: Story = {
  args: { invoice: undefined, error: 'UNEXPECTED' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { name: t('invoice.loadError') })).toBeInTheDocument();
    await expect(alert.getByText(t('errors.UNEXPECTED'))).toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No invoice for this order in this team (NOT_FOUND): said plainly, no retry, the way back to billing. */
export const NotFound: Story = {
  args: { invoice: undefined, error: 'NOT_FOUND' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const alert = within(c.getByRole('alert'));
    await expect(alert.getByRole('heading', { name: t('invoice.notFoundTitle') })).toBeInTheDocument();
    await expect(alert.queryByRole('button')).toBeNull();
    await expect(c.getByRole('link', { name: t('invoice.back') })).toHaveAttribute('href', BILLING_HREF);
  },
};

/** An assistant (the API answers PERMISSION_DISABLED): the permission message, nothing to print. */
export const PermissionDisabled: Story = {
  args: { invoice: undefined, error: 'PERMISSION_DISABLED' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(within(c.getByRole('alert')).getByRole('heading', { name: t('errors.PERMISSION_DISABLED') })).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: t('invoice.print') })).toBeNull();
  },
};
