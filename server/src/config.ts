import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  COMMENT_RATE_LIMIT,
  INVITE_RATE_LIMIT,
  POST_RATE_LIMIT,
  STORAGE_QUOTA_BYTES,
  USER_SEARCH_RATE_LIMIT,
} from '@krug/contract/limits';
import { DEFAULT_MEDIA_TOOLS, type MediaTools } from './features/media-variants/media-tools.ts';

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
  /** Requests per minute per address for sign-in and, separately, for registration. */
  authRateLimit: number;
  /** Failed sign-ins per email within 15 minutes before further attempts answer 429. */
  loginFailuresPerEmail: number;
  /** Uploads (media, scans, photos, banners, logos) per minute per user before 429. */
  uploadRateLimit: number;
  /** Posts (wall, family, organization) created per minute per user before 429. */
  postRateLimit: number;
  /** Comments and replies per minute per user before 429. */
  commentRateLimit: number;
  /** User searches per minute per user before 429. */
  userSearchRateLimit: number;
  /** Invitations to chat groups and organizations per hour per inviter before 429 (INVITE_RATE_LIMIT). */
  inviteRateLimit?: number;
  /** Bytes of media and document scans one user may store (then 413). */
  storageQuotaBytes: number;
  bodyLimitBytes: number;
  /** Largest accepted upload (media library and post attachments). */
  mediaMaxBytes: number;
  mediaDir: string;
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
  /** How often each process looks for due event reminders (SCHEDULER_INTERVAL_MS; 0: never). */
  schedulerIntervalMs?: number;
  /** ffmpeg, ffprobe and pdftoppm (video posters, PDF first pages); a missing program means no poster. */
  mediaTools?: MediaTools;
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
  return {
    port: intFromEnv(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: intFromEnv(env.DATABASE_POOL_MAX, 10),
    jwtSecret: loadJwtSecret(dataDir, env.JWT_SECRET),
    jwtExpires: env.JWT_EXPIRES ?? '7d',
    logLevel: env.LOG_LEVEL ?? 'info',
    authRateLimit: intFromEnv(env.AUTH_RATE_LIMIT, 20),
    loginFailuresPerEmail: intFromEnv(env.LOGIN_FAILURES_PER_EMAIL, 10),
    uploadRateLimit: intFromEnv(env.UPLOAD_RATE_LIMIT, 120),
    postRateLimit: intFromEnv(env.POST_RATE_LIMIT, POST_RATE_LIMIT),
    commentRateLimit: intFromEnv(env.COMMENT_RATE_LIMIT, COMMENT_RATE_LIMIT),
    userSearchRateLimit: intFromEnv(env.USER_SEARCH_RATE_LIMIT, USER_SEARCH_RATE_LIMIT),
    inviteRateLimit: intFromEnv(env.INVITE_RATE_LIMIT, INVITE_RATE_LIMIT),
    storageQuotaBytes: intFromEnv(env.STORAGE_QUOTA_BYTES, STORAGE_QUOTA_BYTES),
    bodyLimitBytes: intFromEnv(env.BODY_LIMIT_BYTES, 1024 * 1024),
    mediaMaxBytes: intFromEnv(env.MEDIA_MAX_BYTES, 512 * 1024 * 1024),
    mediaDir: join(dataDir, 'media'),
    webDist: resolve(import.meta.dirname, '../../web/dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    wsMaxPerUser: intFromEnv(env.WS_MAX_PER_USER, 10),
    wsMaxTotal: intFromEnv(env.WS_MAX_TOTAL, 10_000),
    presenceOfflineDelayMs: intFromEnv(env.PRESENCE_OFFLINE_DELAY_MS, 5_000),
    schedulerIntervalMs: intFromEnv(env.SCHEDULER_INTERVAL_MS, 15_000),
    mediaTools: {
      ffmpeg: env.FFMPEG_PATH || DEFAULT_MEDIA_TOOLS.ffmpeg,
      ffprobe: env.FFPROBE_PATH || DEFAULT_MEDIA_TOOLS.ffprobe,
      pdftoppm: env.PDFTOPPM_PATH || DEFAULT_MEDIA_TOOLS.pdftoppm,
    },
  };
}
