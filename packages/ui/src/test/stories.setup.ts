// Setup of the story test projects (packages/ui/vitest.config.ts), run in Chromium before each story file.
// After every story (its play function has finished): the visual baseline of a story tagged `visual`, then
// the hygiene check — a React warning or a request no MSW handler answered fails the story.
// docs/running.md, "Story hygiene" and "Visual baselines".
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { HYGIENE_CANARY, VISUAL, storyProblems, type ConsoleCall } from './storyHygiene.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** React's warning formats (src/test/reactWarningFormats.ts), read in Node by vitest.config.ts. */
    reactWarningFormats: string[];
    /** This project's screenshot size, or null where the project takes no screenshots. */
    visualViewport: { width: number; height: number } | null;
  }
}

/** The composed story the Storybook plugin puts on the test context before it runs the story. */
interface StoryOnContext {
  story?: { id: string; tags: string[] };
}

const reactFormats = new Set(inject('reactWarningFormats'));
const visualViewport = inject('visualViewport');

// Recorded across the story; the original console still prints (vitest forwards it to the terminal).
let calls: ConsoleCall[] = [];
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    calls.push({ level, args });
    original(...args);
  };
}

beforeEach(() => {
  calls = [];
});

afterEach(async (context) => {
  const story = (context as unknown as StoryOnContext).story;
  if (!story || context.task.result?.state === 'fail') return;
  if (visualViewport && story.tags.includes(VISUAL)) await matchBaseline(story.id, visualViewport);
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
 * page it thinks hidden) must not hold the screenshot until the hook's time runs out. Once in a CI run
 * the last `visual` files of a run each waited out their 30 s hook (docs/decisions.md).
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

async function matchBaseline(storyId: string, viewport: { width: number; height: number }) {
  await page.viewport(viewport.width, viewport.height);
  const style = document.createElement('style');
  style.dataset.visualFreeze = '';
  style.textContent = FREEZE_CSS;
  document.head.append(style);
  try {
    await document.fonts.ready;
    await settle();
    // The story's frame is only as tall as the viewport and paints nothing below it: a longer page gets a
    // taller viewport at the same width, so nothing below the fold is missed.
    const height = Math.min(MAX_HEIGHT, Math.max(viewport.height, document.documentElement.scrollHeight));
    if (height > viewport.height) {
      await page.viewport(viewport.width, height);
      await settle();
    }
    // The body is at least the viewport tall (theme/global.css.ts): a dialog over a short page is whole.
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(storyId, {
      comparatorName: 'pixelmatch',
      comparatorOptions: { threshold: 0.1 },
      // Two equal captures in a row make a stable one; on a loaded 2-core box (four story pages beside the
      // API tests) that can take longer than 10 s.
      timeout: 25_000,
    });
  } finally {
    style.remove();
  }
}
