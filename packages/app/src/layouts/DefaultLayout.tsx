import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import type { Locale } from '@waqt/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { AppShell, UserMenu, useTRPCClient } from '@waqt/ui';
import { session, useSessionUser } from '../boot/session.ts';
import { usePrefs } from '../boot/prefs.tsx';
import { withLocale } from '../boot/locale.ts';

/** The default layout: header with brand, language and theme switches. */
export function DefaultLayout() {
  const { lang } = useParams() as { lang: Locale };
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { theme, setTheme } = usePrefs();
  const user = useSessionUser();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const logout = async () => {
    try {
      await client.account.logout.mutate();
    } catch (error) {
      console.error('Logout failed; clearing the local session anyway', error);
    }
    session.clear();
    queryClient.clear();
    void navigate(`/${lang}`, { replace: true });
  };
  return (
    <AppShell
      locale={lang}
      theme={theme}
      homeHref={`/${lang}`}
      onThemeChange={setTheme}
      headerEnd={
        user ? (
          <UserMenu
            fullName={user.fullName}
            email={user.email}
            dashboardHref={`/${lang}/dashboard`}
            accountHref={`/${lang}/dashboard/account`}
            onLogout={() => void logout()}
          />
        ) : undefined
      }
      onLocaleChange={(next) => void navigate(`${withLocale(pathname, next)}${search}${hash}`, { replace: true })}
    >
      <Outlet />
    </AppShell>
  );
}

/** The empty layout: no chrome (public booking pages, printable invoices). */
export function EmptyLayout() {
  return <Outlet />;
}
