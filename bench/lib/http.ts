/** Small helpers the benchmarks use to seed through the API. */

/** POSTs JSON to the server at `base` (as `token` when given); throws on a non-2xx answer. */
export function jsonPoster(base: string) {
  // biome-ignore lint/suspicious/noExplicitAny: the benchmarks read a few fields of API answers
  return async (path: string, body: unknown, token?: string): Promise<any> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
}

/** Runs `fn` over `items`, `size` at a time. */
export async function inBatches<T>(items: T[], size: number, fn: (item: T, i: number) => Promise<void>) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map((x, j) => fn(x, i + j)));
}
