import { type ExecFileException, execFile } from 'node:child_process';
import { basename } from 'node:path';
import { NoRetry } from './job-kind.ts';

/**
 * What one run of an external program (ffmpeg, ffprobe, pdftoppm) may use (issue 29 §3): wall-clock
 * time, CPU time and address space. The CPU and memory limits are set on the child by `prlimit`
 * (util-linux) and hold even if the server dies and leaves the child behind.
 */
export interface ToolBudget {
  wallMs: number;
  cpuSeconds: number;
  memoryMb: number;
}

export const DEFAULT_TOOL_BUDGET: ToolBudget = { wallMs: 10_000, cpuSeconds: 10, memoryMb: 1024 };

/** A program the machine does not have: the caller goes on without what it would have made. */
export class ToolMissing extends Error {}

/** The program ran out of its budget (or crashed on the file): trying again would do the same. */
export class BudgetExceeded extends NoRetry {}

const MAX_OUTPUT = 64 * 1024 * 1024;

let prlimit: Promise<boolean> | null = null;
/** Whether `prlimit` can be run here (looked up once per process). */
function hasPrlimit(): Promise<boolean> {
  prlimit ??= new Promise((resolve) => execFile('prlimit', ['--version'], (err) => resolve(!err)));
  return prlimit;
}

const OUT_OF_MEMORY = /cannot allocate memory|out of memory|bad_alloc|failed to map segment/i;

function explain(
  bin: string,
  err: ExecFileException & { code?: string | number | null },
  stderr: string,
  o: { limited: boolean; budget: ToolBudget },
): Error {
  const name = basename(bin);
  if (err.code === 'ENOENT' || (o.limited && err.code === 127 && stderr.includes('failed to execute')))
    return new ToolMissing(bin);
  if (err.killed && err.signal === 'SIGKILL')
    return new BudgetExceeded(`${name}: stopped after ${o.budget.wallMs} ms (budget)`);
  if (err.signal === 'SIGXCPU' || err.signal === 'SIGKILL')
    return new BudgetExceeded(`${name}: stopped after ${o.budget.cpuSeconds} s of CPU (budget)`);
  if (err.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER')
    return new BudgetExceeded(`${name}: output too large`);
  if (OUT_OF_MEMORY.test(stderr))
    return new BudgetExceeded(`${name}: out of its ${o.budget.memoryMb} MB (budget)`);
  if (err.signal) return new BudgetExceeded(`${name}: ended by ${err.signal}`);
  return new Error(`${name} failed (${err.code ?? '?'}): ${stderr.trim().slice(0, 300)}`);
}

/**
 * Runs a program within its budget and answers its standard output. Past the wall-clock budget it
 * is killed (SIGKILL); past the CPU budget the kernel stops it; an allocation past the memory
 * budget fails. All of these are `BudgetExceeded` (no retry). When `signal` aborts (the process
 * is stopping), the child is killed at once and the call rejects with an AbortError.
 */
export async function runTool(
  bin: string,
  args: string[],
  o: { budget: ToolBudget; signal?: AbortSignal | undefined; encoding: 'buffer' | 'utf8' },
): Promise<Buffer | string> {
  o.signal?.throwIfAborted();
  const limited = await hasPrlimit();
  const { budget } = o;
  const [cmd, argv] = limited
    ? [
        'prlimit',
        [
          `--cpu=${Math.max(1, Math.ceil(budget.cpuSeconds))}`,
          `--as=${Math.round(budget.memoryMb * 1024 * 1024)}`,
          '--',
          bin,
          ...args,
        ],
      ]
    : [bin, args];
  return new Promise((resolve, reject) => {
    const child = execFile(
      cmd,
      argv,
      { timeout: budget.wallMs, killSignal: 'SIGKILL', maxBuffer: MAX_OUTPUT, encoding: o.encoding },
      (err, stdout, stderr) => {
        o.signal?.removeEventListener('abort', stop);
        if (o.signal?.aborted) return reject(o.signal.reason);
        if (!err) return resolve(stdout);
        reject(explain(bin, err, String(stderr ?? ''), { limited, budget }));
      },
    );
    // Killed, and answered only once it has exited: a stopping server leaves no child behind.
    function stop() {
      child.kill('SIGKILL');
    }
    o.signal?.addEventListener('abort', stop, { once: true });
  });
}
