import { useParams, useSearchParams } from 'react-router';
import { CUSTOMER_SORTS, type CustomerSort } from '@waqt/contracts';
import { BookingDetailContainer, CustomersListContainer } from '@waqt/ui';
import { useSessionUser } from '../boot/session.ts';

const isSort = (v: string | null): v is CustomerSort => (CUSTOMER_SORTS as readonly (string | null)[]).includes(v);

/**
 * /dashboard/team/{teamId}/customers: the team's customers, with the list (`?archived=1`), the settled
 * search (`?q=`), the order (`?sort=email&dir=desc`; by name A→Z when absent) and the open customer
 * (`?customer=`) kept in the URL, so a link or a reload shows the same. Analytics never sees the search:
 * `q` is redacted from every URL it sends (analytics/redact.ts).
 */
export default function CustomersPage() {
  const { teamId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  // One update for all the keys a change touches (two calls in one tick would each start from the old URL).
  const set = (values: Record<string, string | null>, replace = false) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [key, value] of Object.entries(values)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );
  const sort = params.get('sort');
  return (
    <CustomersListContainer
      key={teamId}
      teamId={teamId}
      timezone={user?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
      archived={params.get('archived') === '1'}
      search={params.get('q') ?? ''}
      onSearchChange={(q) => set({ q }, true)}
      onArchivedChange={(archived) => set({ archived: archived ? '1' : null })}
      order={{ sort: isSort(sort) ? sort : 'name', direction: params.get('dir') === 'desc' ? 'desc' : 'asc' }}
      onOrderChange={(o) => set({ sort: o.sort === 'name' && o.direction === 'asc' ? null : o.sort, dir: o.direction === 'desc' ? 'desc' : null }, true)}
      customerId={params.get('customer')}
      onCustomerChange={(id) => set({ customer: id }, id === null)}
      // One of the customer's bookings opens over their detail.
      renderBooking={(booking) => <BookingDetailContainer {...booking} />}
    />
  );
}
