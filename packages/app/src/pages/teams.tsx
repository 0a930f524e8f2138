import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import {
  CalendarNewContainer,
  InviteAcceptContainer,
  MembersContainer,
  MessagingSettingsContainer,
  PaymentProvidersContainer,
  TeamHomeContainer,
  TeamNewContainer,
  TeamSettingsContainer,
  useTRPC,
} from '@waqt/ui';
import { useSessionUser } from '../boot/session.ts';
import { useLang } from './auth.ts';
import { routes } from '@waqt/contracts';

function useTeamId(): string {
  return useParams().teamId ?? '';
}

/** /dashboard/team/new */
export function TeamNewPage() {
  const lang = useLang();
  const navigate = useNavigate();
  return <TeamNewContainer onCreated={(team) => void navigate(routes.team(lang, team.id))} />;
}

/** /dashboard/team/{teamId} */
export function TeamHomePage() {
  const lang = useLang();
  const user = useSessionUser();
  const teamId = useTeamId();
    return (
    <TeamHomeContainer
      key={teamId}
      teamId={teamId}
      calendarNewHref={routes.calendarNew(lang, teamId)}
      membersHref={routes.team(lang, teamId, 'members')}
      settingsHref={routes.team(lang, teamId, 'settings')}
      billingHref={routes.billing(lang, teamId)}
      newTeamHref={routes.teamNew(lang)}
      calendarHref={(calendarId) => routes.calendar(lang, teamId, calendarId)}
      bookingsToMarkHref={`${routes.team(lang, teamId, 'bookings')}?tab=past&filter=needs-marking`}
      timezone={user?.timezone}
    />
  );
}

/** /dashboard/team/{teamId}/settings (owners; assistants see the permission message). */
export function TeamSettingsPage() {
  const lang = useLang();
  const teamId = useTeamId();
  return (
    <TeamSettingsContainer
      key={teamId}
      teamId={teamId}
      paymentProviders={
        <PaymentProvidersContainer
          teamId={teamId}
          // The API answers the gateway at the app's origin (one origin in production; proxied in development).
          webhookUrl={`${window.location.origin}/hook/bookings/payments/moyasar`}
          upgradeHref={routes.teamNew(lang)}
        />
      }
      // SMS and WhatsApp for reminders (`#messaging`: the event type form's "Set up SMS in team settings").
      messaging={<MessagingSettingsContainer teamId={teamId} upgradeHref={routes.teamNew(lang)} />}
    />
  );
}

/** /dashboard/team/{teamId}/members, with the owner's invites below. */
export function MembersPage() {
  const lang = useLang();
  const teamId = useTeamId();
  const user = useSessionUser();
  return <MembersContainer key={teamId} teamId={teamId} newTeamHref={routes.teamNew(lang)} timeZone={user?.timezone} />;
}

/** /invite/{token}: preview for anyone; joining needs a session (sign-in comes back here via ?next). */
export function InvitePage() {
  const lang = useLang();
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const user = useSessionUser();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const back = routes.invite(lang, token);
  return (
    <InviteAcceptContainer
      token={token}
      signedIn={user !== null}
      loginHref={routes.home(lang, back)}
      registerHref={routes.register(lang, back)}
      homeHref={user ? routes.dashboard(lang) : routes.home(lang)}
      timeZone={user?.timezone}
      onJoined={(teamId) => {
        void queryClient.invalidateQueries({ queryKey: trpc.teams.list.queryKey() });
        void navigate(routes.team(lang, teamId));
      }}
    />
  );
}

/** /dashboard/team/{teamId}/calendars/new */
export function CalendarNewPage() {
  const lang = useLang();
  const teamId = useTeamId();
  const navigate = useNavigate();
  const user = useSessionUser();
  return (
    <CalendarNewContainer
      key={teamId}
      teamId={teamId}
      billingHref={routes.billing(lang, teamId)}
      defaultTimezone={user?.timezone}
      onCreated={(calendarId) => void navigate(routes.calendar(lang, teamId, calendarId))}
    />
  );
}
