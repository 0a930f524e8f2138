import { describe, expect, it } from 'vitest';
import { chromiumDriftNotice, parseChromiumVersion } from './chromiumDrift.ts';

describe('Chromium drift notice', () => {
  it('reads the version from chromium --version', () => {
    expect(parseChromiumVersion('Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)\n')).toBe('156.0.8078.108');
    expect(parseChromiumVersion('/usr/bin/chromium: not found')).toBeNull();
  });

  it('names the major versions when they differ', () => {
    expect(chromiumDriftNotice('156.0.8078.108', '157.0.8100.12')).toBe(
      'Visual baselines made with Chromium 156, this is 157: text rendering may have moved — review the diffs in ' +
        'packages/ui/visual/__diffs__ and run npm run test:visual:update if only the rendering changed.',
    );
  });

  it('names the full versions when only a patch level differs', () => {
    expect(chromiumDriftNotice('156.0.8078.73', '156.0.8078.108')).toMatch(/^Visual baselines made with Chromium 156\.0\.8078\.73, this is 156\.0\.8078\.108:/);
  });

  it('says nothing when the versions match or one is unknown', () => {
    expect(chromiumDriftNotice('156.0.8078.108', '156.0.8078.108')).toBeNull();
    expect(chromiumDriftNotice(null, '156.0.8078.108')).toBeNull();
    expect(chromiumDriftNotice('156.0.8078.108', null)).toBeNull();
  });
});
