import { useState, type ReactNode } from 'react';
import { Text as AriaText } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { ErrorAlert } from '../components/Alert/Alert.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Dialog } from '../components/Dialog/Dialog.tsx';
import { Stack } from '../components/layout/index.ts';
import { TextField } from '../components/TextField/TextField.tsx';
import { REASON_MAX, validateReason } from '../forms/booker.ts';
import { issueMessage, type FieldIssue } from '../forms/validation.ts';
import { useAction } from '../hooks/useAction.ts';
import type { ActionOutcome } from './action.ts';

export interface ReasonDialogProps {
  /** Whether the dialog shows. */
  isOpen: boolean;
  /** Opens or closes it: Keep (the safe choice), Escape, or after a confirmed action that went through. */
  onOpenChange: (open: boolean) => void;
  /** The question (already translated); the dialog's accessible name. */
  title: ReactNode;
  /** What happens, in a sentence (already translated); the dialog's description. */
  message: ReactNode;
  /** The reason field's label and help (already translated). */
  reasonLabel: string;
  reasonHelp?: string;
  /** A reason must be given (blank is refused under the field); otherwise blank is sent as none. */
  isReasonRequired?: boolean;
  /** The buttons (already translated): the safe choice and the destructive one. */
  keepLabel: ReactNode;
  confirmLabel: ReactNode;
  /**
   * Runs the action with the trimmed reason (undefined when blank). A failure stays in the dialog with
   * its message; success closes it.
   */
  onConfirm: (reason: string | undefined) => Promise<Pick<ActionOutcome, 'ok'> & { error?: ErrorCode }>;
  /** alertdialog (the default: it interrupts to confirm) or dialog. */
  role?: 'alertdialog' | 'dialog';
  /** The dialog's id (its trigger's aria-controls). */
  id?: string;
}

/**
 * "Cancel this booking?" — a confirmation that asks for a reason: optional or required, at most
 * REASON_MAX characters (as the API checks it), the focus in the field, the action pending on the
 * confirm button (nothing closes the dialog meanwhile) and a refusal shown inside it. It is not
 * react-aria's AlertDialog: that puts its content in a paragraph, and a text field may not sit in one.
 */
export function ReasonDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  reasonLabel,
  reasonHelp,
  isReasonRequired = false,
  keepLabel,
  confirmLabel,
  onConfirm,
  role = 'alertdialog',
  id,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [issue, setIssue] = useState<FieldIssue>();
  const action = useAction(async (reason: string | undefined) => {
    const outcome = await onConfirm(reason);
    return outcome.ok ? { ok: true as const } : { ok: false as const, error: outcome.error };
  });
  const isPending = action.pending;

  const close = () => {
    setReason('');
    setIssue(undefined);
    action.reset();
    onOpenChange(false);
  };
  const confirm = async () => {
    const checked = validateReason(reason);
    if (!checked.ok) return setIssue(checked.issue);
    if (isReasonRequired && checked.data === undefined) return setIssue({ issue: 'too_small', params: { min: 1 } });
    setIssue(undefined);
    if ((await action.run(checked.data))?.ok) close();
  };

  return (
    <Dialog
      id={id}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (isPending) return;
        if (open) onOpenChange(true);
        else close();
      }}
      role={role}
      hideCloseButton
      size="sm"
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      title={title}
      footer={
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={close}>
            {keepLabel}
          </Button>
          <Button variant="critical" isPending={isPending} onPress={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack space="md">
        <AriaText slot="description" elementType="p">
          {message}
        </AriaText>
        <TextField
          label={reasonLabel}
          description={reasonHelp}
          multiline
          rows={3}
          maxLength={REASON_MAX}
          isRequired={isReasonRequired}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (issue) setIssue(undefined);
          }}
          isInvalid={!!issue}
          errorMessage={issueMessage(t, issue)}
          // Not focused on opening (issue 36): on a phone that opened the keyboard over the dialog before
          // the message was read. The dialog takes the focus; the field is the first Tab stop.
        />
        <ErrorAlert code={action.failure?.error} />
      </Stack>
    </Dialog>
  );
}
