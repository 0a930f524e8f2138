import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AccountContainer } from '@waqt/ui';
import { session } from '../boot/session.ts';
import { withLocale } from '../boot/locale.ts';
import { analytics } from '../analytics/analytics.ts';
import { useLang } from './auth.ts';
import { routes } from '@waqt/contracts';

/** /dashboard/account. A new language moves the page to its prefix; logout goes home. */
export default function AccountPage() {
  const lang = useLang();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [consent, setConsent] = useState(() => analytics.hasConsent());
  return (
    <AccountContainer
      onUserChanged={(user) => {
        session.set(user);
        if (user.locale !== lang) void navigate(withLocale(pathname, user.locale), { replace: true });
      }}
      onLoggedOut={() => {
        session.clear();
        queryClient.clear();
        void navigate(routes.home(lang), { replace: true });
      }}
      analytics={
        consent === null
          ? undefined
          : {
              consent,
              onChange: (granted) => {
                analytics.setConsent(granted);
                setConsent(granted);
              },
            }
      }
    />
  );
}
