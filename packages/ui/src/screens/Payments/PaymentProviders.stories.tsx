import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, storyTr } from '../../i18n/stories.ts';
import { groupIban } from '../../format/index.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import { PaymentProviders } from './PaymentProviders.tsx';
import type { SaveProviderRequest } from './ProviderDialog.tsx';
import { expectUpgradePrompt, planName, tr } from '../../fixtures/teams.ts';
import { IBAN, TEAM_ID, UPGRADE_HREF, WEBHOOK_URL, allProviders, bankProvider, cardProvider, onArrivalProvider, storyParameters } from '../../fixtures/payments.ts';

const meta = {
  title: 'Screens/Payments/PaymentProviders',
  component: PaymentProviders,
  parameters: storyParameters,
  args: {
    teamId: TEAM_ID,
    providers: allProviders,
    upgradeHref: UPGRADE_HREF,
    webhookUrl: WEBHOOK_URL,
    onSave: fn(async (_request: SaveProviderRequest): Promise<ActionOutcome> => ({ ok: true })),
    onDelete: fn(async (_id: string): Promise<ActionOutcome> => ({ ok: true })),
    onCopy: fn(async (_text: string) => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof PaymentProviders>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const kind = (k: string) => storyTr()(`payments.kinds.${k}`);
/** A provider's card in the list, by its kind. */
const provider = (el: HTMLElement, k: string) => within(within(el).getByRole('article', { name: kind(k) }));

/** Opens "Add payment method" and picks a kind; answers the dialog. */
async function add(el: HTMLElement, k: string) {
  const t = storyTr();
  await userEvent.click(within(el).getByRole('button', { name: t('payments.providers.add') }));
  await userEvent.click(await body().findByRole('menuitem', { name: kind(k) }));
  return within(await body().findByRole('dialog', { name: t(`payments.providers.addTitle.${k}`) }));
}

/** All three: the card's keys (never the secret) and where to paste the webhook, the bank account, pay on arrival; the default marked. */
// Its play copies: "Copied" is on a timer, and the screenshot waits for it to go (src/test/stillness.ts).
export const List: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(within(c.getByRole('list', { name: t('payments.providers.list') })).getAllByRole('listitem')).toHaveLength(3);
    const card = provider(canvasElement, 'card');
    await expect(card.getByText(t('payments.providers.default'))).toBeInTheDocument();
    await expect(card.queryByText(t('payments.providers.testMode'))).toBeNull(); // live keys
    // Keys and the IBAN are machine text: isolated left to right, so "pk_live_…" never reorders in Arabic.
    await expect(card.getByText(cardProvider.publishableKey!).closest('bdi')).toHaveAttribute('dir', 'ltr');
    await expect(card.getByText(t('payments.providers.secretKeySaved'))).toBeInTheDocument();
    await expect(canvasElement.textContent).not.toMatch(/sk_(live|test)_/);
    const webhook = within(card.getByRole('region', { name: t('payments.providers.webhookTitle') }));
    await expect(webhook.getByText(WEBHOOK_URL)).toBeInTheDocument();
    await expect(webhook.getByText(cardProvider.webhookSecret!)).toBeInTheDocument();
    await userEvent.click(webhook.getByRole('button', { name: t('payments.copy.copyOf', { what: t('payments.providers.webhookUrl') }) }));
    await expect(args.onCopy).toHaveBeenCalledWith(WEBHOOK_URL);
    await userEvent.click(webhook.getByRole('button', { name: t('payments.copy.copyOf', { what: t('payments.providers.webhookSecret') }) }));
    await expect(args.onCopy).toHaveBeenLastCalledWith(cardProvider.webhookSecret);
    const bank = provider(canvasElement, 'bank_transfer');
    await expect(bank.getByText(groupIban(IBAN)).closest('bdi')).toHaveAttribute('dir', 'ltr');
    await expect(bank.getByText(bankProvider.accountHolder!)).toBeInTheDocument();
    await expect(bank.queryByText(t('payments.providers.default'))).toBeNull();
    await expect(provider(canvasElement, 'on_arrival').queryByRole('button', { name: t('payments.providers.edit') })).toBeNull();
    // One provider per kind: all three are there, so nothing is left to add.
    await expect(c.queryByRole('button', { name: t('payments.providers.add') })).toBeNull();
  },
};

/** Nothing yet: what to add, and every kind offered. */
/** Test keys (issue 36): the card provider says "Test mode", so nobody takes it for live payments. */
export const TestKeys: Story = {
  args: { providers: [{ ...cardProvider, publishableKey: 'pk_test_5tGqXc8n1ZbWm2Yk' }] },
  play: async ({ canvasElement }) => {
    await expect(provider(canvasElement, 'card').getByText(storyTr()('payments.providers.testMode'))).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  args: { providers: [] },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: t('payments.providers.emptyTitle') })).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('payments.providers.add') }));
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([kind('card'), kind('bank_transfer'), kind('on_arrival')]);
    await userEvent.keyboard('{Escape}');
    // Escape closes the menu and hands focus back to its button (a keyboard user goes on from there).
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(c.getByRole('button', { name: t('payments.providers.add') })).toHaveFocus());
  },
};

