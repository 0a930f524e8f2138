import { describe, expect, it } from 'vitest';
import { isReviewFrame, keepReviewFramesFromScrolling } from './frameFocus.ts';

/** A window whose parent's frame element has the given attributes, with its own element prototypes. */
function fakeWindow(parentFrameAttributes: string[] | 'cross-origin' | 'top') {
  const calls: unknown[] = [];
  class FakeElement {
    focus(options?: unknown) {
      calls.push(options);
    }
  }
  const win: Record<string, unknown> = { HTMLElement: class extends FakeElement {}, SVGElement: class extends FakeElement {} };
  if (parentFrameAttributes === 'top') win['parent'] = win;
  else if (parentFrameAttributes === 'cross-origin')
    win['parent'] = {
      get frameElement(): never {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame', 'SecurityError');
      },
    };
  else win['parent'] = { frameElement: { hasAttribute: (name: string) => parentFrameAttributes.includes(name) } };
  return { win: win as unknown as Window & typeof globalThis, calls };
}

describe('review frames', () => {
  it('are previews whose parent is a review frame shell', () => {
    expect(isReviewFrame(fakeWindow(['data-review-frame']).win)).toBe(true);
    expect(isReviewFrame(fakeWindow(['id']).win)).toBe(false);
    expect(isReviewFrame(fakeWindow('top').win)).toBe(false);
    expect(isReviewFrame(fakeWindow('cross-origin').win)).toBe(false);
  });

  it('focus without scrolling there, keeping the caller’s other options', () => {
    const { win, calls } = fakeWindow(['data-review-frame']);
    keepReviewFramesFromScrolling(win);
    new win.HTMLElement().focus();
    new win.SVGElement().focus({ focusVisible: true } as FocusOptions);
    expect(calls).toEqual([{ preventScroll: true }, { focusVisible: true, preventScroll: true }]);
  });

  it('leave focus alone in every other preview (the canvas, story tests)', () => {
    const { win, calls } = fakeWindow('top');
    keepReviewFramesFromScrolling(win);
    new win.HTMLElement().focus();
    expect(calls).toEqual([undefined]);
  });
});
