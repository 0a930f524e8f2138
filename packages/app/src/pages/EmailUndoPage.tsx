import { useSearchParams } from 'react-router';
import { EmailUndoContainer } from '@waqt/ui';
import { session } from '../boot/session.ts';
import { useLang } from './auth.ts';
import { routes } from '@waqt/contracts';

/** /auth/email/undo?token=…: the link mailed to the old address after an email change. */
export default function EmailUndoPage() {
  const lang = useLang();
  const [params] = useSearchParams();
  return (
    <EmailUndoContainer
      token={params.get('token')}
      resetHref={routes.resetRequest(lang)}
      loginHref={routes.home(lang)}
      onUndone={() => session.clear()}
    />
  );
}
