import { useNavigate, useSearchParams } from 'react-router';
import { LandingContainer, LoginContainer } from '@waqt/ui';
import { googleStartHref, useLang, useNextSuffix, useSignedIn } from './auth.ts';

/** `/`: what Waqt is, with the password sign-in beside it (SPEC §2 "landing page with login"). */
export default function LandingPage() {
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = useNextSuffix();
  const onSignedIn = useSignedIn();
  return (
    <LandingContainer
      loginHref={`/${lang}/auth/otp${next}`}
      registerHref={`/${lang}/auth/register${next}`}
      dashboardHref={`/${lang}/dashboard`}
      login={
        <LoginContainer
          headingLevel={2}
          otpHref={`/${lang}/auth/otp${next}`}
          resetHref={`/${lang}/auth/password/resetrequest`}
          registerHref={`/${lang}/auth/register${next}`}
          googleHref={googleStartHref(lang, params.get('next'))}
          onSignedIn={onSignedIn}
          onNeedsVerification={(email) =>
            void navigate(`/${lang}/auth/otp?purpose=verify_email&email=${encodeURIComponent(email)}${next.replace('?', '&')}`)
          }
        />
      }
    />
  );
}
