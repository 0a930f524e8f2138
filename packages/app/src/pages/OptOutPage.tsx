import { useSearchParams } from 'react-router';
import { OptOutPageContainer } from '@waqt/ui';

/**
 * `/{lang}/stop?m=…&t=…` (empty layout, its own chunk): a phone message's opt-out (messaging.optOut, on the
 * page's button — never on opening the link). Its words are in the app part of the messages (routes.tsx).
 */
export default function OptOutPage() {
  const [params] = useSearchParams();
  return <OptOutPageContainer messageId={params.get('m') ?? undefined} token={params.get('t') ?? undefined} />;
}
