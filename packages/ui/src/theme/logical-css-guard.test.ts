import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const guard = path.resolve(import.meta.dirname, '../../../../scripts/check-logical-css.mjs');

function run(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-guard-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const r = spawnSync(process.execPath, [guard, dir], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return r;
}

describe('physical-CSS guard', () => {
  it('rejects left/right properties in *.css.ts', () => {
    const r = run({ 'a.css.ts': "style({ marginLeft: 4, paddingRight: 2, left: 0, textAlign: 'right', borderTopLeftRadius: 2 })" });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('a.css.ts:1');
  });

  it('accepts logical properties', () => {
    const r = run({ 'b.css.ts': "style({ marginInlineStart: 4, paddingInlineEnd: 2, insetInlineStart: 0, textAlign: 'start' })" });
    expect(r.status).toBe(0);
  });

  it('passes on the whole ui package', () => {
    expect(() => execFileSync(process.execPath, [guard, path.resolve(import.meta.dirname, '..')], { encoding: 'utf8' })).not.toThrow();
  });
});
