import { TOKEN_STORAGE_KEY } from '@krug/contract/auth-texts';
import i18next from '../i18n/index.ts';

/**
 * A failed call: the HTTP status (0 for a network failure), the server's `detail` and, when one
 * body field caused it, that field's dotted path (`email`, `document_data.series`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
    readonly field: string | null = null,
  ) {
    super(detail ?? `HTTP ${status}`);
  }
}

/** The body field a failure is about (null when it is about none: show it at the top). */
export const errorField = (err: unknown): string | null => (err instanceof ApiError ? err.field : null);

/** The detail of a request that never reached the server (status 0); shown in the locale by errorText. */
export const NETWORK_ERROR = 'Ошибка сети. Проверьте подключение.';

export const tokenStore = {
  get: () => localStorage.getItem(TOKEN_STORAGE_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
};

interface Options {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API with the stored bearer token; JSON in, JSON out; failures become ApiError. */
export async function apiFetch<T>(path: string, options: Options = {}): Promise<T> {
  return (await request<T>(path, options)).data;
}

/** One page of a list (CONTRACT §1): its items and the address of the next page, null on the last. */
export interface ApiPage<T> {
  items: T[];
  next: string | null;
}

/** The next page's address in a `Link` header (`<…>; rel="next"`), or null. */
export function nextPageOf(link: string | null): string | null {
  for (const part of link?.split(',') ?? []) {
    const m = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (m && /(^|;)\s*rel="?next"?\s*(;|$)/i.test(m[2] ?? '')) return m[1] ?? null;
  }
  return null;
}

/** Reads one page of a paginated list: a bare array, the next page linked in the Link header. */
export async function apiFetchPage<T>(
  path: string,
  options: Omit<Options, 'body'> = {},
): Promise<ApiPage<T>> {
  const { data, headers } = await request<T[]>(path, options);
  return { items: data, next: nextPageOf(headers.get('link')) };
}

/** Reads one page whose body is an object (the search's groups), the next page in the Link header. */
export async function apiFetchLinked<T>(
  path: string,
  options: Omit<Options, 'body'> = {},
): Promise<{ data: T; next: string | null }> {
  const { data, headers } = await request<T>(path, options);
  return { data, next: nextPageOf(headers.get('link')) };
}

async function request<T>(
  path: string,
  { method = 'GET', body, signal }: Options,
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = {};
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: payload, signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (res.status === 204) return { data: undefined as T, headers: res.headers };
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    const detail = data && typeof data.detail === 'string' ? data.detail : null;
    const field = detail && typeof data.field === 'string' && data.field ? data.field : null;
    throw new ApiError(res.status, detail, field);
  }
  return { data: data as T, headers: res.headers };
}

/** The text to show for a failure: the server's detail, else the given fallback. */
export const errorText = (err: unknown, fallback: string) => {
  if (err instanceof ApiError && err.status === 0) return i18next.t('app.networkError');
  return err instanceof ApiError && err.detail ? err.detail : fallback;
};
