import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/** How this server sends Web Push (issue 35 §3). */
export interface PushConfig {
  /** The VAPID key pair (base64url): the public one is what browsers subscribe with. */
  vapid: { publicKey: string; privateKey: string };
  /** Who the push services may contact about this server (VAPID `sub`): `mailto:` or `https:`. */
  subject: string;
  /**
   * Hosts a subscription's endpoint may point at (a listed host or a subdomain of it): the browsers'
   * push services. The server posts to that address, so an arbitrary one would let a user make it
   * call anything it can reach.
   */
  serviceHosts: string[];
  /** Whether `http:` endpoints are accepted (tests and e2e: a local push service). */
  allowHttp: boolean;
}

/** The push services of Chrome/Edge/Opera/Android (FCM), Firefox, Windows and Safari/iOS. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated once and kept in the data directory
 * (`vapid-keys.json`), like the JWT secret. Several processes on separate disks need the variables:
 * a subscription made with one public key is refused when another one signs.
 */
export function loadVapidKeys(
  dataDir: string,
  env: NodeJS.ProcessEnv,
): { publicKey: string; privateKey: string } {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** The push settings from the environment (VAPID_*, PUSH_SUBJECT, PUSH_SERVICE_HOSTS). */
export function pushConfigFromEnv(dataDir: string, env: NodeJS.ProcessEnv, publicUrl: string): PushConfig {
  const hosts = env.PUSH_SERVICE_HOSTS?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    vapid: loadVapidKeys(dataDir, env),
    subject: env.PUSH_SUBJECT?.trim() || subjectFrom(publicUrl),
    serviceHosts: hosts?.length ? hosts : DEFAULT_PUSH_SERVICE_HOSTS,
    allowHttp: env.PUSH_ALLOW_HTTP === '1' || env.PUSH_ALLOW_HTTP === 'true',
  };
}

/** The public address when it is https; otherwise a mailto: the push services accept. */
const subjectFrom = (publicUrl: string) =>
  publicUrl.startsWith('https://') ? publicUrl : `mailto:push@${new URL(publicUrl).hostname}`;

/** Fills in what a test (or an embedder) left out: fresh keys, the default services, https only. */
export function resolvePushConfig(given: Partial<PushConfig> | undefined, publicUrl: string): PushConfig {
  return {
    vapid: given?.vapid ?? webpush.generateVAPIDKeys(),
    subject: given?.subject ?? subjectFrom(publicUrl),
    serviceHosts: given?.serviceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS,
    allowHttp: given?.allowHttp ?? false,
  };
}

/** Whether the server may post to this endpoint (see PushConfig.serviceHosts). */
export function isAllowedEndpoint(endpoint: string, config: Pick<PushConfig, 'serviceHosts' | 'allowHttp'>) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && !(config.allowHttp && url.protocol === 'http:')) return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return config.serviceHosts.some((h) => host === h || host.endsWith(`.${h}`));
}
