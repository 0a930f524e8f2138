import { useSearchParams } from 'react-router';
import { OtpContainer } from '@waqt/ui';
import { useSignedIn } from './auth.ts';

/** /auth/otp: sign in with a code, or verify a new account's email (`?purpose=verify_email`). */
export default function OtpPage() {
  const [params] = useSearchParams();
  const onSignedIn = useSignedIn();
  const purpose = params.get('purpose') === 'verify_email' ? 'verify_email' : 'login';
  return (
    <OtpContainer
      purpose={purpose}
      email={params.get('email') ?? undefined}
      alreadySent={params.get('sent') === '1'}
      resendAt={params.get('resendAt') ?? undefined}
      onSignedIn={onSignedIn}
    />
  );
}
