import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { storyTr } from '../../i18n/stories.ts';
import { Button } from '../Button/index.ts';
import { Dialog, DialogTrigger } from './Dialog.tsx';
import { AlertDialog } from './AlertDialog.tsx';
import * as s from './Dialog.css.ts';

/** Translations for assertions, in the locale the decorator applied to <html>. */
const tr = storyTr;

function Label({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}

const onSave = fn();
const onDelete = fn();
const onCancel = fn();

/** The modal renders in a portal on <body>, outside the story's canvas. */
const screen = () => within(document.body);

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { title: <Label k="demo.editCustomer" /> },
  beforeEach: () => {
    onSave.mockClear();
    onDelete.mockClear();
    onCancel.mockClear();
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">
        <Label k="demo.edit" />
      </Button>
      <Dialog
        {...args}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Label k="common.cancel" />
            </Button>
            <Button
              onPress={() => {
                onSave();
                close();
              }}
            >
              <Label k="common.save" />
            </Button>
          </>
        )}
      >
        <p className={s.body}>
          <Label k="demo.editCustomerBody" />
        </p>
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, traps focus, closes on Escape and hands focus back to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const t = tr();
    const trigger = within(canvasElement).getByRole('button', { name: t('demo.edit') });
    await userEvent.click(trigger);
    const dialog = await screen().findByRole('dialog', { name: t('demo.editCustomer') });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Tab cycles inside the dialog.
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const t = tr();
    const trigger = within(canvasElement).getByRole('button', { name: t('demo.edit') });
    await userEvent.click(trigger);
    const dialog = await screen().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SaveAndClose: Story = {
  play: async ({ canvasElement }) => {
    const t = tr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('demo.edit') }));
    const dialog = await screen().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await expect(onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

/** Left open, so the axe checks (contrast, names) cover the dialog itself in every theme. */
export const Open: Story = {
  args: { defaultOpen: true, isDismissable: true },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: tr()('demo.editCustomer') });
    await expect(within(dialog).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

function ControlledDialog(props: { title: ReactNode; onOpenChange?: (open: boolean) => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Label k="demo.edit" />
      </Button>
      <Dialog
        title={props.title}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange?.(open);
        }}
      >
        <p className={s.body}>
          <Label k="demo.editCustomerBody" />
        </p>
      </Dialog>
    </>
  );
}

/** Without a DialogTrigger: `isOpen` / `onOpenChange` drive it, and the close button still works. */
export const Controlled: Story = {
  args: { onOpenChange: fn() },
  render: (args) => <ControlledDialog title={args.title} onOpenChange={args.onOpenChange} />,
  play: async ({ canvasElement, args }) => {
    const t = tr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('demo.edit') }));
    const dialog = await screen().findByRole('dialog', { name: t('demo.editCustomer') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

function DeleteCustomer({ onPrimaryAction, defaultOpen }: { onPrimaryAction: () => void | Promise<unknown>; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <DialogTrigger {...(defaultOpen ? { defaultOpen } : {})}>
      <Button variant="critical">{t('demo.delete')}</Button>
      <AlertDialog title={t('demo.deleteTitle')} variant="destructive" primaryActionLabel={t('demo.delete')} onPrimaryAction={onPrimaryAction} onCancel={onCancel}>
        {t('demo.deleteBody')}
      </AlertDialog>
    </DialogTrigger>
  );
}

/** Confirm variant: role="alertdialog", the message as its description, Cancel focused first. */
export const ConfirmDelete: Story = {
  render: () => <DeleteCustomer onPrimaryAction={onDelete} />,
  play: async ({ canvasElement }) => {
    const t = tr();
    const trigger = within(canvasElement).getByRole('button', { name: t('demo.delete') });
    await userEvent.click(trigger);
    const dialog = await screen().findByRole('alertdialog', { name: t('demo.deleteTitle') });
    await expect(dialog).toHaveAccessibleDescription(t('demo.deleteBody'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('common.cancel') })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: t('demo.delete') }));
    await expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ConfirmCancelled: Story = {
  render: () => <DeleteCustomer onPrimaryAction={onDelete} />,
  play: async ({ canvasElement }) => {
    const t = tr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('demo.delete') }));
    const dialog = await screen().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await expect(onCancel).toHaveBeenCalledOnce();
    await expect(onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
  },
};

/** The dialog closes once the async confirm resolves. */
export const ConfirmAsync: Story = {
  render: () => <DeleteCustomer onPrimaryAction={() => new Promise((resolve) => setTimeout(resolve, 300)).then(onDelete)} />,
  play: async ({ canvasElement }) => {
    const t = tr();
    const trigger = within(canvasElement).getByRole('button', { name: t('demo.delete') });
    await userEvent.click(trigger);
    const dialog = await screen().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('demo.delete') }));
    await expect(screen().getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull(), { timeout: 2000 });
    await expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
    // react-aria's pending button leaves "busy/done" announcements in its live region that point at
    // the (now unmounted) button for 7 s; wait them out so the axe pass sees the settled page.
    await waitFor(() => expect(screen().queryAllByRole('log').every((log) => log.childElementCount === 0)).toBe(true), { timeout: 9000 });
  },
};

export const ConfirmOpen: Story = {
  render: () => <DeleteCustomer onPrimaryAction={onDelete} defaultOpen />,
  play: async () => {
    await expect(await screen().findByRole('alertdialog', { name: tr()('demo.deleteTitle') })).toBeVisible();
  },
};

/**
 * While an async confirm runs, the button is pending and the dialog cannot be dismissed.
 * Kept last: its pending announcement outlives the story (see ConfirmAsync).
 */
export const ConfirmPending: Story = {
  render: () => <DeleteCustomer onPrimaryAction={() => new Promise(() => {})} />,
  play: async ({ canvasElement }) => {
    const t = tr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('demo.delete') }));
    const dialog = await screen().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('demo.delete') }));
    // Pending: the button announces "Loading…" in its name and ignores further presses.
    const pending = within(dialog).getByRole('button', { name: new RegExp(t('common.loading')) });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen().getByRole('alertdialog')).toBeInTheDocument();
  },
};
