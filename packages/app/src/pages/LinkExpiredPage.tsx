import { LinkExpiredPage as LinkExpired } from '@waqt/ui';

/**
 * `/{lang}/book/link-expired` (empty layout, its own chunk): where an expired reminder short link sends the
 * visitor (the API's `/s/{code}`, with no language: the app picks it). Its words are in the app part of
 * the messages, which its route loads, as the attend and opt-out pages' are (routes.tsx).
 */
export default function LinkExpiredPage() {
  return <LinkExpired />;
}
