import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import type { Locale } from '@waqt/contracts';
import { AppShell } from '@waqt/ui';
import { usePrefs } from '../boot/prefs.tsx';
import { withLocale } from '../boot/locale.ts';

/** The default layout: header with brand, language and theme switches. */
export function DefaultLayout() {
  const { lang } = useParams() as { lang: Locale };
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { theme, setTheme } = usePrefs();
  return (
    <AppShell
      locale={lang}
      theme={theme}
      homeHref={`/${lang}`}
      onThemeChange={setTheme}
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
