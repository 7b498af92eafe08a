/**
 * A periodic job in every server process (issue 21: event reminders). Every process ticks; the
 * job itself claims its work with `FOR UPDATE SKIP LOCKED`, so several processes on one
 * PostgreSQL never do the same piece twice and no separate scheduler process is needed. Ticks
 * never overlap within a process, and closing waits for the running one (the database closes
 * after it). An interval of 0 turns the timer off (tests call `tick()` themselves).
 */
export function createScheduler(opts: {
  intervalMs: number;
  tick: () => Promise<unknown>;
  onError: (err: unknown) => void;
}) {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const tick = (): Promise<void> => {
    running ??= opts
      .tick()
      .then(() => undefined)
      .catch(opts.onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    tick,
    start() {
      if (opts.intervalMs <= 0 || timer) return;
      timer = setInterval(() => void tick(), opts.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
