import { useParams, useSearchParams } from 'react-router';
import { CustomersListContainer } from '@waqt/ui';
import { useSessionUser } from '../boot/session.ts';

/**
 * /dashboard/team/{teamId}/customers: the team's customers, with the list (`?archived=1`), the settled
 * search (`?q=`) and the open customer (`?customer=`) kept in the URL, so a link or a reload shows the
 * same. Analytics never sees the search: `q` is redacted from every URL it sends (analytics/redact.ts).
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
      search={params.get('q') ?? ''}
      onSearchChange={(q) => set('q', q, true)}
      onArchivedChange={(archived) => set('archived', archived ? '1' : null)}
      customerId={params.get('customer')}
      onCustomerChange={(id) => set('customer', id, id === null)}
    />
  );
}
