import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PayPageContainer, payTokenFor } from '@waqt/ui';
import { routes, type Locale } from '@waqt/contracts';

/**
 * `/{lang}/book/pay/{bookingId}?token=…` (empty layout, its own chunk): the booking's price and the team's
 * methods. The token is kept in this tab (payTokenFor), so the gateway's callback URL — this page without
 * the token — keeps it out of the gateway; the gateway sends the booker back with `?id&status&message`
 * and the server re-checks.
 */
export default function PayPage() {
  const { lang = 'en', bookingId = '' } = useParams() as { lang?: Locale; bookingId?: string };
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const linkToken = params.get('token');
  const token = useMemo(() => payTokenFor(bookingId, linkToken), [bookingId, linkToken]);
  const returnedId = params.get('id');
  return (
    <PayPageContainer
      key={bookingId}
      bookingId={bookingId}
      token={token}
      returned={returnedId ? { id: returnedId, status: params.get('status') ?? undefined, message: params.get('message') ?? undefined } : undefined}
      callbackUrl={`${window.location.origin}${routes.pay(lang, bookingId)}`}
      confirmationHref={routes.bookingConfirmed(lang, bookingId, token || undefined)}
      onPaid={() => void navigate(routes.bookingConfirmed(lang, bookingId, token || undefined, { notice: 'PAYMENT_SUCCEEDED' }), { replace: true })}
    />
  );
}
