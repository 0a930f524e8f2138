/**
 * Slot-engine benchmark: the fixed workload in bench/slots-workload.json (a copy of the shared
 * benchmark file: 60 days, 20 overrides, 1,000 bookings, visitor in Europe/London), computed in
 * process — warm-up, then timed runs; prints the median, p95 and the number of slots.
 * Figures only — nothing here asserts a time.   npm run bench -w packages/api   (or tsx bench/slots.ts)
 */
import fs from 'node:fs';
import path from 'node:path';
import { workloadQuery, type SlotsWorkload } from '../src/scheduling/bench-workload.ts';
import { computeSlots } from '../src/scheduling/slots.ts';

const WARMUP = Number(process.env.BENCH_SLOTS_WARMUP ?? 200);
const RUNS = Math.max(30, Number(process.env.BENCH_SLOTS_RUNS ?? 300));

const workload = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'slots-workload.json'), 'utf8')) as SlotsWorkload;
// Adapting the bookings (as the API adapts its rows) is outside the timing, like the database read.
const query = workloadQuery(workload);

let slots = 0;
for (let i = 0; i < WARMUP; i++) slots = computeSlots(query).reduce((n, d) => n + d.slots.length, 0);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = process.hrtime.bigint();
  const days = computeSlots(query);
  times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  if (days.length === 0) throw new Error('the engine found no slots');
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(3)} ms`;
console.log(`slot engine — ${workload.range.start} … ${workload.range.endExclusive}, ${workload.bookings.length} bookings, visitor ${workload.visitorTimeZone}`);
console.log(`  ${RUNS} runs after ${WARMUP} warm-up: median ${ms(at(0.5))}, p95 ${ms(at(0.95))}, min ${ms(times[0]!)}, max ${ms(times.at(-1)!)}`);
console.log(`  slots: ${slots}${workload.expectedSlotCount === undefined ? '' : ` (expected ${workload.expectedSlotCount})`}`);
