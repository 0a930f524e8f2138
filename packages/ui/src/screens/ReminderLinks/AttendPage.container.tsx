import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { AttendPage } from './AttendPage.tsx';

export interface AttendPageContainerProps {
  bookingId: string;
  /** The link's attendance token (`?t=`); without one the link does not hold. */
  token: string | undefined;
  /** The booking's page (`/{lang}/book/confirmed/{id}`). */
  bookingHref: string;
}

/**
 * The reminder's "I'll be there": public.attendance (a read: the booking and whether it was already
 * confirmed) when the page opens, public.confirmAttendance only when the button is pressed — a mail
 * scanner that opens the link, runs its script and leaves confirms nothing (docs/decisions.md).
 */
export function AttendPageContainer({ bookingId, token, bookingHref }: AttendPageContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const input = { bookingId, token: token ?? '' };
  // A refused link is an answer, not a hiccup: no retries (the page offers one for other failures).
  const page = useQuery({ ...trpc.public.attendance.queryOptions(input), enabled: token !== undefined, retry: false });
  const confirm = useMutation(
    trpc.public.confirmAttendance.mutationOptions({
      // The page then thanks the booker, from the answer (no second read).
      onSuccess: ({ confirmedAt }) => qc.setQueryData(trpc.public.attendance.queryKey(input), (shown) => (shown ? { ...shown, confirmedAt } : shown)),
    }),
  );
  return (
    <AttendPage
      attendance={page.data}
      error={token === undefined ? 'ATTEND_LINK_INVALID' : page.isError ? errorCodeOf(page.error) : undefined}
      onRetry={() => void page.refetch()}
      onConfirm={() => confirm.mutate(input)}
      isConfirming={confirm.isPending}
      confirmError={confirm.isError ? errorCodeOf(confirm.error) : undefined}
      bookingHref={bookingHref}
    />
  );
}
