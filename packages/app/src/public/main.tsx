import { followSystemTheme } from '@waqt/ui';
import { loadMessages } from '@waqt/ui/i18n';
import { readPageConfig } from '../boot/config.ts';
import { mountRoot } from '../boot/mount.tsx';
import { createApiClient } from '../http/client.ts';
import { later, PublicApp, prepare } from './PublicApp.tsx';
import { createPublicRouter } from './router.ts';

/**
 * The public bundle's boot (src/entry.ts loads it and calls it for a public path, paths.ts; importing it
 * runs nothing, as its chunk may be shared): the pages a visitor opens
 * from a link — `/{lang}/{slug}`, `/{lang}/{slug}/{eventType}`, `/{lang}/book/confirmed/{id}` — without
 * the app's route table, guards, toasts or shell (docs/decisions.md, "The public pages' weight").
 *
 * Unlike the app, it does not wait for the signed-in user before the page (no public page depends on
 * them): the cached user is read, checked with account.me, and identified to analytics once the page
 * is usable (later.ts).
 */
export async function boot() {
  followSystemTheme(); // a visitor who chose no theme sees the system's, as it changes
  const router = createPublicRouter();
  const location = router.location;
  if (!location) return window.location.reload(); // entry.ts only loads this bundle for a public path
  loadMessages(location.route.lang, 'public').catch(() => {}); // a failure shows through prepare()
  const config = readPageConfig();
  const client = createApiClient(config.apiUrl);
  const first = await prepare(location);
  let started = false;
  const onFirstPage = () => {
    if (started) return;
    started = true;
    later((m) => void m.afterFirstPage(config, client));
  };
  mountRoot(<PublicApp router={router} client={client} first={first} onFirstPage={onFirstPage} />);
}

