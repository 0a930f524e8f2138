// Runs in every Storybook preview (.storybook/preview.tsx) and does something only inside a review frame.
import { FRAME_ATTRIBUTE } from './frameAttribute.ts';

/** Whether this preview is the story document of a review frame (its parent is the frame's shell). */
export function isReviewFrame(win: Window = window): boolean {
  try {
    return win.parent !== win && !!win.parent.frameElement?.hasAttribute(FRAME_ATTRIBUTE);
  } catch {
    return false; // a cross-origin parent is never a review frame
  }
}

/**
 * A play function's `focus()` scrolls every same-origin ancestor to the element: in a gallery page, each
 * frame taking its turn would drag the page the reader is looking at to itself. In review frames focusing
 * never scrolls (`preventScroll`); the rest of the story behaves as in the canvas.
 */
export function keepReviewFramesFromScrolling(win: Window & typeof globalThis = window): void {
  if (!isReviewFrame(win)) return;
  for (const proto of [win.HTMLElement.prototype, win.SVGElement.prototype]) {
    const focus = proto.focus;
    proto.focus = function focusWithoutScrolling(this: HTMLElement | SVGElement, options?: FocusOptions) {
      focus.call(this, { ...options, preventScroll: true });
    };
  }
}
