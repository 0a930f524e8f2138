import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const appRoot = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(m?[jt]sx?|html)$/.test(name) ? [p] : [];
  });
}

/** A module specifier that reaches into another package's sources instead of its public entries. */
const DEEP = /(?:from\s+|import\s*\(\s*|import\s+)['"]((?:@waqt\/(?:ui|contracts|api)\/src\/|(?:\.\.\/)+(?:packages\/)?(?:ui|contracts|api)\/)[^'"]*)['"]/g;

describe('package boundaries (STYLE §11)', () => {
  it('app imports ui, contracts and api only through their public entries', () => {
    // This file holds deep imports as samples for the check itself.
    const deep = sources(appRoot).filter((file) => file !== import.meta.filename).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(DEEP)].map((m) => `${path.relative(appRoot, file)}: ${m[1]}`),
    );
    expect(deep).toEqual([]);
  });

  it('the check sees a deep import when there is one', () => {
    const sample = `import { themeBootScript } from '../ui/src/theme/theme.ts';\nimport x from "@waqt/ui/src/index.ts";\nimport { ok } from '@waqt/ui/theme';`;
    expect([...sample.matchAll(DEEP)].map((m) => m[1])).toEqual(['../ui/src/theme/theme.ts', '@waqt/ui/src/index.ts']);
  });
});
