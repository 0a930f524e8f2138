import { useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { BOOKING_TABS, type BookingTab } from '@waqt/contracts';
import { BookingsListContainer } from '@waqt/ui';
import { useSessionUser } from '../boot/session.ts';

const isTab = (v: string | null): v is BookingTab => v !== null && (BOOKING_TABS as readonly string[]).includes(v);

/** The bookings list with its tab (`?tab=`), "Needs marking" (`?filter=needs-marking`) and open booking (`?booking=`) kept in the URL. */
export function BookingsSection({ teamId, calendarId }: { teamId: string; calendarId?: string }) {
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  const tab = params.get('tab');
  // Two changes in one event ("Needs marking" also picks the Past tab) build on each other, not on the render's params.
  const latest = useRef(params);
  latest.current = params;
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(latest.current);
    if (value === null) next.delete(key);
    else next.set(key, value);
    latest.current = next;
    setParams(next, { replace: key === 'booking' && value === null });
  };
  return (
    <BookingsListContainer
      key={`${teamId}/${calendarId ?? ''}`}
      teamId={teamId}
      calendarId={calendarId}
      headingLevel={calendarId ? 2 : 1}
      timezone={user?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
      tab={isTab(tab) ? tab : undefined}
      onTabChange={(t) => set('tab', t)}
      bookingId={params.get('booking')}
      onBookingChange={(id) => set('booking', id)}
      needsMarking={params.get('filter') === 'needs-marking'}
      onNeedsMarkingChange={(on) => set('filter', on ? 'needs-marking' : null)}
    />
  );
}

/** /dashboard/team/{teamId}/bookings: every calendar's bookings the viewer may see. */
export default function BookingsPage() {
  const { teamId = '' } = useParams();
  return <BookingsSection teamId={teamId} />;
}
