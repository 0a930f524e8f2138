import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repo's ESLint config (eslint.config.js) catches what it promises, on code it has never seen.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function rulesFor(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

// Type-aware linting builds the API's TypeScript program first: slow on a loaded 2-core machine.
describe('eslint.config.js', { timeout: 90_000 }, () => {
  it('checks hook dependencies and the rules of hooks in ui and app', async () => {
    const code = `import { useEffect, useState } from 'react';
export function Clock({ tick }: { tick: () => void }) {
  useEffect(() => tick(), []);
  if (Math.random() > 1) useState(0);
  return null;
}\n`;
    const rules = await rulesFor(code, 'packages/ui/src/Clock.tsx');
    expect(rules).toContain('react-hooks/exhaustive-deps');
    expect(rules).toContain('react-hooks/rules-of-hooks');
    expect(await rulesFor(code, 'packages/app/src/Clock.tsx')).toContain('react-hooks/exhaustive-deps');
  });

  it('checks accessibility of JSX', async () => {
    const rules = await rulesFor(`export const Logo = () => <img src="/logo.svg" />;\n`, 'packages/ui/src/Logo.tsx');
    expect(rules).toContain('jsx-a11y/alt-text');
  });

  it('refuses an eslint-disable without a reason, and one that suppresses nothing', async () => {
    const noReason = await rulesFor(`// eslint-disable-next-line no-console\nconsole.log(1);\nexport {};\n`, 'packages/ui/src/x.ts');
    expect(noReason).toContain('waqt/disable-needs-reason');
    const withReason = await rulesFor(`// eslint-disable-next-line no-debugger -- kept for the demo\ndebugger;\nexport {};\n`, 'packages/ui/src/x.ts');
    expect(withReason).toEqual([]);
    const unused = await rulesFor(`// eslint-disable-next-line no-debugger -- nothing to hide\nexport const a = 1;\n`, 'packages/ui/src/x.ts');
    expect(unused.join(' ')).toMatch(/Unused eslint-disable directive/);
  });

  it('refuses a test that asserts nothing (it passes while the behaviour it names is gone)', async () => {
    const test = (body: string) => `import { expect, it } from 'vitest';\nimport { start } from './start.ts';\nit('starts once', async () => {\n  ${body}\n});\n`;
    expect(await rulesFor(test('await start();'), 'packages/ui/src/start.test.ts')).toContain('vitest/expect-expect');
    expect(await rulesFor(test('expect(await start()).toBe(1);'), 'packages/ui/src/start.test.ts')).toEqual([]);
    expect(await rulesFor(test('await expect.poll(() => start()).toBe(1);'), 'packages/ui/src/start.test.ts')).toEqual([]);
  });

  it('runs type-aware rules on the API: a floating promise is an error', async () => {
    const code = `export async function save(): Promise<void> {}\nexport function handler() {\n  save();\n}\n`;
    // A real file of the API's TypeScript project, so the project service gives it types.
    expect(await rulesFor(code, 'packages/api/src/clock.ts')).toContain('@typescript-eslint/no-floating-promises');
  });

  it('keeps typed SQL in the queries files: many/one/affected are refused in a service, allowed in *.queries.ts and the two status writers', async () => {
    const code = `import { one } from '../../db/sql.ts';\nimport type { Db } from '../../db/tx.ts';\nexport const n = (db: Db) => one<{ n: number }>(db, 'SELECT 1 AS n');\n`;
    // Real files of the API's TypeScript project, so the project service gives them types.
    expect(await rulesFor(code, 'packages/api/src/modules/public/public.service.ts')).toContain('no-restricted-imports');
    expect(await rulesFor(code, 'packages/api/src/modules/public/public.queries.ts')).not.toContain('no-restricted-imports');
    expect(await rulesFor(code, 'packages/api/src/modules/bookings/lifecycle.ts')).not.toContain('no-restricted-imports');
    expect(await rulesFor(code, 'packages/api/src/modules/billing/subscription-lifecycle.ts')).not.toContain('no-restricted-imports');
  });
});
