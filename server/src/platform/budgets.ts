import rateLimit, { type CreateRateLimitOptions, type RateLimitOptions } from '@fastify/rate-limit';
import {
  COMMENT_RATE_LIMIT,
  LIMIT_TEXTS,
  POST_RATE_LIMIT,
  USER_SEARCH_RATE_LIMIT,
} from '@krug/contract/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { TooManyRequests } from './errors.ts';
import { databaseStore } from './rate-limit-store.ts';

const MINUTE = 60_000;

interface BudgetSpec {
  /** The setting (environment variable) holding how many hits a window allows, and its default. */
  readonly setting: readonly [name: string, fallback: number];
  readonly windowMs: number;
  /**
   * Whose budget: `user` — the signed-in caller (the address for a call without a token), spent
   * by each call of a route naming it; `address` — the client's address, spent by each call;
   * `service` — a key the service names, spent by the service on a failure (a wrong password).
   */
  readonly per: 'user' | 'address' | 'service';
  /** The 429's detail (else «Слишком много попыток. Попробуйте позже.»). */
  readonly detail?: string;
}

/**
 * Every budget of the app, in one place (issue 29 §4). A route spends from one with
 * `config: { budget: 'upload' }`; a service counts failures with `budgets.attempts('wrongCodes')`.
 * The counts live in the database, so a budget holds across every process behind the balancer.
 * A new budget is one entry here (its setting is read from the environment by that name).
 */
export const BUDGETS = {
  /** Registrations per minute per address. */
  register: { setting: ['AUTH_RATE_LIMIT', 20], windowMs: MINUTE, per: 'address' },
  /** Sign-in calls (password step and code step) per minute per address. */
  signIn: { setting: ['AUTH_RATE_LIMIT', 20], windowMs: MINUTE, per: 'address' },
  /** Uploads (media, scans, photos, banners, logos) per minute per user. */
  upload: { setting: ['UPLOAD_RATE_LIMIT', 120], windowMs: MINUTE, per: 'user' },
  post: {
    setting: ['POST_RATE_LIMIT', POST_RATE_LIMIT],
    windowMs: MINUTE,
    per: 'user',
    detail: LIMIT_TEXTS.tooManyPosts,
  },
  comment: {
    setting: ['COMMENT_RATE_LIMIT', COMMENT_RATE_LIMIT],
    windowMs: MINUTE,
    per: 'user',
    detail: LIMIT_TEXTS.tooManyComments,
  },
  userSearch: {
    setting: ['USER_SEARCH_RATE_LIMIT', USER_SEARCH_RATE_LIMIT],
    windowMs: MINUTE,
    per: 'user',
    detail: LIMIT_TEXTS.tooManySearches,
  },
  /** Failed sign-ins per (email, address) pair in 15 minutes: that pair is refused. */
  failedLogins: { setting: ['LOGIN_FAILURES_PER_EMAIL', 10], windowMs: 15 * MINUTE, per: 'service' },
  /** Failed sign-ins per email in 15 minutes: then addresses that failed for it are refused too. */
  failedLoginsPerEmail: { setting: ['LOGIN_FAILURES_PER_EMAIL', 10], windowMs: 15 * MINUTE, per: 'service' },
  /** Wrong current passwords per user (password, email and two-factor changes, account deletion). */
  wrongPasswords: { setting: ['LOGIN_FAILURES_PER_EMAIL', 10], windowMs: 15 * MINUTE, per: 'service' },
  /** Wrong two-factor codes per user, at sign-in and in settings. */
  wrongCodes: { setting: ['LOGIN_FAILURES_PER_EMAIL', 10], windowMs: 15 * MINUTE, per: 'service' },
} as const satisfies Record<string, BudgetSpec>;

export type BudgetName = keyof typeof BUDGETS;
/** Budgets a route spends from by naming it in `config.budget`. */
export type RouteBudget = {
  [K in BudgetName]: (typeof BUDGETS)[K]['per'] extends 'service' ? never : K;
}[BudgetName];
/** Budgets a service counts failures in. */
export type ServiceBudget = Exclude<BudgetName, RouteBudget>;
/** The settings that size the budgets (`AUTH_RATE_LIMIT`, …), each a positive whole number. */
export type LimitSetting = (typeof BUDGETS)[BudgetName]['setting'][0];
export type Limits = Record<LimitSetting, number>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Each call of the route spends one unit of this budget (BUDGETS), before its body is read. */
    budget?: RouteBudget;
  }
}

const specs = Object.entries(BUDGETS) as [BudgetName, BudgetSpec][];

/** Every setting from the environment; a missing or malformed one takes its default. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Limits {
  const limits = {} as Record<string, number>;
  for (const [, { setting }] of specs) {
    const [name, fallback] = setting;
    const n = Number(env[name]);
    limits[name] = Number.isInteger(n) && n > 0 ? n : fallback;
  }
  return limits as Limits;
}

/** Every setting at `n` (tests lift the budgets they do not exercise). */
export function limitsAt(n: number): Limits {
  return Object.fromEntries(specs.map(([, s]) => [s.setting[0], n])) as Limits;
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
