import { useSearchParams } from 'react-router';
import { ResetSubmitContainer } from '@waqt/ui';
import { useLang, useSignedIn } from './auth.ts';
import { routes } from '@waqt/contracts';

/** /auth/password/resetsubmit?token=…: the link from the reset mail. */
export default function ResetSubmitPage() {
  const lang = useLang();
  const [params] = useSearchParams();
  const onSignedIn = useSignedIn();
  return <ResetSubmitContainer token={params.get('token')} requestHref={routes.resetRequest(lang)} onSignedIn={onSignedIn} />;
}
