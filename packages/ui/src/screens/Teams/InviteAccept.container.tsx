import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/Toast/Toast.tsx';
import { useTRPC } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { InviteAccept, type InviteAcceptProps } from './InviteAccept.tsx';

export interface InviteAcceptContainerProps extends Pick<InviteAcceptProps, 'signedIn' | 'loginHref' | 'registerHref' | 'homeHref' | 'timeZone'> {
  /** The token from /invite/{token}. */
  token: string;
  /** Joined: the app refreshes the teams and goes to the team's home. */
  onJoined: (teamId: string) => void;
}

/** The invite page wired to `invites.preview` (public) and `invites.accept` (signed in), with the TEAM_JOINED toast. */
export function InviteAcceptContainer({ token, onJoined, ...props }: InviteAcceptContainerProps) {
  const trpc = useTRPC();
  const toast = useToast();
  const { t } = useTranslation();
  // An unusable invite stays unusable: no retries.
  const preview = useQuery({ ...trpc.invites.preview.queryOptions({ token }), retry: false });
  const accept = useMutation(
    trpc.invites.accept.mutationOptions({
      onSuccess: ({ teamId }) => {
        toast.positive(t('success.TEAM_JOINED'));
        onJoined(teamId);
      },
    }),
  );
  return (
    <InviteAccept
      {...props}
      preview={preview.data}
      error={preview.isError ? errorCodeOf(preview.error) : undefined}
      onRetry={() => void preview.refetch()}
      onJoin={() => accept.mutate({ token })}
      joinState={{ isPending: accept.isPending, error: accept.error ? errorCodeOf(accept.error) : undefined }}
    />
  );
}
