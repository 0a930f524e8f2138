import { useNavigate } from 'react-router';
import { OnboardingContainer } from '@waqt/ui';
import { useLang } from './auth.ts';
import { routes } from '@waqt/contracts';

/**
 * /dashboard/setup: the guided setup after sign-up (three screens; its own lazy chunk, never on the
 * public pages' path). Someone with nothing to set up goes on to the dashboard.
 */
export default function SetupPage() {
  const lang = useLang();
  const navigate = useNavigate();
  const dashboard = routes.dashboard(lang);
  return (
    <OnboardingContainer
      origin={window.location.origin}
      dashboardHref={dashboard}
      previewHref={(slug) => routes.publicCalendar(lang, slug)}
      calendarHref={(teamId, calendarId) => routes.calendar(lang, teamId, calendarId)}
      onNothingToDo={() => void navigate(dashboard, { replace: true })}
    />
  );
}
