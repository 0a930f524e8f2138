import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { CalendarHome, type CalendarHomeLinks } from './CalendarHome.tsx';

export interface CalendarHomeContainerProps {
  teamId: string;
  calendarId: string;
  /** The public site's origin (the app passes its own). */
  origin: string;
  links: CalendarHomeLinks;
  /** The calendar's bookings list (see CalendarHomeProps.bookings). */
  bookings?: ReactNode;
}

/** The calendar home wired to `calendars.byId`, `eventTypes.list` and `availability.list`. */
export function CalendarHomeContainer({ teamId, calendarId, origin, links, bookings }: CalendarHomeContainerProps) {
  const trpc = useTRPC();
  const toast = useToast();
  const { t } = useTranslation();
  const ids = { teamId, calendarId };
  const calendar = useQuery(trpc.calendars.byId.queryOptions(ids));
  const eventTypes = useQuery(trpc.eventTypes.list.queryOptions(ids));
  const schedules = useQuery(trpc.availability.list.queryOptions(ids));
  return (
    <CalendarHome
      calendar={calendar.data}
      loadError={calendar.isError ? errorCodeOf(calendar.error) : undefined}
      onRetry={() => void Promise.all([calendar.refetch(), eventTypes.refetch(), schedules.refetch()])}
      origin={origin}
      bookings={bookings}
      onCopyLink={(url) => {
        navigator.clipboard.writeText(url).then(
          () => toast.positive(t('calendars.home.copied')),
          () => toast.critical(t('errors.UNEXPECTED')),
        );
      }}
      eventTypes={eventTypes.data}
      eventTypesError={eventTypes.isError ? errorCodeOf(eventTypes.error) : undefined}
      schedules={schedules.data}
      schedulesError={schedules.isError ? errorCodeOf(schedules.error) : undefined}
      links={links}
    />
  );
}
