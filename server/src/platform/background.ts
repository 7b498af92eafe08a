import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for (a data export): run in this process after the
 * response, logged when it fails, and awaited when the app closes so nothing writes to a closed
 * database. Tests await `idle()` to see the finished result without polling.
 */
export function createBackground(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, job: () => Promise<void>): void {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch((err: unknown) => log.error({ err, job: name }, 'background job failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    /** Resolves once nothing is running (including jobs started meanwhile). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
export type Background = ReturnType<typeof createBackground>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Jobs started after a response (see platform/background.ts). */
    background: Background;
  }
}
