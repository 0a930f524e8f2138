#!/usr/bin/env node
// After a failed `npm test` in CI: reprints, briefly, what failed. Turbo streams every task's output
// interleaved, and a CI log is often read from its tail only; this puts the failures last.
// Reads each package's turbo task logs (packages/*/.turbo/turbo-*.log) and prints, for the ones that
// failed, the failure lines: Playwright's "✘" lines and numbered failure reports, Vitest's FAIL lines
// and its "Failed Tests" section, TypeScript and ESLint errors — at most `LIMIT` lines per log.
import fs from 'node:fs';
import path from 'node:path';

const LIMIT = 40;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
const plain = (s) => s.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

const failed = /(\d+ failed|Test Files .*failed|error TS\d+|\d+ errors?\b.*problems?|✖ \d+ problems?|npm error Lifecycle script)/;
const keep = [
  /^\s*✘/, // playwright list reporter: a failed test
  /^\s*\d+\) \[/, // playwright: a numbered failure report
  /^\s*(Error|TimeoutError|expect\().*/, // the error's first line
  /^\s*(Expected|Received|Locator|Call log|Timeout)\b/,
  /Test timeout of \d+ms exceeded/,
  /^\s*at .*\.(spec|test|stories)\.tsx?:\d+/, // where in the test
  /\bFAIL\b/, // vitest
  /AssertionError|TestingLibraryElementError/,
  /error TS\d+/,
  /^\s*\d+:\d+\s+error\s/, // eslint
  /^\s*\d+ (failed|flaky|passed)/,
];

let printed = 0;
for (const pkg of fs.readdirSync(path.join(root, 'packages'))) {
  const dir = path.join(root, 'packages', pkg, '.turbo');
  if (!fs.existsSync(dir)) continue;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.log'))) {
    const text = plain(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (!failed.test(text)) continue;
    const lines = text.split('\n').filter((l) => keep.some((k) => k.test(l)));
    const task = file.replace(/^turbo-/, '').replace(/\.log$/, '').replace('$colon$', ':');
    console.log(`\nci: failures of @waqt/${pkg}#${task}`);
    for (const line of lines.slice(0, LIMIT)) console.log(`  ${line.trim().slice(0, 300)}`);
    if (lines.length > LIMIT) console.log(`  … ${lines.length - LIMIT} more lines in packages/${pkg}/.turbo/${file}`);
    printed++;
  }
}
if (printed === 0) console.log('ci: no failing test log found (see the output above)');
