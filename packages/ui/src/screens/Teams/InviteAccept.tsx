import { useTranslation } from 'react-i18next';
import type { ErrorCode, InvitePreviewView } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Inline, Page, PageHeader, Stack, Text, Bidi } from '../../components/layout/index.ts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { DetailItem, DetailList } from '../../patterns/DetailList.tsx';
import { RoleBadge } from '../../patterns/RoleBadge.tsx';
import { type ActionState } from '../../patterns/action.ts';
import { formatDateTime } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';

/** What an invitee sees before accepting (invites.preview). */
export type InvitePreview = InvitePreviewView;

export interface InviteAcceptProps {
  /** The invite; undefined while loading. */
  preview: InvitePreview | undefined;
  /** Failure while loading; INVITE_EXPIRED shows "expired", INVITE_INVALID (and a malformed or unknown token) the "not valid" view. */
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
  /** Time zone for the expiry (the viewer's; the browser's when left out). */
  timeZone?: string | undefined;
}

/** Errors that mean "this link will never work": used, cancelled, already a member, or not a token at all. */
const INVALID: ReadonlySet<ErrorCode> = new Set(['INVITE_INVALID', 'INVALID_REQUEST', 'NOT_FOUND']);

/** /invite/{token}: the team, the role and the invited address; join, or log in / register to join. */
export function InviteAccept({ preview, error, onRetry, signedIn, onJoin, joinState = {}, loginHref, registerHref, homeHref, timeZone }: InviteAcceptProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  // Expired: the owner can resend it and this same link works again, so it says so rather than "not valid".
  const expired = error === 'INVITE_EXPIRED' || joinState.error === 'INVITE_EXPIRED';
  const invalid = (error && INVALID.has(error)) || joinState.error === 'INVITE_INVALID';
  let content;
  if (expired || invalid) {
    content = (
      <div role="alert">
        <EmptyState
          title={t(expired ? 'teams.accept.expiredTitle' : 'teams.accept.invalidTitle')}
          body={t(expired ? 'teams.accept.expiredBody' : 'errors.INVITE_INVALID')}
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
        <Stack>
          <Text tone="secondary">{t('teams.accept.lead', { team: preview.teamName })}</Text>
          <DetailList>
            <DetailItem label={t('teams.accept.team')}>{preview.teamName}</DetailItem>
            <DetailItem label={t('teams.accept.role')}>
              <RoleBadge role={preview.role} />
            </DetailItem>
            <DetailItem label={t('teams.accept.email')}>
              <Bidi>{preview.email}</Bidi>
            </DetailItem>
            <DetailItem label={t('teams.accept.validUntil')}>
              <time dateTime={preview.expiresAt}>{formatDateTime(preview.expiresAt, locale, timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, { dateStyle: 'long', timeStyle: 'short' })}</time>
            </DetailItem>
          </DetailList>
          <ErrorAlert code={joinState.error} />
          {signedIn ? (
            <Inline align="end">
              <Button onPress={onJoin} isPending={joinState.isPending}>{t('teams.accept.join', { team: preview.teamName })}</Button>
            </Inline>
          ) : (
            <>
              <Text tone="secondary" size="small">{t('teams.accept.signedOutHelp')}</Text>
              <Inline align="end" space="lg">
                <Link href={registerHref} variant="standalone">{t('teams.accept.register')}</Link>
                <Link href={loginHref} variant="standalone">{t('teams.accept.login')}</Link>
              </Inline>
            </>
          )}
        </Stack>
      </Card>
    );
  }
  return (
    <Page width="narrow">
      <PageHeader title={t('teams.accept.title')} />
      {content}
    </Page>
  );
}
