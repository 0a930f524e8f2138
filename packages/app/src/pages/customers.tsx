import { useParams, useSearchParams } from 'react-router';
import { CustomersListContainer } from '@waqt/ui';
import { useSessionUser } from '../boot/session.ts';

/**
 * /dashboard/team/{teamId}/customers: the team's customers, with the list (`?archived=1`) and the open
 * customer (`?customer=`) kept in the URL, so a link or a reload shows the same.
 *
 * The search stays out of the URL on purpose: a term is a customer's name, email or phone, and page
 * URLs go to analytics (page views, autocapture), whose redaction (analytics/redact.ts) strips only
 * tokens, codes and `email=`. Once it also strips `q`, pass `search`/`onSearchChange` here.
 */
export default function CustomersPage() {
  const { teamId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  const set = (key: string, value: string | null, replace = false) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace },
    );
  return (
    <CustomersListContainer
      key={teamId}
      teamId={teamId}
      timezone={user?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
      archived={params.get('archived') === '1'}
      onArchivedChange={(archived) => set('archived', archived ? '1' : null)}
      customerId={params.get('customer')}
      onCustomerChange={(id) => set('customer', id, id === null)}
    />
  );
}
