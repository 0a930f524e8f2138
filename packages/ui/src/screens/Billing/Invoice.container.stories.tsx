import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { mockError, mockOutage, mockPending, mockQuery } from '../../mocks/index.ts';
import { InvoiceContainer } from './Invoice.container.tsx';
import { BILLING_HREF, ORDER_ID, TEAM_ID, expectInvoice, simplifiedInvoice, taxInvoice } from '../../fixtures/invoice.ts';

/** The invoice page against the mocked API (`billing.invoice`). */
const meta = {
  title: 'Screens/Billing/Invoice/Container',
  component: InvoiceContainer,
  parameters: { layout: 'fullscreen' },
  args: { teamId: TEAM_ID, orderId: ORDER_ID, billingHref: BILLING_HREF },
} satisfies Meta<typeof InvoiceContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the mocked API was asked in the running story. */
let asked: unknown[] = [];

/** The team's and the order's ids go to billing.invoice; the answer is the invoice, printable. */
export const Loaded: Story = {
  beforeEach: ({ msw }) => {
    asked = [];
    msw.use(mockQuery('billing.invoice', (input) => (asked.push(input), simplifiedInvoice)));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article');
    await expect(asked).toEqual([{ teamId: TEAM_ID, orderId: ORDER_ID }]);
    await expectInvoice(canvasElement, simplifiedInvoice);
  },
};

/** A tax invoice from the API: the buyer's VAT number shows. */
export const LoadedTax: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.invoice', taxInvoice));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(taxInvoice.buyer.vatNumber!)).toBeInTheDocument();
    await expectInvoice(canvasElement, taxInvoice);
  },
};

/** While the API answers. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockPending('billing.invoice'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(await within(canvasElement).findByRole('status', { name: t('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No paid order of this team has this id (NOT_FOUND). */
export const NotFound: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('billing.invoice', 'NOT_FOUND'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByRole('heading', { name: t('invoice.notFoundTitle') })).toBeInTheDocument();
  },
};

/** An assistant opens the link: the API answers PERMISSION_DISABLED, the page says so. */
export const Assistant: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('billing.invoice', 'PERMISSION_DISABLED'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByRole('heading', { name: t('errors.PERMISSION_DISABLED') })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: t('invoice.print') })).toBeNull();
  },
};

const invoiceOutage = mockOutage('billing.invoice', 'UNEXPECTED');

/** The first answer fails; "Try again" asks again and shows the invoice. */
export const RetryAfterFailure: Story = {
  beforeEach: ({ msw }) => {
    msw.use(invoiceOutage.handler(), mockQuery('billing.invoice', simplifiedInvoice));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const alert = within(await c.findByRole('alert'));
    await expect(alert.getByRole('heading', { name: t('invoice.loadError') })).toBeInTheDocument();
    invoiceOutage.end();
    await userEvent.click(alert.getByRole('button', { name: t('common.retry') }));
    await c.findByRole('article');
    await expectInvoice(canvasElement, simplifiedInvoice);
  },
};
