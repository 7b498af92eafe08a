import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { until } from '../test/until.ts';
import { BudgetExceeded, runTool, ToolMissing } from './external-tool.ts';

/** Issue 29 §3: every run of an external program has a wall-clock, CPU and memory budget. */
const budget = { wallMs: 60_000, cpuSeconds: 60, memoryMb: 1024 };
/** awk doubling a string to 256 MB (mawk, Debian's awk, answers "out of memory" past the limit). */
const BIG_STRING = 'BEGIN { s = "xxxxxxxxxxxxxxxx"; for (i = 0; i < 24; i++) s = s s; print length(s) }';

/** The processes this test process started whose command is `name`. */
const childrenNamed = (name: string) =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter(([, comm]) => comm === name)
    .map(([pid]) => Number(pid));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('runTool', () => {
  it('answers the program’s output within its budget', async () => {
    expect(await runTool('awk', [BIG_STRING], { budget, encoding: 'utf8' })).toBe('268435456\n');
  });

  it('stops a program past its wall-clock budget: BudgetExceeded, never retried', async () => {
    const run = runTool('sleep', ['30'], { budget: { ...budget, wallMs: 300 }, encoding: 'utf8' });
    await expect(run).rejects.toBeInstanceOf(BudgetExceeded);
    await expect(run).rejects.toThrow(/300 ms/);
  });

  it('stops a program past its CPU budget', async () => {
    const run = runTool('sh', ['-c', 'while :; do :; done'], {
      budget: { ...budget, cpuSeconds: 1 },
      encoding: 'utf8',
    });
    await expect(run).rejects.toBeInstanceOf(BudgetExceeded);
    await expect(run).rejects.toThrow(/CPU/);
  });

  it('refuses a program memory past its budget', async () => {
    const run = runTool('awk', [BIG_STRING], { budget: { ...budget, memoryMb: 100 }, encoding: 'utf8' });
    await expect(run).rejects.toBeInstanceOf(BudgetExceeded);
    await expect(run).rejects.toThrow(/100 MB/);
  });

  it('tells a missing program apart from a failing one', async () => {
    await expect(runTool('/nonexistent/ffmpeg', [], { budget, encoding: 'utf8' })).rejects.toBeInstanceOf(
      ToolMissing,
    );
    const failing = runTool('sh', ['-c', 'echo broken >&2; exit 3'], { budget, encoding: 'utf8' });
    await expect(failing).rejects.toThrow(/broken/);
    await expect(failing).rejects.not.toBeInstanceOf(BudgetExceeded);
  });

  it('kills the program at once when its caller aborts (the server stopping)', async () => {
    const abort = new AbortController();
    const run = runTool('sleep', ['60'], { budget, signal: abort.signal, encoding: 'utf8' });
    const pid = await until('sleep to start', () => childrenNamed('sleep')[0]);
    expect(alive(pid)).toBe(true);
    abort.abort();
    await expect(run).rejects.toThrow();
    expect(alive(pid)).toBe(false);
  });
});
