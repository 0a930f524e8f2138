import { useNavigate } from 'react-router';
import { RegisterContainer } from '@waqt/ui';
import { useLang, useNextSuffix } from './auth.ts';

/** /auth/register: creates the account, then continues to the email verification code. */
export default function RegisterPage() {
  const lang = useLang();
  const navigate = useNavigate();
  const next = useNextSuffix();
  return (
    <RegisterContainer
      loginHref={`/${lang}${next}`}
      onRegistered={(email, resendAt) => {
        const q = new URLSearchParams({ purpose: 'verify_email', email, sent: '1', resendAt });
        void navigate(`/${lang}/auth/otp?${q}${next.replace('?', '&')}`);
      }}
    />
  );
}
