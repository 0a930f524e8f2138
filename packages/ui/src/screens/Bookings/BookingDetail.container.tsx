import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/Toast/Toast.tsx';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { outcomeOf } from '../../patterns/action.ts';
import { BookingDetail } from './BookingDetail.tsx';
import { useMarkAttendance } from './useMarkAttendance.ts';

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
  /** The viewer owns the team (refunds, "Mark transfer received"); read from `teams.byId` when left out. */
  canManagePayments?: boolean | undefined;
}

const systemNow = () => new Date();

/**
 * A booking's detail from `bookings.get`; "Cancel booking" calls `bookings.cancel`, says
 * "Booking cancelled" and refreshes every bookings query (the lists, this booking, the upcoming count).
 * Owners also get `bookings.refund` and, for a pending booking of a team taking bank transfers
 * (`paymentProviders.list`), `bookings.markTransferReceived`. When the booker's details differ from the
 * team's customer record, "Use the booker's details" saves them with `customers.save`. Once it has ended,
 * "Attended" / "No-show" / "Clear" call `bookings.markAttendance` (useMarkAttendance).
 */
export function BookingDetailContainer({ teamId, bookingId, onClose, timezone, now = systemNow, canManagePayments }: BookingDetailContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const ids = { teamId, bookingId: bookingId ?? '' };
  const detail = useQuery({ ...trpc.bookings.get.queryOptions(ids), enabled: bookingId !== null });
  const cancel = useMutation(trpc.bookings.cancel.mutationOptions());
  const refund = useMutation(trpc.bookings.refund.mutationOptions());
  const markReceived = useMutation(trpc.bookings.markTransferReceived.mutationOptions());
  const saveCustomer = useMutation(trpc.customers.save.mutationOptions());
  const attendance = useMarkAttendance(teamId);
  const team = useQuery({ ...trpc.teams.byId.queryOptions({ teamId }), enabled: canManagePayments === undefined && bookingId !== null });
  const owner = canManagePayments ?? team.data?.role === 'owner';
  const pending = detail.data?.status === 'pending';
  const providers = useQuery({ ...trpc.paymentProviders.list.queryOptions({ teamId }), enabled: owner && pending && bookingId !== null });
  /** Runs a payment action; either way the booking may have changed, so every bookings query is read again. */
  const paymentAction = async (run: Promise<unknown>, success: string) => {
    const outcome = await outcomeOf(run);
    void qc.invalidateQueries({ queryKey: trpc.bookings.pathKey() });
    if (outcome.ok) toast.positive(t(success));
    return outcome;
  };
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
      canManagePayments={owner}
      acceptsBankTransfer={providers.data?.some((p) => p.kind === 'bank_transfer') ?? false}
      onRefund={(amountHalalas) => paymentAction(refund.mutateAsync({ ...ids, ...(amountHalalas !== undefined ? { amountHalalas } : {}) }), 'payments.detail.refundDone')}
      onMarkTransferReceived={() => paymentAction(markReceived.mutateAsync(ids), 'payments.detail.markReceivedDone')}
      onMarkAttendance={(choice) => attendance.mark(ids.bookingId, choice)}
      onUseBookerDetails={async () => {
        const b = detail.data;
        if (!b?.customer) return { ok: false, error: 'CUSTOMER_NOT_FOUND' };
        const phone = b.attendee.phone ?? b.customer.phone;
        const outcome = await outcomeOf(saveCustomer.mutateAsync({ teamId, customerId: b.customer.id, name: b.attendee.name, email: b.attendee.email, ...(phone ? { phone } : {}) }));
        void qc.invalidateQueries({ queryKey: trpc.bookings.pathKey() });
        void qc.invalidateQueries({ queryKey: trpc.customers.pathKey() });
        if (outcome.ok) toast.positive(t('success.CUSTOMER_UPDATED'));
        return outcome;
      }}
    />
  );
}
