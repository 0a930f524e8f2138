import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button/Button.tsx';
import { REASON_MAX } from '../forms/booker.ts';
import { containing, storyTr } from '../i18n/stories.ts';
import type { ActionOutcome } from './action.ts';
import { ReasonDialog, type ReasonDialogProps } from './ReasonDialog.tsx';

type Args = Pick<ReasonDialogProps, 'onConfirm' | 'isReasonRequired' | 'role'>;

/** The dialog behind its trigger, with the booking detail's words. */
function Demo(args: Args) {
  const t = storyTr();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="critical" onPress={() => setOpen(true)}>
        {t('bookings.detail.cancel')}
      </Button>
      <ReasonDialog
        {...args}
        isOpen={open}
        onOpenChange={setOpen}
        title={t('bookings.detail.confirmTitle')}
        message={t('bookings.detail.confirmBody', { name: 'Omar Haddad' })}
        reasonLabel={t('bookings.detail.reasonLabel')}
        reasonHelp={t('bookings.detail.reasonHelp')}
        keepLabel={t('bookings.detail.keep')}
        confirmLabel={t('bookings.detail.confirm')}
      />
    </>
  );
}

const meta = {
  title: 'Patterns/ReasonDialog',
  component: Demo,
  args: { onConfirm: fn(async (_reason: string | undefined): Promise<ActionOutcome> => ({ ok: true })) },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const open = async (canvasElement: HTMLElement) => {
  const t = storyTr();
  await userEvent.click(within(canvasElement).getByRole('button', { name: t('bookings.detail.cancel') }));
  return within(await body().findByRole('alertdialog', { name: t('bookings.detail.confirmTitle') }));
};

/**
 * Optional reason: the dialog has the focus, not the field (a phone's keyboard does not cover the message
 * on opening); the field is the first Tab stop; typing is capped at REASON_MAX, the trimmed reason is sent
 * and the dialog closes.
 */
export const OptionalReason: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const dialog = await open(canvasElement);
    const reason = dialog.getByRole('textbox', { name: containing(t('bookings.detail.reasonLabel')) });
    await expect(reason).not.toHaveFocus();
    await expect(body().getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(reason).toHaveFocus();
    await expect(reason).toHaveAttribute('maxlength', String(REASON_MAX));
    await userEvent.type(reason, '  Doctor is ill ');
    await userEvent.click(dialog.getByRole('button', { name: t('bookings.detail.confirm') }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('Doctor is ill'));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** Required reason: a blank one is refused under the field and nothing is sent; Keep closes without acting. */
export const RequiredReason: Story = {
  args: { isReasonRequired: true },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('bookings.detail.confirm') }));
    const reason = dialog.getByRole('textbox', { name: containing(t('bookings.detail.reasonLabel')) });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(containing(t('validation.required')));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: t('bookings.detail.keep') }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Pending, then refused: the confirm button waits (Keep too), then the error shows and the dialog stays. */
export const PendingThenRefused: Story = {
  args: {
    onConfirm: fn(async (_reason: string | undefined): Promise<ActionOutcome> => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { ok: false, error: 'BOOKING_NOT_CHANGEABLE' };
    }),
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('bookings.detail.confirm') }));
    await waitFor(() => expect(dialog.getByRole('button', { name: t('bookings.detail.keep') })).toBeDisabled());
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t('errors.BOOKING_NOT_CHANGEABLE'));
    await expect(dialog.getByRole('button', { name: t('bookings.detail.keep') })).toBeEnabled();
    await expect(body().getByRole('alertdialog')).toBeInTheDocument();
  },
};
