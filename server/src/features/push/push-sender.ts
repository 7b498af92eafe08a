import webpush from 'web-push';
import type { PushConfig } from './push-config.ts';

/** How long one push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000;
/** Kept by the push service this long while the device is offline (then dropped): a day. */
const TTL_SECONDS = 24 * 3600;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type SendResult = 'sent' | 'gone' | 'failed';

/**
 * Sends one encrypted push (RFC 8291, aes128gcm, VAPID-signed) to a subscription's push service.
 * web-push builds the request (encryption and the VAPID header); it is sent with fetch so that a
 * stopping job can abort it and tests can stand a plain-HTTP push service beside the server.
 * A 404 or 410 means the subscription is gone for good.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  config: PushConfig,
  o: { signal?: AbortSignal; urgency?: 'normal' | 'high'; topic?: string } = {},
): Promise<SendResult> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: { subject: config.subject, ...config.vapid },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: o.urgency ?? 'normal',
      ...(o.topic ? { topic: o.topic } : {}),
    },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  );
  const signals = [AbortSignal.timeout(SEND_TIMEOUT_MS), ...(o.signal ? [o.signal] : [])];
  const res = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body ?? undefined,
    redirect: 'error',
    signal: AbortSignal.any(signals),
  });
  await res.arrayBuffer().catch(() => undefined);
  if (res.status === 404 || res.status === 410) return 'gone';
  return res.ok ? 'sent' : 'failed';
}
