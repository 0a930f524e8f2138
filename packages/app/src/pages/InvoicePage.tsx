import { useParams } from 'react-router';
import { InvoiceContainer } from '@waqt/ui';
import { routes, type Locale } from '@waqt/contracts';

/**
 * `/{lang}/dashboard/team/{teamId}/billing/print/subscription/{orderId}` (empty layout, its own chunk):
 * the paid order's invoice, in Arabic and English, to print or save as PDF. Signed-in owners only — the
 * guards ask for a session, the API for the owner role.
 */
export default function InvoicePage() {
  const { lang = 'en', teamId = '', orderId = '' } = useParams() as { lang?: Locale; teamId?: string; orderId?: string };
  return <InvoiceContainer key={`${teamId}/${orderId}`} teamId={teamId} orderId={orderId} billingHref={routes.billing(lang, teamId)} />;
}
