/**
 * An open-loop load generator (issue 37): requests start at Poisson-distributed moments at a
 * given mean rate whether or not earlier ones have answered, so a slow server meets a queue as
 * it would in use (autocannon's closed loop waits, and hides that). Latency counts from the
 * moment a request was due, so time spent waiting for a free connection counts too.
 */
import { setMaxListeners } from 'node:events';
import { Agent, request } from 'node:http';
import { percentile } from './capacity-steps.ts';

export interface OutgoingRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

export interface KindResult {
  count: number;
  errors: number;
  p50: number;
  p99: number;
  /** Statuses other than 2xx, and "socket"/"timeout", with their counts. */
  failures: Record<string, number>;
}

export interface OpenLoopResult {
  /** Requests completed (answered or failed) per second, from the start to the last answer. */
  achieved: number;
  /** Requests started per second of the step (the offered rate, as drawn). */
  offered: number;
  /**
   * p99 of how late the generator itself started requests after they were due, ms: its own
   * timer and event loop delayed by other work on the machine (not the server's doing).
   */
  lagP99: number;
  byKind: Map<string, KindResult>;
}

/**
 * Offers `rate` req/s for `seconds` to the servers at `bases` (round-robin), at most
 * `connections` sockets in all; `next(u)` picks each request (its kind and what to send) from a
 * uniform draw. Requests still unanswered `graceMs` after the last one was due count as errors.
 */
export async function openLoop(opts: {
  bases: string[];
  rate: number;
  seconds: number;
  connections: number;
  random: () => number;
  next: () => { kind: string; req: OutgoingRequest };
  graceMs?: number;
}): Promise<OpenLoopResult> {
  const perBase = Math.max(1, Math.floor(opts.connections / opts.bases.length));
  const targets = opts.bases.map((b) => {
    const url = new URL(b);
    return {
      host: url.hostname,
      port: Number(url.port),
      agent: new Agent({ keepAlive: true, maxSockets: perBase }),
    };
  });
  const latencies = new Map<string, number[]>();
  const failures = new Map<string, Record<string, number>>();
  const fail = (kind: string, why: string) => {
    const f = failures.get(kind) ?? {};
    failures.set(kind, f);
    f[why] = (f[why] ?? 0) + 1;
  };
  const inFlight = new Set<Promise<void>>();
  const abort = new AbortController();
  // Every request in flight listens on the one signal.
  setMaxListeners(0, abort.signal);
  let sent = 0;
  let completed = 0;
  const lags: number[] = [];

  const fire = (due: number) => {
    lags.push(performance.now() - due);
    const { kind, req } = opts.next();
    const target = targets[sent % targets.length] as (typeof targets)[number];
    sent += 1;
    const done = new Promise<void>((resolve) => {
      let finished = false;
      const finish = (why?: string) => {
        if (finished) return;
        finished = true;
        completed += 1;
        if (why) fail(kind, why);
        else {
          const list = latencies.get(kind) ?? [];
          latencies.set(kind, list);
          list.push(performance.now() - due);
        }
        resolve();
      };
      const r = request(
        {
          host: target.host,
          port: target.port,
          method: req.method,
          path: req.path,
          headers: req.body
            ? { ...req.headers, 'content-length': String(Buffer.byteLength(req.body)) }
            : req.headers,
          agent: target.agent,
          signal: abort.signal,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            finish(status >= 200 && status < 300 ? undefined : String(status));
          });
          res.on('error', () => finish('socket'));
        },
      );
      r.on('error', () => finish(abort.signal.aborted ? 'timeout' : 'socket'));
      r.end(req.body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const started = performance.now();
  const end = started + opts.seconds * 1000;
  let due = started;
  // Poisson arrivals: exponential gaps with mean 1/rate, fired from a 2 ms tick.
  const gap = () => (-Math.log(1 - opts.random()) / opts.rate) * 1000;
  due += gap();
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const now = performance.now();
      while (due <= now && due < end) {
        fire(due);
        due += gap();
      }
      if (due >= end) {
        clearInterval(tick);
        resolve();
      }
    }, 2);
  });
  const grace = new Promise<void>((r) => setTimeout(r, opts.graceMs ?? 10_000));
  await Promise.race([Promise.all([...inFlight]), grace]);
  abort.abort();
  await Promise.all([...inFlight]);
  const elapsed = (performance.now() - started) / 1000;
  for (const t of targets) t.agent.destroy();

  const byKind = new Map<string, KindResult>();
  for (const kind of new Set([...latencies.keys(), ...failures.keys()])) {
    const sorted = (latencies.get(kind) ?? []).sort((a, b) => a - b);
    const f = failures.get(kind) ?? {};
    const errors = Object.values(f).reduce((n, c) => n + c, 0);
    // A request that failed counts as slower than every answer in the percentiles.
    const all = [...sorted, ...Array<number>(errors).fill(Number.POSITIVE_INFINITY)];
    byKind.set(kind, {
      count: all.length,
      errors,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      failures: f,
    });
  }
  return {
    achieved: completed / Math.max(opts.seconds, elapsed),
    offered: sent / opts.seconds,
    lagP99: percentile(
      lags.sort((a, b) => a - b),
      99,
    ),
    byKind,
  };
}
