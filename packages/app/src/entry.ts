// The page's one entry: the theme, then the public bundle for a page a visitor opens from a link, or the
// app for every other path (src/public/paths.ts decides; docs/decisions.md, "The public pages' weight").
// The page's inline script has already started fetching the chosen bundle's chunks (vite.config.ts,
// bundlePreload), so this choice costs no round trip.
import '@waqt/ui/theme';
import { isChunkLoadError, reloadOnceForChunkError } from './boot/chunk-reload.ts';
import { publicRouteOf } from './public/paths.ts';

(publicRouteOf(window.location.pathname) ? import('./public/main.tsx') : import('./main.tsx')).then(({ boot }) => boot()).catch((error: unknown) => {
  console.error('Failed to load the page', error);
  // A bundle of another build (a new deploy removed it): reload once onto the new one.
  if (isChunkLoadError(error)) reloadOnceForChunkError();
});
