import type { Clock } from '../clock.ts';
import type { Db } from '../db/tx.ts';
import { countJobs, discardDeadJob, isJobId, listDeadJobs, retryDeadJob, type DeadJobAction } from './jobs-admin.ts';

const JOBS_USAGE = [
  'usage: npm run jobs                     list dead jobs and count jobs by state',
  '       npm run jobs -- retry <id>       queue a dead job again, to run now with its attempts reset',
  '       npm run jobs -- discard <id>     delete a dead job',
].join('\n');

/** How many dead jobs the list shows (most recently dead first). */
const LIST_LIMIT = 50;

export interface JobsCommandIo {
  db: Db;
  clock: Clock;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** `2026-11-22 09:00:00Z`: sortable, unambiguous, short. */
const when = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '-');

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ').trimEnd());
}

async function list({ db, clock, out }: JobsCommandIo): Promise<number> {
  const counts = await countJobs(db, clock);
  const { jobs, total } = await listDeadJobs(db, LIST_LIMIT);
  out(`jobs: ${counts.queued} queued (${counts.due} due now), ${counts.running} running, ${counts.dead} dead`);
  if (!jobs.length) return 0;
  out('');
  for (const line of table([['ID', 'KIND', 'ATTEMPTS', 'DEAD SINCE', 'LAST ERROR'], ...jobs.map((j) => [j.id, j.kind, `${j.attempts}/${j.maxAttempts}`, when(j.deadAt), j.lastError || '-'])])) out(line);
  if (total > jobs.length) out(`… and ${total - jobs.length} older dead jobs`);
  out('');
  out('retry one: npm run jobs -- retry <id>    discard one: npm run jobs -- discard <id>');
  return 0;
}

/** The one line a refused action prints. */
function refused(id: string, verb: 'retried' | 'discarded', r: Exclude<DeadJobAction, { ok: true }>): string {
  return r.reason === 'not_found' ? `jobs: no job ${id}` : `jobs: job ${id} is ${r.state}, not dead: only dead jobs can be ${verb}`;
}

/** What the arguments ask for; help and wrong usage need no database. */
export type JobsCommand =
  | { run: 'list' }
  | { run: 'retry' | 'discard'; id: string }
  | { run: 'print'; code: 0 | 2; text: string; to: 'out' | 'err' };

export function parseJobsCommand(args: readonly string[]): JobsCommand {
  const [command = 'list', id, ...rest] = args;
  if (command === 'help' || command === '--help' || command === '-h') return { run: 'print', code: 0, text: JOBS_USAGE, to: 'out' };
  if (command === 'list' && id === undefined) return { run: 'list' };
  if ((command === 'retry' || command === 'discard') && id !== undefined && rest.length === 0) {
    if (!isJobId(id)) return { run: 'print', code: 2, text: `jobs: "${id}" is not a job id (a number, as listed by \`npm run jobs\`)`, to: 'err' };
    return { run: command, id };
  }
  return { run: 'print', code: 2, text: JOBS_USAGE, to: 'err' };
}

/**
 * `npm run jobs [-- retry|discard <id>]` (src/jobs-cli.ts opens the database): prints, and returns the
 * exit code — 0 done, 1 refused (no such job, not dead), 2 wrong usage.
 */
export async function runJobsCommand(command: JobsCommand, io: JobsCommandIo): Promise<number> {
  switch (command.run) {
    case 'print':
      io[command.to](command.text);
      return command.code;
    case 'list':
      return list(io);
    case 'retry': {
      const r = await retryDeadJob(io.db, io.clock, command.id);
      if (!r.ok) {
        io.err(refused(command.id, 'retried', r));
        return 1;
      }
      io.out(`jobs: job ${command.id} (${r.kind}) queued to run now, attempts reset`);
      return 0;
    }
    case 'discard': {
      const r = await discardDeadJob(io.db, command.id);
      if (!r.ok) {
        io.err(refused(command.id, 'discarded', r));
        return 1;
      }
      io.out(`jobs: job ${command.id} (${r.kind}) discarded`);
      return 0;
    }
  }
}
