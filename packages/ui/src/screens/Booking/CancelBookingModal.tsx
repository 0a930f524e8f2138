// The cancel dialog's content (react-aria's modal, focus scope, the reason field): a chunk of its own,
// fetched when the page is up and shown when the booker asks to cancel (CancelBookingDialog.tsx).
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../patterns/ReasonDialog.tsx';
import type { Outcome } from './parts.tsx';

export interface CancelBookingModalProps {
  /** The dialog's id (its trigger's aria-controls). */
  id: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Cancels with the reason given (undefined when none); the dialog closes on success. */
  onCancel: (reason: string | undefined) => Promise<Outcome>;
}

/** "Cancel booking": asks for an optional reason (as publicCancelInput checks it) before the booking is cancelled. */
export function CancelBookingModal({ id, isOpen, onOpenChange, onCancel }: CancelBookingModalProps) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      id={id}
      role="dialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('booking.cancel.title')}
      message={t('booking.cancel.body')}
      reasonLabel={t('booking.cancel.reason')}
      reasonHelp={t('booking.cancel.reasonHelp')}
      keepLabel={t('booking.cancel.keep')}
      confirmLabel={t('booking.cancel.confirm')}
      onConfirm={onCancel}
    />
  );
}
