import {
  COMMENT_RATE_LIMIT,
  INVITE_RATE_LIMIT,
  LIMIT_TEXTS,
  POST_RATE_LIMIT,
  USER_SEARCH_RATE_LIMIT,
} from '@krug/contract/limits';

const MINUTE = 60_000;

export interface BudgetSpec {
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
 * `config: { budget: 'upload' }`; a service counts attempts with `budgets.attempts('wrongCodes')`
 * (platform/register-budgets.ts).
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
  /** Invitations to chat groups and organizations per inviter an hour (CONTRACT §4 "Consent, continued"). */
  invitations: { setting: ['INVITE_RATE_LIMIT', INVITE_RATE_LIMIT], windowMs: 60 * MINUTE, per: 'service' },
  /** Password reset calls (request and confirm) per address in 15 minutes (CONTRACT §8). */
  passwordReset: { setting: ['PASSWORD_RESET_RATE_LIMIT', 10], windowMs: 15 * MINUTE, per: 'address' },
  /** Reset mails per email an hour: past it a request answers the same and sends nothing. */
  passwordResetMails: {
    setting: ['PASSWORD_RESET_MAILS_PER_EMAIL', 3],
    windowMs: 60 * MINUTE,
    per: 'service',
  },
  /** Verification and email change mails per user an hour (CONTRACT §8 "Email verification"). */
  emailMails: { setting: ['EMAIL_MAILS_PER_USER', 5], windowMs: 60 * MINUTE, per: 'service' },
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
