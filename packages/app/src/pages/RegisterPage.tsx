import { useNavigate, useSearchParams } from 'react-router';
import { RegisterContainer } from '@waqt/ui';
import { useLang, useNextSuffix } from './auth.ts';
import { routes } from '@waqt/contracts';

/** /auth/register: creates the account, then continues to the email verification code (and from there to the setup). */
export default function RegisterPage() {
  const lang = useLang();
  const navigate = useNavigate();
  const next = useNextSuffix();
  // From an invite's page (`?next=/{lang}/invite/{token}`): the form starts with the invited address.
  const inviteToken = /^\/(?:en|ar)\/invite\/([^/?#]+)$/.exec(useSearchParams()[0].get('next') ?? '')?.[1];
  // Once the code is entered the guard goes on to `next`: an invite's page, else the guided setup.
  const afterVerify = next ? next.replace('?', '&') : `&next=${encodeURIComponent(routes.setup(lang))}`;
  return (
    <RegisterContainer
      loginHref={`${routes.home(lang)}${next}`}
      inviteToken={inviteToken}
      onRegistered={(email, resendAt) => {
        const q = new URLSearchParams({ purpose: 'verify_email', email, sent: '1', resendAt });
        void navigate(`${routes.otp(lang)}?${q}${afterVerify}`);
      }}
    />
  );
}
