// Story hygiene (docs/running.md, "Story hygiene"): what a story may not print while it runs.

/** A story tagged so gets a screenshot compared with its baseline in packages/ui/visual/ (two variants). */
export const VISUAL = 'visual';
/** A story tagged so proves the hygiene check bites: it must log a React warning and make an unhandled request. */
export const HYGIENE_CANARY = 'hygiene-canary';

/** One `console.error` / `console.warn` call, as the story test setup records it. */
export interface ConsoleCall {
  level: 'error' | 'warn';
  args: readonly unknown[];
}

/** What MSW prints (console.warn from msw-storybook-addon's default; console.error with the "error" strategy) for a request no handler of the story answered. */
const MSW_UNHANDLED = /^\[MSW\] (?:Warning|Error): intercepted a request without a matching request handler/;

/**
 * React's act() warnings ("An update to %s inside a test was not wrapped in act(...)", "A component suspended
 * inside an `act` scope…") are about the test harness, not the UI: Storybook's portable-story renderer sets
 * IS_REACT_ACT_ENVIRONMENT while a play function runs, and a real browser has no act(). Third-party, and
 * nothing a component or story can fix, so they are let through.
 */
const ACT_ENVIRONMENT = /not wrapped in act\(|inside an `act` scope|inside a test, but the event was not wrapped in act/;

/** printf-style substitution as the console does it (%s %d %i %f %o %O %c), for a readable failure. */
export function formatConsoleArgs(args: readonly unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(show).join(' ');
  let i = 0;
  const text = first.replace(/%[sdifoOc%]/g, (spec) => {
    if (spec === '%%') return '%';
    if (i >= rest.length) return spec;
    const value = rest[i++];
    return spec === '%c' ? '' : show(value);
  });
  return [text, ...rest.slice(i).map(show)].join(' ');
}

function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The problems among a story's console calls, one line each: a React warning (its first argument is one of
 * React's own warning formats, `reactFormats`, read from the installed React — so an app's own intended
 * `console.error('The payment gateway could not be reached', …)` is not one) and a request that no MSW
 * handler answered. Anything else a story prints is its own business.
 */
export function storyProblems(calls: readonly ConsoleCall[], reactFormats: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const { args } of calls) {
    const first = args[0];
    if (typeof first !== 'string') continue;
    if (reactFormats.has(first) && !ACT_ENVIRONMENT.test(first)) {
      problems.push(`React warning: ${firstLines(formatConsoleArgs(args))}`);
    } else if (MSW_UNHANDLED.test(first)) {
      const request = /•\s*(.+)/.exec(formatConsoleArgs(args))?.[1]?.trim() ?? 'a request';
      problems.push(`Unhandled request (no MSW handler in the story): ${request}`);
    }
  }
  return problems;
}

/** React appends the component tree to some warnings; the first lines say what is wrong. */
function firstLines(text: string): string {
  return text.split('\n').slice(0, 2).join(' ').trim();
}
