import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuccessCode } from '@waqt/contracts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { BookingConfirmed } from './BookingConfirmed.tsx';
import type { Outcome } from '../../patterns/public/PublicPage.tsx';

/** What the app needs to open the booking page in reschedule mode. */
export interface RescheduleTarget {
  calendarSlug: string;
  eventTypeSlug: string;
  bookingId: string;
  token: string;
}

export interface BookingConfirmedContainerProps {
  bookingId: string;
  /** The manage token from the booking's link (`?token=`); without it the page shows the booking without personal data or actions. */
  token?: string | undefined;
  /** Opens the booking page in reschedule mode. */
  onReschedule?: (target: RescheduleTarget) => void;
  /** The calendar file; defaults to `/ics/booking/{id}.ics?token=…` (the file needs the token). */
  icsHref?: string | undefined;
  /** Where a pending booking is paid (with the token: the pay page needs it). */
  payHref?: string | undefined;
  /** A success to announce on arrival (BOOKING_RESCHEDULED after a move). */
  notice?: SuccessCode | undefined;
  /** Opens the cancel dialog on arrival (the mail's cancel link). */
  openCancel?: boolean | undefined;
  /** Straight from booking, moving or paying: the confirmation mail has just gone out. */
  mailed?: boolean | undefined;
}

/** `/book/confirmed/{bookingId}?token=…`: public.booking, and public.cancel from the dialog. */
export function BookingConfirmedContainer({ bookingId, token, onReschedule, icsHref, payHref, notice, openCancel, mailed }: BookingConfirmedContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const input = { bookingId, ...(token ? { token } : {}) };
  const booking = useQuery(trpc.public.booking.queryOptions(input));
  const cancel = useMutation(trpc.public.cancel.mutationOptions({ onSuccess: () => qc.invalidateQueries({ queryKey: trpc.public.booking.queryKey(input) }) }));
  const onCancel = async (reason: string | undefined): Promise<Outcome> => {
    if (!token) return { ok: false, error: 'BOOKING_TOKEN_INVALID' };
    try {
      await cancel.mutateAsync({ bookingId, token, ...(reason ? { reason } : {}) });
      return { ok: true };
    } catch (e) {
      return { ok: false, error: errorCodeOf(e) };
    }
  };
  const resend = useMutation(trpc.public.resendLink.mutationOptions());
  const onResendLink = async (): Promise<Outcome> => {
    if (!token) return { ok: false, error: 'BOOKING_TOKEN_INVALID' };
    try {
      await resend.mutateAsync({ bookingId, token });
      return { ok: true };
    } catch (e) {
      return { ok: false, error: errorCodeOf(e) };
    }
  };
  const b = booking.data;
  return (
    <BookingConfirmed
      booking={b}
      error={booking.isError ? errorCodeOf(booking.error) : undefined}
      onRetry={() => void booking.refetch()}
      onCancel={onCancel}
      onReschedule={b && token && onReschedule ? () => onReschedule({ calendarSlug: b.calendarSlug, eventTypeSlug: b.eventTypeSlug, bookingId, token }) : undefined}
      icsHref={icsHref ?? (token ? `/ics/booking/${bookingId}.ics?token=${encodeURIComponent(token)}` : undefined)}
      payHref={payHref}
      tokenRefused={!!token && b !== undefined && !b.manage}
      onResendLink={onResendLink}
      notice={notice}
      openCancel={openCancel}
      mailed={mailed}
    />
  );
}
