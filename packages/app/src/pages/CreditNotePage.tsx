import { useParams } from 'react-router';
import { CreditNoteContainer } from '@waqt/ui';
import { routes, type Locale } from '@waqt/contracts';

/**
 * `/{lang}/dashboard/team/{teamId}/billing/print/credit-note/{number}` (empty layout, its own chunk):
 * a credit note, in Arabic and English, to print or save as PDF. Signed-in owners only — the guards ask
 * for a session, the API for the owner role.
 */
export default function CreditNotePage() {
  const { lang = 'en', teamId = '', number = '' } = useParams() as { lang?: Locale; teamId?: string; number?: string };
  return <CreditNoteContainer key={`${teamId}/${number}`} teamId={teamId} number={number} billingHref={routes.billing(lang, teamId)} />;
}
