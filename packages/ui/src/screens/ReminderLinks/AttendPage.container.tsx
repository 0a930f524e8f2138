import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { AttendPage, type AttendState } from './AttendPage.tsx';

export interface AttendPageContainerProps {
  bookingId: string;
  /** The link's attendance token (`?t=`); without one the link does not hold. */
  token: string | undefined;
  /** The booking's page (`/{lang}/book/confirmed/{id}`). */
  bookingHref: string;
}

/**
 * The reminder's "I'll be there": public.confirmAttendance once on arrival (the same answer if it was already
 * confirmed), and public.booking without the manage token for the summary (the booking as anyone sees it).
 */
export function AttendPageContainer({ bookingId, token, bookingHref }: AttendPageContainerProps) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [state, setState] = useState<AttendState>(token ? { status: 'confirming' } : { status: 'failed', error: 'ATTEND_LINK_INVALID' });
  const booking = useQuery({ ...trpc.public.booking.queryOptions({ bookingId }), enabled: state.status === 'confirmed', retry: false });
  const confirm = async () => {
    if (!token) return;
    setState({ status: 'confirming' });
    try {
      const r = await client.public.confirmAttendance.mutate({ bookingId, token });
      setState({ status: 'confirmed', confirmedAt: r.confirmedAt });
    } catch (e) {
      setState({ status: 'failed', error: errorCodeOf(e) });
    }
  };
  // Once per link (not again when React runs an effect twice in development).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void confirm();
  });
  return <AttendPage state={state} booking={booking.data} bookingHref={bookingHref} onRetry={() => void confirm()} />;
}
