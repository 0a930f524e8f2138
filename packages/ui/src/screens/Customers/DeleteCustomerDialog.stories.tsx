import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isLocale, type CustomerView } from '@waqt/contracts';
import { formatNumber } from '../../format/index.ts';
import { storyTr } from '../../i18n/stories.ts';
import { storyParameters } from '../../fixtures/teams.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import { DeleteCustomerDialog } from './DeleteCustomerDialog.tsx';
import { nora, omar } from '../../fixtures/customers.ts';

const body = () => within(document.body);
const n = (x: number) => formatNumber(x, isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');

const meta = {
  title: 'Screens/Customers/DeleteCustomerDialog',
  component: DeleteCustomerDialog,
  parameters: storyParameters,
  args: {
    customer: nora,
    onClose: fn(),
    onConfirm: fn(async (_c: CustomerView): Promise<ActionOutcome> => ({ ok: true })),
  },
} satisfies Meta<typeof DeleteCustomerDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No bookings: a permanent delete, said plainly; "Keep customer" is focused first. */
export const DeletePermanently: Story = {
  // The screen is a dialog: the picture is of it open (src/test/stillness.ts, OVERLAY_OPEN).
  tags: ['visual', 'overlay-open'],
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await body().findByRole('alertdialog', { name: t('customers.confirm.deleteTitle', { name: nora.name }) });
    await expect(dialog).toHaveAccessibleDescription(t('customers.confirm.deleteBody', { name: nora.name }));
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('button', { name: t('customers.confirm.keep') })).toHaveFocus());
    await expect(d.queryByRole('button', { name: t('customers.confirm.archiveAction') })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: t('customers.confirm.deleteAction') }));
    await expect(args.onConfirm).toHaveBeenCalledWith(nora);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** With bookings: the API archives instead, so the confirmation says so — how many, where they go, how to undo. */
export const ArchiveInstead: Story = {
  args: { customer: omar },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = await body().findByRole('alertdialog', { name: t('customers.confirm.archiveTitle', { name: omar.name }) });
    await expect(dialog).toHaveAccessibleDescription(t('customers.confirm.archiveBody', { name: omar.name, bookings: n(3) }));
    const d = within(dialog);
    await expect(d.queryByRole('button', { name: t('customers.confirm.deleteAction') })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: t('customers.confirm.archiveAction') }));
    await expect(args.onConfirm).toHaveBeenCalledWith(omar);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** "Keep customer" closes without a call. */
export const Keep: Story = {
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = within(await body().findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('customers.confirm.keep') }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Refused (an assistant, say): the reason in the dialog, which stays open. */
export const Refused: Story = {
  args: { customer: omar, onConfirm: fn(async (_c: CustomerView): Promise<ActionOutcome> => ({ ok: false, error: 'PERMISSION_DISABLED' })) },
  play: async ({ args }) => {
    const t = storyTr();
    const dialog = within(await body().findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('customers.confirm.archiveAction') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t('errors.PERMISSION_DISABLED'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
