import { useTranslation } from 'react-i18next';
import type { ErrorCode, TeamRole } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { RoleBadge } from '../../patterns/RoleBadge.tsx';
import { type ActionState } from '../../patterns/action.ts';
import * as s from './Teams.css.ts';

/** What an invitee sees before accepting (invites.preview). */
export interface InvitePreview {
  teamName: string;
  role: TeamRole;
  email: string;
}

export interface InviteAcceptProps {
  /** The invite; undefined while loading. */
  preview: InvitePreview | undefined;
  /** Failure while loading; INVITE_INVALID (and a malformed or unknown token) shows the "not valid" view. */
  error?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** Whether someone is signed in: they can join at once, others log in or register first. */
  signedIn: boolean;
  /** Joins the team (signed in only). */
  onJoin: () => void;
  /** Pending state and the last failure of the join call. */
  joinState?: ActionState | undefined;
  /** Log in, coming back here afterwards (the app appends ?next=). */
  loginHref: string;
  /** Create an account, coming back here afterwards. */
  registerHref: string;
  /** Where the "not valid" view leads: the dashboard when signed in, the home page otherwise. */
  homeHref: string;
}

/** Errors that mean "this link will never work": used, cancelled, expired, already a member, or not a token at all. */
const INVALID: ReadonlySet<ErrorCode> = new Set(['INVITE_INVALID', 'INVALID_REQUEST', 'NOT_FOUND']);

/** /invite/{token}: the team, the role and the invited address; join, or log in / register to join. */
export function InviteAccept({ preview, error, onRetry, signedIn, onJoin, joinState = {}, loginHref, registerHref, homeHref }: InviteAcceptProps) {
  const { t } = useTranslation();
  const invalid = (error && INVALID.has(error)) || joinState.error === 'INVITE_INVALID';
  let content;
  if (invalid) {
    content = (
      <div role="alert">
        <EmptyState
          title={t('teams.accept.invalidTitle')}
          body={t('errors.INVITE_INVALID')}
          headingLevel={2}
          action={<Link href={homeHref} variant="standalone">{signedIn ? t('teams.accept.dashboard') : t('teams.accept.home')}</Link>}
        />
      </div>
    );
  } else if (error) content = <LoadFailure title={t('teams.accept.loadError')} code={error} onRetry={onRetry} />;
  else if (!preview) content = <LoadingBlocks count={1} blockSize="10rem" />;
  else {
    content = (
      <Card>
        <div className={s.form}>
          <p className={s.lead}>{t('teams.accept.lead', { team: preview.teamName })}</p>
          <dl className={s.dl}>
            <dt className={s.dt}>{t('teams.accept.team')}</dt>
            <dd className={s.dd}>{preview.teamName}</dd>
            <dt className={s.dt}>{t('teams.accept.role')}</dt>
            <dd className={s.dd}>
              <RoleBadge role={preview.role} />
            </dd>
            <dt className={s.dt}>{t('teams.accept.email')}</dt>
            <dd className={s.dd}>
              <bdi>{preview.email}</bdi>
            </dd>
          </dl>
          <ErrorAlert code={joinState.error} />
          {signedIn ? (
            <div className={s.actions}>
              <Button onPress={onJoin} isPending={joinState.isPending}>{t('teams.accept.join', { team: preview.teamName })}</Button>
            </div>
          ) : (
            <>
              <p className={s.muted}>{t('teams.accept.signedOutHelp')}</p>
              <div className={s.linkActions}>
                <Link href={registerHref} variant="standalone">{t('teams.accept.register')}</Link>
                <Link href={loginHref} variant="standalone">{t('teams.accept.login')}</Link>
              </div>
            </>
          )}
        </div>
      </Card>
    );
  }
  return (
    <div className={`${s.page} ${s.narrow}`}>
      <h1 className={s.title}>{t('teams.accept.title')}</h1>
      {content}
    </div>
  );
}
