import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PaymentProviderView } from '@waqt/contracts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { mockError, mockMutation, mockQuery } from '../../mocks/index.ts';
import { TeamSettings } from '../Teams/TeamSettings.tsx';
import { PaymentProvidersContainer } from './PaymentProviders.container.tsx';
import { expectUpgradePrompt, planName } from '../../fixtures/teams.ts';
import { TEAM_ID, UPGRADE_HREF, WEBHOOK_URL, bankProvider, cardProvider, personalTeam, storyParameters, team } from '../../fixtures/payments.ts';

/** The providers against the mocked API, in the team settings' slot. */
const meta = {
  title: 'Screens/Payments/Containers',
  component: PaymentProvidersContainer,
  parameters: storyParameters,
  args: { teamId: TEAM_ID, webhookUrl: WEBHOOK_URL, upgradeHref: UPGRADE_HREF },
  render: (args) => <TeamSettings team={team} onSaveDetails={() => undefined} onSavePaymentExpiration={() => undefined} paymentProviders={<PaymentProvidersContainer {...args} />} />,
} satisfies Meta<typeof PaymentProvidersContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** What the mocked API received in the running story, by procedure. */
let sent: Record<string, unknown[]> = {};
const record = (path: string, input: unknown) => {
  (sent[path] ??= []).push(input);
};
const region = (el: HTMLElement) => within(within(el).getByRole('region', { name: storyTr()('teams.settings.paymentProviders') }));

/** Add a bank account, then delete it: paymentProviders.save / .delete, each with its toast, the list read again. */
export const SaveAndDelete: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    let providers: PaymentProviderView[] = [cardProvider];
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('paymentProviders.list', () => providers),
      mockMutation('paymentProviders.save', (input) => {
        record('save', input);
        const saved = { ...bankProvider, id: 'd4444444-4444-4444-8444-444444444444' };
        providers = [...providers, saved];
        return saved;
      }),
      mockMutation('paymentProviders.delete', (input) => {
        record('delete', input);
        providers = providers.filter((p) => p.id !== input.providerId);
        return { ok: true as const };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await waitFor(() => expect(region(canvasElement).getAllByRole('article')).toHaveLength(1));
    await userEvent.click(region(canvasElement).getByRole('button', { name: t('payments.providers.add') }));
    await userEvent.click(await body().findByRole('menuitem', { name: t('payments.kinds.bank_transfer') }));
    const dialog = within(await body().findByRole('dialog', { name: t('payments.providers.addTitle.bank_transfer') }));
    await userEvent.type(dialog.getByRole('textbox', { name: containing(t('payments.providers.bankName')) }), bankProvider.bankName!);
    await userEvent.type(dialog.getByRole('textbox', { name: containing(t('payments.providers.iban')) }), bankProvider.iban!);
    await userEvent.type(dialog.getByRole('textbox', { name: containing(t('payments.providers.accountHolder')) }), 'Riyadh Dental Clinic');
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    await expect(await body().findByText(t('success.PAYMENT_PROVIDER_UPDATED'))).toBeInTheDocument();
    await expect(sent.save).toEqual([
      { teamId: TEAM_ID, provider: { kind: 'bank_transfer', bankName: bankProvider.bankName, iban: bankProvider.iban, accountHolder: 'Riyadh Dental Clinic' }, isDefault: false },
    ]);
    await waitFor(() => expect(region(canvasElement).getAllByRole('article')).toHaveLength(2));
    const bank = within(region(canvasElement).getByRole('article', { name: t('payments.kinds.bank_transfer') }));
    await userEvent.click(bank.getByRole('button', { name: t('payments.providers.delete') }));
    const confirm = await body().findByRole('alertdialog', { name: t('payments.providers.deleteTitle', { kind: t('payments.kinds.bank_transfer') }) });
    await userEvent.click(within(confirm).getByRole('button', { name: t('payments.providers.delete') }));
    await expect(await body().findByText(t('success.PAYMENT_PROVIDER_DELETED'))).toBeInTheDocument();
    await expect(sent.delete).toEqual([{ teamId: TEAM_ID, providerId: 'd4444444-4444-4444-8444-444444444444' }]);
    await waitFor(() => expect(region(canvasElement).getAllByRole('article')).toHaveLength(1));
  },
};

/** The gateway refused the keys: the API's PAYMENT_PROVIDER_CONFIG shows in the dialog, no toast. */
export const GatewayRefusedKeys: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('teams.byId', team), mockQuery('paymentProviders.list', []), mockError('paymentProviders.save', 'PAYMENT_PROVIDER_CONFIG', 'post'));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click(await region(canvasElement).findByRole('button', { name: t('payments.providers.add') }));
    await userEvent.click(await body().findByRole('menuitem', { name: t('payments.kinds.card') }));
    const dialog = within(await body().findByRole('dialog', { name: t('payments.providers.addTitle.card') }));
    await userEvent.type(dialog.getByLabelText(containing(t('payments.providers.publishableKey'))), 'pk_test_7Hq1');
    await userEvent.type(dialog.getByLabelText(containing(t('payments.providers.secretKey'))), 'sk_test_9aB2');
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t('errors.PAYMENT_PROVIDER_CONFIG'));
    await expect(body().queryByText(t('success.PAYMENT_PROVIDER_UPDATED'))).toBeNull();
  },
};

/** On the Team plan, card payments are refused: the API's FEATURE_BLOCKED with `card_payments` and the Business plan shows the prompt to it. */
export const CardPaymentsNotInPlan: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('teams.byId', team),
      mockQuery('paymentProviders.list', [bankProvider]),
      mockError('paymentProviders.save', 'FEATURE_BLOCKED', 'post', { needs: { feature: 'card_payments', plan: 'business' } }),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click(await region(canvasElement).findByRole('button', { name: t('payments.providers.add') }));
    await userEvent.click(await body().findByRole('menuitem', { name: t('payments.kinds.card') }));
    const dialog = within(await body().findByRole('dialog', { name: t('payments.providers.addTitle.card') }));
    await userEvent.type(dialog.getByLabelText(containing(t('payments.providers.publishableKey'))), 'pk_test_7Hq1');
    await userEvent.type(dialog.getByLabelText(containing(t('payments.providers.secretKey'))), 'sk_test_9aB2');
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    await expectUpgradePrompt(await dialog.findByRole('alert'), 'business', [t('billing.upgrade.features.card_payments', { plan: planName('business') })]);
    await expect(body().queryByText(t('success.PAYMENT_PROVIDER_UPDATED'))).toBeNull();
  },
};

/** The personal team: the upgrade prompt, and the providers are not even asked for. */
export const PersonalTeam: Story = {
  beforeEach: ({ msw }) => {
    sent = {};
    msw.use(
      mockQuery('teams.byId', personalTeam),
      mockQuery('paymentProviders.list', () => (record('list', null), [])),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(await region(canvasElement).findByRole('heading', { name: t('payments.providers.upgradeTitle') })).toBeInTheDocument();
    await expect(region(canvasElement).getByRole('link', { name: t('teams.home.upgradeAction') })).toHaveAttribute('href', UPGRADE_HREF);
    await expect(sent.list).toBeUndefined();
  },
};
