import { useParams } from 'react-router';
import { LandingContainer } from '@waqt/ui';

export default function LandingPage() {
  const { lang } = useParams();
  return (
    <LandingContainer
      loginHref={`/${lang}/auth/otp`}
      registerHref={`/${lang}/auth/register`}
      dashboardHref={`/${lang}/dashboard`}
    />
  );
}
