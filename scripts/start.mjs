#!/usr/bin/env node
// `npm start`: the API (embedded PostgreSQL, dev mailbox, seeded demo team) on :5011 and the web
// app (Vite) on :5030, in one terminal. Ctrl-C stops both, and PostgreSQL with them.
// Ports: API_PORT, APP_PORT and EMBEDDED_PG_PORT move them, so two checkouts run side by side
// (each keeps its own database under its own .data/). NODE_ENV=production runs `npm run serve` instead.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * The two development processes and their ports, from the environment.
 * @public Exported for its test (packages/api/test/scripts.test.ts imports this file by its path).
 */
export function devPlan(env = process.env) {
  // Defaults are DEV_API_PORT / DEV_APP_PORT in packages/contracts/src/constants.ts and config.ts's 5433.
  const apiPort = env.API_PORT || '5011';
  const appPort = env.APP_PORT || '5030';
  const pgPort = env.EMBEDDED_PG_PORT || '5433';
  const apiEnv = { LOG_FORMAT: env.LOG_FORMAT ?? 'pretty', API_PORT: apiPort, EMBEDDED_PG_PORT: pgPort, APP_ORIGIN: env.APP_ORIGIN || `http://127.0.0.1:${appPort}` };
  const appEnv = { APP_PORT: appPort, API_PORT: apiPort, WAQT_API_ORIGIN: env.WAQT_API_ORIGIN || `http://127.0.0.1:${apiPort}` };
  return {
    apiPort,
    appPort,
    procs: [
      { name: 'api', color: 36, cmd: bin('tsx'), args: ['src/main.ts'], cwd: path.join(root, 'packages/api'), env: apiEnv },
      { name: 'app', color: 35, cmd: bin('vite'), args: ['--port', appPort, '--strictPort', '--host', '127.0.0.1'], cwd: path.join(root, 'packages/app'), env: appEnv },
    ],
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.env.NODE_ENV === 'production') await import('./serve.mjs');
  else startDev();
}

function startDev() {
  const { apiPort, appPort, procs } = devPlan();

  let stopping = false;
  const children = procs.map(({ name, color, cmd, args, cwd, env = {} }) => {
    // node_modules/.bin first, as npm does: tsx and vite start with `#!/usr/bin/env node`, which must be Node 24.
    const PATH = [path.join(root, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(path.delimiter);
    const child = spawn(cmd, args, { cwd, env: { ...process.env, FORCE_COLOR: '1', PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `\x1b[${color}m${name.padEnd(3)}\x1b[0m │ `;
    for (const stream of [child.stdout, child.stderr]) {
      let buf = '';
      stream.on('data', (d) => {
        buf += d;
        const lines = buf.split('\n');
        buf = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(prefix + line + '\n');
      });
    }
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${prefix}exited (${signal ?? code}); stopping the others.`);
        stop(code ?? 1);
      }
    });
    return child;
  });

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    for (const c of children) if (c.exitCode === null) c.kill('SIGINT');
    const deadline = setTimeout(() => {
      for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
      process.exit(code);
    }, 10_000);
    Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(() => {
      clearTimeout(deadline);
      process.exit(code);
    });
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  console.log(`Waqt is starting: app http://127.0.0.1:${appPort}  ·  API http://127.0.0.1:${apiPort}/health  ·  mailbox http://127.0.0.1:${apiPort}/dev/mailbox`);
}
