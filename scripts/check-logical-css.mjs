#!/usr/bin/env node
// Rejects physical (left/right) CSS in vanilla-extract files: Waqt is bidirectional, so styles
// must use logical properties (marginInlineStart, insetInlineEnd, textAlign: 'start', …).
import fs from 'node:fs';
import path from 'node:path';

const roots = process.argv.slice(2);
if (roots.length === 0) roots.push('packages');

const rules = [
  [/\b(margin|padding|border)(Left|Right)\w*\s*:/, 'use the Inline{Start,End} form'],
  [/['"]?\b(margin|padding|border)-(left|right)[\w-]*['"]?\s*:/, 'use the inline-start/end form'],
  [/(^|[\s{,])(left|right)\s*:/, 'use insetInlineStart / insetInlineEnd'],
  [/\b(textAlign|float|clear)\s*:\s*['"](left|right)['"]/, "use 'start' / 'end'"],
  [/\bborder(Top|Bottom)?(Left|Right)Radius\s*:/, 'use borderStartStartRadius and friends'],
];

function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (p.endsWith('.css.ts')) yield p;
  }
}

let problems = 0;
let files = 0;
for (const root of roots) {
  for (const file of walk(root)) {
    files++;
    fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      if (/physical-ok/.test(line)) return; // explicit, reviewed exception
      for (const [re, hint] of rules) {
        if (re.test(line)) {
          problems++;
          console.error(`${file}:${i + 1}: physical CSS property (${hint}): ${line.trim()}`);
        }
      }
    });
  }
}
if (problems) {
  console.error(`\n${problems} physical CSS propert${problems === 1 ? 'y' : 'ies'} found in ${files} files.`);
  process.exit(1);
}
console.log(`logical-css: ${files} files checked, no physical left/right properties.`);
