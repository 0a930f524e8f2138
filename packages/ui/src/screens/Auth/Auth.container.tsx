import { useEffect, useEffectEvent, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE, type CurrentUser, type ErrorCode, type Locale, type OtpPurpose } from '@waqt/contracts';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf, fieldIssuesOf } from '../../trpc/errors.ts';
import { fromServerFields } from '../../forms/validation.ts';
import { LoginForm, type LoginFormProps } from './LoginForm.tsx';
import { OtpForm } from './OtpForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { ResetRequestForm, ResetSubmitForm } from './ResetForms.tsx';
import { GoogleAuthStatus } from './GoogleAuthStatus.tsx';
import { EmailUndoForm } from './EmailUndoForm.tsx';

/** The code and field issues of a failed mutation, for a form. */
function failure(error: unknown) {
  if (!error) return { error: undefined, serverErrors: {} };
  return { error: errorCodeOf(error), serverErrors: fromServerFields(fieldIssuesOf(error)) };
}

/** The browser's IANA zone, for a new account (Asia/Riyadh when the browser does not say). */
export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

export interface LoginContainerProps extends Pick<LoginFormProps, 'otpHref' | 'resetHref' | 'registerHref' | 'defaultEmail' | 'headingLevel'> {
  /** Called with the signed-in user (the app caches it; its guards then go to the dashboard). */
  onSignedIn: (user: CurrentUser) => void;
  /** The account exists but its email is not verified yet: go to the code step. */
  onNeedsVerification: (email: string) => void;
  /** Start URL of the Google round trip (shown only when the API has Google configured). */
  googleHref: string;
}

/** Email + password sign-in wired to `auth.loginPassword` and `auth.providers`. */
export function LoginContainer({ onSignedIn, onNeedsVerification, googleHref, ...links }: LoginContainerProps) {
  const trpc = useTRPC();
  const providers = useQuery({ ...trpc.auth.providers.queryOptions(), staleTime: Infinity, retry: false });
  // After many wrong passwords the address needs a mailed code as well: send one, then ask for it.
  const [codeSentTo, setCodeSentTo] = useState<string | undefined>();
  const requestCode = useMutation(
    trpc.auth.requestOtp.mutationOptions({
      onSuccess: (_r, v) => setCodeSentTo(v.email),
      // A code sent less than a minute ago is still good.
      onError: (e, v) => {
        if (errorCodeOf(e) === 'OTP_RESEND_TOO_SOON') setCodeSentTo(v.email);
      },
    }),
  );
  const login = useMutation(
    trpc.auth.loginPassword.mutationOptions({
      onSuccess: (user) => onSignedIn(user),
      onError: (e, vars) => {
        const code = errorCodeOf(e);
        if (code === 'EMAIL_NOT_VERIFIED') onNeedsVerification(vars.email);
        if (code === 'LOGIN_CODE_REQUIRED' && vars.email !== codeSentTo) requestCode.mutate({ email: vars.email, purpose: 'login' });
      },
    }),
  );
  const shown = failure(login.error);
  // Once the code is on its way the notice says what to do; the refusal itself is no news.
  const error = codeSentTo && shown.error === 'LOGIN_CODE_REQUIRED' ? undefined : shown.error;
  return (
    <LoginForm
      {...links}
      onSubmit={(v) => login.mutate(codeSentTo && v.email !== codeSentTo ? { email: v.email, password: v.password } : v)}
      isPending={login.isPending || requestCode.isPending}
      error={error ?? failure(requestCode.error).error}
      serverErrors={shown.serverErrors}
      googleHref={providers.data?.google ? googleHref : undefined}
      codeSentTo={codeSentTo}
      onResendCode={codeSentTo ? () => requestCode.mutate({ email: codeSentTo, purpose: 'login' }) : undefined}
    />
  );
}

export interface OtpContainerProps {
  purpose: OtpPurpose;
  /** Email from the link (after registration or a login that needs verification). */
  email?: string | undefined;
  /** The code was already sent (registration sends it): open on the code step. */
  alreadySent?: boolean;
  /** When the already-sent code may be resent. */
  resendAt?: string | undefined;
  onSignedIn: (user: CurrentUser) => void;
}

/** One-time code sign-in / email verification wired to `auth.requestOtp` and `auth.verifyOtp`. */
export function OtpContainer({ purpose, email, alreadySent, resendAt: initialResendAt, onSignedIn }: OtpContainerProps) {
  const trpc = useTRPC();
  const [sentTo, setSentTo] = useState<string | undefined>(alreadySent && email ? email : undefined);
  const [resendAt, setResendAt] = useState<string | undefined>(initialResendAt);
  const [last, setLast] = useState<'request' | 'verify'>('request');
  const request = useMutation(
    trpc.auth.requestOtp.mutationOptions({
      onSuccess: (r, v) => {
        setSentTo(v.email);
        setResendAt(r.resendAt);
      },
    }),
  );
  const verify = useMutation(trpc.auth.verifyOtp.mutationOptions({ onSuccess: (user) => onSignedIn(user) }));
  const active = last === 'request' ? request : verify;
  return (
    <OtpForm
      key={sentTo ?? 'email'}
      purpose={purpose}
      sentTo={sentTo}
      defaultEmail={email ?? ''}
      resendAt={resendAt}
      onRequestCode={(to) => {
        setLast('request');
        verify.reset();
        request.mutate({ email: to, purpose });
      }}
      onVerify={(to, code) => {
        setLast('verify');
        request.reset();
        verify.mutate({ email: to, code, purpose });
      }}
      onChangeEmail={() => {
        request.reset();
        verify.reset();
        setSentTo(undefined);
        setResendAt(undefined);
      }}
      isPending={request.isPending || verify.isPending}
      error={failure(active.error).error}
    />
  );
}

