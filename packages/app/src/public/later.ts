import { routes } from '@waqt/contracts';
import { pageLocale } from '../boot/locale.ts';
import { session } from '../boot/session.ts';
import type { PageConfig } from '../boot/config.ts';
import type { ApiClient } from '../http/client.ts';
import { analytics } from '../analytics/analytics.ts';
import { startPageAnalytics } from '../analytics/start.ts';

/*
 * What the public pages do once they are usable, and never before (a chunk of its own, fetched when the
 * browser is idle after the first page): the signed-in user, analytics and their page views. No public
 * page depends on who is signed in.
 */

/** SPEC §4, after the page instead of before it: a cached user is checked against the server (cleared when stale), then analytics starts. */
export async function afterFirstPage(config: PageConfig, client: ApiClient): Promise<void> {
  await session.load();
  await session.verify(() => client.account.me.query());
  startPageAnalytics(config);
}

/** A page view (after a navigation; nothing before analytics has started). */
export const pageview = (): void => analytics.pageview();

/** SPEC §8, as in the app: UNAUTHORIZED clears a signed-in user and goes to the index page. */
export function unauthorized(clearQueries: () => void): void {
  if (!session.isLoggedIn()) return;
  session.clear();
  clearQueries();
  window.location.assign(routes.home(pageLocale()));
}
