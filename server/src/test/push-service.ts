import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

/** One request the stand-in push service received. */
export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local HTTP server posing as a browser's push service (issue 35 §3): it records what the server
 * posts and answers each path with the status a test chose (201 by default).
 */
export async function startPushService() {
  const received: PushRequest[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statuses.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    /** What the service answers for this path from now on (410: the subscription is gone). */
    answer: (path: string, status: number) => statuses.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushServiceStandIn = Awaited<ReturnType<typeof startPushService>>;

/** A browser's side of a subscription: its key pair and auth secret, and the JSON it would post. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

/**
 * Decrypts a Web Push message body as the browser does (RFC 8291 with RFC 8188 `aes128gcm`): the
 * header carries the salt, the record size and the sender's one-time public key.
 */
export function decryptPush(body: Buffer, sub: ReturnType<typeof browserSubscription>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  const shared = sub.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const plain = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any padding zeros.
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end -= 1;
  if (plain[end - 1] !== 2) throw new Error('not the last record');
  return plain.subarray(0, end - 1).toString('utf8');
}

/** Checks the VAPID `Authorization: vapid t=…, k=…` header against the server's public key. */
export async function verifyVapid(authorization: string | undefined, publicKey: string, audience: string) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m?.[1] || m[2] !== publicKey) throw new Error(`bad VAPID header: ${authorization}`);
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(m[1], key, { audience });
  return payload;
}
