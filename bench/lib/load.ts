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

/** Drives one endpoint with autocannon; errors are non-2xx answers plus socket errors and timeouts. */
export async function drive(
  base: string,
  pid: number,
  s: Scenario,
  opts: { connections: number; seconds: number; dbPid?: number | undefined },
): Promise<Figures> {
  const cpu0 = cpuMs(pid);
  const db0 = opts.dbPid ? treeCpuMs(opts.dbPid) : 0;
  const result = await autocannon({
    url: `${base}${s.path}`,
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
    serverCpuMs: (cpuMs(pid) - cpu0) / n,
    dbCpuMs: opts.dbPid ? (treeCpuMs(opts.dbPid) - db0) / n : 0,
    name: s.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
    peakRssMb: memoryMb(pid, 'VmHWM'),
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

/** CPU time of a process and its children that are still running (PostgreSQL's backends), ms. */
export function treeCpuMs(rootPid: number): number {
  let total = cpuMs(rootPid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.split(') ')[1]?.split(' ')[1]) === rootPid) total += cpuMs(Number(entry));
    } catch {}
  }
  return total;
}
