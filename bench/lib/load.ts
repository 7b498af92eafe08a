import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  /** Connections for this scenario when not the run's default. */
  connections?: number;
}

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** Server's peak resident memory so far (VmHWM), MB. */
  peakRssMb: number;
  /** `GET /api/ping` req/s measured right before this scenario (the machine is shared, so the ceiling drifts). */
  ceiling: number;
  /** CPU time per request of the server process and of PostgreSQL (0 when not measured), ms. */
  serverCpuMs: number;
  dbCpuMs: number;
}

/** A field of /proc/<pid>/status in MB (VmHWM: peak resident set since start). */
export function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return m ? Number(m[1]) / 1024 : 0;
}

/**
 * Drives one endpoint with autocannon; errors are non-2xx answers plus socket errors and timeouts.
 * With several server processes (`base` and `pid` lists), autocannon spreads its connections over
 * their ports round-robin, and the server CPU is the sum over the processes.
 */
export async function drive(
  base: string | string[],
  pid: number | number[],
  s: Scenario,
  opts: { connections: number; seconds: number; dbPid?: number | undefined },
): Promise<Figures> {
  const bases = Array.isArray(base) ? base : [base];
  const pids = Array.isArray(pid) ? pid : [pid];
  const serverCpu = () => pids.reduce((n, p) => n + cpuMs(p), 0);
  const cpu0 = serverCpu();
  const db0 = opts.dbPid ? treeCpuMs(opts.dbPid) : 0;
  const result = await autocannon({
    // autocannon takes a list of URLs too (its typings say a string), one per connection in turn.
    url: (bases.length === 1 ? `${bases[0]}${s.path}` : bases.map((b) => `${b}${s.path}`)) as string,
    method: s.method ?? 'GET',
    connections: opts.connections,
    duration: opts.seconds,
    headers: {
      ...(s.token ? { authorization: `Bearer ${s.token}` } : {}),
      ...(s.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(s.body !== undefined ? { body: JSON.stringify(s.body) } : {}),
  });
  const n = Math.max(1, result.requests.total);
  return {
    serverCpuMs: (serverCpu() - cpu0) / n,
    dbCpuMs: opts.dbPid ? (treeCpuMs(opts.dbPid) - db0) / n : 0,
    name: s.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
    peakRssMb: Math.max(...pids.map((p) => memoryMb(p, 'VmHWM'))),
    ceiling: 0,
  };
}

/** CPU time (user + system) a process has used so far, ms (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU time of a process's children that have exited and been waited for (cutime + cstime), ms. */
function reapedChildrenCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU time of a process and its children (PostgreSQL's backends), ms: the running ones, plus
 * those that have exited (the postmaster reaps them, and their time moves into its cutime), so
 * a backend whose connection closes mid-measurement still counts.
 */
export function treeCpuMs(rootPid: number): number {
  let total = cpuMs(rootPid) + reapedChildrenCpuMs(rootPid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.split(') ')[1]?.split(' ')[1]) === rootPid) total += cpuMs(Number(entry));
    } catch {}
  }
  return total;
}
