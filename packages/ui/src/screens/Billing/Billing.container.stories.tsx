import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PaymentMethodView } from '@waqt/contracts';
import { storyTr, containing } from '../../i18n/stories.ts';
import { mockError, mockMutation, mockPending, mockQuery } from '../../mocks/index.ts';
import { BillingContainer } from './Billing.container.tsx';
import { LINKS, TEAM_ID, activeOverview, mada, oldMastercard, storyParameters, trialOverview, visa } from './Billing.fixtures.ts';

/** The billing page against the mocked API. */
const meta = {
  title: 'Screens/Billing/Containers/Billing',
  component: BillingContainer,
  parameters: storyParameters,
  args: { teamId: TEAM_ID, links: LINKS, timeZone: 'Asia/Riyadh', onCardOutcomeSeen: fn() },
} satisfies Meta<typeof BillingContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** What the mocked API received in the running story, by procedure. */
let sent: Record<string, unknown[]> = {};
const record = (path: string, input: unknown) => {
  (sent[path] ??= []).push(input);
};
const region = (el: HTMLElement, key: string) => within(within(el).getByRole('region', { name: storyTr()(key) }));
const label = (card: PaymentMethodView) => storyTr()('billing.cards.label', { brand: storyTr()(`billing.cards.brands.${card.brand}`), last4: card.lastFour });
const cardItem = async (el: HTMLElement, card: PaymentMethodView) => within(await within(el).findByRole('article', { name: label(card) }));

/** Make default, then remove a card: each call, its toast, and the list the API answered. */
export const Cards: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    let methods = [visa, mada, oldMastercard];
    msw.use(
      mockQuery('billing.overview', () => ({ ...activeOverview, paymentMethods: methods })),
      mockMutation('billing.setDefaultPaymentMethod', (input) => {
        record('setDefault', input);
        methods = methods.map((m) => ({ ...m, isDefault: m.id === input.paymentMethodId }));
        return methods;
      }),
      mockMutation('billing.removePaymentMethod', (input) => {
        record('remove', input);
        methods = methods.filter((m) => m.id !== input.paymentMethodId);
        return methods;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click((await cardItem(canvasElement, mada)).getByRole('button', { name: t('billing.cards.setDefault') }));
    await expect(await body().findByText(t('billing.cards.defaultSet'))).toBeInTheDocument();
    await expect(sent.setDefault).toEqual([{ teamId: TEAM_ID, paymentMethodId: mada.id }]);
    await waitFor(async () => expect((await cardItem(canvasElement, mada)).getByText(t('billing.cards.default'))).toBeInTheDocument());
    await expect((await cardItem(canvasElement, visa)).queryByText(t('billing.cards.default'))).toBeNull();
    await userEvent.click((await cardItem(canvasElement, oldMastercard)).getByRole('button', { name: t('billing.cards.remove') }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: t('billing.cards.remove') }));
    await expect(await body().findByText(t('billing.cards.removed'))).toBeInTheDocument();
    await expect(sent.remove).toEqual([{ teamId: TEAM_ID, paymentMethodId: oldMastercard.id }]);
    await waitFor(() => expect(region(canvasElement, 'billing.cards.title').getAllByRole('article')).toHaveLength(2));
  },
};

/** The only card of a renewing subscription: PAYMENT_METHOD_IN_USE, said above the cards, no toast. */
export const RemoveInUse: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.overview', { ...activeOverview, paymentMethods: [visa] }), mockError('billing.removePaymentMethod', 'PAYMENT_METHOD_IN_USE', 'post'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click((await cardItem(canvasElement, visa)).getByRole('button', { name: t('billing.cards.remove') }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: t('billing.cards.remove') }));
    await expect(await region(canvasElement, 'billing.cards.title').findByRole('alert')).toHaveTextContent(t('errors.PAYMENT_METHOD_IN_USE'));
    await expect(body().queryByText(t('billing.cards.removed'))).toBeNull();
  },
};

