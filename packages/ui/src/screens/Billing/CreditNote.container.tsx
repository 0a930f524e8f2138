import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { CreditNote } from './CreditNote.tsx';

export interface CreditNoteContainerProps {
  teamId: string;
  /** The credit note's number (`CN-000001`). */
  number: string;
  /** The team's billing page (the way back). */
  billingHref: string;
}

/**
 * `billing.creditNote` for one number, printed by the browser. Owners only: the API answers an
 * assistant PERMISSION_DISABLED and a number of another team (or none) NOT_FOUND; a malformed number
 * is INVALID_REQUEST, said as not found. An issued credit note never changes, so it is not fetched again.
 */
export function CreditNoteContainer({ teamId, number, billingHref }: CreditNoteContainerProps) {
  const trpc = useTRPC();
  const note = useQuery({ ...trpc.billing.creditNote.queryOptions({ teamId, number }), staleTime: Infinity });
  return (
    <CreditNote
      creditNote={note.data}
      error={note.isError ? errorCodeOf(note.error) : undefined}
      onRetry={() => void note.refetch()}
      billingHref={billingHref}
      onPrint={() => window.print()}
    />
  );
}
