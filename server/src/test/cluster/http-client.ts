/** Resends counted by `request` (see there). */
export const resends = { count: 0 };

/**
 * JSON over HTTP as a browser sends it through nginx. When nginx reloads (each step of a rolling
 * restart), its old workers close their idle keep-alive connections; a request written onto one at
 * that instant is never read, and the socket closes (FIN, or RST as the request sat unread) before
 * any response byte. Browsers (and OkHttp) send such a request again on a new connection (RFC 9112
 * §9.3.1: it was not processed), and so does this client (at most twice), counted in `resends`.
 * Any answer, or a failure after the headers, is final.
 */
export async function request(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
) {
  const init = {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  };
  let res: Response | null = null;
  for (let attempt = 0; !res; attempt += 1) {
    try {
      res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      // Closed (FIN, or RST when the request was already in its buffer) before any response byte.
      const unread =
        (cause?.code === 'UND_ERR_SOCKET' && cause.message === 'other side closed') ||
        cause?.code === 'ECONNRESET';
      if (attempt >= 2 || !unread) throw err;
      resends.count += 1;
      // The pool's other idle connections to that worker are being closed too: let their close
      // arrive, so the resend goes on a new connection.
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read a few fields of API answers
  const json: any = text.startsWith('{') ? JSON.parse(text) : undefined;
  return { status: res.status, json, text };
}
