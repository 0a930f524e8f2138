import { describe, expect, it } from 'vitest';
import { extractWarningFormats, reactWarningFormats } from './reactWarningFormats.ts';
import { formatConsoleArgs, storyProblems, type ConsoleCall } from './storyHygiene.ts';

const formats = new Set(reactWarningFormats());
const NESTING = 'In HTML, %s cannot be a descendant of <%s>.\nThis will cause a hydration error.%s';
const KEYS = 'Each child in a list should have a unique "key" prop.%s%s See https://react.dev/link/warning-keys for more information.';
const ACT = 'An update to %s inside a test was not wrapped in act(...).\n\nWhen testing, code that causes React state updates should be wrapped into act(...):\n\nact(() => {\n  /* fire events that update state */\n});\n/* assert on the output */\n\nThis ensures that you\'re testing the behavior the user would see in the browser. Learn more at https://react.dev/link/wrap-tests-with-act';
const MSW =
  '[MSW] Warning: intercepted a request without a matching request handler:\n\n  • GET /trpc/bookings.upcomingCount?input=%7B%7D\n\nIf you still wish to intercept this unhandled request, please create a request handler for it.\nRead more: https://mswjs.io/docs/http/intercepting-requests';

describe('React warning formats', () => {
  it('are read from the installed React, double- and single-quoted, joined with +', () => {
    expect(formats.has(NESTING)).toBe(true);
    expect(formats.has(KEYS)).toBe(true);
    expect(formats.size).toBeGreaterThan(150);
  });

  it('leave out a format with no word of its own', () => {
    const source = `console.error("%o\\n\\n%s\\n\\n%s\\n", e, a, b); console.warn('Bad "%s" ' + "prop.", x); console.error(message);`;
    expect(extractWarningFormats(source)).toEqual(['Bad "%s" prop.']);
  });
});

describe('storyProblems', () => {
  const error = (...args: unknown[]): ConsoleCall => ({ level: 'error', args });
  const warn = (...args: unknown[]): ConsoleCall => ({ level: 'warn', args });

  it('reports a React warning with its arguments filled in', () => {
    expect(storyProblems([error(NESTING, '<div>', 'p', '\n  <TeamHome>…')], formats)).toEqual([
      'React warning: In HTML, <div> cannot be a descendant of <p>. This will cause a hydration error.',
    ]);
    expect(storyProblems([error(KEYS, '\n\nCheck the render method of `List`.', '')], formats)).toHaveLength(1);
  });

  it('reports a request no MSW handler answered', () => {
    expect(storyProblems([warn(MSW)], formats)).toEqual([
      'Unhandled request (no MSW handler in the story): GET /trpc/bookings.upcomingCount?input=%7B%7D',
    ]);
  });

  it("lets the app's own logs and other warnings through", () => {
    const calls = [
      error('The payment gateway could not be reached', new TypeError('Failed to fetch')),
      error('%o\n\n%s\n\n%s\n', new Error('caught'), 'The above error occurred in <Broken>.', ''),
      warn('[msw-storybook-addon] something else'),
      error(new Error('not a format')),
      // Storybook's act environment, not the UI (storyHygiene.ts, ACT_ENVIRONMENT).
      error(ACT, 'ComboBoxInner'),
    ];
    expect(formats.has(ACT)).toBe(true);
    expect(storyProblems(calls, formats)).toEqual([]);
  });
});

describe('formatConsoleArgs', () => {
  it('fills %s %d %o, drops %c, keeps %% and appends extra arguments', () => {
    expect(formatConsoleArgs(['%s has %d items, %o%c 100%%', 'List', 3, { a: 1 }, 'color: red', 'extra'])).toBe(
      'List has 3 items, {"a":1} 100% extra',
    );
    expect(formatConsoleArgs([new Error('boom'), 2])).toBe('Error: boom 2');
  });
});
