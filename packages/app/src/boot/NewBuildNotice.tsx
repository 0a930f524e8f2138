import { lazy, Suspense, useState } from 'react';
import { useNewBuildAvailable } from './build-check.ts';
import { readPageConfig } from './config.ts';

// A lazy chunk of its own, fetched only when a new build is out.
const UpdateNotice = lazy(() => import('../layouts/update-notice.ts').then((m) => ({ default: m.UpdateNotice })));

/** "A new version of Waqt is available" once a newer build is deployed, until dismissed (the app's and the public pages' root, inside UiProvider). */
export function NewBuildNotice() {
  const newBuild = useNewBuildAvailable(readPageConfig().version);
  const [dismissed, setDismissed] = useState(false);
  if (!newBuild || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice onReload={() => window.location.reload()} onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}