/** Billing details: billing.saveDetails with what was typed, a toast, and the saved values kept. */
export const SaveDetails: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('billing.overview', trialOverview(new Date(Date.now() + 9 * 86_400_000).toISOString())),
      mockMutation('billing.saveDetails', (input) => {
        record('saveDetails', input);
        return { legalName: input.legalName, vatNumber: input.vatNumber, address: input.address };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const details = within(await within(canvasElement).findByRole('region', { name: t('billing.details.title') }));
    await userEvent.type(details.getByRole('textbox', { name: t('billing.details.legalName') }), 'Riyadh Dental Clinic LLC');
    await userEvent.type(details.getByRole('textbox', { name: t('billing.details.vatNumber') }), '310122393500003');
    await userEvent.type(details.getByRole('textbox', { name: t('billing.details.address') }), 'King Fahd Road, Riyadh');
    await userEvent.click(details.getByRole('button', { name: t('billing.details.save') }));
    await expect(await body().findByText(t('billing.details.saved'))).toBeInTheDocument();
    await expect(sent.saveDetails).toEqual([{ teamId: TEAM_ID, legalName: 'Riyadh Dental Clinic LLC', vatNumber: '310122393500003', address: 'King Fahd Road, Riyadh' }]);
    await expect(details.getByRole('textbox', { name: t('billing.details.vatNumber') })).toHaveValue('310122393500003');
  },
};

/** The API's field issue (the same rule as the form's) lands under the VAT number. */
export const SaveDetailsRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('billing.overview', activeOverview),
      mockError('billing.saveDetails', 'INVALID_REQUEST', 'post', { fields: [{ path: 'vatNumber', issue: 'vat_number_invalid' }] }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const details = within(await within(canvasElement).findByRole('region', { name: t('billing.details.title') }));
    await userEvent.click(details.getByRole('button', { name: t('billing.details.save') }));
    await waitFor(() => expect(details.getByRole('textbox', { name: t('billing.details.vatNumber') })).toHaveAccessibleDescription(containing(t('billing.details.vatNumberInvalid'))));
  },
};

/** Back with `?card=added`: "Payment Method Added" once, the cards as they are now, the outcome handed back to drop from the URL. */
export const CardAdded: Story = {
  args: { cardOutcome: 'added' },
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(mockQuery('billing.overview', () => (record('overview', null), activeOverview)));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await expect(await body().findByText(t('success.PAYMENT_METHOD_ADDED'))).toBeInTheDocument();
    await waitFor(() => expect(args.onCardOutcomeSeen).toHaveBeenCalledTimes(1));
    await within(canvasElement).findByRole('article', { name: label(visa) });
    await expect(sent.overview!.length).toBeGreaterThanOrEqual(1);
    await expect(body().getAllByText(t('success.PAYMENT_METHOD_ADDED'))).toHaveLength(1);
  },
};

/** Back with `?card=failed`: "Payment Method Add Failed!", staying after the URL has dropped it. */
export const CardFailed: Story = {
  args: { cardOutcome: 'failed' },
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.overview', activeOverview));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await within(canvasElement).findByRole('article', { name: label(visa) });
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent(t('errors.PAYMENT_METHOD_ADD_FAILED'));
    await expect(args.onCardOutcomeSeen).toHaveBeenCalledTimes(1);
    await expect(body().queryByText(t('success.PAYMENT_METHOD_ADDED'))).toBeNull();
  },
};

/** Assistants: the API answers PERMISSION_DISABLED; the page says billing is the owners'. */
export const Assistant: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('billing.overview', 'PERMISSION_DISABLED'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(await within(canvasElement).findByText(t('billing.ownersOnly'))).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors.PERMISSION_DISABLED'));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockPending('billing.overview'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: storyTr()('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('billing.overview', 'UNEXPECTED'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(await within(canvasElement).findByRole('heading', { name: t('billing.loadError') })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
  },
};
