import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/**
 * N = 2^15, r = 8: ~65 ms and 32 MB per hash on the 2-core development machine (2^14 took ~27 ms,
 * under the ~50 ms an offline guess should cost). Stored hashes carry their parameters, so older
 * ones still verify and are upgraded at the next sign-in (`needsRehash`).
 */
export const PASSWORD_PARAMS = { N: 32768, r: 8, p: 1 } as const;
const PARAMS: ScryptOptions = { ...PASSWORD_PARAMS, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return (
    scheme !== 'scrypt' ||
    Number(n) < PASSWORD_PARAMS.N ||
    Number(r) < PASSWORD_PARAMS.r ||
    Number(p) < PASSWORD_PARAMS.p
  );
}

/** A hash of nothing, checked against when the email is unknown, so both paths take the same time. */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(12).toString('hex'));
