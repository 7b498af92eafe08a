/**
 * The capacity soak's step search (issue 37): rates double from a start until a step breaks a
 * target, then a few steps halve the gap between the last rate that held and the first that
 * broke. Pure: no I/O, unit-tested.
 */
import type { Kind, KindSpec } from './capacity-mix.ts';

/** One request kind's figures in one step. */
export interface KindFigures {
  count: number;
  errors: number;
  p50: number;
  p99: number;
}

export interface Step {
  /** Offered rate, req/s (open loop: requests start on schedule whether or not earlier ones ended). */
  rate: number;
  /** Requests started per second (Poisson arrivals: the offered rate as drawn). */
  offered: number;
  /** Completed requests per second over the step. */
  achieved: number;
  byKind: Map<Kind, KindFigures>;
}

export interface Verdict {
  ok: boolean;
  /** What broke, in order of the mix: "feed, first page p99 73 ms > 50", "errors 2.1% > 0.1%". */
  broken: string[];
}

/** Most errors (non-2xx, socket errors, timeouts) a step may have: 0.1% of its requests. */
export const MAX_ERROR_SHARE = 0.001;
/**
 * Fewest requests of a kind in a step for its p99 to be judged: with fewer, the "p99" is just the
 * slowest one or two requests (one scheduling hiccup on a shared machine), so it is shown, marked,
 * and not judged. The step length gives every kind of 10% of the mix this many at each rate.
 */
export const MIN_SAMPLES = 100;
/** A step whose completed rate falls below 90% of the offered one did not carry that rate. */
export const MIN_ACHIEVED_SHARE = 0.9;

/**
 * Whether a step kept every p99 target (`at` 'p99'), its error budget and its offered rate. With
 * `at` 'p50' it asks instead whether the server still carried the rate: every kind's median within
 * its p99 target (a kind of 20 requests or more), errors and rate as before. Past that the server
 * is saturated and further steps only lengthen queues.
 */
export function verdict(step: Step, mix: readonly KindSpec[], at: 'p99' | 'p50' = 'p99'): Verdict {
  const broken: string[] = [];
  let requests = 0;
  let errors = 0;
  for (const m of mix) {
    const f = step.byKind.get(m.kind);
    if (!f) continue;
    requests += f.count;
    errors += f.errors;
    const value = at === 'p99' ? f.p99 : f.p50;
    if (f.count >= (at === 'p99' ? MIN_SAMPLES : 20) && value > m.p99Ms)
      broken.push(`${m.label} ${at} ${Math.round(value)} ms > ${m.p99Ms}`);
  }
  if (requests > 0 && errors / requests > MAX_ERROR_SHARE)
    broken.push(`errors ${((100 * errors) / requests).toFixed(1)}% > ${100 * MAX_ERROR_SHARE}%`);
  if (step.achieved < MIN_ACHIEVED_SHARE * step.offered)
    broken.push(`completed ${Math.round(step.achieved)} req/s < ${100 * MIN_ACHIEVED_SHARE}% of offered`);
  return { ok: broken.length === 0, broken };
}

export interface Search {
  start: number;
  /** Highest rate ever offered. */
  max: number;
  /** Steps that halve the gap after the first failure. */
  refinements: number;
}

/**
 * The next rate to offer after `done` (each step's rate and whether it held), or undefined when
 * the search is over: doubling while every step holds; after a failure, up to `refinements`
 * steps at the midpoint of the highest rate that held and the lowest that broke (rounded to 5).
 */
export function nextRate(done: { rate: number; ok: boolean }[], s: Search): number | undefined {
  if (done.length === 0) return s.start;
  const failed = done.filter((d) => !d.ok);
  if (failed.length === 0) {
    const last = (done.at(-1) as { rate: number }).rate;
    return last >= s.max ? undefined : Math.min(s.max, last * 2);
  }
  const refined = done.length - 1 - done.findIndex((d) => !d.ok);
  if (refined >= s.refinements) return undefined;
  const low = highestHeld(done);
  const high = Math.min(...failed.map((d) => d.rate));
  if (low === undefined) return s.start / 2 >= 5 && refined === 0 ? round5(s.start / 2) : undefined;
  const mid = round5((low + high) / 2);
  return mid <= low || mid >= high ? undefined : mid;
}

/** The highest rate that held, below every rate that broke (a noisy pass above a failure is not counted). */
export function highestHeld(done: { rate: number; ok: boolean }[]): number | undefined {
  const lowestBroken = Math.min(...done.filter((d) => !d.ok).map((d) => d.rate));
  const held = done.filter((d) => d.ok && d.rate < lowestBroken).map((d) => d.rate);
  return held.length ? Math.max(...held) : undefined;
}

const round5 = (n: number) => Math.max(5, Math.round(n / 5) * 5);

/** The p-th percentile (0..100) of `sorted` (ascending), nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}
