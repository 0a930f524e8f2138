import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorCode, VerifyPaymentOutput } from '@waqt/contracts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import type { Outcome } from '../../patterns/public/PublicPage.tsx';
import { copyToClipboard } from '../../components/CopyButton/CopyButton.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import type { CardFormConfig, RenderCardForm } from './PayMethods.tsx';
import { PayPage, type PaymentDecline } from './PayPage.tsx';

// Its own chunk, fetched when the card method first shows (it then fetches Moyasar's script and styles).
const MoyasarCardForm = lazy(() => import('./MoyasarCardForm.tsx').then((m) => ({ default: m.MoyasarCardForm })));

function LazyCardForm({ config }: { config: CardFormConfig }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner size="sm" label={t('payments.pay.card.loading')} showLabel />}>
      <MoyasarCardForm config={config} />
    </Suspense>
  );
}
/** The app's card form: Moyasar's. */
const renderMoyasarCardForm: RenderCardForm = (config) => <LazyCardForm config={config} />;

/** The gateway's redirect back to the page: `?id=…&status=…&message=…` (forgeable: only a hint). */
export interface ReturnedPayment {
  id: string;
  status?: string | undefined;
  message?: string | undefined;
}

export interface PayPageContainerProps {
  bookingId: string;
  /**
   * The booking's manage token (the link's, or the one this tab kept: `payTokenFor`). The page, the card
   * form's record and pay on arrival need it; without it the page asks for the mail's link
   * (BOOKING_TOKEN_INVALID). Coming back from the gateway is verified without it.
   */
  token?: string | undefined;
  /** The gateway's redirect query, when the booker comes back from the card form or 3-D Secure. */
  returned?: ReturnedPayment | undefined;
  /** This page's absolute URL without the token: where the gateway sends the booker back (the gateway keeps it). */
  callbackUrl: string;
  /** The booking is confirmed (paid by card, or to be paid on arrival): go to its confirmation page. */
  onPaid: () => void;
  /** The booking's confirmation page, linked when it is already paid. */
  confirmationHref: string;
  /** Draws the card form; Moyasar's, loaded on demand, when left out (stories pass a stand-in). */
  renderCardForm?: RenderCardForm | undefined;
  /** The clock of the countdown (stories pin it). */
  now?: (() => number) | undefined;
}

/**
 * `/book/pay/{bookingId}`: public.payment, the card form (public.attachPayment from its
 * `on_completed`), public.payOnArrival, and public.verifyPayment — once back from the gateway, or at
 * once when the form's payment failed on the page (a declined card: the reason, the form as it was).
 */
export function PayPageContainer({ bookingId, token, returned, callbackUrl, onPaid, confirmationHref, renderCardForm = renderMoyasarCardForm, now }: PayPageContainerProps) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const input = { bookingId, token: token ?? '' };
  const payment = useQuery({ ...trpc.public.payment.queryOptions(input), enabled: !!token });
  const attach = useMutation(trpc.public.attachPayment.mutationOptions());
  const verify = useMutation(trpc.public.verifyPayment.mutationOptions());
  const payOnArrival = useMutation(trpc.public.payOnArrival.mutationOptions());
  const [paymentError, setPaymentError] = useState<ErrorCode | undefined>();
  const [decline, setDecline] = useState<PaymentDecline | undefined>();
  const [expired, setExpired] = useState(false);

  // Back from the gateway: ask the server once (it asks the gateway; the query string decides nothing).
  const verified = useRef<string | null>(null);
  const paid = useRef(onPaid);
  useEffect(() => {
    paid.current = onPaid;
  }, [onPaid]);
  const paymentId = returned?.id;
  const { mutateAsync: verifyAsync } = verify;
  /** Asks the server what the gateway says about a payment, and shows it: confirmed → on; failed → why. */
  const settle = useCallback(
    (id: string) =>
      verifyAsync({ bookingId, paymentId: id }).then(
        (r: VerifyPaymentOutput) => {
          if (r.status === 'confirmed') return paid.current();
          if (r.status === 'expired') return setExpired(true);
          if (r.status === 'cancelled') return void qc.invalidateQueries({ queryKey: trpc.public.payment.queryKey({ bookingId, token: token ?? '' }) });
          setPaymentError(r.paymentStatus === 'failed' || r.paymentStatus === 'voided' ? 'PAYMENT_FAILED_RETRY' : 'PAYMENT_VERIFICATION_FAILED');
          setDecline(r.paymentStatus === 'failed' ? r.decline : undefined);
        },
        (error: unknown) => {
          const code = errorCodeOf(error);
          setDecline(undefined);
          if (code === 'PAYMENT_EXPIRED') setExpired(true);
          else setPaymentError(code === 'BOOKING_NOT_FOUND' || code === 'PAYMENT_CHECK_DELAYED' ? code : 'PAYMENT_VERIFICATION_FAILED');
        },
      ),
    [bookingId, token, verifyAsync, qc, trpc],
  );
  // The return's answer, once it came (a decline on the page later must not hide the form behind "Checking").
  const [returnSettled, setReturnSettled] = useState<string | null>(null);
  useEffect(() => {
    if (!paymentId || verified.current === paymentId) return;
    verified.current = paymentId;
    void settle(paymentId).finally(() => setReturnSettled(paymentId));
  }, [paymentId, settle]);

  const onPayOnArrival = async (): Promise<Outcome> => {
    try {
      const r = await payOnArrival.mutateAsync(input);
      if (r.status === 'confirmed') onPaid();
      return { ok: true };
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'PAYMENT_EXPIRED') setExpired(true);
      return { ok: false, error: code };
    }
  };

  return (
    <PayPage
      payment={payment.data}
      error={!token ? 'BOOKING_TOKEN_INVALID' : payment.isError ? errorCodeOf(payment.error) : undefined}
      onRetry={() => void payment.refetch()}
      renderCardForm={renderCardForm}
      callbackUrl={callbackUrl}
      onCardPaymentCreated={async (id) => {
        // A new attempt: the last one's failure is no longer the news (said again if this one fails too).
        setPaymentError(undefined);
        setDecline(undefined);
        // Recorded so the payment is reconciled even if the booker never comes back; a failure here
        // does not stop the payment (the redirect back verifies it anyway).
        await attach.mutateAsync({ bookingId, token: token ?? '', paymentId: id }).catch(() => undefined);
      }}
      onCardDeclined={(id) => void settle(id)}
      onPayOnArrival={onPayOnArrival}
      onCopy={copyToClipboard}
      confirmationHref={confirmationHref}
      // Not yet asked counts as checking too, so the methods do not flash before the answer.
      verifying={!!paymentId && returnSettled !== paymentId}
      paymentError={paymentError}
      decline={decline}
      initialMethod={returned ? 'card' : undefined}
      expired={expired}
      now={now}
    />
  );
}
