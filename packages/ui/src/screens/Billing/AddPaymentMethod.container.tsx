import { useMutation, useQuery } from '@tanstack/react-query';
import type { CardTokenForm } from '@waqt/contracts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { AddPaymentMethod, type AddCardOutcome } from './AddPaymentMethod.tsx';
import { createCardToken, nextUrlOf, type CreateCardToken, type TokenResult } from './gateway.ts';

export interface AddPaymentMethodContainerProps {
  teamId: string;
  /** Where the verify callback sends the browser back: billing, or on with the subscription. */
  returnTo: 'billing' | 'subscribe';
  /** The page to go back to. */
  backHref: string;
  /** Leaves the app for the gateway's 3-D Secure page; `window.location.assign` by default (stories pass a spy). */
  leaveTo?: ((url: string) => void) | undefined;
  /** Posts the card to the gateway; the real `createCardToken` by default (stories answer it with MSW). */
  createToken?: CreateCardToken | undefined;
}

const assign = (url: string) => window.location.assign(url);

/**
 * The card form wired to `teams.byId` (owners only) and `billing.startAddPaymentMethod` (Waqt's billing
 * publishable key, the gateway's address, the callback and the request's metadata). The card itself goes
 * to the gateway only; its token's 3-D Secure page comes next, then the callback brings the browser back
 * with `?card=added|failed`.
 */
export function AddPaymentMethodContainer({ teamId, returnTo, backHref, leaveTo = assign, createToken = createCardToken }: AddPaymentMethodContainerProps) {
  const trpc = useTRPC();
  const team = useQuery(trpc.teams.byId.queryOptions({ teamId }));
  const start = useMutation(trpc.billing.startAddPaymentMethod.mutationOptions());
  return (
    <AddPaymentMethod
      role={team.data?.role}
      loadError={team.isError ? errorCodeOf(team.error) : undefined}
      onRetry={() => void team.refetch()}
      returnTo={returnTo}
      backHref={backHref}
      now={new Date()}
      onSubmit={async (card): Promise<AddCardOutcome> => {
        let form: CardTokenForm;
        try {
          form = await start.mutateAsync({ teamId, returnTo });
        } catch (error) {
          return { ok: false, error: errorCodeOf(error) };
        }
        let result: TokenResult;
        try {
          result = await createToken(form, card);
        } catch (error) {
          console.error('The payment gateway could not be reached', error);
          return { ok: false, error: 'PAYMENT_METHOD_ADD_FAILED' };
        }
        if (!result.ok) return { ok: false, error: 'PAYMENT_METHOD_ADD_FAILED', gatewayMessage: result.message ?? undefined };
        leaveTo(nextUrlOf(form, result.token));
        return { ok: true };
      }}
    />
  );
}
