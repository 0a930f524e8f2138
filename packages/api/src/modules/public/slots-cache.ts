import type { DataSource } from 'typeorm';
import type { PublicSlotsOutput } from '@waqt/contracts';
import { firstAtOrAfter, groupByLocalDate } from '../../scheduling/index.ts';
import { slotVersionsOf } from './public.queries.ts';

/**
 * `public.slots` answers kept in memory (docs/decisions.md, "`public.slots`: answers kept, never
 * stale"). An answer is stored with the calendar's `calendar_slot_versions.version`, read in the
 * same statement as its data; triggers give that row a new version in the transaction of any change
 * the answer depends on (bookings holding time, schedules, event types, the calendar), whichever
 * process writes it. Serving one costs a primary-key read of that version: equal → the data is
 * what the answer was computed from; different or gone → recompute.
 *
 * The clock is not part of an answer: its instants are computed for any time (`now = -Infinity`)
 * and cut per request at `now + notice` and at the booking horizon (`firstAtOrAfter`), so a start
 * that the clock has moved inside the notice period is never offered. The last cut's grouping is
 * kept, so a repeat only costs the version read.
 */
export interface SlotAnswer {
  calendarId: string;
  version: string;
  /** Everything but `days`. */
  head: Omit<PublicSlotsOutput, 'days'>;
  noticeMs: number;
  /** The event type's end (epoch ms), re-checked against the clock at each request. */
  activeTo: number | null;
  /** The end of the visitor's range (epoch ms). */
  to: number;
  /** Bookable starts at any time: ascending, clock-free. */
  instants: number[];
  /** The last cut served, by index into `instants`, and the answer made of it (deeply frozen). */
  cut: { first: number; end: number; answer: PublicSlotsOutput } | null;
}

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    for (const x of Object.values(v)) deepFreeze(x);
    Object.freeze(v);
  }
  return v;
}

/**
 * The answer as of `now`: starts in `[now + notice, min(to, horizon))`. Served again (`again`), the
 * same cut gives the same object, frozen, so the router's output check runs once per answer
 * (`checkedOnce`). Served the first time, the answer is made and not kept: most answers are asked
 * for once (a visitor's zone and dates), and keeping each one's strings until it is evicted was most
 * of the memory of the store and of the garbage that outlived its request; the store keeps its
 * instants, and the cut is made and kept when the answer is asked for again.
 */
export function answerAt(a: SlotAnswer, now: number, horizon: number, again = true): PublicSlotsOutput {
  const first = firstAtOrAfter(a.instants, now + a.noticeMs);
  const end = Math.max(first, firstAtOrAfter(a.instants, Math.min(a.to, horizon)));
  if (a.cut?.first === first && a.cut.end === end) return a.cut.answer;
  const days = groupByLocalDate(a.instants.slice(first, end), a.head.timezone);
  if (!again) return { ...a.head, days };
  a.cut = { first, end, answer: deepFreeze({ ...a.head, days }) };
  return a.cut.answer;
}

/** Bounds: whole answers, and their starts together (a 62-day answer holds about 1,000). */
const MAX_ANSWERS = 500;
const MAX_INSTANTS = 100_000;

/** Least recently used first out (a Map iterates in insertion order; a hit re-inserts). */
export class SlotAnswers {
  private readonly answers = new Map<string, SlotAnswer>();
  private instants = 0;
  /** Answers served from memory after a current version check (tests read it). */
  hits = 0;

  get(key: string): SlotAnswer | undefined {
    const a = this.answers.get(key);
    if (a) {
      this.answers.delete(key);
      this.answers.set(key, a);
    }
    return a;
  }

  set(key: string, a: SlotAnswer): void {
    this.delete(key);
    if (a.instants.length > MAX_INSTANTS) return;
    this.answers.set(key, a);
    this.instants += a.instants.length;
    for (const [k] of this.answers) {
      if (this.answers.size <= MAX_ANSWERS && this.instants <= MAX_INSTANTS) break;
      this.delete(k);
    }
  }

  delete(key: string): void {
    const a = this.answers.get(key);
    if (!a) return;
    this.answers.delete(key);
    this.instants -= a.instants.length;
  }
}

/**
 * Version reads shared by the requests waiting for them. A request's read must start after the
 * request arrived (then every commit acknowledged before it is seen, as with a query of its own),
 * and may serve every other request that arrived before it started: one query is in flight at a
 * time, and requests arriving meanwhile wait for the next one, which then reads all their calendars
 * at once. Under load one round trip serves tens of requests (a round trip over loopback TCP costs
 * more CPU than the rest of a kept answer); unloaded, each request still gets its own read.
 */
export class VersionReads {
  private next = new Map<string, { resolve: (v: string | undefined) => void; reject: (e: unknown) => void }[]>();
  private reading = false;

  constructor(private readonly db: DataSource) {}

  read(calendarId: string): Promise<string | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.next.get(calendarId);
      if (waiting) waiting.push({ resolve, reject });
      else this.next.set(calendarId, [{ resolve, reject }]);
      if (!this.reading) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.reading = true;
    while (this.next.size > 0) {
      const batch = this.next;
      this.next = new Map();
      try {
        const rows = await slotVersionsOf(this.db, [...batch.keys()]);
        const versions = new Map(rows.map((r) => [r.calendar_id, r.version]));
        for (const [id, waiters] of batch) for (const w of waiters) w.resolve(versions.get(id));
      } catch (err) {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
      }
    }
    this.reading = false;
  }
}

/** One store per data source (a test runs several apps in one process, each its own "instance"). */
const stores = new WeakMap<DataSource, { answers: SlotAnswers; versions: VersionReads }>();
function storeOf(db: DataSource) {
  let s = stores.get(db);
  if (!s) stores.set(db, (s = { answers: new SlotAnswers(), versions: new VersionReads(db) }));
  return s;
}
export const slotAnswersOf = (db: DataSource): SlotAnswers => storeOf(db).answers;

/** Whether the calendar is still at the answer's version (false when its row is gone). */
export async function isCurrent(db: DataSource, a: SlotAnswer): Promise<boolean> {
  return (await storeOf(db).versions.read(a.calendarId)) === a.version;
}
