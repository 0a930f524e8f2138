import { useSearchParams } from 'react-router';
import { EmailUndoContainer } from '@waqt/ui';
import { session } from '../boot/session.ts';
import { useLang } from './auth.ts';

/** /auth/email/undo?token=…: the link mailed to the old address after an email change. */
export default function EmailUndoPage() {
  const lang = useLang();
  const [params] = useSearchParams();
  return (
    <EmailUndoContainer
      token={params.get('token')}
      resetHref={`/${lang}/auth/password/resetrequest`}
      loginHref={`/${lang}`}
      onUndone={() => session.clear()}
    />
  );
}
