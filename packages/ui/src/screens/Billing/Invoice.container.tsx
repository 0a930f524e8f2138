import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { Invoice } from './Invoice.tsx';

export interface InvoiceContainerProps {
  teamId: string;
  /** The paid billing record whose invoice this is. */
  orderId: string;
  /** The team's billing page (the way back). */
  billingHref: string;
}

/**
 * `billing.invoice` for one paid order, printed by the browser. Owners only: the API answers an
 * assistant PERMISSION_DISABLED and an order of another team (or none) NOT_FOUND, which the view says.
 * An issued invoice never changes, so it is not fetched again when the window regains focus.
 */
export function InvoiceContainer({ teamId, orderId, billingHref }: InvoiceContainerProps) {
  const trpc = useTRPC();
  const invoice = useQuery({ ...trpc.billing.invoice.queryOptions({ teamId, orderId }), staleTime: Infinity });
  return (
    <Invoice
      invoice={invoice.data}
      error={invoice.isError ? errorCodeOf(invoice.error) : undefined}
      onRetry={() => void invoice.refetch()}
      billingHref={billingHref}
      onPrint={() => window.print()}
    />
  );
}
