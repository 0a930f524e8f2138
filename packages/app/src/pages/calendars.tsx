import { BookingsSection } from './bookings.tsx';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  AvailabilityEditorContainer,
  AvailabilityListContainer,
  CalendarHomeContainer,
  CalendarNav,
  CalendarSettingsContainer,
  calendarSectionOf,
  EventTypeFormContainer,
  EventTypeListContainer,
  useTRPC,
} from '@waqt/ui';
import { useLang } from './auth.ts';
import { routes } from '@waqt/contracts';

/** Ids and addresses every calendar page needs. */
function useCalendarPaths() {
  const lang = useLang();
  const { teamId = '', calendarId = '' } = useParams();
  const team = routes.team(lang, teamId);
  const base = routes.calendar(lang, teamId, calendarId);
  return { lang, teamId, calendarId, team, base, availability: routes.calendar(lang, teamId, calendarId, 'availability'), eventTypes: routes.calendar(lang, teamId, calendarId, 'eventtypes') };
}

const origin = () => window.location.origin;

/** …/calendars/{calendarId}/*: the calendar's sections above each of its pages. */
export function CalendarLayout() {
  const { teamId, calendarId, base } = useCalendarPaths();
  const { pathname } = useLocation();
  const trpc = useTRPC();
  const calendar = useQuery(trpc.calendars.byId.queryOptions({ teamId, calendarId }));
  return (
    <>
      <CalendarNav base={base} current={calendarSectionOf(pathname.slice(base.length))} calendarName={calendar.data?.name} />
      <Outlet />
    </>
  );
}

/** …/calendars/{calendarId} */
export function CalendarHomePage() {
  const p = useCalendarPaths();
  return (
    <CalendarHomeContainer
      key={p.calendarId}
      teamId={p.teamId}
      calendarId={p.calendarId}
      origin={origin()}
      links={{ eventTypesHref: p.eventTypes, availabilityHref: p.availability, settingsHref: routes.calendar(p.lang, p.teamId, p.calendarId, 'settings'), scheduleHref: (id) => `${p.availability}/${id}`, newEventTypeHref: `${p.eventTypes}?new` }}
      bookings={<BookingsSection teamId={p.teamId} calendarId={p.calendarId} />}
    />
  );
}

/** …/availability */
export function AvailabilityListPage() {
  const p = useCalendarPaths();
  return <AvailabilityListContainer key={p.calendarId} teamId={p.teamId} calendarId={p.calendarId} newHref={routes.calendar(p.lang, p.teamId, p.calendarId, 'availability/new')} hrefOf={(id) => `${p.availability}/${id}`} />;
}

/** …/availability/new and …/availability/{availabilityId} */
export function AvailabilityEditorPage() {
  const p = useCalendarPaths();
  const { availabilityId } = useParams();
  const navigate = useNavigate();
  return (
    <AvailabilityEditorContainer
      key={`${p.calendarId}/${availabilityId ?? 'new'}`}
      teamId={p.teamId}
      calendarId={p.calendarId}
      scheduleId={availabilityId}
      listHref={p.availability}
      onDone={() => void navigate(p.availability)}
    />
  );
}

/** …/eventtypes: the list; `?new` opens the form to create one, `?edit={id}` to edit one (linkable, Back closes it). */
export function EventTypesPage() {
  const p = useCalendarPaths();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editing = params.get('edit') ?? undefined;
  const formOpen = params.has('new') || editing !== undefined;
  const upgradeHref = routes.billing(p.lang, p.teamId);
  if (formOpen) {
    return (
      <EventTypeFormContainer
        key={editing ?? 'new'}
        teamId={p.teamId}
        calendarId={p.calendarId}
        eventTypeId={editing}
        upgradeHref={upgradeHref}
        cancelHref={p.eventTypes}
        newScheduleHref={routes.calendar(p.lang, p.teamId, p.calendarId, 'availability/new')}
        paymentSettingsHref={routes.team(p.lang, p.teamId, 'settings')}
        messagingSettingsHref={routes.team(p.lang, p.teamId, 'settings', 'messaging')}
        onSaved={() => void navigate(p.eventTypes)}
      />
    );
  }
  return (
    <EventTypeListContainer
      key={p.calendarId}
      teamId={p.teamId}
      calendarId={p.calendarId}
      newHref={`${p.eventTypes}?new`}
      editHref={(id) => `${p.eventTypes}?edit=${id}`}
      upgradeHref={upgradeHref}
      origin={origin()}
    />
  );
}

/** …/settings (owners; assistants see the permission message). Deleting goes to the team home. */
export function CalendarSettingsPage() {
  const p = useCalendarPaths();
  const navigate = useNavigate();
  return <CalendarSettingsContainer key={p.calendarId} teamId={p.teamId} calendarId={p.calendarId} onDeleted={() => void navigate(p.team, { replace: true })} />;
}
