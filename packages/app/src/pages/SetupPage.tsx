import { useNavigate } from 'react-router';
import { OnboardingContainer } from '@waqt/ui';
import { useLang } from './auth.ts';

/**
 * /dashboard/setup: the guided setup after sign-up (three screens; its own lazy chunk, never on the
 * public pages' path). Someone with nothing to set up goes on to the dashboard.
 */
export default function SetupPage() {
  const lang = useLang();
  const navigate = useNavigate();
  const dashboard = `/${lang}/dashboard`;
  return (
    <OnboardingContainer
      origin={window.location.origin}
      dashboardHref={dashboard}
      previewHref={(slug) => `/${lang}/${slug}`}
      calendarHref={(teamId, calendarId) => `${dashboard}/team/${teamId}/calendars/${calendarId}`}
      onNothingToDo={() => void navigate(dashboard, { replace: true })}
    />
  );
}
