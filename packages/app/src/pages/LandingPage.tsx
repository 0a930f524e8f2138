import { useNavigate, useSearchParams } from 'react-router';
import { LandingContainer, LoginContainer } from '@waqt/ui';
import { googleStartHref, useLang, useNextSuffix, useSignedIn } from './auth.ts';
import { routes } from '@waqt/contracts';

/** `/`: what Waqt is, with the password sign-in beside it (SPEC §2 "landing page with login"). */
export default function LandingPage() {
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = useNextSuffix();
  const onSignedIn = useSignedIn();
  return (
    <LandingContainer
      loginHref={`${routes.otp(lang)}${next}`}
      registerHref={`${routes.register(lang)}${next}`}
      dashboardHref={routes.dashboard(lang)}
      login={
        <LoginContainer
          headingLevel={2}
          otpHref={`${routes.otp(lang)}${next}`}
          resetHref={routes.resetRequest(lang)}
          registerHref={`${routes.register(lang)}${next}`}
          googleHref={googleStartHref(lang, params.get('next'))}
          onSignedIn={onSignedIn}
          onNeedsVerification={(email) =>
            void navigate(`${routes.otp(lang)}?purpose=verify_email&email=${encodeURIComponent(email)}${next.replace('?', '&')}`)
          }
        />
      }
    />
  );
}
