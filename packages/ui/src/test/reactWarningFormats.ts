// Node side of the story hygiene check (read by vitest.config.ts, never bundled into the app or a story).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** React's development builds, by package: where every warning React prints comes from. */
const SOURCES: Record<string, string[]> = {
  'react-dom': ['cjs/react-dom-client.development.js', 'cjs/react-dom.development.js'],
  react: ['cjs/react.development.js', 'cjs/react-jsx-dev-runtime.development.js', 'cjs/react-jsx-runtime.development.js'],
};

/** A JS string literal in double or single quotes. */
const STRING = String.raw`"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'`;
/** `console.error(` or `console.warn(` followed by one string literal, or several joined with `+`. */
const CALL = new RegExp(String.raw`console\.(?:error|warn)\(\s*((?:(?:${STRING})\s*\+\s*)*(?:${STRING}))`, 'g');
const LITERAL = new RegExp(STRING, 'g');

/** The value of a string literal as React's builds write them (JSON-style escapes, either quote). */
function literalValue(literal: string): string {
  const body = literal.slice(1, -1);
  if (literal.startsWith('"')) return JSON.parse(literal) as string;
  return JSON.parse(`"${body.replace(/\\'/g, "'").replace(/(^|[^\\])"/g, '$1\\"')}"`) as string;
}

/**
 * The format strings React passes as the first argument of `console.error` / `console.warn` in development
 * ("In HTML, %s cannot be a descendant of <%s>.…", "Each child in a list should have a unique…", …), read
 * from the installed React itself, so an upgrade brings its new warnings along. A format without a word of
 * its own (React's "%o\n\n%s\n\n%s\n", which prints an error an error boundary caught) is left out: it
 * would match any `console.error('%s', …)`.
 */
export function extractWarningFormats(source: string): string[] {
  const formats = new Set<string>();
  for (const call of source.matchAll(CALL)) {
    let text = '';
    try {
      for (const literal of call[1]?.match(LITERAL) ?? []) text += literalValue(literal);
    } catch {
      continue; // a JS-only escape (\x.., \'); no React warning uses one
    }
    if (/[A-Za-z]{3,}/.test(text.replace(/%[sdifoOc]/g, ''))) formats.add(text);
  }
  return [...formats];
}

/** Every warning format of the React installed next to packages/ui. */
export function reactWarningFormats(): string[] {
  const require = createRequire(import.meta.url);
  const formats = new Set<string>();
  for (const [pkg, files] of Object.entries(SOURCES)) {
    // The files are outside the packages' `exports`: resolve the package folder, then read them.
    const dir = path.dirname(require.resolve(`${pkg}/package.json`));
    for (const file of files) {
      for (const format of extractWarningFormats(readFileSync(path.join(dir, file), 'utf8'))) formats.add(format);
    }
  }
  return [...formats];
}
