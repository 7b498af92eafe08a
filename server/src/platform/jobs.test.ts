import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs as jobsTable } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { registerUser } from '../test/factories.ts';
import { until } from '../test/until.ts';
import { DEFAULT_TOOL_BUDGET, runTool } from './external-tool.ts';
import { backoffAfter, NoRetry } from './job-kind.ts';
import { createJobs, type Jobs } from './jobs.ts';

/** Issue 30: the one job queue — transactions, retries, periodic jobs, fair share, leases, stopping. */
let t: TestApp;
const quiet = { warn: () => {}, error: () => {} };
const queue = (o: { concurrency?: number; pollMs?: number } = {}) =>
  createJobs({ db: t.db, concurrency: o.concurrency ?? 2, pollMs: o.pollMs ?? 0, log: quiet });
const rowsOf = (kind: string) => t.db.select().from(jobsTable).where(eq(jobsTable.kind, kind));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('enqueue', () => {
  it('in a transaction, exists exactly when the caller’s writes commit; a key is one job', async () => {
    const jobs = queue();
    const seen: string[] = [];
    jobs.register<{ n: string }>('test.tx', async ({ n }) => {
      seen.push(n);
    });
    await t.db
      .transaction(async (tx) => {
        await jobs.enqueue('test.tx', { n: 'rolled back' }, { tx });
        throw new Error('the caller fails');
      })
      .catch(() => {});
    await t.db.transaction(async (tx) => {
      await jobs.enqueue('test.tx', { n: 'committed' }, { tx, key: 'k1' });
    });
    expect(await jobs.enqueue('test.tx', { n: 'same key' }, { key: 'k1' })).toBe(false);
    expect(await jobs.runDue({ kinds: ['test.tx'] })).toBe(1);
    expect(await jobs.runDue({ kinds: ['test.tx'] })).toBe(0);
    expect(seen).toEqual(['committed']);
    expect((await rowsOf('test.tx')).map((r) => [r.status, r.attempts])).toEqual([['done', 1]]);
  });

  it('an unknown kind is a programming error, not a silent row', async () => {
    await expect(queue().enqueue('test.unknown', {})).rejects.toThrow(/unknown job kind/);
  });

  it('waits for its run_at', async () => {
    const jobs = queue();
    jobs.register('test.later', async () => {});
    const at = new Date(Date.now() + 3_600_000);
    await jobs.enqueue('test.later', {}, { runAt: at });
    expect(await jobs.runDue({ kinds: ['test.later'] })).toBe(0);
    expect(await jobs.runDue({ kinds: ['test.later'], now: at })).toBe(1);
  });
});

describe('failures', () => {
  it('are retried with backoff, then given up once, with the last error kept', async () => {
    const jobs = queue();
    const gaveUp: unknown[] = [];
    jobs.register('test.flaky', async (_p, ctx) => Promise.reject(new Error(`attempt ${ctx.attempts}`)), {
      maxAttempts: 3,
      backoffMs: 1000,
      onGiveUp: async (_p, err) => {
        gaveUp.push(err);
      },
    });
    await jobs.enqueue('test.flaky', {});
    let now = Date.now();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await jobs.runDue({ kinds: ['test.flaky'], now: new Date(now) })).toBe(1);
      const [row] = await rowsOf('test.flaky');
      expect(row).toMatchObject({ attempts: attempt, lastError: `attempt ${attempt}` });
      expect(row?.status).toBe(attempt < 3 ? 'pending' : 'failed');
      if (attempt < 3) {
        expect(await jobs.runDue({ kinds: ['test.flaky'], now: new Date(now + 500) })).toBe(0);
        now += backoffAfter(attempt, 1000);
      }
    }
    expect(gaveUp).toHaveLength(1);
    expect(await jobs.runDue({ kinds: ['test.flaky'], now: new Date(now + 3_600_000) })).toBe(0);
  });

  it('NoRetry gives up at the first attempt', async () => {
    const jobs = queue();
    let runs = 0;
    jobs.register('test.hopeless', async () => {
      runs += 1;
      throw new NoRetry('over budget');
    });
    await jobs.enqueue('test.hopeless', {});
    await jobs.runDue({ kinds: ['test.hopeless'] });
    await jobs.runDue({ kinds: ['test.hopeless'], now: new Date(Date.now() + 3_600_000) });
    expect(runs).toBe(1);
    expect((await rowsOf('test.hopeless'))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('a job whose worker died on its last attempt is given up when the lease lapses', async () => {
    const jobs = queue();
    jobs.register('test.orphan', async () => {}, { maxAttempts: 1, leaseMs: 60_000 });
    await jobs.enqueue('test.orphan', {});
    const now = new Date();
    expect(await jobs.claimOnly(now, ['test.orphan'])).toHaveLength(1);
    expect(await jobs.runDue({ kinds: ['test.orphan'], now: new Date(now.getTime() + 61_000) })).toBe(0);
    expect((await rowsOf('test.orphan'))[0]).toMatchObject({ status: 'failed', lastError: 'worker stopped' });
  });
});

describe('periodic jobs', () => {
  it('have one row, run at their time, wait their interval, and survive a failing run', async () => {
    const jobs = queue();
    let fail = false;
    const runs: Date[] = [];
    jobs.every('test.every', 60_000, async (_p, ctx) => {
      runs.push(ctx.now);
      if (fail) throw new Error('this time it failed');
    });
    await jobs.ready();
    await jobs.ready(); // every process writes it at start; still one row
    expect(await rowsOf('test.every')).toHaveLength(1);
    const start = new Date(Date.now() + 1000);
    expect(await jobs.runDue({ kinds: ['test.every'], now: start })).toBe(1);
    expect(await jobs.runDue({ kinds: ['test.every'], now: new Date(start.getTime() + 59_000) })).toBe(0);
    fail = true;
    expect(await jobs.runDue({ kinds: ['test.every'], now: new Date(start.getTime() + 60_000) })).toBe(1);
    const [row] = await rowsOf('test.every');
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: 'this time it failed' });
    expect(row?.runAt.getTime()).toBe(start.getTime() + 120_000);
    expect(runs).toHaveLength(2);
  });
});

