import { createHmac, timingSafeEqual } from 'node:crypto';

const HOUR = 3600;

/**
 * Signed, expiring links for files the browser loads without a bearer header (<img>, <video>).
 * The expiry is rounded up to the next hour and then one more, so a link stays the same for an
 * hour (the browser cache keeps working) and is valid for one to two hours.
 */
export function createUrlSigner(secret: string, now = () => Date.now()) {
  const mac = (subject: string, exp: number) =>
    createHmac('sha256', `${secret}:files`).update(`${subject}.${exp}`).digest('base64url');
  return {
    sign(path: string, subject: string): string {
      const nowS = Math.floor(now() / 1000);
      const exp = (Math.floor(nowS / HOUR) + 2) * HOUR;
      return `${path}?exp=${exp}&sig=${mac(subject, exp)}`;
    },
    verify(subject: string, exp: unknown, sig: unknown): boolean {
      const expN = Number(exp);
      if (!Number.isInteger(expN) || typeof sig !== 'string') return false;
      if (expN * 1000 < now()) return false;
      const expected = Buffer.from(mac(subject, expN));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
