import { type ReactNode } from 'react';
import { Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../hooks/useAction.ts';
import { Button } from '../Button/index.ts';
import { Dialog, type DialogProps } from './Dialog.tsx';
import * as s from './Dialog.css.ts';

export interface AlertDialogProps extends Omit<DialogProps, 'children' | 'footer' | 'role' | 'hideCloseButton'> {
  /** The message: what will happen and whether it can be undone. Read out as the description. */
  children: ReactNode;
  /** destructive styles the primary action as critical and focuses Cancel first. */
  variant?: 'confirmation' | 'destructive';
  /** Label of the confirming button, e.g. "Delete" (already translated). */
  primaryActionLabel: string;
  /** Label of the cancelling button; defaults to `common.cancel`. */
  cancelLabel?: string;
  /**
   * Called on confirm. Return a promise to keep the dialog open (and the button pending) until it
   * settles: it closes on success and stays open on failure, so the caller can show the error.
   */
  onPrimaryAction?: () => void | Promise<unknown>;
  /** Called when the user cancels with the Cancel button. */
  onCancel?: () => void;
  /** Disable the confirming button. */
  isPrimaryActionDisabled?: boolean;
}

/** A confirmation dialog (role="alertdialog") with Cancel and one primary action, e.g. "Delete this customer?". */
export function AlertDialog({
  children,
  variant = 'confirmation',
  primaryActionLabel,
  cancelLabel,
  onPrimaryAction,
  onCancel,
  isPrimaryActionDisabled = false,
  isKeyboardDismissDisabled,
  ...props
}: AlertDialogProps) {
  const { t } = useTranslation();
  // The action's promise settling: fulfilled closes the dialog; rejected keeps it open, and the caller
  // reports the failure (e.g. with a critical toast) so the user may retry.
  const primary = useAction(async (result: Promise<unknown>) => {
    try {
      await result;
      return { ok: true as const };
    } catch {
      return { ok: false as const };
    }
  });
  const isPending = primary.pending;
  const destructive = variant === 'destructive';

  const confirm = async (close: () => void) => {
    if (isPending) return;
    const result = onPrimaryAction?.();
    if (!(result instanceof Promise)) return close();
    if ((await primary.run(result))?.ok) close();
  };

  return (
    <Dialog
      {...props}
      role="alertdialog"
      hideCloseButton
      size={props.size ?? 'sm'}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled || isPending}
      footer={({ close }) => (
        <>
          <Button
            variant="secondary"
            autoFocus={destructive}
            isDisabled={isPending}
            onPress={() => {
              onCancel?.();
              close();
            }}
          >
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            variant={destructive ? 'critical' : 'primary'}
            autoFocus={!destructive}
            isDisabled={isPrimaryActionDisabled}
            isPending={isPending}
            onPress={() => void confirm(close)}
          >
            {primaryActionLabel}
          </Button>
        </>
      )}
    >
      <Text slot="description" elementType="p" className={s.body}>
        {children}
      </Text>
    </Dialog>
  );
}
