// Bringing a story's page to rest before its screenshot (docs/running.md, "Visual baselines"): the picture
// must not depend on how fast the machine is. Used by src/test/stories.setup.ts; proven in Stillness.stories.tsx.

/**
 * A story tagged so ends with an overlay (a dialog, a menu, a listbox, a popover) open on purpose: the
 * picture is about it. Any other `visual` story must end with every overlay closed.
 */
export const OVERLAY_OPEN = 'overlay-open';

/**
 * Marks UI that goes away on a timer of its own (CopyButton's "Copied", a toast with a timeout). A screenshot
 * waits until none is left: whether the timer had fired would otherwise depend on the machine's speed.
 */
const TRANSIENT_ATTR = 'data-transient';

/** The story tests' style that turns CSS motion off while a story runs (src/test/stories.setup.ts). */
export const MOTION_OFF_ATTR = 'data-story-motion-off';

/** An overlay react-aria renders in a portal: popovers (Select, Menu, ComboBox, DatePicker), modal dialogs. */
const OVERLAY_SELECTOR = '[data-trigger], [role="dialog"], [role="alertdialog"], [role="tooltip"]';

/** What is still moving: react-aria's enter/exit states, and UI on its own timer. */
const MOVING_SELECTOR = `[data-entering], [data-exiting], [${TRANSIENT_ATTR}]`;

/** How long a page may take to come to rest before the screenshot gives up and says what still moves. */
const REST_LIMIT_MS = 15_000;

/** `<div role="listbox" class="…">` — enough to find the element in the story. */
function describeElement(el: Element): string {
  const attrs = ['role', 'aria-label', 'data-trigger', 'data-exiting', 'data-entering', TRANSIENT_ATTR]
    .filter((a) => el.hasAttribute(a))
    .map((a) => (el.getAttribute(a) ? `${a}="${el.getAttribute(a)}"` : a));
  const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return `<${el.localName}${attrs.length ? ' ' + attrs.join(' ') : ''}>${text ? ` "${text}"` : ''}`;
}

/** Finite animations and transitions (a spinner's infinite one is frozen by the screenshot's style instead). */
function finiteAnimations(): Animation[] {
  return document.getAnimations().filter((a) => {
    const end = a.effect?.getComputedTiming().endTime;
    return typeof end === 'number' && Number.isFinite(end) && a.playState !== 'finished' && a.playState !== 'idle';
  });
}

/**
 * Jumps every finite animation and transition to its end (story tests turn CSS motion off, but a story may
 * turn it back on, and element.animate() ignores it). react-aria keeps an overlay mounted while its
 * `data-entering` / `data-exiting` animation runs and waits on the animation's `finished` promise; cancelling
 * the animation instead (as `animation: none` would) rejects that promise, which react-aria swallows, and the
 * overlay stays on the page for good. Finishing it resolves the promise: the overlay leaves now, not when the
 * machine's clock says.
 */
function finishAnimations(): number {
  const running = finiteAnimations();
  for (const a of running) a.finish();
  return running.length;
}

/** One frame, or a task if the page paints none (Chromium stops frames for a page it thinks hidden). */
const tick = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 50);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Resolves when the page is still: no finite animation running, nothing entering or exiting, no timed UI
 * left, the DOM and the focused element unchanged across two ticks in a row, fonts loaded and images
 * decoded. Rejects, naming what still moves, if that does not happen within REST_LIMIT_MS (a story that ends
 * on something endless, such as a toast that never closes while hovered).
 */
export async function bringToRest(): Promise<void> {
  const started = performance.now();
  let mutated = true;
  const observer = new MutationObserver(() => {
    mutated = true;
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    let quietTicks = 0;
    let focused = document.activeElement;
    while (quietTicks < 2) {
      mutated = false;
      const finished = finishAnimations();
      // `finished` promises resolve in microtasks, and react-aria unmounts with flushSync in their callbacks.
      await tick();
      const moving = document.querySelectorAll(MOVING_SELECTOR).length > 0;
      const still = finished === 0 && !moving && !mutated && document.activeElement === focused;
      quietTicks = still ? quietTicks + 1 : 0;
      focused = document.activeElement;
      if (performance.now() - started > REST_LIMIT_MS) {
        const what = [...document.querySelectorAll(MOVING_SELECTOR)].map(describeElement);
        throw new Error(
          `The page did not come to rest for its screenshot within ${REST_LIMIT_MS / 1000} s: ` +
            (what.length ? what.join(', ') : 'the page kept changing (DOM or focus)'),
        );
      }
    }
  } finally {
    observer.disconnect();
  }
  await document.fonts.ready;
  await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
}

/** The overlays open on the page (outside the story's own markup, in react-aria's portals). */
function openOverlays(): Element[] {
  return [...document.querySelectorAll(OVERLAY_SELECTOR)].filter((el) => {
    // A dialog inside an open popover or modal counts once, as its overlay.
    const outer = el.parentElement?.closest(OVERLAY_SELECTOR);
    if (outer) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });
}

/**
 * Checks that the story ends as it says: with an overlay open only when tagged OVERLAY_OPEN. Returns the
 * problem in one line, or null.
 */
export function overlayProblem(tags: readonly string[]): string | null {
  const open = openOverlays();
  if (tags.includes(OVERLAY_OPEN)) {
    return open.length > 0 ? null : `The story is tagged '${OVERLAY_OPEN}' but ends with no overlay open.`;
  }
  return open.length > 0
    ? `The story ends with an overlay open (${open.map(describeElement).join(', ')}): wait in its play for the overlay to close, or tag the story '${OVERLAY_OPEN}' if the picture is about it.`
    : null;
}
