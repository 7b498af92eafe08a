import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const REPO_ROOT = join(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One server process of the cluster (`node --import tsx server/src/main.ts`) on 127.0.0.1:port. */
export interface ServerSlot {
  index: number;
  port: number;
  child: ChildProcess | null;
  /** Set while the cluster stops or restarts it on purpose (an exit then is no crash). */
  stopping: boolean;
}

export function spawnServer(slot: ServerSlot, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...env, HOST: '127.0.0.1', PORT: String(slot.port) },
    // Its own process group: Ctrl+C reaches the cluster script, which stops the processes in order.
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  slot.child = child;
  slot.stopping = false;
  return child;
}

/** Polls the process's own /api/health (not through nginx) until 200; fails if it exits first. */
export async function waitHealthy(slot: ServerSlot, withinMs = 60_000): Promise<void> {
  const child = slot.child;
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (!child || child.exitCode !== null || child.signalCode !== null)
      throw new Error(`process ${slot.index + 1} (port ${slot.port}) exited before it was healthy`);
    try {
      const res = await fetch(`http://127.0.0.1:${slot.port}/api/health`, {
        signal: AbortSignal.timeout(2000),
      });
      if (res.ok) return;
    } catch {}
    await sleep(50);
  }
  throw new Error(`process ${slot.index + 1} (port ${slot.port}) not healthy within ${withinMs} ms`);
}

/**
 * SIGTERM (the server closes its sockets with 1012, stops accepting, finishes requests in flight),
 * SIGKILL only if it is still there after `graceMs`. Resolves when it has exited.
 */
export async function stopServer(slot: ServerSlot, graceMs = 40_000): Promise<void> {
  const child = slot.child;
  if (!child) return;
  slot.stopping = true;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  slot.child = null;
}
