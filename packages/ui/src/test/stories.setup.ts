// Setup of the story test projects (packages/ui/vitest.config.ts), run in Chromium before each story file.
// After every story (its play function has finished): the visual baseline of a story tagged `visual`, then
// the hygiene check — a React warning or a request no MSW handler answered fails the story.
// docs/running.md, "Story hygiene" and "Visual baselines".
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { chromiumDriftNotice } from './chromiumDrift.ts';
import { MOTION_OFF_ATTR, bringToRest, overlayProblem } from './stillness.ts';
import { HYGIENE_CANARY, VISUAL, storyProblems, type ConsoleCall } from './storyHygiene.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** React's warning formats (src/test/reactWarningFormats.ts), read in Node by vitest.config.ts. */
    reactWarningFormats: string[];
    /** This project's screenshot size, or null where the project takes no screenshots. */
    visualViewport: { width: number; height: number } | null;
    /** The Chromium the visual baselines were made with, and the one running (src/test/chromiumDrift.ts). */
    chromiumVersions: { baseline: string | null; installed: string | null };
  }
}

/** The composed story the Storybook plugin puts on the test context before it runs the story. */
interface StoryOnContext {
  story?: { id: string; tags: string[] };
}

/**
 * How a story looks at the page as printed (the invoice: "prints on white paper"): Chromium's print
 * media, through the DevTools protocol. Only where vitest runs the story; Storybook's own UI has none.
 */
(globalThis as { waqtEmulateMedia?: (media: 'print' | '') => Promise<unknown> }).waqtEmulateMedia = (media) => cdp().send('Emulation.setEmulatedMedia', { media });

const reactFormats = new Set(inject('reactWarningFormats'));
const visualViewport = inject('visualViewport');
const chromiumVersions = inject('chromiumVersions');

// Recorded across the story; the original console still prints (vitest forwards it to the terminal).
let calls: ConsoleCall[] = [];
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    calls.push({ level, args });
    original(...args);
  };
}

/**
 * Motion is off while a story runs, from its first render: react-aria keeps an overlay mounted while its
 * enter or exit animation runs, so with motion on, what a play function or a screenshot meets depended on how
 * fast the machine was (a Select's listbox still on the page after the story had chosen; a dialog confirmed
 * during its opening animation stayed on the page for good — the animation restarted and react-aria waited
 * on the cancelled one). With no CSS animation or transition, overlays enter and leave at once, as the
 * product does under `prefers-reduced-motion`. Storybook itself (the review gallery) keeps the motion.
 */
const MOTION_OFF_CSS = `
*, *::before, *::after {
  transition: none !important;
  animation: none !important;
}
`;

beforeEach(() => {
  calls = [];
  document.querySelectorAll(`style[${MOTION_OFF_ATTR}]`).forEach((el) => el.remove());
  const style = document.createElement('style');
  style.setAttribute(MOTION_OFF_ATTR, '');
  style.textContent = MOTION_OFF_CSS;
  document.head.append(style);
});

afterEach(async (context) => {
  const story = (context as unknown as StoryOnContext).story;
  if (!story || context.task.result?.state === 'fail') return;
  if (visualViewport && story.tags.includes(VISUAL)) await matchBaseline(story, visualViewport);
  const problems = storyProblems(calls, reactFormats);
  if (story.tags.includes(HYGIENE_CANARY)) {
    expect(problems.some((p) => p.startsWith('React warning: In HTML, <div> cannot be a descendant of <p>'))).toBe(true);
    expect(problems.some((p) => p.includes('GET /trpc/hygiene.canary'))).toBe(true);
    return;
  }
  if (problems.length > 0) throw new Error(`The story printed what a story may not:\n- ${problems.join('\n- ')}`);
});

/**
 * Stops what would make two screenshots of the same story differ: transitions and animations (spinners),
 * smooth scrolling, the caret, scrollbars (overlay or not, they depend on the content's height).
 */
const FREEZE_CSS = `
*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
html { scrollbar-width: none !important; }
`;

/** The tallest screenshot: a page longer than this is cut (no screen comes near it today). */
const MAX_HEIGHT = 4000;

/**
 * A frame for a resize to lay out and ResizeObserver / matchMedia listeners to re-render, one to paint —
 * or 250 ms, whichever comes first: a page that paints no frames (Chromium stops animation frames for a
 * page it thinks hidden) must not hold the screenshot until the hook's time runs out (docs/decisions.md).
 * What the page does after that is caught by bringToRest and by the two equal captures.
 */
const settle = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 250);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });

/**
 * The story's screenshot, once its page is still (src/test/stillness.ts): every finite animation finished
 * (not cancelled — react-aria would keep an exiting overlay for good), nothing entering or exiting, no UI on
 * a timer of its own, DOM and focus unchanged, fonts and images ready; and no overlay open unless the story
 * says the picture is about it. Only then are animations frozen and the page measured.
 */
async function matchBaseline(story: { id: string; tags: string[] }, viewport: { width: number; height: number }) {
  await page.viewport(viewport.width, viewport.height);
  await bringToRest();
  const overlay = overlayProblem(story.tags);
  if (overlay) throw new Error(overlay);
  const style = document.createElement('style');
  style.dataset.visualFreeze = '';
  style.textContent = FREEZE_CSS;
  document.head.append(style);
  try {
    await settle();
    // The story's frame is only as tall as the viewport and paints nothing below it: a longer page gets a
    // taller viewport at the same width, so nothing below the fold is missed.
    const height = Math.min(MAX_HEIGHT, Math.max(viewport.height, document.documentElement.scrollHeight));
    if (height > viewport.height) {
      await page.viewport(viewport.width, height);
      await settle();
      await bringToRest();
    }
    // The body is at least the viewport tall (theme/global.css.ts): a dialog over a short page is whole.
    try {
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id, {
        comparatorName: 'pixelmatch',
        comparatorOptions: { threshold: 0.1 },
        // Two equal captures in a row make a stable one; on a loaded 2-core box (four story pages beside the
        // API tests) that can take longer than 10 s.
        timeout: 25_000,
      });
    } catch (error) {
      const drift = chromiumDriftNotice(chromiumVersions.baseline, chromiumVersions.installed);
      if (drift && error instanceof Error) error.message = `${drift}\n${error.message}`;
      throw error;
    }
  } finally {
    style.remove();
  }
}
