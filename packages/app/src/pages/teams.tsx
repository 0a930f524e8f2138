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

function useTeamId(): string {
  return useParams().teamId ?? '';
}

/** /dashboard/team/new */
export function TeamNewPage() {
  const lang = useLang();
  const navigate = useNavigate();
  return <TeamNewContainer onCreated={(team) => void navigate(`/${lang}/dashboard/team/${team.id}`)} />;
}

/** /dashboard/team/{teamId} */
export function TeamHomePage() {
  const lang = useLang();
  const user = useSessionUser();
  const teamId = useTeamId();
  const base = `/${lang}/dashboard/team/${teamId}`;
  return (
    <TeamHomeContainer
      key={teamId}
      teamId={teamId}
      calendarNewHref={`${base}/calendars/new`}
      membersHref={`${base}/members`}
      settingsHref={`${base}/settings`}
      billingHref={`${base}/billing`}
      newTeamHref={`/${lang}/dashboard/team/new`}
      calendarHref={(calendarId) => `${base}/calendars/${calendarId}`}
      bookingsToMarkHref={`${base}/bookings?tab=past&filter=needs-marking`}
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
          upgradeHref={`/${lang}/dashboard/team/new`}
        />
      }
      // SMS and WhatsApp for reminders (`#messaging`: the event type form's "Set up SMS in team settings").
      messaging={<MessagingSettingsContainer teamId={teamId} upgradeHref={`/${lang}/dashboard/team/new`} />}
    />
  );
}

/** /dashboard/team/{teamId}/members, with the owner's invites below. */
export function MembersPage() {
  const lang = useLang();
  const teamId = useTeamId();
  const user = useSessionUser();
  return <MembersContainer key={teamId} teamId={teamId} newTeamHref={`/${lang}/dashboard/team/new`} timeZone={user?.timezone} />;
}

/** /invite/{token}: preview for anyone; joining needs a session (sign-in comes back here via ?next). */
export function InvitePage() {
  const lang = useLang();
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const user = useSessionUser();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const next = `?next=${encodeURIComponent(`/${lang}/invite/${token}`)}`;
  return (
    <InviteAcceptContainer
      token={token}
      signedIn={user !== null}
      loginHref={`/${lang}${next}`}
      registerHref={`/${lang}/auth/register${next}`}
      homeHref={user ? `/${lang}/dashboard` : `/${lang}`}
      timeZone={user?.timezone}
      onJoined={(teamId) => {
        void queryClient.invalidateQueries({ queryKey: trpc.teams.list.queryKey() });
        void navigate(`/${lang}/dashboard/team/${teamId}`);
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
      billingHref={`/${lang}/dashboard/team/${teamId}/billing`}
      defaultTimezone={user?.timezone}
      onCreated={(calendarId) => void navigate(`/${lang}/dashboard/team/${teamId}/calendars/${calendarId}`)}
    />
  );
}