/** Adding card payments: both keys required, their formats checked before anything is sent. */
export const AddCardFieldErrors: Story = {
  args: { providers: [bankProvider] },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('payments.providers.add') }));
    // The bank transfer is there already: only the other two are offered.
    await expect((await body().findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([kind('card'), kind('on_arrival')]);
    await userEvent.click(body().getByRole('menuitem', { name: kind('card') }));
    const dialog = within(await body().findByRole('dialog', { name: t('payments.providers.addTitle.card') }));
    const publishable = dialog.getByLabelText(containing(t('payments.providers.publishableKey')));
    const secret = dialog.getByLabelText(containing(t('payments.providers.secretKey')));
    await expect(secret).toHaveAttribute('type', 'password');
    // The key prefixes in the help text are isolated too (no "_pk_live" in Arabic).
    for (const prefix of ['pk_live_', 'pk_test_', 'sk_live_', 'sk_test_']) {
      await expect(dialog.getByText(prefix)).toHaveAttribute('dir', 'ltr');
    }
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    await expect(publishable).toHaveAttribute('aria-invalid', 'true');
    await expect(secret).toHaveAccessibleDescription(containing(t('validation.required')));
    await userEvent.type(publishable, 'pk_prod_123');
    await userEvent.type(secret, 'sk_test_9aB2');
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    await expect(publishable).toHaveAccessibleDescription(containing(t('validation.publishable_key_invalid')));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(publishable);
    await userEvent.type(publishable, 'pk_test_7Hq1');
    await userEvent.click(dialog.getByRole('checkbox', { name: t('payments.providers.makeDefault') }));
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ provider: { kind: 'card', publishableKey: 'pk_test_7Hq1', secretKey: 'sk_test_9aB2' }, isDefault: true });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The gateway could not be asked (down, or an answer nobody knows): "Payment provider configuration error…", the dialog stays with what was typed. */
export const AddCardGatewayRefused: Story = {
  args: { providers: [], onSave: fn(async (_r: SaveProviderRequest): Promise<ActionOutcome> => ({ ok: false, error: 'PAYMENT_PROVIDER_CONFIG' })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const dialog = await add(canvasElement, 'card');
    await userEvent.type(dialog.getByLabelText(containing(t('payments.providers.publishableKey'))), 'pk_test_7Hq1');
    await userEvent.type(dialog.getByLabelText(containing(t('payments.providers.secretKey'))), 'sk_test_9aB2');
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t('errors.PAYMENT_PROVIDER_CONFIG'));
    await expect(dialog.getByLabelText(containing(t('payments.providers.publishableKey')))).toHaveValue('pk_test_7Hq1');
  },
};

