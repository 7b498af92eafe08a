import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { STORAGE_QUOTA_BYTES } from '@krug/contract/limits';
import { DEFAULT_MEDIA_TOOLS, type MediaTools } from './features/media-variants/media-tools.ts';
import { type PushConfig, pushConfigFromEnv } from './features/push/push-config.ts';
import { type Limits, limitsFromEnv } from './platform/budgets.ts';
import { DEFAULT_TOOL_BUDGET } from './platform/external-tool.ts';
import { parseStorageUrl, type S3Settings } from './platform/storage-url.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections in the PostgreSQL pool (ignored on PGlite, which has one). */
  databasePoolMax: number;
  jwtSecret: string;
  jwtExpires: string;
  logLevel: string;
  /**
   * The sizes of the rate-limit budgets (platform/budgets.ts): `AUTH_RATE_LIMIT`,
   * `LOGIN_FAILURES_PER_EMAIL`, `UPLOAD_RATE_LIMIT`, `POST_RATE_LIMIT`, `COMMENT_RATE_LIMIT`,
   * `USER_SEARCH_RATE_LIMIT`.
   */
  limits: Limits;
  /**
   * The address people reach the app at (PUBLIC_URL, e.g. `https://krug.example`), for the absolute
   * links the server writes (the calendar feed's URL); never taken from a request's Host header.
   */
  publicUrl: string;
  /**
   * Outgoing mail (CONTRACT §8): SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`); unset, mails
   * are written to the log and the admin outbox. MAIL_FROM is the sender.
   */
  smtpUrl?: string;
  mailFrom?: string;
  /** Bytes of media and document scans one user may store (then 413). */
  storageQuotaBytes: number;
  bodyLimitBytes: number;
  /** Largest accepted upload (media library and post attachments). */
  mediaMaxBytes: number;
  /** The local folder of stored files (DATA_DIR/media), used when no bucket is configured. */
  mediaDir: string;
  /**
   * An S3-compatible bucket instead of the folder (STORAGE_URL=s3://bucket/prefix?endpoint=…,
   * with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY): then no process needs a shared folder.
   */
  s3?: S3Settings;
  webDist: string;
  /**
   * Which proxies' `X-Forwarded-For` to believe (Fastify `trustProxy`): false (the default: the
   * socket's address counts), a hop count, or addresses/CIDR ranges of the balancers.
   */
  trustProxy: TrustProxy;
  /** Live sockets one user may hold; opening one more closes that user's oldest (4008). */
  wsMaxPerUser: number;
  /** Live sockets in this process; beyond it a new one is closed with 1013 (try again later). */
  wsMaxTotal: number;
  /** How long a user whose last live socket closed still shows online (a reload does not flap). */
  presenceOfflineDelayMs?: number;
  /**
   * How often each process's job worker looks for due jobs, and how often event reminders are
   * looked for (SCHEDULER_INTERVAL_MS; unset in tests: no worker, tests run jobs themselves).
   */
  schedulerIntervalMs?: number;
  /** Jobs one process runs at once (JOBS_CONCURRENCY); one slot is kept for owners with nothing running. */
  jobsConcurrency?: number;
  /**
   * ffmpeg, ffprobe and pdftoppm (video posters and reader copies, PDF first pages) and the budget of
   * each run; a missing program means no poster.
   */
  mediaTools?: MediaTools;
  /**
   * Web Push (issue 35 §3): VAPID keys (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or generated once into
   * DATA_DIR/vapid-keys.json), PUSH_SUBJECT, PUSH_SERVICE_HOSTS, PUSH_ALLOW_HTTP.
   */
  push?: PushConfig;
}

export type TrustProxy = boolean | number | string[];

/** TRUST_PROXY: unset, `false` or `0` → off; `true` → every hop; `2` → two hops; else addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

const intFromEnv = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * PUBLIC_URL without a trailing slash; by default the address the server listens on (HOST and
 * PORT, `localhost` when it listens on every interface).
 */
export function publicUrlFrom(env: NodeJS.ProcessEnv): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) {
    const url = new URL(configured);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`PUBLIC_URL must be an http(s) address, not ${configured}`);
    return url.href.replace(/\/+$/, '');
  }
  const host = env.HOST?.trim() || '0.0.0.0';
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${intFromEnv(env.PORT, 8080)}`;
}

/** JWT_SECRET, or a random secret generated once and kept in the data directory. */
function loadJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = publicUrlFrom(env);
  return {
    port: intFromEnv(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: intFromEnv(env.DATABASE_POOL_MAX, 10),
    jwtSecret: loadJwtSecret(dataDir, env.JWT_SECRET),
    jwtExpires: env.JWT_EXPIRES ?? '7d',
    logLevel: env.LOG_LEVEL ?? 'info',
    limits: limitsFromEnv(env),
    publicUrl,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Круг <krug@localhost>',
    storageQuotaBytes: intFromEnv(env.STORAGE_QUOTA_BYTES, STORAGE_QUOTA_BYTES),
    bodyLimitBytes: intFromEnv(env.BODY_LIMIT_BYTES, 1024 * 1024),
    mediaMaxBytes: intFromEnv(env.MEDIA_MAX_BYTES, 512 * 1024 * 1024),
    mediaDir: join(dataDir, 'media'),
    s3: env.STORAGE_URL?.trim() ? parseStorageUrl(env.STORAGE_URL.trim(), env) : undefined,
    webDist: resolve(import.meta.dirname, '../../web/dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    wsMaxPerUser: intFromEnv(env.WS_MAX_PER_USER, 10),
    wsMaxTotal: intFromEnv(env.WS_MAX_TOTAL, 10_000),
    presenceOfflineDelayMs: intFromEnv(env.PRESENCE_OFFLINE_DELAY_MS, 5_000),
    schedulerIntervalMs: intFromEnv(env.SCHEDULER_INTERVAL_MS, 15_000),
    jobsConcurrency: intFromEnv(env.JOBS_CONCURRENCY, 2),
    mediaTools: {
      ffmpeg: env.FFMPEG_PATH || DEFAULT_MEDIA_TOOLS.ffmpeg,
      ffprobe: env.FFPROBE_PATH || DEFAULT_MEDIA_TOOLS.ffprobe,
      pdftoppm: env.PDFTOPPM_PATH || DEFAULT_MEDIA_TOOLS.pdftoppm,
      budget: {
        wallMs: intFromEnv(env.MEDIA_TOOL_WALL_MS, DEFAULT_TOOL_BUDGET.wallMs),
        cpuSeconds: intFromEnv(env.MEDIA_TOOL_CPU_SECONDS, DEFAULT_TOOL_BUDGET.cpuSeconds),
        memoryMb: intFromEnv(env.MEDIA_TOOL_MEMORY_MB, DEFAULT_TOOL_BUDGET.memoryMb),
      },
    },
    push: pushConfigFromEnv(dataDir, env, publicUrl),
  };
}
