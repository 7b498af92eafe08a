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

/**
 * Lets anyone add the user to chat groups at once (`who_can_add_me_to_groups: everyone`): a
 * benchmark's groups are made of strangers, who by default are only invited (CONTRACT §4).
 */
export async function allowGroupAdds(base: string, token: string) {
  const res = await fetch(`${base}/api/users/privacy`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ who_can_add_me_to_groups: 'everyone' }),
  });
  if (!res.ok) throw new Error(`/api/users/privacy: ${res.status} ${await res.text()}`);
}

/** Runs `fn` over `items`, `size` at a time. */
export async function inBatches<T>(items: T[], size: number, fn: (item: T, i: number) => Promise<void>) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map((x, j) => fn(x, i + j)));
}
