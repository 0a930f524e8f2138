import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { lazyPart, preloadable, whenIdle } from './lazy.tsx';
import type { Outcome } from './parts.tsx';

// The dialog (react-aria's modal and focus scope, the reason field) is a chunk of its own: fetched once
// the page is up, so it opens at once when asked; the button is all the page needs to show.
const modal = preloadable(() => import('./CancelBookingModal.tsx'));
const CancelBookingModal = lazyPart(modal, (m) => m.CancelBookingModal);

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
  // Mounted from the first opening on (its state — the reason typed — lives as long as the page).
  const [opened, setOpened] = useState(open);
  const dialogId = useId();
  useEffect(() => (isDisabled ? undefined : whenIdle(() => void modal.preload().catch(() => {}))), [isDisabled]);
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={isDisabled}
        aria-describedby={describedBy}
        // What react-aria's DialogTrigger gives its trigger.
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onPress={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        {t('booking.confirmed.cancel')}
      </Button>
      {opened ? <CancelBookingModal id={dialogId} isOpen={open} onOpenChange={setOpen} onCancel={onCancel} /> : null}
    </>
  );
}
