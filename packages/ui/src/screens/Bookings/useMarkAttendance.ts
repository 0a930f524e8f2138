import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Attendance } from '@waqt/contracts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { useTRPC } from '../../trpc/client.ts';
import { outcomeOf, type ActionOutcome } from '../../patterns/action.ts';

export interface MarkAttendance {
  /**
   * Marks a booking attended or no-show, or (null) clears it, through `bookings.markAttendance`. On success
   * the booking's detail is the one the API answered at once, "Marked as …" shows, and every bookings
   * query (lists, "Needs marking", this month's figures) and the customers (no-shows, last visit) are
   * read again. A refusal (BOOKING_NOT_ENDED, BOOKING_NOT_CHANGEABLE…) comes back for the screen to show.
   */
  mark: (bookingId: string, attendance: Attendance | null) => Promise<ActionOutcome>;
  /** The booking being marked, while the request runs. */
  markingId: string | null;
}

export function useMarkAttendance(teamId: string): MarkAttendance {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const mutation = useMutation(trpc.bookings.markAttendance.mutationOptions());
  const [markingId, setMarkingId] = useState<string | null>(null);
  const mark = async (bookingId: string, attendance: Attendance | null): Promise<ActionOutcome> => {
    setMarkingId(bookingId);
    let detail: Awaited<ReturnType<typeof mutation.mutateAsync>> | undefined;
    const outcome = await outcomeOf(mutation.mutateAsync({ teamId, bookingId, attendance }).then((d) => (detail = d)));
    setMarkingId(null);
    if (detail) qc.setQueryData(trpc.bookings.get.queryKey({ teamId, bookingId }), detail);
    // Either way the booking may have moved on (marked meanwhile, or cancelled): read what is stored.
    void qc.invalidateQueries({ queryKey: trpc.bookings.pathKey() });
    if (outcome.ok) {
      void qc.invalidateQueries({ queryKey: trpc.customers.pathKey() });
      toast.positive(t(`bookings.attendance.done.${attendance ?? 'cleared'}`));
    }
    return outcome;
  };
  return { mark, markingId };
}
