import rateLimit, { type CreateRateLimitOptions, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
// The request's signed-in user (`authUserId`) is declared there.
import type {} from './auth.ts';
import {
  BUDGETS,
  type BudgetName,
  type BudgetSpec,
  type Limits,
  type RouteBudget,
  type ServiceBudget,
} from './budgets.ts';
import { TooManyRequests } from './errors.ts';
import { databaseStore } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Each call of the route spends one unit of this budget (BUDGETS), before its body is read. */
    budget?: RouteBudget;
  }
}

/**
 * Attempts counted by a service in a `service` budget, per key it names. An attempt is counted
 * before it is judged (so parallel guesses cannot all pass the check at once) and the count is
 * cleared by a success: what remains counted are failures.
 */
export interface AttemptCounter {
  /** Attempts a key may make in a window. */
  readonly limit: number;
  /** Counts an attempt of `key`; answers its attempts in the window, this one included (more than `limit`: refuse it). */
  take(key: string): Promise<number>;
  /** Counts a failure of `key` that was not taken as an attempt before. */
  fail(key: string): Promise<void>;
  /** Attempts of `key` in the current window (nothing is counted). */
  spent(key: string): Promise<number>;
  /** Whether `key` has used the whole budget. */
  exhausted(key: string): Promise<boolean>;
  /** Forgets `key`'s attempts (it succeeded). */
  clear(key: string): Promise<void>;
}

/** createRateLimit's limiter asks its keyGenerator for the key; a service passes it in this stand-in. */
interface KeyCarrier {
  budgetKey: string;
  routeOptions: { config: Record<string, never> };
}
const carrying = (key: string) =>
  ({ budgetKey: key, routeOptions: { config: {} } }) satisfies KeyCarrier as unknown as FastifyRequest;

/**
 * Registers @fastify/rate-limit with the database store and turns each route's
 * `config.budget` into its `rateLimit` (a shared `groupId` per budget). Answers the service
 * budgets, counted with `createRateLimit()`.
 */
export async function registerBudgets(app: FastifyInstance, db: Db, limits: Limits) {
  const max = (name: BudgetName) => limits[BUDGETS[name].setting[0]];
  const tooMany = (name: BudgetName) => {
    const detail = (BUDGETS[name] as BudgetSpec).detail;
    return () => new TooManyRequests(detail);
  };
  // Before the plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    const name = route.config?.budget;
    if (!name) return;
    const spec: BudgetSpec = BUDGETS[name];
    const options: RateLimitOptions = {
      groupId: name,
      max: max(name),
      timeWindow: spec.windowMs,
      errorResponseBuilder: tooMany(name),
      // A user's budget is counted once the token is checked (onRequest) and before the body is
      // read (a refused upload costs no disk); an address's before anything else.
      hook: spec.per === 'user' ? 'preHandler' : 'onRequest',
      ...(spec.per === 'user'
        ? { keyGenerator: (req: FastifyRequest) => req.authUserId ?? `address:${req.ip}` }
        : {}),
    };
    route.config = { ...route.config, rateLimit: options };
  });
  const store = databaseStore(db, (err) => app.log.error({ err }, 'rate-limit sweep failed'));
  await app.register(rateLimit, {
    global: false,
    store: store.Store,
    errorResponseBuilder: () => new TooManyRequests(),
  });
  app.addHook('onClose', () => store.idle());

  return {
    /** The attempt counter of a `service` budget. */
    attempts(name: ServiceBudget): AttemptCounter {
      const limit = max(name);
      // groupId names the store's child (the budget), as on routes.
      const options: CreateRateLimitOptions & { groupId: string } = {
        groupId: name,
        max: limit,
        timeWindow: BUDGETS[name].windowMs,
        keyGenerator: (req) => (req as unknown as KeyCarrier).budgetKey,
      };
      const limiter = app.createRateLimit(options);
      /** Attempts in the window from the limiter's answer (past the limit: limit + 1). */
      const count = (state: Awaited<ReturnType<typeof limiter>>) =>
        state.isAllowed ? 0 : state.isExceeded ? limit + 1 : limit - state.remaining;
      const spent = async (key: string) => count(await limiter(carrying(key), { increment: false }));
      const take = async (key: string) => count(await limiter(carrying(key)));
      return {
        limit,
        take,
        fail: async (key) => {
          await take(key);
        },
        spent,
        exhausted: async (key) => (await spent(key)) >= limit,
        clear: (key) => store.clear(name, key),
      };
    },
  };
}
export type Budgets = Awaited<ReturnType<typeof registerBudgets>>;
