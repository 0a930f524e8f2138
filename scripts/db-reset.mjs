#!/usr/bin/env node
// `npm run db:reset`: deletes the local embedded PostgreSQL cluster (DATA_DIR/pg, by default .data/pg),
// so the next `npm start` creates a fresh one, runs the migrations and seeds the demo team again.
// Refuses while a server still runs on it. A DATABASE_URL server is never touched.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, '.data'));
const pgDir = path.join(dataDir, 'pg');

if (!fs.existsSync(pgDir)) {
  console.log(`db:reset: nothing to delete (${pgDir} does not exist).`);
  process.exit(0);
}
const pidFile = path.join(pgDir, 'postmaster.pid');
if (fs.existsSync(pidFile)) {
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  let alive = false;
  try {
    process.kill(pid, 0);
    alive = Number.isInteger(pid) && pid > 0;
  } catch (err) {
    alive = err.code === 'EPERM'; // exists, owned by the postgres user
  }
  if (alive) {
    console.error(`db:reset: PostgreSQL (pid ${pid}) is still running on ${pgDir}: stop \`npm start\` (Ctrl-C) first.`);
    process.exit(1);
  }
}
fs.rmSync(pgDir, { recursive: true, force: true });
console.log(`db:reset: deleted ${pgDir}; the next \`npm start\` creates a fresh database with the demo team.`);
