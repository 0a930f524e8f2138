// Chromium drift (docs/running.md, "Visual baselines"): Debian updates `chromium` every few weeks and its
// text rendering can move by a pixel. The baselines record the version they were made with
// (packages/ui/visual/chromium-version.txt, written by `npm run test:visual:update`); a failing comparison on
// another version says so first, so a moved pixel is not a mystery. No tolerance is added for it: a real
// change (a listbox left open) must still fail.

/** The version in `chromium --version` ("Chromium 156.0.8078.108 built on Debian…" → "156.0.8078.108"). */
export function parseChromiumVersion(output: string): string | null {
  return /\b(\d+\.\d+\.\d+\.\d+)\b/.exec(output)?.[1] ?? null;
}

/**
 * One line to put first in a failing visual comparison when the installed Chromium is not the one the
 * baselines were made with; null when they match or either is unknown.
 */
export function chromiumDriftNotice(baseline: string | null, installed: string | null): string | null {
  if (!baseline || !installed || baseline === installed) return null;
  const [was, is] = baseline.split('.')[0] === installed.split('.')[0] ? [baseline, installed] : [baseline.split('.')[0], installed.split('.')[0]];
  return (
    `Visual baselines made with Chromium ${was}, this is ${is}: text rendering may have moved — review the diffs in ` +
    'packages/ui/visual/__diffs__ and run npm run test:visual:update if only the rendering changed.'
  );
}
