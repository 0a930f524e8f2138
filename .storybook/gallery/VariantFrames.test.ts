import { describe, expect, it } from 'vitest';
import { FINISHED_MESSAGE, FRAME_FINISHED, frameShell } from './VariantFrames.ts';

describe('frameShell', () => {
  const src = 'iframe.html?id=screens-auth--login&viewMode=story&globals=locale:ar;theme:dark;a11y.manual:!true';

  it('wraps the relative preview URL, escaped for the attribute', () => {
    const html = frameShell(src);
    expect(html).toContain(`<iframe src="${src.replaceAll('&', '&amp;')}"`);
    expect(html).not.toContain('&viewMode');
  });

  it('forwards the end of the story to the frame element, with a pattern the script can run', () => {
    const html = frameShell(src);
    expect(html).toContain(`frameElement.dispatchEvent(new Event("${FRAME_FINISHED}"))`);
    const literal = /&&(\/.*\/)\.test\(e\.data\)/.exec(html)?.[1];
    expect(literal).toBeDefined();
    // The literal in the script is the same expression as FINISHED_MESSAGE.
    const { pattern } = /^\/(?<pattern>.*)\/$/.exec(literal!)!.groups!;
    expect(new RegExp(pattern!).source).toBe(FINISHED_MESSAGE.source);
  });
});

describe('FINISHED_MESSAGE', () => {
  it('matches the channel messages that end a render, not the phases before', () => {
    const msg = (type: string) => JSON.stringify({ key: 'storybook-channel', event: { type, args: [{ storyId: 'a--b' }] }, refId: null });
    expect(FINISHED_MESSAGE.test(msg('storyFinished'))).toBe(true);
    expect(FINISHED_MESSAGE.test(msg('storyMissing'))).toBe(true);
    expect(FINISHED_MESSAGE.test(msg('storyErrored'))).toBe(true);
    expect(FINISHED_MESSAGE.test(msg('storyRendered'))).toBe(false);
    expect(FINISHED_MESSAGE.test(msg('storyRenderPhaseChanged'))).toBe(false);
  });
});
