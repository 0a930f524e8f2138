import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { ToMatchScreenshotOptions } from 'vitest/node';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { parseChromiumVersion } from './src/test/chromiumDrift.ts';
import { reactWarningFormats } from './src/test/reactWarningFormats.ts';

const configDir = path.resolve(import.meta.dirname, '../../.storybook');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Every story runs as a test in Chromium, with axe checks, its play function and (tagged `visual`) its
 * screenshots. Which locale × theme pairs, by STORY_MATRIX:
 * - unset (`npm test`): the story files are split between English + light and Arabic + dark — every
 *   other file (by path) in each, so every story runs once and each language, direction and theme
 *   covers half the files — and the stories tagged `visual` run in both pairs, against both baselines.
 *   Every story in both pairs took 20+ minutes of a 2-core machine, most of `npm test` (docs/decisions.md,
 *   "Stories in npm test").
 * - `pairs`: every story in both pairs (`npm run test:stories`; `npm run test:visual:update` uses it).
 * - `full` (`npm run test:stories:full`): every story in all four pairs.
 * - `visual` (`npm run test:visual`): only the stories tagged `visual`, in both pairs, against both baselines.
 */
const pairs = [
  { locale: 'en', theme: 'light' },
  { locale: 'ar', theme: 'dark' },
] as const;
const crossed = [
  { locale: 'ar', theme: 'light' },
  { locale: 'en', theme: 'dark' },
] as const;
type Pair = (typeof pairs)[number] | (typeof crossed)[number];
const storyFiles = fs.globSync('src/**/*.stories.tsx', { cwd: import.meta.dirname }).sort();
/** Pair `n`'s share of the story files: every other file by path. */
const half = (n: number) => storyFiles.filter((_, i) => i % 2 === n);
/**
 * The files with a story tagged `visual` (41 of 99): a `visual`-only run loads only these, each on a fresh
 * page — loading the other files to find no story cost a page load each (a third of the stories' time).
 */
