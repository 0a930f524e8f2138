import { z } from 'zod';

/** What a handler knows about the attempt it runs. */
export interface JobInfo {
  id: string;
  kind: string;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
}

/** A queued payload, checked: the work to run, or why it can never run (the job is left dead at once). */
type PreparedJob = { run: () => Promise<void> } | { invalid: string };

/** A job kind bound to what its handler needs: what the runner runs. */
export interface RunnableJob {
  readonly kind: string;
  /** Parses a queued payload with the kind's schema; never throws. */
  prepare(payload: unknown, job: JobInfo): PreparedJob;
}

/**
 * A job kind: its name, the zod schema of its payload and its handler. `enqueue` takes the definition,
 * so a payload is typed (and checked) where it is queued; the runner parses what it claims with the
 * same schema, so the handler gets a typed payload — and a payload that does not parse (a job queued
 * by an older deploy, a row written by hand) is left dead with the reason, not retried.
 * Throwing in the handler schedules a retry, or kills the job after its last attempt.
 */
export interface JobDefinition<K extends string, S extends z.ZodType, D> {
  readonly kind: K;
  readonly payload: S;
  readonly handler: (payload: z.output<S>, deps: D, job: JobInfo) => Promise<void>;
  /** This kind with `deps` (the app's dependencies: database, clock, gateway, mailer…). */
  bind(deps: D): RunnableJob;
}

/** Any kind that can be bound with `D`: what a list of every kind of the app holds. */
export type AnyJob<D> = { readonly kind: string; bind(deps: D): RunnableJob };

/** `payload`'s issues in one line, for the job's `last_error` and the log. */
const describe = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(payload)'}: ${i.message}`).join('; ');

export function defineJob<K extends string, S extends z.ZodType, D>(
  kind: K,
  payload: S,
  handler: (payload: z.output<S>, deps: D, job: JobInfo) => Promise<void>,
): JobDefinition<K, S, D> {
  return {
    kind,
    payload,
    handler,
    bind: (deps) => ({
      kind,
      prepare(raw, job) {
        const parsed = payload.safeParse(raw);
        if (!parsed.success) return { invalid: `invalid ${kind} payload: ${describe(parsed.error)}` };
        return { run: () => handler(parsed.data, deps, job) };
      },
    }),
  };
}

/** Ids in payloads: any 8-4-4-4-12 hex id (gen_random_uuid, uuidFrom), not only RFC 4122 variants. */
export const idField = z.guid();
/** An instant kept as its ISO text (handlers may use the text itself as a key). */
export const instantField = z.iso.datetime({ offset: true });
