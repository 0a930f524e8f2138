import type { PageConfig } from '../boot/config.ts';
import { session } from '../boot/session.ts';
import { analytics, startAnalytics } from './analytics.ts';

/**
 * Starts analytics (posthog-js, a lazy chunk) for the page: identifies the signed-in user, follows
 * login and logout (back to anonymous, SPEC §4), and sends the first page view. Both boots call it once
 * the first page is usable (src/main.tsx, src/public/main.tsx), so it never delays the page.
 */
export function startPageAnalytics(config: PageConfig): void {
  void startAnalytics(config).then((ph) => {
    if (!ph) return;
    let lastId = session.get()?.id ?? null;
    if (lastId) analytics.identify(lastId);
    session.subscribe(() => {
      const id = session.get()?.id ?? null;
      if (id === lastId) return;
      if (id) analytics.identify(id);
      else analytics.reset();
      lastId = id;
    });
    analytics.pageview();
  });
}
