import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/Toast/Toast.tsx';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { outcomeOf } from '../Teams/outcome.ts';
import { BookingDetail } from './BookingDetail.tsx';

export interface BookingDetailContainerProps {
  teamId: string;
  /** The booking to show; null keeps the dialog closed. */
  bookingId: string | null;
  /** Closes the dialog. */
  onClose: () => void;
  /** The viewer's IANA zone. */
  timezone: string;
  /** The clock (stories pin it); the system time by default. */
  now?: (() => Date) | undefined;
}

const systemNow = () => new Date();

/**
 * A booking's detail from `bookings.get`; "Cancel booking" calls `bookings.cancel`, says
 * "Booking cancelled" and refreshes every bookings query (the lists, this booking, the upcoming count).
 */
export function BookingDetailContainer({ teamId, bookingId, onClose, timezone, now = systemNow }: BookingDetailContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const ids = { teamId, bookingId: bookingId ?? '' };
  const detail = useQuery({ ...trpc.bookings.get.queryOptions(ids), enabled: bookingId !== null });
  const cancel = useMutation(trpc.bookings.cancel.mutationOptions());
  return (
    <BookingDetail
      isOpen={bookingId !== null}
      onClose={onClose}
      booking={bookingId !== null ? detail.data : undefined}
      error={detail.isError ? errorCodeOf(detail.error) : undefined}
      onRetry={() => void detail.refetch()}
      timezone={timezone}
      now={now()}
      onCancel={async (reason) => {
        const outcome = await outcomeOf(cancel.mutateAsync({ ...ids, ...(reason ? { reason } : {}) }));
        // Either way the booking may have moved on (cancelled now, or expired meanwhile): show what is stored.
        void qc.invalidateQueries({ queryKey: trpc.bookings.pathKey() });
        if (outcome.ok) toast.positive(t('success.BOOKING_CANCELLED'));
        return outcome;
      }}
    />
  );
}
