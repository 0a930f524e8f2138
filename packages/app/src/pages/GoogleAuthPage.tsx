import { useNavigate, useSearchParams } from 'react-router';
import { GoogleAuthContainer } from '@waqt/ui';
import { session } from '../boot/session.ts';
import { safeNext } from '../boot/next.ts';
import { useLang } from './auth.ts';
import { routes } from '@waqt/contracts';

/** /googleAuth: where the API's Google callback lands, with the session cookie set or `?error=`. */
export default function GoogleAuthPage() {
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <GoogleAuthContainer
      error={params.get('error')}
      loginHref={routes.home(lang)}
      onSignedIn={(user) => {
        session.set(user);
        void navigate(safeNext(`?${params}`) ?? routes.dashboard(user.locale), { replace: true });
      }}
    />
  );
}
