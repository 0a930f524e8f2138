// The cancel dialog's content (react-aria's modal, focus scope, the reason field): a chunk of its own,
// fetched when the page is up and shown when the booker asks to cancel (CancelBookingDialog.tsx).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { issueMessage, type FieldIssue } from '../../forms/validation.ts';
import type { Outcome } from './parts.tsx';
import { validateReason } from '../../forms/booker.ts';
import * as c from './Confirmed.css.ts';

export interface CancelBookingModalProps {
  /** The dialog's id (its trigger's aria-controls). */
  id: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Cancels with the reason given (undefined when none); the dialog closes on success. */
  onCancel: (reason: string | undefined) => Promise<Outcome>;
}

/** "Cancel booking": asks for an optional reason before the booking is cancelled. */
export function CancelBookingModal({ id, isOpen, onOpenChange, onCancel }: CancelBookingModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [issue, setIssue] = useState<FieldIssue>();
  const [error, setError] = useState<ErrorCode>();
  const [pending, setPending] = useState(false);

  const submit = async () => {
    // The reason as the API checks it (publicCancelInput: optional, at most 500 characters, storable text).
    const r = validateReason(reason);
    if (!r.ok) return setIssue(r.issue);
    setIssue(undefined);
    setPending(true);
    const outcome = await onCancel(r.data);
    setPending(false);
    if (outcome.ok) onOpenChange(false);
    else setError(outcome.error);
  };

  return (
    <Dialog
      id={id}
      title={t('booking.cancel.title')}
      size="sm"
      isOpen={isOpen}
      onOpenChange={(o) => {
        if (pending) return;
        onOpenChange(o);
        setError(undefined);
      }}
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
  );
}
