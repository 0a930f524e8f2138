import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PayPageContainer } from '@waqt/ui';
import type { Locale } from '@waqt/contracts';

/**
 * `/{lang}/book/pay/{bookingId}` (empty layout, its own chunk): the booking's price and the team's
 * methods. The gateway sends the booker back here with `?id&status&message`; the server re-checks.
 */
export default function PayPage() {
  const { lang = 'en', bookingId = '' } = useParams() as { lang?: Locale; bookingId?: string };
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const tokenQuery = token ? `token=${encodeURIComponent(token)}` : '';
  const confirmation = `/${lang}/book/confirmed/${bookingId}`;
  const returnedId = params.get('id');
  return (
    <PayPageContainer
      key={bookingId}
      bookingId={bookingId}
      token={token ?? undefined}
      returned={returnedId ? { id: returnedId, status: params.get('status') ?? undefined, message: params.get('message') ?? undefined } : undefined}
      callbackUrl={`${window.location.origin}/${lang}/book/pay/${bookingId}${tokenQuery ? `?${tokenQuery}` : ''}`}
      confirmationHref={`${confirmation}${tokenQuery ? `?${tokenQuery}` : ''}`}
      onPaid={() => void navigate(`${confirmation}?${tokenQuery ? `${tokenQuery}&` : ''}notice=PAYMENT_SUCCEEDED`, { replace: true })}
    />
  );
}
