import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { routes, type Locale } from '@waqt/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppShell, teamIdOf, teamNavItems, useTRPC, useTRPCClient } from '@waqt/ui';
import { session, useSessionUser } from '../boot/session.ts';
import { usePrefs } from '../boot/prefs.tsx';
import { withLocale } from '../boot/locale.ts';

// The user menu and team switcher (menus, popovers: a third of the shell's weight) only show to a
// signed-in user: a chunk a visitor of the landing page never loads. Fetched now when a user is
// already signed in, so the header does not wait for it.
const loadMenus = () => import('./signed-in-menus.ts');
if (session.isLoggedIn()) void loadMenus();
const TeamSwitcher = lazy(() => loadMenus().then((m) => ({ default: m.TeamSwitcher })));
const UserMenu = lazy(() => loadMenus().then((m) => ({ default: m.UserMenu })));
// The past-due banner (BILLING.md §5) shows inside a team only: its own chunk, never the landing's.
const PastDueBanner = lazy(() => import('./PastDueBanner.ts').then((m) => ({ default: m.PastDueBannerContainer })));

/** The default layout: header with brand, language and theme switches (loaded through DefaultLayout.tsx). */
export default function AppLayout() {
  const { lang } = useParams() as { lang: Locale };
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { theme, setTheme } = usePrefs();
  const user = useSessionUser();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const teamId = teamIdOf(pathname);
  const trpc = useTRPC();
  const teams = useQuery({ ...trpc.teams.list.queryOptions(), enabled: !!user && !!teamId });
  // The team's calendars in the side navigation (each one's event types and availability one click away).
  const calendars = useQuery({ ...trpc.calendars.list.queryOptions({ teamId: teamId ?? '' }), enabled: !!user && !!teamId });
  // Members, billing and settings are for owners: left out until the role is known (teams.list).
  const role = teams.data?.find((team) => team.id === teamId)?.role;
  const nav = teamNavItems(pathname, lang, t, calendars.data, role);
  const logout = async () => {
    try {
      await client.account.logout.mutate();
    } catch (error) {
      console.error('Logout failed; clearing the local session anyway', error);
    }
    session.clear();
    queryClient.clear();
    void navigate(routes.home(lang), { replace: true });
  };
  return (
    <AppShell
      locale={lang}
      theme={theme}
      homeHref={routes.home(lang)}
      onThemeChange={setTheme}
      nav={user ? nav : undefined}
      navHeader={
        user && teamId ? (
          <Suspense fallback={null}>
            <TeamSwitcher
              teams={teams.data}
              currentTeamId={teamId}
              teamHref={(id) => routes.team(lang, id)}
              allTeamsHref={routes.dashboard(lang)}
              newTeamHref={routes.teamNew(lang)}
            />
          </Suspense>
        ) : undefined
      }
      headerEnd={
        user ? (
          <Suspense fallback={null}>
            <UserMenu
              fullName={user.fullName}
              email={user.email}
              dashboardHref={routes.dashboard(lang)}
              accountHref={routes.account(lang)}
              onLogout={() => void logout()}
            />
          </Suspense>
        ) : undefined
      }
      onLocaleChange={(next) => void navigate(`${withLocale(pathname, next)}${search}${hash}`, { replace: true })}
    >
      {/* Not on the billing pages: they say it in full, with Retry now. */}
      {user && teamId && !nav?.some((item) => item.id === 'billing' && item.isCurrent) ? (
        <Suspense fallback={null}>
          <PastDueBanner key={teamId} teamId={teamId} billingHref={routes.billing(lang, teamId)} />
        </Suspense>
      ) : null}
      <Outlet />
    </AppShell>
  );
}