/** Card payments are not in the team's plan: the API's FEATURE_BLOCKED names the Business plan — the prompt to it in the dialog, which stays open. */
export const AddCardFeatureBlocked: Story = {
  args: {
    providers: [bankProvider],
    onSave: fn(async (_r: SaveProviderRequest): Promise<ActionOutcome> => ({ ok: false, error: 'FEATURE_BLOCKED', needs: { feature: 'card_payments', plan: 'business' } })),
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const dialog = await add(canvasElement, 'card');
    await userEvent.type(dialog.getByLabelText(containing(t('payments.providers.publishableKey'))), 'pk_test_7Hq1');
    await userEvent.type(dialog.getByLabelText(containing(t('payments.providers.secretKey'))), 'sk_test_9aB2');
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    const alert = await dialog.findByRole('alert');
    await expectUpgradePrompt(alert, 'business', [tr('billing.upgrade.features.card_payments', { plan: planName('business') })]);
    await expect(alert).not.toHaveTextContent(t('errors.FEATURE_BLOCKED'));
    await expect(dialog.getByLabelText(containing(t('payments.providers.publishableKey')))).toHaveValue('pk_test_7Hq1');
  },
};

/** Making the bank account the default when the plan no longer has payments: the prompt to the Team plan above the list. */
export const SetDefaultFeatureBlocked: Story = {
  args: { onSave: fn(async (_r: SaveProviderRequest): Promise<ActionOutcome> => ({ ok: false, error: 'FEATURE_BLOCKED', needs: { feature: 'payments', plan: 'team' } })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click(provider(canvasElement, 'bank_transfer').getByRole('button', { name: t('payments.providers.setDefault') }));
    await expectUpgradePrompt(await within(canvasElement).findByRole('alert'), 'team', [tr('billing.upgrade.features.payments', { plan: planName('team') })]);
  },
};

/** The API's field issues land under their fields (`provider.secretKey` → the secret key), with no vague banner. */
export const AddCardServerFieldError: Story = {
  args: {
    providers: [],
    onSave: fn(async (_r: SaveProviderRequest): Promise<ActionOutcome> => ({ ok: false, error: 'INVALID_REQUEST', fields: { 'provider.secretKey': { issue: 'secret_key_invalid' } } })),
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const dialog = await add(canvasElement, 'card');
    await userEvent.type(dialog.getByLabelText(containing(t('payments.providers.publishableKey'))), 'pk_test_7Hq1');
    const secret = dialog.getByLabelText(containing(t('payments.providers.secretKey')));
    await userEvent.type(secret, 'sk_test_9aB2');
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    await waitFor(() => expect(secret).toHaveAccessibleDescription(containing(t('validation.secret_key_invalid'))));
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** Types both keys into the add-card dialog and saves. */
async function addCard(el: HTMLElement, publishableKey: string, secretKey: string) {
  const t = storyTr();
  const dialog = await add(el, 'card');
  const publishable = dialog.getByLabelText(containing(t('payments.providers.publishableKey')));
  const secret = dialog.getByLabelText(containing(t('payments.providers.secretKey')));
  await userEvent.type(publishable, publishableKey);
  await userEvent.type(secret, secretKey);
  await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
  return { dialog, publishable, secret };
}

/**
 * Moyasar does not know the secret key (issue 23): the secret key is marked with why and what to do, the
 * focus goes to it, the publishable key is left alone, and no banner repeats it. What was typed stays.
 */
export const AddCardKeyNotRecognised: Story = {
  args: {
    providers: [],
    onSave: fn(async (_r: SaveProviderRequest): Promise<ActionOutcome> => ({ ok: false, error: 'MOYASAR_KEY_NOT_RECOGNISED', fields: { 'provider.secretKey': { issue: 'moyasar_key_not_recognised' } } })),
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const { dialog, publishable, secret } = await addCard(canvasElement, 'pk_test_7Hq1', 'sk_test_9aB3');
    await waitFor(() => expect(secret).toHaveAccessibleDescription(containing(t('validation.moyasar_key_not_recognised'))));
    await expect(secret).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(secret).toHaveFocus());
    await expect(publishable).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(dialog.queryByText(t('errors.PAYMENT_PROVIDER_CONFIG'))).toBeNull();
    await expect(publishable).toHaveValue('pk_test_7Hq1');
    await expect(args.onSave).toHaveBeenCalledWith({ provider: { kind: 'card', publishableKey: 'pk_test_7Hq1', secretKey: 'sk_test_9aB3' }, isDefault: false });
  },
};

/** Both keys unknown: each is marked; the focus goes to the first. */
export const AddCardBothKeysNotRecognised: Story = {
  args: {
    providers: [],
    onSave: fn(
      async (_r: SaveProviderRequest): Promise<ActionOutcome> => ({
        ok: false,
        error: 'MOYASAR_KEY_NOT_RECOGNISED',
        fields: { 'provider.publishableKey': { issue: 'moyasar_key_not_recognised' }, 'provider.secretKey': { issue: 'moyasar_key_not_recognised' } },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const { publishable, secret } = await addCard(canvasElement, 'pk_test_7Hq1', 'sk_test_9aB3');
    await waitFor(() => expect(publishable).toHaveAccessibleDescription(containing(t('validation.moyasar_key_not_recognised'))));
    await expect(secret).toHaveAccessibleDescription(containing(t('validation.moyasar_key_not_recognised')));
    await waitFor(() => expect(publishable).toHaveFocus());
  },
};

/** A test key with a live key: said on the secret key, with its mode, before anything is sent. */
export const AddCardKeysModeMismatch: Story = {
  args: { providers: [] },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const { dialog, publishable, secret } = await addCard(canvasElement, 'pk_test_7Hq1', 'sk_live_9aB2');
    await expect(secret).toHaveAccessibleDescription(containing(t('validation.moyasar_key_is_live')));
    await expect(publishable).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(secret);
    await userEvent.type(secret, 'sk_test_9aB2');
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ provider: { kind: 'card', publishableKey: 'pk_test_7Hq1', secretKey: 'sk_test_9aB2' }, isDefault: false });
  },
};

/**
 * Editing the live keys with a new publishable test key and the saved secret kept: only the API knows the
 * saved key's mode — it marks the publishable key, saying it is a test key.
 */
export const EditCardKeyModeMismatch: Story = {
  args: {
    providers: [cardProvider],
    onSave: fn(async (_r: SaveProviderRequest): Promise<ActionOutcome> => ({ ok: false, error: 'MOYASAR_KEY_MODE_MISMATCH', fields: { 'provider.publishableKey': { issue: 'moyasar_key_is_test' } } })),
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await userEvent.click(provider(canvasElement, 'card').getByRole('button', { name: t('payments.providers.edit') }));
    const dialog = within(await body().findByRole('dialog', { name: t('payments.providers.editTitle.card') }));
    const publishable = dialog.getByLabelText(containing(t('payments.providers.publishableKey')));
    await userEvent.clear(publishable);
    await userEvent.type(publishable, 'pk_test_7Hq1');
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ providerId: cardProvider.id, provider: { kind: 'card', publishableKey: 'pk_test_7Hq1' }, isDefault: true });
    await waitFor(() => expect(publishable).toHaveAccessibleDescription(containing(t('validation.moyasar_key_is_test'))));
    await waitFor(() => expect(publishable).toHaveFocus());
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** Moyasar knows the secret key but may not list payments with it (a restricted key, or live mode not activated). */
export const AddCardSecretCannotList: Story = {
  args: {
    providers: [],
    onSave: fn(async (_r: SaveProviderRequest): Promise<ActionOutcome> => ({ ok: false, error: 'MOYASAR_SECRET_CANNOT_LIST', fields: { 'provider.secretKey': { issue: 'moyasar_secret_cannot_list' } } })),
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const { dialog, secret } = await addCard(canvasElement, 'pk_live_7Hq1', 'sk_live_9aB3');
    await waitFor(() => expect(secret).toHaveAccessibleDescription(containing(t('validation.moyasar_secret_cannot_list'))));
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** A bank account: the IBAN's checksum is checked; typed with spaces and in lower case, it is sent in its electronic form. */
export const AddBankInvalidIban: Story = {
  args: { providers: [cardProvider] },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const dialog = await add(canvasElement, 'bank_transfer');
    await userEvent.type(dialog.getByRole('textbox', { name: containing(t('payments.providers.bankName')) }), 'Al Rajhi Bank');
    const iban = dialog.getByRole('textbox', { name: containing(t('payments.providers.iban')) });
    await userEvent.type(iban, 'SA03 8000 0000 6080 1016 7518');
    await userEvent.type(dialog.getByRole('textbox', { name: containing(t('payments.providers.accountHolder')) }), 'Riyadh Dental Clinic');
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    await expect(iban).toHaveAccessibleDescription(containing(t('validation.iban_invalid')));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(iban);
    await userEvent.type(iban, 'sa03 8000 0000 6080 1016 7519');
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({
      provider: { kind: 'bank_transfer', bankName: 'Al Rajhi Bank', iban: IBAN, accountHolder: 'Riyadh Dental Clinic' },
      isDefault: false,
    });
  },
};

/** Editing card payments: the publishable key is filled in, the secret key never; left empty, the saved one stays. */
export const EditCardKeepsSecret: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await userEvent.click(provider(canvasElement, 'card').getByRole('button', { name: t('payments.providers.edit') }));
    const dialog = within(await body().findByRole('dialog', { name: t('payments.providers.editTitle.card') }));
    await expect(dialog.getByLabelText(containing(t('payments.providers.publishableKey')))).toHaveValue(cardProvider.publishableKey);
    const secret = dialog.getByLabelText(containing(t('payments.providers.secretKey')));
    await expect(secret).toHaveValue('');
    await expect(secret).toHaveAccessibleDescription(containing(t('payments.providers.secretKeyKeep')));
    // Already the default: no checkbox to make it one.
    await expect(dialog.queryByRole('checkbox')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: t('payments.providers.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ providerId: cardProvider.id, provider: { kind: 'card', publishableKey: cardProvider.publishableKey }, isDefault: true });
  },
};

/** "Make default" saves the provider as it is, now the default. */
export const SetDefault: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    await expect(provider(canvasElement, 'card').queryByRole('button', { name: t('payments.providers.setDefault') })).toBeNull();
    await userEvent.click(provider(canvasElement, 'bank_transfer').getByRole('button', { name: t('payments.providers.setDefault') }));
    await expect(args.onSave).toHaveBeenCalledWith({
      providerId: bankProvider.id,
      provider: { kind: 'bank_transfer', bankName: bankProvider.bankName, iban: IBAN, accountHolder: bankProvider.accountHolder },
      isDefault: true,
    });
  },
};

/** Delete asks first; Cancel keeps it. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const title = t('payments.providers.deleteTitle', { kind: kind('on_arrival') });
    await userEvent.click(provider(canvasElement, 'on_arrival').getByRole('button', { name: t('payments.providers.delete') }));
    let confirm = within(await body().findByRole('alertdialog', { name: title }));
    await expect(confirm.getByText(t('payments.providers.deleteBody'))).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(provider(canvasElement, 'on_arrival').getByRole('button', { name: t('payments.providers.delete') }));
    confirm = within(await body().findByRole('alertdialog', { name: title }));
    await userEvent.click(confirm.getByRole('button', { name: t('payments.providers.delete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(onArrivalProvider.id);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A refused delete says why above the list. */
export const DeleteRefused: Story = {
  args: { onDelete: fn(async (_id: string): Promise<ActionOutcome> => ({ ok: false, error: 'PAYMENT_PROVIDER_NOT_FOUND' })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await userEvent.click(provider(canvasElement, 'bank_transfer').getByRole('button', { name: t('payments.providers.delete') }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: t('payments.providers.delete') }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('errors.PAYMENT_PROVIDER_NOT_FOUND'));
  },
};

/** The personal team takes no payments: the upgrade prompt instead. */
export const PersonalTeam: Story = {
  args: { isPersonal: true, providers: undefined },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: t('payments.providers.upgradeTitle') })).toBeInTheDocument();
    await expect(c.getByText(t('errors.PAYMENTS_NOT_AVAILABLE'))).toBeInTheDocument();
    await expect(c.getByRole('link', { name: t('teams.home.upgradeAction') })).toHaveAttribute('href', UPGRADE_HREF);
    await expect(c.queryByRole('button', { name: t('payments.providers.add') })).toBeNull();
  },
};

export const Loading: Story = {
  args: { providers: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: storyTr()('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { providers: undefined, loadError: 'UNEXPECTED' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText(t('errors.UNEXPECTED'))).toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
