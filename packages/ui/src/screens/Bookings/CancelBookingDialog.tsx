import { useState } from 'react';
import { Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { BOOKING_REASON_MAX, type ErrorCode } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import type { ActionOutcome } from '../../patterns/action.ts';
import * as s from './Bookings.css.ts';

export interface CancelBookingDialogProps {
  /** Whether the confirmation shows. */
  isOpen: boolean;
  /** Closes it (Keep booking, Escape, or after a cancel that went through). */
  onClose: () => void;
  /** The attendee, named in the message. */
  attendeeName: string;
  /** Cancels with the reason typed (undefined when left empty); a failure stays in the dialog. */
  onConfirm: (reason: string | undefined) => Promise<ActionOutcome>;
}

/**
 * "Cancel this booking?" — the AlertDialog pattern (role="alertdialog", the safe choice beside the
 * destructive one) with an optional reason. It cannot use AlertDialog itself: that puts its content in
 * a paragraph, and a text field may not sit inside one.
 */
export function CancelBookingDialog({ isOpen, onClose, attendeeName, onConfirm }: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ErrorCode | undefined>();
  const [isPending, setPending] = useState(false);
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    setPending(true);
    setError(undefined);
    const outcome = await onConfirm(reason.trim() || undefined);
    setPending(false);
    if (outcome.ok) close();
    else setError(outcome.error);
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && !isPending && close()}
      role="alertdialog"
      hideCloseButton
      size="sm"
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      title={t('bookings.detail.confirmTitle')}
      footer={
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={close}>
            {t('bookings.detail.keep')}
          </Button>
          <Button variant="critical" isPending={isPending} onPress={() => void confirm()}>
            {t('bookings.detail.confirm')}
          </Button>
        </>
      }
    >
      <div className={s.confirmBody}>
        <Text slot="description" elementType="p">
          {t('bookings.detail.confirmBody', { name: attendeeName })}
        </Text>
        <TextField
          label={t('bookings.detail.reasonLabel')}
          description={t('bookings.detail.reasonHelp')}
          multiline
          rows={3}
          maxLength={BOOKING_REASON_MAX}
          value={reason}
          onChange={setReason}
          // The reason is what the dialog asks for; Keep booking is one Tab away.
          autoFocus
        />
        <ErrorAlert code={error} />
      </div>
    </Dialog>
  );
}
