import { useState } from 'react';
import { useTRPCClient } from '../../trpc/client.ts';
import { errorCodeOf } from '../../trpc/errors.ts';
import { OptOutPage, type OptOutState } from './OptOutPage.tsx';

export interface OptOutPageContainerProps {
  /** The message whose link this is (`?m=`) and its token (`?t=`); missing ones make a link that does not hold. */
  messageId: string | undefined;
  token: string | undefined;
}

/** A phone message's opt-out link: messaging.optOut when the button is pressed. */
export function OptOutPageContainer({ messageId, token }: OptOutPageContainerProps) {
  const client = useTRPCClient();
  const [state, setState] = useState<OptOutState>({ status: 'idle' });
  const stop = async () => {
    if (!messageId || !token) return setState({ status: 'failed', error: 'BOOKING_TOKEN_INVALID' });
    setState({ status: 'stopping' });
    try {
      const r = await client.messaging.optOut.mutate({ messageId, token });
      setState({ status: 'stopped', team: r.team });
    } catch (e) {
      setState({ status: 'failed', error: errorCodeOf(e) });
    }
  };
  return <OptOutPage state={state} onStop={() => void stop()} />;
}