export interface RegisterContainerProps {
  loginHref: string;
  /** The account was created and a code sent to `email`: continue to the verification step. */
  onRegistered: (email: string, resendAt: string) => void;
  /** Signing up from an invite (its token, from `?next=`): the invited address fills the email. */
  inviteToken?: string | undefined;
}

/**
 * Sign-up wired to `auth.register`; the locale and the browser's time zone go with it. From an invite,
 * `invites.preview` gives the invited address (an invite that no longer works just leaves it empty).
 */
export function RegisterContainer({ loginHref, onRegistered, inviteToken }: RegisterContainerProps) {
  const trpc = useTRPC();
  const { i18n } = useTranslation();
  const invite = useQuery({ ...trpc.invites.preview.queryOptions({ token: inviteToken ?? '' }), enabled: !!inviteToken, retry: false });
  const register = useMutation(
    trpc.auth.register.mutationOptions({ onSuccess: (r, v) => onRegistered(v.email, r.resendAt) }),
  );
  return (
    <RegisterForm
      loginHref={loginHref}
      invitedEmail={invite.data?.email}
      onSubmit={(v) => register.mutate({ ...v, locale: i18n.language as Locale, timezone: browserTimezone() })}
      isPending={register.isPending}
      {...failure(register.error)}
    />
  );
}

/** Reset request wired to `auth.resetRequest` (same answer whether or not the account exists). */
export function ResetRequestContainer({ loginHref }: { loginHref: string }) {
  const trpc = useTRPC();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const request = useMutation(trpc.auth.resetRequest.mutationOptions({ onSuccess: (_r, v) => setSentTo(v.email) }));
  return (
    <ResetRequestForm
      loginHref={loginHref}
      onSubmit={(email) => request.mutate({ email })}
      isPending={request.isPending}
      error={failure(request.error).error}
      sentTo={sentTo}
    />
  );
}

export interface ResetSubmitContainerProps {
  token: string | null;
  requestHref: string;
  /** The new password is set and this browser is signed in with it. */
  onSignedIn: (user: CurrentUser) => void;
}

/** New password from a reset link, wired to `auth.resetSubmit`. */
export function ResetSubmitContainer({ token, requestHref, onSignedIn }: ResetSubmitContainerProps) {
  const trpc = useTRPC();
  const submit = useMutation(trpc.auth.resetSubmit.mutationOptions({ onSuccess: (user) => onSignedIn(user) }));
  return (
    <ResetSubmitForm
      token={token}
      requestHref={requestHref}
      onSubmit={(password) => token && submit.mutate({ token, password })}
      isPending={submit.isPending}
      error={failure(submit.error).error}
    />
  );
}

export interface EmailUndoContainerProps {
  token: string | null;
  resetHref: string;
  loginHref: string;
  /** The change was undone and every session of the account ended: the app forgets its cached user. */
  onUndone: () => void;
}

/** The old address's undo link, wired to `account.undoEmailChange`. */
export function EmailUndoContainer({ token, resetHref, loginHref, onUndone }: EmailUndoContainerProps) {
  const trpc = useTRPC();
  const undo = useMutation(trpc.account.undoEmailChange.mutationOptions({ onSuccess: () => onUndone() }));
  return (
    <EmailUndoForm
      token={token}
      onUndo={() => token && undo.mutate({ token })}
      isPending={undo.isPending}
      error={failure(undo.error).error}
      restored={undo.data?.email}
      resetHref={resetHref}
      loginHref={loginHref}
    />
  );
}

export interface GoogleAuthContainerProps {
  /** `error` from the landing URL, set by the API when the round trip failed. */
  error?: string | null | undefined;
  loginHref: string;
  onSignedIn: (user: CurrentUser) => void;
}

/** /googleAuth: the API set the session cookie; fetch the user and hand it to the app. */
export function GoogleAuthContainer({ error, loginHref, onSignedIn }: GoogleAuthContainerProps) {
  const trpc = useTRPC();
  const me = useQuery({ ...trpc.account.me.queryOptions(), enabled: !error, retry: false });
  // Once per fetched user, not again when the parent passes a new onSignedIn.
  const signedIn = useEffectEvent(onSignedIn);
  useEffect(() => {
    if (me.data) signedIn(me.data);
  }, [me.data]);
  const code: ErrorCode | undefined = error ? 'GOOGLE_SIGNIN_FAILED' : me.isError ? 'GOOGLE_SIGNIN_FAILED' : undefined;
  return <GoogleAuthStatus error={code} loginHref={loginHref} />;
}
