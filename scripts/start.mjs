#!/usr/bin/env node
// `npm start`: the API (embedded PostgreSQL, dev mailbox, seeded demo team) on :5011 and the web
// app (Vite) on :5030, in one terminal. Ctrl-C stops both, and PostgreSQL with them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const procs = [
  { name: 'api', color: 36, cmd: bin('tsx'), args: ['src/main.ts'], cwd: path.join(root, 'packages/api'), env: { LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' } },
  { name: 'app', color: 35, cmd: bin('vite'), args: ['--port', '5030', '--strictPort', '--host', '127.0.0.1'], cwd: path.join(root, 'packages/app') },
];

let stopping = false;
const children = procs.map(({ name, color, cmd, args, cwd, env = {} }) => {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, FORCE_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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

console.log('Waqt is starting: app http://127.0.0.1:5030  ·  API http://127.0.0.1:5011/health  ·  mailbox http://127.0.0.1:5011/dev/mailbox');