describe('the worker', () => {
  /** A kind whose jobs wait, each until the test opens its gate; `started` lists them in order. */
  function gated(jobs: Jobs, kind: string) {
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    jobs.register<{ name: string }>(kind, ({ name }) => {
      started.push(name);
      return new Promise<void>((resolve) => gates.set(name, resolve));
    });
    const open = (name: string) => gates.get(name)?.();
    return { started, open };
  }

  it('keeps a slot for other owners: one owner’s queue never holds up another owner’s next job', async () => {
    const [a, b] = [(await registerUser(t.app)).user.id, (await registerUser(t.app)).user.id];
    const jobs = queue({ concurrency: 2, pollMs: 60_000 });
    const { started, open } = gated(jobs, 'test.fair');
    jobs.start();
    try {
      for (const name of ['a1', 'a2', 'a3']) await jobs.enqueue('test.fair', { name }, { ownerId: a });
      await until('a1 to start', () => started.includes('a1'));
      await jobs.enqueue('test.fair', { name: 'b1' }, { ownerId: b });
      await until('b1 to start', () => started.includes('b1'));
      // Owner a's second job did not take the last slot: b's job got it.
      expect(started).toEqual(['a1', 'b1']);
      open('a1');
      await until('a2 to start', () => started.includes('a2'));
      open('b1');
      open('a2');
      await until('a3 to start', () => started.includes('a3'));
      open('a3');
      expect(started).toEqual(['a1', 'b1', 'a2', 'a3']);
      await until('all four done', async () => (await rowsOf('test.fair')).every((r) => r.status === 'done'));
    } finally {
      await jobs.stop();
    }
  });

  it('extends the lease of a job that runs longer than it', async () => {
    const jobs = queue({ pollMs: 60_000 });
    const lease = async () => (await rowsOf('test.long'))[0]?.lockedUntil?.getTime() ?? 0;
    jobs.register(
      'test.long',
      async () => {
        const first = await until('the claim', lease);
        await until('a heartbeat to extend the lease', async () => (await lease()) > first);
      },
      { leaseMs: 3000 },
    );
    jobs.start();
    try {
      await jobs.enqueue('test.long', {});
      await until('the job to finish', async () => (await rowsOf('test.long'))[0]?.status === 'done');
    } finally {
      await jobs.stop();
    }
  });

  it('stopping kills a running job’s child process and puts the job back for another process', async () => {
    const jobs = queue({ pollMs: 60_000 });
    jobs.register('test.child', async (_p, ctx) => {
      await runTool('sleep', ['120'], {
        budget: { ...DEFAULT_TOOL_BUDGET, wallMs: 120_000 },
        signal: ctx.signal,
        encoding: 'utf8',
      });
    });
    jobs.start();
    await jobs.enqueue('test.child', {});
    const pid = await until('the child to start', () => {
      const ps = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], {
        encoding: 'utf8',
      });
      return ps
        .split('\n')
        .map((l) => l.trim().split(/\s+/))
        .find(([, comm]) => comm === 'sleep')?.[0];
    });
    await jobs.stop();
    expect(() => process.kill(Number(pid), 0)).toThrow(); // gone
    const [row] = await rowsOf('test.child');
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
    // Another process (here: a fresh queue on the same database) picks it up.
    const next = queue();
    let ran = false;
    next.register('test.child', async () => {
      ran = true;
    });
    expect(await next.runDue({ kinds: ['test.child'] })).toBe(1);
    expect(ran).toBe(true);
  });

  it('claims only the kinds this process knows', async () => {
    const older = queue();
    older.register('test.known', async () => {});
    const newer = queue();
    newer.register('test.known', async () => {});
    newer.register('test.new-kind', async () => {});
    await newer.enqueue('test.new-kind', {});
    expect(await older.runDue({ kinds: ['test.known', 'test.new-kind'] })).toBe(0);
    expect((await rowsOf('test.new-kind'))[0]?.status).toBe('pending');
    expect(await newer.runDue({ kinds: ['test.new-kind'] })).toBe(1);
  });
});
