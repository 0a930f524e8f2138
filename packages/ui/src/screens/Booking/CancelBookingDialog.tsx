import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicCancelInput, type ErrorCode } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog, DialogTrigger } from '../../components/Dialog/Dialog.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { issueMessage, validateWith, type FieldIssue } from '../../forms/validation.ts';
import type { Outcome } from './parts.tsx';
import * as c from './Confirmed.css.ts';

/** The reason as the API checks it (optional, at most 500 characters, storable text). */
const reasonSchema = publicCancelInput.pick({ reason: true });

export interface CancelBookingDialogProps {
  /** Cancels with the reason given (undefined when none); the dialog closes on success. */
  onCancel: (reason: string | undefined) => Promise<Outcome>;
  isDisabled?: boolean;
  /** Id of the text that explains why cancelling is closed. */
  'aria-describedby'?: string | undefined;
  /** Opens at once (the mail's "Cancel booking" link), unless cancelling is closed. */
  defaultOpen?: boolean | undefined;
}

/** "Cancel booking": a dialog asking for an optional reason before the booking is cancelled. */
export function CancelBookingDialog({ onCancel, isDisabled, 'aria-describedby': describedBy, defaultOpen = false }: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen && !isDisabled);
  const [reason, setReason] = useState('');
  const [issue, setIssue] = useState<FieldIssue>();
  const [error, setError] = useState<ErrorCode>();
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const r = validateWith(reasonSchema, { reason });
    if (!r.ok) return setIssue(r.errors.reason);
    setIssue(undefined);
    setPending(true);
    const outcome = await onCancel(r.data.reason);
    setPending(false);
    if (outcome.ok) setOpen(false);
    else setError(outcome.error);
  };

  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(o) => {
        if (pending) return;
        setOpen(o);
        setError(undefined);
      }}
    >
      <Button variant="secondary" isDisabled={isDisabled} aria-describedby={describedBy}>
        {t('booking.confirmed.cancel')}
      </Button>
      <Dialog
        title={t('booking.cancel.title')}
        size="sm"
        isDismissable={!pending}
        isKeyboardDismissDisabled={pending}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={pending}>
              {t('booking.cancel.keep')}
            </Button>
            <Button variant="critical" onPress={() => void submit()} isPending={pending}>
              {t('booking.cancel.confirm')}
            </Button>
          </>
        )}
      >
        <div className={c.dialogBody}>
          <p className={c.lead}>{t('booking.cancel.body')}</p>
          <ErrorAlert code={error} />
          <TextField
            label={t('booking.cancel.reason')}
            description={t('booking.cancel.reasonHelp')}
            multiline
            rows={3}
            value={reason}
            onChange={setReason}
            isInvalid={!!issue}
            errorMessage={issueMessage(t, issue)}
          />
        </div>
      </Dialog>
    </DialogTrigger>
  );
}