const visualFiles = storyFiles.filter((f) => /tags:\s*\[[^\]]*['"]visual['"]/.test(fs.readFileSync(path.join(import.meta.dirname, f), 'utf8')));
/** A project's `exclude` (vitest takes globs) that leaves it only the files in `keep`. */
const allBut = (keep: string[]) => storyFiles.filter((f) => !keep.includes(f)).map((f) => `**/${f}`);
/** One story project: a pair, optionally only some files (`exclude`) or only `visual` stories. */
interface Run {
  pair: Pair;
  exclude?: string[];
  visualOnly?: boolean;
}
const runs: Run[] =
  process.env.STORY_MATRIX === 'full'
    ? [...pairs, ...crossed].map((pair) => ({ pair }))
    : process.env.STORY_MATRIX === 'pairs'
      ? pairs.map((pair) => ({ pair }))
      : process.env.STORY_MATRIX === 'visual'
        ? pairs.map((pair) => ({ pair, exclude: allBut(visualFiles), visualOnly: true }))
      : pairs.flatMap((pair, i) => [
          { pair, exclude: allBut(half(i)) },
          // The other half's files, only those with `visual` stories.
          { pair, exclude: allBut(half(1 - i).filter((f) => visualFiles.includes(f))), visualOnly: true },
        ]);

/**
 * Visual baselines (docs/running.md, "Visual baselines"): a story tagged `visual` is screenshotted after its
 * play function, English + light at desktop width and Arabic + dark at phone width, and compared with
 * packages/ui/visual/<pair>/<story id>.png; a difference fails the story and leaves the reference, the
 * actual and a diff image in packages/ui/visual/__diffs__/<pair>/. `npm run test:visual:update` accepts.
 */
const visualViewports: Record<string, { width: number; height: number }> = {
  'en-light': { width: 1280, height: 800 },
  'ar-dark': { width: 390, height: 844 },
};
const visualDir = path.resolve(import.meta.dirname, 'visual');
type ResolvePath = NonNullable<ToMatchScreenshotOptions['resolveScreenshotPath']>;
/** Where a pair's baselines live (`dir` = the pair), or its diff images (`dir` = "__diffs__/<pair>"). */
const visualPath = (dir: string): ResolvePath => ({ arg, ext }) => path.join(visualDir, dir, `${arg}${ext}`);
/**
 * The Chromium the baselines were made with (written by `npm run test:visual:update`) and the one installed:
 * a failing comparison on another version says so in its first line (src/test/chromiumDrift.ts).
 */
const readText = (read: () => string) => {
  try {
    return read();
  } catch {
    return '';
  }
};
const chromiumVersions = {
  baseline: readText(() => fs.readFileSync(path.join(visualDir, 'chromium-version.txt'), 'utf8')).trim() || null,
  installed: parseChromiumVersion(readText(() => execFileSync(executablePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))),
};

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // react-aria's Virtualizer (ComboBox) renders every item when NODE_ENV is "test", for jsdom, which has
  // no layout; it reads VIRT_ON from `process.env`, which a browser lacks. Stories run in real Chromium,
  // so virtualize as in production.
  define: { 'process.env.VIRT_ON': JSON.stringify('1') },
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and fail the first run.
  optimizeDeps: {
    include: [
      'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime',
      'react-aria-components', 'i18next', 'react-i18next', '@tanstack/react-query', '@trpc/client',
      '@trpc/tanstack-react-query', 'msw', 'msw/browser', 'msw-storybook-addon/csf3',
      '@storybook/addon-docs', '@storybook/react-dom-shim', '@storybook/addon-a11y/preview',
      '@storybook/react-vite', '@internationalized/date', 'storybook/test',
      '@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/css/recipe', 'libphonenumber-js/min',
      'qr', 'qr/decode.js',
    ],
  },
  test: {
    // One page per locale × theme pair (vitest's default on 2 cores). Four pages made the stories a third
    // faster alone, but beside the API tests in `npm test` the box ran out of breath: API tests that start
    // the server in a child process and a story's screenshots missed their time limits (docs/decisions.md).
    projects: [
      {
        extends: true,
        // Some unit tests import whole message catalogues on demand; beside four story pages and the API
        // tests on a 2-core CI box that took 6 s once, past vitest's 5 s default. No test asserts a duration.
        // The review gallery's tooling lives with the Storybook config (.storybook/gallery); its unit tests run here.
        test: { name: 'unit', include: ['src/**/*.test.ts', '../../.storybook/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      ...runs.map(({ pair: { locale, theme }, exclude, visualOnly }) => ({
        extends: true,
        plugins: [storybookTest({ configDir, ...(visualOnly ? { tags: { include: ['visual'] } } : {}) })],
        define: { __STORY_LOCALE__: JSON.stringify(locale), __STORY_THEME__: JSON.stringify(theme) },
        test: {
          name: `stories:${locale}-${theme}${visualOnly ? ':visual' : ''}`,
          ...(exclude ? { exclude } : {}),
          // The story files share one page and its loaded modules (each story still renders afresh, with
          // its own handlers and query client): loading the design system per file was 40 % of the time.
          // The `visual`-only runs (a few stories per file, screenshots compared) keep a fresh page per
          // file: there one story's table came out in its narrow layout after other files had run
          // (CustomerDetail "With Bookings" after CalendarNew and others), which a fresh page does not do.
          isolate: !!visualOnly,
          // The first story of a file also waits for its modules to compile in the browser (8 s for the
          // billing containers here, twice that on a loaded 2-core CI box), and a `visual` story for two equal
          // screenshots in a row; no story asserts a duration.
          testTimeout: 60_000,
          // The `visual` stories' screenshots are taken in an afterEach hook (two equal captures, up to 25 s).
          hookTimeout: 60_000,
          // A React warning or an unhandled request fails the story; the `visual` stories' screenshots.
          setupFiles: [path.resolve(import.meta.dirname, 'src/test/stories.setup.ts')],
          // Copies of the images of a failed screenshot comparison (test artifacts): beside the diffs, git-ignored.
          attachmentsDir: path.join(visualDir, '__diffs__', 'attachments'),
          provide: {
            reactWarningFormats: reactWarningFormats(),
            visualViewport: visualViewports[`${locale}-${theme}`] ?? null,
            chromiumVersions,
          },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath,
                args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
              },
            }),
            instances: [{ browser: 'chromium' as const }],
            expect: {
              toMatchScreenshot: {
                // Linux + /usr/bin/chromium only (fonts and anti-aliasing differ elsewhere), so no platform suffix.
                resolveScreenshotPath: visualPath(`${locale}-${theme}`),
                resolveDiffPath: visualPath(`__diffs__/${locale}-${theme}`),
              },
            },
          },
        },
      })),
    ],
  },
});
